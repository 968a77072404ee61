import { describe, expect, it } from 'vitest';
import { MSG, type Permission } from '@cbt/contracts';
import { newRoleForm, roleActions, roleDetails, roleFormFromRow, toRoleName, validateRoleForm } from './roleForm';
import type { RoleRow } from './rolesApi';

const role: RoleRow = {
  id: 'r1',
  roleName: 'admin',
  displayName: 'Administrator',
  description: 'Reviews centres',
  category: 'system',
  isSystem: true,
  isActive: true,
  createdAt: '2026-01-01T00:00:00Z',
};

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
  it('wants a role name on create only, and a display name and description always', () => {
    expect(validateRoleForm(newRoleForm(), true)).toEqual({
      roleName: MSG.roleNameRequired,
      displayName: MSG.roleDisplayAndDescriptionRequired,
      description: MSG.roleDisplayAndDescriptionRequired,
    });
    expect(validateRoleForm({ ...newRoleForm(), displayName: 'Inspector', description: '   ' }, false)).toEqual({
      description: MSG.roleDisplayAndDescriptionRequired,
    });
  });

  it('sends trimmed details and never the role name', () => {
    expect(roleDetails({ roleName: 'x', displayName: ' Inspector ', description: ' Visits ', category: 'technical' })).toEqual({
      displayName: 'Inspector',
      description: 'Visits',
      category: 'technical',
    });
  });

  it('edits a role in an editable category', () => {
    expect(roleFormFromRow(role).category).toBe('admin');
    expect(roleFormFromRow({ ...role, category: 'management' }).category).toBe('management');
  });
});

describe('roleActions', () => {
  const superAdmin = { permissions: ['roles.read', 'roles.manage'] satisfies Permission[] };
  it('lets a system role\'s texts be edited but never deactivated, and leaves changes to roles.manage', () => {
    expect(roleActions(superAdmin, role)).toEqual({ edit: true, deactivate: false, reactivate: false });
    expect(roleActions({ permissions: ['roles.read'] }, role)).toEqual({ edit: false, deactivate: false, reactivate: false });
    expect(roleDetails(roleFormFromRow(role), true)).toEqual({ displayName: 'Administrator', description: 'Reviews centres' });
    expect(roleActions(superAdmin, { isSystem: false, isActive: true })).toEqual({ edit: true, deactivate: true, reactivate: false });
    expect(roleActions(superAdmin, { isSystem: false, isActive: false })).toEqual({ edit: true, deactivate: false, reactivate: true });
    expect(roleActions({ permissions: ['roles.read'] }, { isSystem: false, isActive: true })).toEqual({ edit: false, deactivate: false, reactivate: false });
  });
});
