import { describe, expect, it } from 'vitest';
import type { Permission } from '@cbt/contracts';
import { i18nProvider } from '../i18nProvider';
import { roleLabels, statesSummary, userActions } from './userDisplay';

const state = (states: string[]) => ({ type: 'admin', level: 'state' as const, assignedStates: states });
const national = { type: 'admin', level: 'national' as const, assignedStates: [] };
const superAdmin = { type: 'superadmin', level: 'national' as const, assignedStates: [] };

describe('statesSummary', () => {
  it('lists three or fewer states by name and counts more (SPEC §2)', () => {
    expect(statesSummary({ roles: [state(['Lagos', 'Ogun', 'Oyo'])] })).toEqual({ kind: 'list', states: ['Lagos', 'Ogun', 'Oyo'] });
    expect(statesSummary({ roles: [state(['Lagos', 'Ogun']), state(['Oyo', 'Kano'])] })).toEqual({
      kind: 'count',
      count: 4,
      states: ['Lagos', 'Ogun', 'Oyo', 'Kano'],
    });
  });

  it('counts a state held through two roles once', () => {
    expect(statesSummary({ roles: [state(['Lagos']), { ...state(['Lagos']), type: 'reviewer' }] })).toEqual({ kind: 'list', states: ['Lagos'] });
  });

  it('shows all states for national reach and nothing for no role', () => {
    expect(statesSummary({ roles: [national, state(['Lagos'])] })).toEqual({ kind: 'all' });
    expect(statesSummary({ roles: [] })).toEqual({ kind: 'none' });
  });
});

describe('roleLabels', () => {
  it('uses the display name and the level, falling back to the identifier', () => {
    const labels = roleLabels({ roles: [superAdmin, state(['Kano']), { ...national, type: 'retired' }] }, [
      { value: 'superadmin', label: 'Super Administrator', category: 'system' },
      { value: 'admin', label: 'Administrator', category: 'admin' },
    ], i18nProvider.translate);
    expect(labels.map((l) => l.label)).toEqual(['Super Administrator (National)', 'Administrator (State)', 'retired (National)']);
    expect(labels.map((l) => l.isSuperAdmin)).toEqual([true, false, false]);
  });
});

describe('userActions', () => {
  const manage: Permission[] = ['users.read', 'users.manage'];
  const superProfile = { id: 'me', isSuperAdmin: true, permissions: manage };
  const nationalProfile = { id: 'me', isSuperAdmin: false, permissions: manage };

  it('offers nothing without users.manage', () => {
    expect(userActions({ id: 'me', isSuperAdmin: false, permissions: ['users.read'] }, { id: 'x', roles: [state(['Lagos'])], isSuperAdmin: false })).toEqual({
      edit: false,
      resetPassword: false,
      delete: false,
    });
    expect(userActions(null, { id: 'x', roles: [], isSuperAdmin: false }).edit).toBe(false);
  });

  it('never offers to delete a super admin or oneself', () => {
    expect(userActions(superProfile, { id: 'x', roles: [superAdmin], isSuperAdmin: true })).toEqual({ edit: true, resetPassword: true, delete: false });
    expect(userActions(superProfile, { id: 'me', roles: [national], isSuperAdmin: false }).delete).toBe(false);
    expect(userActions(superProfile, { id: 'x', roles: [national], isSuperAdmin: false }).delete).toBe(true);
  });

  it('leaves national and super admin accounts to super admins (DECISIONS §4)', () => {
    expect(userActions(nationalProfile, { id: 'x', roles: [national], isSuperAdmin: false }).edit).toBe(false);
    expect(userActions(nationalProfile, { id: 'x', roles: [superAdmin], isSuperAdmin: true }).resetPassword).toBe(false);
    expect(userActions(nationalProfile, { id: 'x', roles: [state(['Lagos'])], isSuperAdmin: false })).toEqual({ edit: true, resetPassword: true, delete: true });
  });
});
