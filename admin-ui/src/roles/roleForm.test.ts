import { describe, expect, it } from 'vitest';
import { MSG, PERMISSIONS, type Permission } from '@cbt/contracts';
import { LISTABLE_PERMISSIONS, roleActions, roleFormErrors, toRoleName, validateRoleForm } from './roleForm';
import type { RoleRow } from '../providers/usersRolesProvider';
import { roleRow } from '../testing/fixtures';

const role: RoleRow = roleRow();

describe('toRoleName', () => {
  it('forces lowercase and keeps only a-z, digits, underscore and hyphen (SPEC §5)', () => {
    expect(toRoleName('Field Inspector!')).toBe('field_inspector');
    expect(toRoleName('QA-Lead_2')).toBe('qa-lead_2');
    expect(toRoleName('Ñandú  Ops')).toBe('and_ops');
  });

  it('stops at 50 characters', () => {
    expect(toRoleName('a'.repeat(80))).toHaveLength(50);
  });
});

describe('validateRoleForm', () => {
  const empty = { roleName: '', displayName: '', description: '', category: 'admin' as const };
  it('wants a role name on create only, and a display name and description always', () => {
    expect(validateRoleForm(empty, true)).toEqual({
      roleName: MSG.roleNameRequired,
      displayName: MSG.roleDisplayAndDescriptionRequired,
      description: MSG.roleDisplayAndDescriptionRequired,
    });
    expect(validateRoleForm({ ...empty, displayName: 'Inspector', description: '   ' }, false)).toEqual({
      description: MSG.roleDisplayAndDescriptionRequired,
    });
  });

  it('reads the react-admin form values, where an emptied field is null', () => {
    expect(roleFormErrors({ roleName: null, displayName: 'A', description: null }, true)).toEqual({
      roleName: MSG.roleNameRequired,
      description: MSG.roleDisplayAndDescriptionRequired,
    });
    expect(roleFormErrors({ ...role, displayName: ' Admins ' }, false)).toEqual({});
  });
});

describe('roleActions', () => {
  const superAdmin = { permissions: ['roles.read', 'roles.manage'] satisfies Permission[] };
  it('lets a system role\'s texts be edited but never deactivated, and leaves changes to roles.manage', () => {
    expect(roleActions(superAdmin, role)).toEqual({ edit: true, deactivate: false, reactivate: false });
    expect(roleActions({ permissions: ['roles.read'] }, role)).toEqual({ edit: false, deactivate: false, reactivate: false });
    expect(roleActions(superAdmin, { isSystem: false, isActive: true })).toEqual({ edit: true, deactivate: true, reactivate: false });
    expect(roleActions(superAdmin, { isSystem: false, isActive: false })).toEqual({ edit: true, deactivate: false, reactivate: true });
    expect(roleActions({ permissions: ['roles.read'] }, { isSystem: false, isActive: true })).toEqual({ edit: false, deactivate: false, reactivate: false });
  });
});

describe('LISTABLE_PERMISSIONS', () => {
  it('offers every permission but what only a super admin holds (SPEC §6)', () => {
    expect(LISTABLE_PERMISSIONS).not.toContain('accreditation.configure');
    expect(LISTABLE_PERMISSIONS).toContain('accreditation.act');
    expect(LISTABLE_PERMISSIONS).toHaveLength(PERMISSIONS.length - 1);
  });
});
