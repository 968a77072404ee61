import { describe, expect, it } from '@jest/globals';
import { MSG } from '#contracts';
import { legacyFields, normaliseRoles, toPublicUser, type UserRecord } from '../user-view.js';

const active = new Set(['superadmin', 'admin', 'reviewer']);

describe('public user shape', () => {
  const record: UserRecord & { passwordHash: string; tokenVersion: number } = {
    id: '5b0f0f0e-1111-4222-8333-444455556666',
    firstName: 'Ada',
    lastName: 'Obi',
    email: 'ada@council.test',
    gender: 'FEMALE',
    roles: [
      { type: 'reviewer', level: 'state', assignedStates: ['Lagos', 'Ogun'] },
      { type: 'admin', level: 'state', assignedStates: ['Kano'] },
    ],
    isActive: true,
    shouldResetPassword: true,
    createdAt: new Date('2026-01-02T03:04:05Z'),
    passwordHash: '$argon2id$secret',
    tokenVersion: 3,
  };

  it('shows the legacy fields derived from the roles and nothing secret', () => {
    const view = toPublicUser(record);
    expect(view).toEqual({
      _id: record.id,
      id: record.id,
      firstName: 'Ada',
      lastName: 'Obi',
      email: 'ada@council.test',
      gender: 'FEMALE',
      role: 'reviewer',
      adminLevel: 'state',
      assignedState: 'Lagos',
      roles: record.roles,
      isSuperAdmin: false,
      isActive: true,
      shouldResetPassword: true,
      createdAt: record.createdAt.toISOString(),
    });
    expect(JSON.stringify(view)).not.toMatch(/passwordHash|argon2|tokenVersion/);
  });

  it('derives national when any role is national and null without roles', () => {
    expect(legacyFields([{ type: 'admin', level: 'state', assignedStates: ['Lagos'] }, { type: 'superadmin', level: 'national', assignedStates: [] }])).toEqual({
      role: 'admin',
      adminLevel: 'national',
      assignedState: 'Lagos',
    });
    expect(legacyFields([])).toEqual({ role: null, adminLevel: null, assignedState: null });
    expect(toPublicUser({ ...record, roles: [{ type: 'superadmin', level: 'national', assignedStates: [] }] }).isSuperAdmin).toBe(true);
  });
});

describe('role fields of a create or edit body', () => {
  it('maps the legacy trio to one role with a canonical state', () => {
    expect(normaliseRoles({ role: 'admin', adminLevel: 'state', assignedState: ' lagos state ' }, active)).toEqual({
      kind: 'ok',
      roles: [{ type: 'admin', level: 'state', assignedStates: ['Lagos'] }],
    });
    expect(normaliseRoles({ role: 'admin', adminLevel: 'national', assignedState: 'Kano' }, active)).toEqual({
      kind: 'ok',
      roles: [{ type: 'admin', level: 'national', assignedStates: [] }],
    });
    expect(normaliseRoles({ role: 'superadmin', adminLevel: 'state' }, active)).toEqual({
      kind: 'ok',
      roles: [{ type: 'superadmin', level: 'national', assignedStates: [] }],
    });
    expect(normaliseRoles({ adminLevel: 'state', assignedState: 'Abuja' }, active)).toEqual({
      kind: 'ok',
      roles: [{ type: 'admin', level: 'state', assignedStates: ['FCT'] }],
    });
  });

  it('gives the SPEC messages for a legacy state admin without a state', () => {
    expect(normaliseRoles({ role: 'admin', adminLevel: 'state' }, active)).toEqual({
      kind: 'invalid',
      errors: [{ path: 'assignedState', msg: MSG.stateAdminNeedsState }],
    });
    // No level means state, the narrower one.
    expect(normaliseRoles({ role: 'admin' }, active)).toEqual({ kind: 'invalid', errors: [{ path: 'assignedState', msg: MSG.stateAdminNeedsState }] });
    expect(normaliseRoles({ role: 'ghost', adminLevel: 'national' }, active)).toEqual({ kind: 'invalid', errors: [{ path: 'role', msg: MSG.legacyRoleNotActive('ghost') }] });
    expect(normaliseRoles({ role: 'admin', adminLevel: 'state', assignedState: 'Atlantis' }, active)).toEqual({
      kind: 'invalid',
      errors: [{ path: 'assignedState', msg: MSG.legacyUnknownState('Atlantis') }],
    });
    expect(normaliseRoles({ role: 'admin', adminLevel: 'regional' }, active)).toEqual({ kind: 'invalid', errors: [{ path: 'adminLevel', msg: MSG.invalidAdminLevel }] });
  });

  it('checks a multi-role list with numbered messages', () => {
    expect(normaliseRoles({ roles: [] }, active)).toEqual({ kind: 'invalid', errors: [{ path: 'roles', msg: MSG.atLeastOneRole }] });
    expect(normaliseRoles({ roles: 'admin' }, active)).toEqual({ kind: 'invalid', errors: [{ path: 'roles', msg: MSG.rolesMustBeList }] });
    const result = normaliseRoles(
      {
        roles: [
          { type: 'admin', level: 'national' },
          { type: 'reviewer', level: 'state', assignedStates: [] },
          { type: 'ghost', level: 'state', assignedStates: ['Lagos'] },
          { type: 'admin', level: 'state', assignedStates: ['Narnia'] },
          { level: 'state' },
        ],
      },
      active,
    );
    expect(result).toEqual({
      kind: 'invalid',
      errors: [
        { path: 'roles.1.assignedStates', msg: 'Role 2: State level roles must have at least one assigned state' },
        { path: 'roles.2.type', msg: MSG.roleNotActive(3, 'ghost') },
        { path: 'roles.3.assignedStates', msg: MSG.unknownState(4, 'Narnia') },
        { path: 'roles.4.type', msg: MSG.roleTypeRequired(5) },
      ],
    });
  });

  it('stores canonical, distinct states and drops states from national roles', () => {
    expect(
      normaliseRoles(
        {
          roles: [
            { type: 'admin', level: 'state', assignedStates: ['lagos', 'Lagos', 'Federal Capital Territory', ''] },
            { type: 'reviewer', level: 'national', assignedStates: ['Kano'] },
          ],
          role: 'superadmin',
        },
        active,
      ),
    ).toEqual({
      kind: 'ok',
      roles: [
        { type: 'admin', level: 'state', assignedStates: ['Lagos', 'FCT'] },
        { type: 'reviewer', level: 'national', assignedStates: [] },
      ],
    });
  });

  it('says none when the body carries no role fields', () => {
    expect(normaliseRoles({}, active)).toEqual({ kind: 'none' });
    expect(normaliseRoles({ role: '', adminLevel: null }, active)).toEqual({ kind: 'none' });
  });
});
