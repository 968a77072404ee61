import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional } from 'class-validator';
import { EDITABLE_ROLE_CATEGORIES, IDENTITY_LIMITS, MSG, type Permission } from '#contracts';
import { PermissionsField } from './permissions-field.js';
import { OneOf, RequiredText } from '../../validation/fields.js';

/** The role name is not here: it never changes, and a sent one is dropped by the whitelist. */
export class UpdateRoleDto {
  @RequiredText(MSG.roleDisplayAndDescriptionRequired, 'Display name', IDENTITY_LIMITS.displayName)
  displayName: string;

  @RequiredText(MSG.roleDisplayAndDescriptionRequired, 'Description', IDENTITY_LIMITS.description)
  description: string;

  @OneOf(EDITABLE_ROLE_CATEGORIES, MSG.roleCategoryInvalid)
  category?: (typeof EDITABLE_ROLE_CATEGORIES)[number];

  /** true brings a deactivated role back (DELETE is the way to deactivate). */
  @ApiPropertyOptional({ type: Boolean })
  @IsOptional()
  @IsBoolean({ message: MSG.roleActiveFlag })
  isActive?: boolean;

  @PermissionsField()
  permissions?: Permission[] | null;
}
