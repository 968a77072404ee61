import { describe, expect, it } from '@jest/globals';
import { AUDITOR_PERMISSIONS, mayUse, PERMISSIONS, type Permission, type UserRole } from '#contracts';
import { deriveAccess, NATIONAL_ONLY } from '../derive-permissions.js';

const active = new Set(['superadmin', 'admin', 'reviewer']);
const role = (type: string, level: 'state' | 'national', assignedStates: string[] = []): UserRole => ({ type, level, assignedStates });

describe('deriveAccess', () => {
  it('grants nothing without a role (self-registered accounts)', () => {
    const access = deriveAccess([], active);
    expect(access.level).toBeNull();
    expect(access.isSuperAdmin).toBe(false);
    expect([...access.permissions]).toEqual([]);
    expect(access.scope).toEqual({ all: false, states: [] });
  });

  it('gives a super admin every permission and the whole country', () => {
    const access = deriveAccess([role('superadmin', 'national')], active);
    expect(access.isSuperAdmin).toBe(true);
    expect(access.level).toBe('national');
    expect([...access.permissions].sort()).toEqual([...PERMISSIONS].sort());
    expect(access.scope).toEqual({ all: true });
  });

  it('lets a national admin manage users but not roles or the configuration', () => {
    const access = deriveAccess([role('admin', 'national')], active);
    expect(access.level).toBe('national');
    for (const p of ['users.read', 'users.manage', 'centres.approve_autotest', 'roles.read'] as const) expect(access.permissions.has(p)).toBe(true);
    for (const p of ['roles.manage', 'accreditation.configure'] as const) expect(access.permissions.has(p)).toBe(false);
  });

  it('scopes a state admin to the union of their states, without user management', () => {
    const access = deriveAccess([role('admin', 'state', ['Lagos']), role('reviewer', 'state', ['Kano', 'Lagos'])], active);
    expect(access.level).toBe('state');
    expect(access.scope).toEqual({ all: false, states: ['Lagos', 'Kano'] });
    expect(access.permissions.has('centres.read')).toBe(true);
    expect(access.permissions.has('roles.read')).toBe(true);
    expect(access.permissions.has('users.read')).toBe(false);
    expect(access.permissions.has('centres.approve_autotest')).toBe(false);
  });

  it('ignores roles that are no longer active', () => {
    const access = deriveAccess([role('reviewer', 'national')], new Set(['superadmin', 'admin']));
    expect(access.level).toBeNull();
    expect(access.permissions.size).toBe(0);
    const mixed = deriveAccess([role('reviewer', 'national'), role('admin', 'state', ['Oyo'])], new Set(['admin']));
    expect(mixed.level).toBe('state');
    expect(mixed.scope).toEqual({ all: false, states: ['Oyo'] });
  });

  it('grants nothing to a state role without states', () => {
    expect(deriveAccess([role('admin', 'state')], active).permissions.size).toBe(0);
  });

  describe('roles that carry a permission list', () => {
    const withAuditor = new Set([...active, 'auditor']);
    const lists = new Map<string, readonly Permission[] | null>([['auditor', AUDITOR_PERMISSIONS], ['admin', null]]);

    it('gives a national auditor exactly its list, over every state, and no write', () => {
      const access = deriveAccess([role('auditor', 'national')], withAuditor, lists);
      expect([...access.permissions].sort()).toEqual([...AUDITOR_PERMISSIONS].sort());
      expect(access.scope).toEqual({ all: true });
      for (const p of ['centres.review', 'users.manage', 'autotest.write', 'centres.approve_autotest', 'accreditation.act'] as const) expect(access.permissions.has(p)).toBe(false);
    });

    it('keeps a state auditor to its states', () => {
      const access = deriveAccess([role('auditor', 'state', ['Oyo'])], withAuditor, lists);
      expect(access.scope).toEqual({ all: false, states: ['Oyo'] });
      expect(access.permissions.has('audit.read')).toBe(true);
      expect(access.permissions.has('centres.review')).toBe(false);
    });

    it('keeps the level meaning for a role whose list is null', () => {
      expect(deriveAccess([role('admin', 'national')], withAuditor, lists).permissions.has('users.manage')).toBe(true);
    });

    it('unites the lists of several roles', () => {
      const access = deriveAccess([role('auditor', 'state', ['Oyo']), role('admin', 'state', ['Oyo'])], withAuditor, lists);
      expect(access.permissions.has('centres.review')).toBe(true);
      expect(access.permissions.has('audit.export')).toBe(true);
    });
  });

  describe('one entry of power per role (DECISIONS §9)', () => {
    const withAuditor = new Set([...active, 'auditor', 'custom']);
    const lists = new Map<string, readonly Permission[] | null>([['auditor', AUDITOR_PERMISSIONS], ['custom', ['centres.read', 'centres.review', 'users.manage', 'roles.manage']]]);

    it('keeps a national read-only role from widening where another role writes', () => {
      const { power } = deriveAccess([role('admin', 'state', ['Lagos']), role('auditor', 'national')], withAuditor, lists);
      expect(power.map((e) => [e.role, e.states])).toEqual([['admin', ['Lagos']], ['auditor', 'all']]);
      expect(mayUse(power, { permission: 'centres.review' }, 'Rivers')).toBe(false);
      expect(mayUse(power, { permission: 'centres.review' }, 'Lagos')).toBe(true);
      expect(mayUse(power, { permission: 'centres.read' }, 'Rivers')).toBe(true);
    });

    it('keeps a state read-only role from lending its state to another role', () => {
      const { power } = deriveAccess([role('admin', 'state', ['Lagos']), role('auditor', 'state', ['Kano'])], withAuditor, lists);
      expect(mayUse(power, { permission: 'centres.review' }, 'Kano')).toBe(false);
      expect(mayUse(power, { permission: 'audit.read' }, 'Kano')).toBe(true);
      expect(mayUse(power, { permission: 'audit.read', national: true })).toBe(false);
    });

    it('never lets a state entry carry a permission whose effect has no state', () => {
      const { power, permissions } = deriveAccess([role('custom', 'state', ['Oyo'])], withAuditor, lists);
      expect(power[0]!.permissions).toEqual(['centres.read', 'centres.review']);
      for (const p of NATIONAL_ONLY) expect(permissions.has(p)).toBe(false);
      expect(deriveAccess([role('custom', 'national')], withAuditor, lists).permissions.has('users.manage')).toBe(true);
    });
  });
});
