import { describe, expect, it } from 'vitest';
import { EMPTY_CHANGE_PASSWORD, validateChangePassword } from './validateChangePassword';

describe('validateChangePassword', () => {
  it('requires the current and the new password', () => {
    expect(validateChangePassword(EMPTY_CHANGE_PASSWORD)).toEqual({
      currentPassword: 'Current password is required',
      newPassword: 'New password is required',
    });
  });

  it('needs a new password of at least 6 characters', () => {
    expect(validateChangePassword({ currentPassword: 'old-pass', newPassword: '12345', confirmPassword: '12345' })).toEqual({
      newPassword: 'New password must be at least 6 characters long',
    });
  });

  it('needs the confirmation to match', () => {
    expect(validateChangePassword({ currentPassword: 'old-pass', newPassword: 'new-pass', confirmPassword: 'new-pas' })).toEqual({
      confirmPassword: 'New password and confirm password do not match',
    });
    expect(validateChangePassword({ currentPassword: 'old-pass', newPassword: 'new-pass', confirmPassword: '' }).confirmPassword).toBe(
      'New password and confirm password do not match',
    );
  });

  it('refuses the current password as the new one', () => {
    expect(validateChangePassword({ currentPassword: 'same-pass', newPassword: 'same-pass', confirmPassword: 'same-pass' })).toEqual({
      newPassword: 'New password must be different from current password',
    });
  });

  it('accepts a valid change', () => {
    expect(validateChangePassword({ currentPassword: 'old-pass', newPassword: 'new-pass', confirmPassword: 'new-pass' })).toEqual({});
  });
});
