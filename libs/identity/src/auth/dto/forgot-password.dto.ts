import { LOGIN_EMAIL_PATTERN, MSG } from '#contracts';
import { EmailField } from '../../validation/fields.js';

export class ForgotPasswordDto {
  @EmailField(MSG.emailAddressRequired, LOGIN_EMAIL_PATTERN)
  email: string;
}
