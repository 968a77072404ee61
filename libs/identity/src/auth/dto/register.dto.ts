import { ACCOUNT_EMAIL_PATTERN, GENDERS, MSG, PASSWORD_RULES, type Gender } from '#contracts';
import { EmailField, OneOf, PasswordField, RequiredText } from '../../validation/fields.js';

/** SPEC §5 "Admin account registration". */
export class RegisterDto {
  @RequiredText(MSG.firstNameRequired, 'First name')
  firstName: string;

  @RequiredText(MSG.lastNameRequired, 'Last name')
  lastName: string;

  @EmailField(MSG.emailRequired, ACCOUNT_EMAIL_PATTERN)
  email: string;

  @PasswordField({
    required: MSG.passwordRequired,
    min: PASSWORD_RULES.registrationMinLength,
    minMessage: MSG.passwordMin8,
    pattern: PASSWORD_RULES.registration,
    patternMessage: MSG.passwordRegistration,
  })
  password: string;

  @OneOf(GENDERS, MSG.genderInvalid, MSG.genderRequired)
  gender: Gender;
}
