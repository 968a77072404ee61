// Client-side checks for the login screens. Each returns the first problem per field, or
// nothing for a valid field, so forms can show the message under the field.

import { LOGIN_EMAIL_PATTERN, MSG } from '@cbt/contracts';

// Sign-in accepts any user@host, so the first super admin admin@localhost can sign in.
const EMAIL_PATTERN = LOGIN_EMAIL_PATTERN;
export const MIN_PASSWORD_LENGTH = 6;

export interface LoginValues {
  email: string;
  password: string;
}

export interface PasswordResetValues {
  newPassword: string;
  confirmPassword: string;
}

export type FieldErrors<T> = Partial<Record<keyof T, string>>;

export function isValidEmail(email: string): boolean {
  return EMAIL_PATTERN.test(email.trim());
}

export function validateLogin({ email, password }: LoginValues): FieldErrors<LoginValues> {
  const errors: FieldErrors<LoginValues> = {};
  if (!email.trim()) errors.email = MSG.emailRequired;
  else if (!isValidEmail(email)) errors.email = MSG.invalidEmail;
  if (!password) errors.password = MSG.passwordRequired;
  else if (password.length < MIN_PASSWORD_LENGTH) errors.password = MSG.passwordMin6;
  return errors;
}

export function validateForgotPasswordEmail(email: string): string | undefined {
  if (!email.trim()) return MSG.emailAddressRequired;
  if (!isValidEmail(email)) return MSG.invalidEmail;
  return undefined;
}

export function validatePasswordReset({
  newPassword,
  confirmPassword,
}: PasswordResetValues): FieldErrors<PasswordResetValues> {
  const errors: FieldErrors<PasswordResetValues> = {};
  if (!newPassword) errors.newPassword = MSG.newPasswordRequired;
  else if (newPassword.length < MIN_PASSWORD_LENGTH) errors.newPassword = MSG.passwordMin6;
  else if (!/[a-z]/.test(newPassword) || !/[A-Z]/.test(newPassword) || !/\d/.test(newPassword)) {
    errors.newPassword =
      MSG.passwordStrong;
  }
  if (!confirmPassword) errors.confirmPassword = MSG.confirmPassword;
  else if (confirmPassword !== newPassword) errors.confirmPassword = MSG.passwordsDoNotMatch;
  return errors;
}

export function hasErrors(errors: object): boolean {
  return Object.values(errors).some(Boolean);
}
