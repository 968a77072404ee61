import { LOGIN_EMAIL_PATTERN, MSG, PASSWORD_RULES } from '#contracts';
import { EmailField, PasswordField } from '../../validation/fields.js';

export class LoginDto {
  @EmailField(MSG.emailRequired, LOGIN_EMAIL_PATTERN)
  email: string;

  @PasswordField({ required: MSG.passwordRequired, min: PASSWORD_RULES.minLength, minMessage: MSG.passwordMin6 })
  password: string;
}
