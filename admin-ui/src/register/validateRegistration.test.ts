import { describe, expect, it } from 'vitest';
import { EMPTY_REGISTRATION, validateRegistration, type RegistrationValues } from './validateRegistration';

const valid: RegistrationValues = { firstName: 'Amina', lastName: 'Bello', email: 'amina@council.gov.ng', gender: 'FEMALE', password: 'Str0ng@Pass' };

describe('validateRegistration', () => {
  it('requires every field with SPEC’s messages', () => {
    expect(validateRegistration(EMPTY_REGISTRATION)).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Email is required',
      gender: 'Gender is required',
      password: 'Password is required',
    });
    expect(validateRegistration({ ...valid, firstName: '   ' }).firstName).toBe('First name is required');
  });

  it('rejects an email without a domain', () => {
    for (const email of ['amina', 'amina@', 'amina@localhost', 'a mina@council.gov.ng']) {
      expect(validateRegistration({ ...valid, email }).email).toBe('Invalid email format');
    }
  });

  it('needs 8 characters, then upper, lower, digit and one of @$!%*?& with nothing else', () => {
    expect(validateRegistration({ ...valid, password: 'Ab1@xyz' }).password).toBe('Password must be at least 8 characters');
    for (const password of ['abcdefg1@', 'ABCDEFG1@', 'Abcdefgh@', 'Abcdefgh1', 'Abcdefg1#', 'Abcd efg1@']) {
      expect(validateRegistration({ ...valid, password }).password).toBe('Password must include uppercase, lowercase, number and special character');
    }
  });

  it('accepts a complete form', () => {
    expect(validateRegistration(valid)).toEqual({});
    expect(validateRegistration({ ...valid, gender: 'MALE' })).toEqual({});
  });
});
