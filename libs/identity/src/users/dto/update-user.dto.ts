import { ACCOUNT_EMAIL_PATTERN, ADMIN_LEVELS, GENDERS, MSG, type Gender } from '#contracts';
import { EmailField, OneOf, RequiredText } from '../../validation/fields.js';
import { LegacyField, RolesList } from './user-fields.js';

/** The edit form: as create, without a password (a sent one is dropped by the whitelist). Roles are kept when neither form is sent. */
export class UpdateUserDto {
  @RequiredText(MSG.firstNameRequired, 'First name')
  firstName: string;

  @RequiredText(MSG.lastNameRequired, 'Last name')
  lastName: string;

  @EmailField(MSG.emailRequired, ACCOUNT_EMAIL_PATTERN)
  email: string;

  @OneOf(GENDERS, MSG.genderInvalid)
  gender?: Gender;

  @RolesList()
  roles?: unknown;

  @LegacyField('role type')
  role?: unknown;

  @LegacyField('admin level', { enum: ADMIN_LEVELS })
  adminLevel?: unknown;

  @LegacyField('state of a state-level admin')
  assignedState?: unknown;
}
