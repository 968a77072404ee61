import { ApiError } from '../api';

// Message keys (console.en.ts: SPEC's texts), translated where the form shows them.
export const LOGIN_FAILED = 'console.login.failed';
export const FORGOT_PASSWORD_FAILED = 'console.login.forgotFailed';
export const RESET_PASSWORD_FAILED = 'console.login.resetFailed';

/**
 * Wrong credentials always get the same text, so the form does not tell which part was wrong;
 * any other answer the server explained (rate limit, disabled account, validation, timeout)
 * is shown as the server put it. The answer is a message key or the server's own text.
 */
export function loginFailureMessage(error: unknown): string {
  if (!(error instanceof ApiError) || error.status === 401) return LOGIN_FAILED;
  if (error.message.startsWith('HTTP error!')) return LOGIN_FAILED;
  return error.message;
}
