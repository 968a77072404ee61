import { ApiError } from '../api';

export const LOGIN_FAILED = 'Invalid credentials. Please try again.';
export const FORGOT_PASSWORD_FAILED = 'Failed to send password reset email. Please try again.';
export const RESET_PASSWORD_FAILED = 'Failed to reset password. Please try again.';

/**
 * Wrong credentials always get the same text, so the form does not tell which part was wrong;
 * any other answer the server explained (rate limit, disabled account, validation, timeout)
 * is shown as the server put it.
 */
export function loginFailureMessage(error: unknown): string {
  if (!(error instanceof ApiError) || error.status === 401) return LOGIN_FAILED;
  if (error.message.startsWith('HTTP error!')) return LOGIN_FAILED;
  return error.message;
}
