import { describe, expect, it } from 'vitest';
import { validateNewCentre } from './validateCentre';

const valid = { examBody: 'JAMB', CentreName: 'Ikeja Hub', GovernmentId: 'RC1234', AdminEmail: 'ict@ikeja.example.com', State: '' };

describe('validateNewCentre', () => {
  it('accepts a complete form', () => {
    expect(validateNewCentre(valid)).toEqual({});
  });

  it('names every missing field with the SPEC text', () => {
    expect(validateNewCentre({ examBody: ' ', CentreName: '', GovernmentId: '', AdminEmail: '', State: '' })).toEqual({
      examBody: 'Exam body is required',
      CentreName: 'Centre name is required',
      GovernmentId: 'RC Number is required',
      AdminEmail: 'Admin email is required',
    });
  });

  it('refuses an address without a domain', () => {
    expect(validateNewCentre({ ...valid, AdminEmail: 'ict@localhost' }).AdminEmail).toBe('Invalid email format');
  });
});
