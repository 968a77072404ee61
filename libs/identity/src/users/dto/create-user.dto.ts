import { ValidateIf } from 'class-validator';
import { ACCOUNT_EMAIL_PATTERN, ADMIN_LEVELS, GENDERS, MSG, PASSWORD_RULES, type Gender } from '#contracts';
import { EmailField, OneOf, PasswordField, RequiredText } from '../../validation/fields.js';
import { LegacyField, RolesList } from './user-fields.js';

/** SPEC §5 "User create/edit"; either `roles` or the legacy `role, adminLevel, assignedState`. */
export class CreateUserDto {
  @RequiredText(MSG.firstNameRequired, 'First name')
  firstName: string;

  @RequiredText(MSG.lastNameRequired, 'Last name')
  lastName: string;

  @EmailField(MSG.emailRequired, ACCOUNT_EMAIL_PATTERN)
  email: string;

  /** Absent or empty: the person is invited to choose their own by email (DECISIONS §10 "Screens"). */
  @ValidateIf((dto: CreateUserDto) => dto.password !== undefined && dto.password !== null && dto.password !== '')
  @PasswordField({ required: MSG.passwordRequired, min: PASSWORD_RULES.minLength, minMessage: MSG.passwordMin6 })
  password?: string;

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
