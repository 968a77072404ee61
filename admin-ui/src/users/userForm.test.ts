import { describe, expect, it } from 'vitest';
import { MSG } from '@cbt/contracts';
import {
  addRole,
  hasUserFormErrors,
  levelChoices,
  newUserForm,
  removeRole,
  roleChoices,
  toUserPayload,
  userFormFromRow,
  validateNewPassword,
  userFormErrors,
  userFormValuesOf,
  validateUserForm,
  withLevel,
  withRoleType,
  type UserFormValues,
} from './userForm';
import { FALLBACK_ROLE_OPTIONS, type UserRow } from '../providers/usersRolesProvider';

const filled = (changes: Partial<UserFormValues> = {}): UserFormValues => ({
  ...newUserForm(),
  firstName: 'Amaka',
  lastName: 'Obi',
  email: 'amaka@council.test',
  password: 'secret1',
  roles: [{ type: 'admin', level: 'state', assignedStates: ['Lagos', 'Ogun'] }],
  ...changes,
});

const row: UserRow = {
  _id: 'u1',
  id: 'u1',
  firstName: 'Musa',
  lastName: 'Bello',
  email: 'musa@council.test',
  gender: 'MALE',
  role: 'admin',
  adminLevel: 'state',
  assignedState: 'Kano',
  roles: [{ type: 'admin', level: 'state', assignedStates: ['Kano', 'Kaduna'] }],
  isSuperAdmin: false,
  isActive: true,
  shouldResetPassword: false,
  createdAt: '2026-01-02T00:00:00Z',
};

describe('validateUserForm', () => {
  it('gives SPEC §5 messages for missing names and email on create; no password is an invitation (DECISIONS §10)', () => {
    const errors = validateUserForm({ ...newUserForm(), roles: [{ type: 'admin', level: 'national', assignedStates: [] }] }, true);
    expect(errors).toMatchObject({
      firstName: MSG.firstNameRequired,
      lastName: MSG.lastNameRequired,
      email: MSG.emailRequired,
    });
    expect(errors.password).toBeUndefined();
    expect(hasUserFormErrors(validateUserForm(filled({ password: '' }), true))).toBe(false);
  });

  it('wants a password of at least 6 characters on create and none on edit', () => {
    expect(validateUserForm(filled({ password: '12345' }), true).password).toBe(MSG.passwordMin6);
    expect(validateUserForm(filled({ password: '' }), false).password).toBeUndefined();
  });

  it('checks the email shape', () => {
    expect(validateUserForm(filled({ email: 'not-an-email' }), true).email).toBe(MSG.invalidEmail);
  });

  it('needs at least one role and states for each state-level role, numbered from 1', () => {
    expect(validateUserForm(filled({ roles: [] }), true).roles).toBe(MSG.atLeastOneRole);
    const errors = validateUserForm(
      filled({
        roles: [
          { type: 'admin', level: 'national', assignedStates: [] },
          { type: 'reviewer', level: 'state', assignedStates: [] },
        ],
      }),
      true,
    );
    expect(errors.roleEntries).toEqual([undefined, 'Role 2: State level roles must have at least one assigned state']);
    expect(hasUserFormErrors(errors)).toBe(true);
  });

  it('lets a super admin role go without states', () => {
    const errors = validateUserForm(filled({ roles: [{ type: 'superadmin', level: 'national', assignedStates: [] }] }), true);
    expect(hasUserFormErrors(errors)).toBe(false);
  });

});

describe('roles editing', () => {
  it('never removes the last remaining role', () => {
    const one = filled();
    expect(removeRole(one, 0)).toBe(one);
    const two = addRole(one);
    expect(two.roles).toHaveLength(2);
    expect(removeRole(two, 0).roles).toEqual([two.roles[1]]);
  });

  it('makes a super admin role national without states, and a national role stateless', () => {
    const entry = { type: 'admin', level: 'state' as const, assignedStates: ['Lagos'] };
    expect(withRoleType(entry, 'superadmin')).toEqual({ type: 'superadmin', level: 'national', assignedStates: [] });
    expect(withLevel(entry, 'national').assignedStates).toEqual([]);
    expect(withLevel(entry, 'state').assignedStates).toEqual(['Lagos']);
  });

  it('offers national level and the super admin role to super admins only', () => {
    expect(levelChoices(true)).toEqual(['national', 'state']);
    expect(levelChoices(false)).toEqual(['state']);
    expect(roleChoices(FALLBACK_ROLE_OPTIONS, false).map((o) => o.value)).toEqual(['admin']);
    expect(roleChoices(FALLBACK_ROLE_OPTIONS, true).map((o) => o.value)).toEqual(['admin', 'superadmin']);
    // A held role that is no longer active is still shown.
    expect(roleChoices(FALLBACK_ROLE_OPTIONS, false, ['retired']).map((o) => o.value)).toEqual(['admin', 'retired']);
  });

  it('starts an edit from the user’s roles', () => {
    const values = userFormFromRow(row);
    expect(values.roles).toEqual(row.roles);
    expect(values.gender).toBe('MALE');
    expect(values.password).toBe('');
  });
});

describe('toUserPayload', () => {
  it('sends the roles list, with the password on create only', () => {
    expect(toUserPayload(filled({ gender: 'FEMALE' }), true)).toEqual({
      firstName: 'Amaka',
      lastName: 'Obi',
      email: 'amaka@council.test',
      gender: 'FEMALE',
      password: 'secret1',
      roles: [{ type: 'admin', level: 'state', assignedStates: ['Lagos', 'Ogun'] }],
    });
    expect(toUserPayload(filled(), false)).not.toHaveProperty('password');
  });

  it('sends no password when none is given, so the server emails an invitation', () => {
    const payload = toUserPayload(filled({ password: '' }), true);
    expect(payload).not.toHaveProperty('password');
    expect(payload).not.toHaveProperty('role');
    expect(payload).toHaveProperty('roles');
  });
});

describe('validateNewPassword', () => {
  it('wants at least 6 characters', () => {
    expect(validateNewPassword('')).toBe(MSG.newPasswordRequired);
    expect(validateNewPassword('abc')).toBe(MSG.passwordMin6Long);
    expect(validateNewPassword('abcdef')).toBeNull();
  });
});

describe('userFormErrors (the SimpleForm validator)', () => {
  it('puts SPEC §5 messages under their fields and the first role message under roleAssignment', () => {
    expect(userFormErrors({ firstName: null, lastName: 'Obi', email: 'x@y.test', password: '123', roles: [] }, true)).toEqual({
      firstName: MSG.firstNameRequired,
      password: MSG.passwordMin6,
      roleAssignment: MSG.atLeastOneRole,
    });
    expect(userFormErrors({ ...filled(), roles: [{ type: 'admin', level: 'state', assignedStates: [] }] }, true)).toEqual({ roleAssignment: MSG.stateRoleNeedsState(1) });
    expect(userFormErrors(filled(), true)).toEqual({});
  });

  it('reads null text fields as empty', () => {
    expect(userFormValuesOf({ firstName: null, gender: null, roles: undefined })).toMatchObject({ firstName: '', gender: '', roles: [] });
  });
});
