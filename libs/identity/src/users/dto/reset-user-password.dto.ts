import { MSG, PASSWORD_RULES } from '#contracts';
import { PasswordField } from '../../validation/fields.js';

export class ResetUserPasswordDto {
  @PasswordField({ required: MSG.newPasswordRequired, min: PASSWORD_RULES.minLength, minMessage: MSG.passwordMin6Long })
  newPassword: string;
}
