import { MSG, PASSWORD_RULES } from '#contracts';
import { PasswordField, RequiredText } from '../../validation/fields.js';

/** The forced reset after a login that answered shouldResetPassword (SPEC §5). */
export class ResetPasswordLoginDto {
  @RequiredText(MSG.userIdRequired, 'User id', 64)
  userId: string;

  @PasswordField({
    required: MSG.newPasswordRequired,
    min: PASSWORD_RULES.minLength,
    minMessage: MSG.passwordMin6,
    pattern: PASSWORD_RULES.strong,
    patternMessage: MSG.passwordStrong,
  })
  newPassword: string;
}
