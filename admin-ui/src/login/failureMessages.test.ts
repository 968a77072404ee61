import { describe, expect, it } from 'vitest';
import { ApiError } from '../api';
import { i18nProvider } from '../i18nProvider';
import { FORGOT_PASSWORD_FAILED, LOGIN_FAILED, loginFailureMessage, RESET_PASSWORD_FAILED } from './failureMessages';

describe('loginFailureMessage', () => {
  it('shows the generic text for wrong credentials and unexplained failures', () => {
    expect(loginFailureMessage(new ApiError('Invalid email or password', 401, {}))).toBe(LOGIN_FAILED);
    expect(loginFailureMessage(new ApiError('HTTP error! status: 500', 500, null))).toBe(LOGIN_FAILED);
    expect(loginFailureMessage(new TypeError('Failed to fetch'))).toBe(LOGIN_FAILED);
    expect(i18nProvider.translate(LOGIN_FAILED)).toBe('Invalid credentials. Please try again.');
    expect(i18nProvider.translate(FORGOT_PASSWORD_FAILED)).toBe('Failed to send password reset email. Please try again.');
    expect(i18nProvider.translate(RESET_PASSWORD_FAILED)).toBe('Failed to reset password. Please try again.');
  });

  it('shows a more specific server message', () => {
    const message = 'Too many login attempts. Please try again in 15 minutes.';
    expect(loginFailureMessage(new ApiError(message, 429, { success: false, message }))).toBe(message);
  });
});
