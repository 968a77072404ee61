import { EDITABLE_ROLE_CATEGORIES, IDENTITY_LIMITS, MSG, type Permission } from '#contracts';
import { PermissionsField } from './permissions-field.js';
import { OneOf, RequiredText, RoleNameField } from '../../validation/fields.js';

export class CreateRoleDto {
  @RoleNameField()
  roleName: string;

  @RequiredText(MSG.roleDisplayAndDescriptionRequired, 'Display name', IDENTITY_LIMITS.displayName)
  displayName: string;

  @RequiredText(MSG.roleDisplayAndDescriptionRequired, 'Description', IDENTITY_LIMITS.description)
  description: string;

  /** Defaults to admin; 'system' belongs to the seeded roles. */
  @OneOf(EDITABLE_ROLE_CATEGORIES, MSG.roleCategoryInvalid)
  category?: (typeof EDITABLE_ROLE_CATEGORIES)[number];

  @PermissionsField()
  permissions?: Permission[] | null;
}
