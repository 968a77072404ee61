import { describe, expect, it } from '@jest/globals';
import { maskEmail } from '../mask-email.js';

describe('maskEmail', () => {
  it('keeps the first letters and the top-level domain only', () => {
    expect(maskEmail('ada@school.test')).toBe('a***@s***.test');
    expect(maskEmail('musa.bello@mail.school.edu.ng')).toBe('m***@m***.ng');
    expect(maskEmail('x@localhost')).toBe('x***@l***');
  });

  it('hides a malformed address completely', () => {
    expect(maskEmail('no-at-sign')).toBe('***');
    expect(maskEmail('@school.test')).toBe('***');
  });
});
