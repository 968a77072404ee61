import { EDITABLE_ROLE_CATEGORIES, IDENTITY_LIMITS, MSG, PERMISSIONS, SUPER_ADMIN_ONLY_PERMISSIONS, type Permission } from '@cbt/contracts';
import type { Profile } from '../permissions';
import type { EditableCategory, RoleRow } from '../providers/usersRolesProvider';

export interface RoleFormValues {
  roleName: string;
  displayName: string;
  description: string;
  category: EditableCategory;
}

export interface RoleFormErrors {
  roleName?: string;
  displayName?: string;
  description?: string;
}

export const CATEGORY_LABELS: Record<RoleRow['category'], string> = {
  admin: 'Admin',
  management: 'Management',
  technical: 'Technical',
  specialized: 'Specialized',
  system: 'System',
};

/** The permissions a role's list may carry: what only a super admin holds is not offered (SPEC §6). */
export const LISTABLE_PERMISSIONS: readonly Permission[] = PERMISSIONS.filter((p) => !SUPER_ADMIN_ONLY_PERMISSIONS.includes(p));

export const CATEGORY_CHOICES: readonly EditableCategory[] = EDITABLE_ROLE_CATEGORIES;

/**
 * SPEC §5: the role name is forced to lowercase and limited to a-z, digits, underscore and hyphen.
 * Spaces become underscores so 'Field Inspector' reads as field_inspector; anything else is dropped.
 */
export function toRoleName(input: string): string {
  return input
    .toLowerCase()
    .replace(/\s+/g, '_')
    .replace(/[^a-z0-9_-]/g, '')
    .slice(0, IDENTITY_LIMITS.roleName);
}

/** SPEC §5 "System role": the role name on create; display name and description always. */
export function validateRoleForm(values: RoleFormValues, creating: boolean): RoleFormErrors {
  const errors: RoleFormErrors = {};
  if (creating && !values.roleName.trim()) errors.roleName = MSG.roleNameRequired;
  if (!values.displayName.trim()) errors.displayName = MSG.roleDisplayAndDescriptionRequired;
  if (!values.description.trim()) errors.description = MSG.roleDisplayAndDescriptionRequired;
  return errors;
}

/** The same rules as react-admin's form-level validator: an empty field may arrive as null or undefined. */
export function roleFormErrors(values: Partial<Record<keyof RoleFormValues, unknown>>, creating: boolean): RoleFormErrors {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return validateRoleForm(
    { roleName: text(values.roleName), displayName: text(values.displayName), description: text(values.description), category: (text(values.category) || 'admin') as EditableCategory },
    creating,
  );
}

export interface RoleActions {
  edit: boolean;
  deactivate: boolean;
  reactivate: boolean;
}

/**
 * Only holders of roles.manage (super admins) change roles. A system role's display name and
 * description can be edited (the API allows it), but it is never deactivated (SPEC §4: system
 * roles cannot be deleted); the server refuses the same.
 */
export function roleActions(profile: Pick<Profile, 'permissions'> | null, role: Pick<RoleRow, 'isSystem' | 'isActive'>): RoleActions {
  const manage = !!profile?.permissions.includes('roles.manage');
  const lifecycle = manage && !role.isSystem;
  return { edit: manage, deactivate: lifecycle && role.isActive, reactivate: lifecycle && !role.isActive };
}
