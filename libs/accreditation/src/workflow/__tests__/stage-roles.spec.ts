import { describe, expect, it } from '@jest/globals';
import type { UserRole } from '#contracts';
import { holdsStageRole } from '../stage-roles.js';

const role = (type: string): UserRole => ({ type, level: 'national', assignedStates: [] });

describe('holdsStageRole', () => {
  it('accepts a caller holding any one of the required roles', () => {
    expect(holdsStageRole([role('reviewer'), role('admin')], { requiredRoles: ['superadmin', 'admin'] })).toBe(true);
  });

  it('refuses a caller holding none of them, by exact name', () => {
    expect(holdsStageRole([role('admin')], { requiredRoles: ['reviewer', 'Admin'] })).toBe(false);
    expect(holdsStageRole([], { requiredRoles: ['admin'] })).toBe(false);
  });

  it('counts only active roles when told which are active', () => {
    expect(holdsStageRole([role('reviewer'), role('admin')], { requiredRoles: ['reviewer'] }, new Set(['admin']))).toBe(false);
    expect(holdsStageRole([role('reviewer'), role('admin')], { requiredRoles: ['reviewer'] }, new Set(['admin', 'reviewer']))).toBe(true);
  });
});
