// Client-side checks for the login screens. Each returns the first problem per field, or
// nothing for a valid field, so forms can show the message under the field.

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
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
  if (!email.trim()) errors.email = 'Email is required';
  else if (!isValidEmail(email)) errors.email = 'Invalid email format';
  if (!password) errors.password = 'Password is required';
  else if (password.length < MIN_PASSWORD_LENGTH) errors.password = 'Password must be at least 6 characters';
  return errors;
}

export function validateForgotPasswordEmail(email: string): string | undefined {
  if (!email.trim()) return 'Email address is required';
  if (!isValidEmail(email)) return 'Invalid email format';
  return undefined;
}

export function validatePasswordReset({
  newPassword,
  confirmPassword,
}: PasswordResetValues): FieldErrors<PasswordResetValues> {
  const errors: FieldErrors<PasswordResetValues> = {};
  if (!newPassword) errors.newPassword = 'New password is required';
  else if (newPassword.length < MIN_PASSWORD_LENGTH) errors.newPassword = 'Password must be at least 6 characters';
  else if (!/[a-z]/.test(newPassword) || !/[A-Z]/.test(newPassword) || !/\d/.test(newPassword)) {
    errors.newPassword =
      'Password must contain at least one uppercase letter, one lowercase letter, and one number';
  }
  if (!confirmPassword) errors.confirmPassword = 'Please confirm your password';
  else if (confirmPassword !== newPassword) errors.confirmPassword = 'Passwords do not match';
  return errors;
}

export function hasErrors(errors: object): boolean {
  return Object.values(errors).some(Boolean);
}
