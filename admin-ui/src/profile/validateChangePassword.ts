import { MSG, PASSWORD_RULES } from '@cbt/contracts';
import type { FieldErrors } from '../validation';

export interface ChangePasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export const EMPTY_CHANGE_PASSWORD: ChangePasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** SPEC §5 "Change own password", each field's first problem. */
export function validateChangePassword({ currentPassword, newPassword, confirmPassword }: ChangePasswordValues): FieldErrors<ChangePasswordValues> {
  const errors: FieldErrors<ChangePasswordValues> = {};
  if (!currentPassword) errors.currentPassword = MSG.currentPasswordRequired;
  if (!newPassword) errors.newPassword = MSG.newPasswordRequired;
  else if (newPassword.length < PASSWORD_RULES.minLength) errors.newPassword = MSG.newPasswordMin6Long;
  else if (currentPassword && newPassword === currentPassword) errors.newPassword = MSG.newPasswordMustDiffer;
  if (newPassword && confirmPassword !== newPassword) errors.confirmPassword = MSG.newPasswordsDoNotMatch;
  return errors;
}
