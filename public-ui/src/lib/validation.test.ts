import { describe, expect, it } from 'vitest';
import { emptyPreRegistration, preRegistrationBody, validateNewPassword, validatePreRegistration } from './validation';

const filled = () => ({
  ...emptyPreRegistration('JAMB'),
  CentreName: ' Sunrise CBT ',
  ownershipType: 'Private Institution',
  GovernmentId: 'RC123456',
  AdminName: 'Ada Obi',
  AdminEmail: 'ada@school.test',
  AdminNumber: '+2348012345678, +2348098765432',
  State: 'Lagos',
  LocalGovernment: 'Ikeja',
  address: '1 School Road',
});

describe('pre-registration rules', () => {
  it('requires every field with the texts the server uses', () => {
    expect(validatePreRegistration(emptyPreRegistration(''))).toEqual({
      CentreName: 'Centre name is required',
      ownershipType: 'Ownership type is required',
      GovernmentId: 'Government Number is required',
      AdminName: 'Admin name is required',
      AdminEmail: 'Admin email is required',
      AdminNumber: 'Phone number is required',
      State: 'State is required',
      LocalGovernment: 'Local government is required',
      address: 'Address is required',
      examBody: 'Exam body is required',
    });
  });

  it('names the number after the ownership type', () => {
    const values = { ...filled(), GovernmentId: '' };
    expect(validatePreRegistration(values).GovernmentId).toBe('RC Number is required');
    expect(validatePreRegistration({ ...values, ownershipType: 'State/Government Institution' }).GovernmentId).toBe('Government Number is required');
  });

  it('rejects a malformed email and a local government of another state', () => {
    expect(validatePreRegistration({ ...filled(), AdminEmail: 'ada@school' }).AdminEmail).toBe('Invalid email format');
    expect(validatePreRegistration({ ...filled(), State: 'Kano' }).LocalGovernment).toBe('Local government is not in the selected state');
  });

  it('accepts a complete form and sends trimmed values without the fixed exam body', () => {
    expect(validatePreRegistration(filled())).toEqual({});
    const body = preRegistrationBody(filled());
    expect(body.CentreName).toBe('Sunrise CBT');
    expect(body).not.toHaveProperty('examBody');
  });
});

describe('reset password rules', () => {
  it('gives the SPEC §5 texts in order', () => {
    expect(validateNewPassword('', '')).toEqual({ newPassword: 'New password is required', confirmPassword: 'Please confirm your password' });
    expect(validateNewPassword('abc', 'abc').newPassword).toBe('Password must be at least 6 characters long');
    expect(validateNewPassword('abcdef', 'abcdeg').confirmPassword).toBe('Passwords do not match');
    expect(validateNewPassword('abcdef', 'abcdef')).toEqual({});
  });
});
