import { describe, expect, it } from 'vitest';
import { validateForgotPasswordEmail, validateLogin, validatePasswordReset } from './validation';

describe('validateLogin', () => {
  it('requires both fields', () => {
    expect(validateLogin({ email: '', password: '' })).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
    expect(validateLogin({ email: '   ', password: '' }).email).toBe('Email is required');
  });

  it('rejects an email that does not look like one', () => {
    for (const email of ['admin', 'admin@', '@council.gov.ng', 'ad min@council.gov.ng']) {
      expect(validateLogin({ email, password: 'secret1' }).email).toBe('Invalid email format');
    }
  });

  it('rejects a password shorter than 6 characters', () => {
    expect(validateLogin({ email: 'admin@council.gov.ng', password: '12345' }).password).toBe(
      'Password must be at least 6 characters',
    );
  });

  it('accepts valid credentials', () => {
    expect(validateLogin({ email: 'admin@council.gov.ng', password: '123456' })).toEqual({});
  });
});

describe('validateForgotPasswordEmail', () => {
  it('uses its own messages', () => {
    expect(validateForgotPasswordEmail('')).toBe('Email address is required');
    expect(validateForgotPasswordEmail('admin')).toBe('Invalid email format');
    expect(validateForgotPasswordEmail('admin@council.gov.ng')).toBeUndefined();
  });
});

describe('validatePasswordReset', () => {
  it('requires a new password and its confirmation', () => {
    expect(validatePasswordReset({ newPassword: '', confirmPassword: '' })).toEqual({
      newPassword: 'New password is required',
      confirmPassword: 'Please confirm your password',
    });
  });

  it('requires 6 characters, then mixed case and a digit', () => {
    expect(validatePasswordReset({ newPassword: 'Ab1', confirmPassword: 'Ab1' }).newPassword).toBe(
      'Password must be at least 6 characters',
    );
    for (const weak of ['abcdef1', 'ABCDEF1', 'Abcdefg']) {
      expect(validatePasswordReset({ newPassword: weak, confirmPassword: weak }).newPassword).toBe(
        'Password must contain at least one uppercase letter, one lowercase letter, and one number',
      );
    }
  });

  it('requires the confirmation to match', () => {
    expect(validatePasswordReset({ newPassword: 'Secret12', confirmPassword: 'Secret13' }).confirmPassword).toBe(
      'Passwords do not match',
    );
    expect(validatePasswordReset({ newPassword: 'Secret12', confirmPassword: 'Secret12' })).toEqual({});
  });
});
