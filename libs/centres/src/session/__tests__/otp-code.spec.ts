import { describe, expect, it } from '@jest/globals';
import { hashOtp, isOtpShaped, newOtpCode, otpMatches } from '../otp-code.js';

const SECRET = 'a-secret-of-some-length-for-tests';
const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';

describe('one-time codes', () => {
  it('are six digits, leading zeros kept, and not all the same', () => {
    const codes = Array.from({ length: 200 }, newOtpCode);
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(190);
  });

  it('accept only six digits as a code', () => {
    expect(isOtpShaped('012345')).toBe(true);
    for (const bad of ['12345', '1234567', '12345a', ' 123456', 123456, null]) expect(isOtpShaped(bad)).toBe(false);
  });

  it('are stored as a keyed hash bound to the centre', () => {
    const hash = hashOtp(SECRET, A, '123456');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain('123456');
    expect(otpMatches(SECRET, A, '123456', hash)).toBe(true);
    expect(otpMatches(SECRET, A, '123457', hash)).toBe(false);
    expect(otpMatches(SECRET, B, '123456', hash)).toBe(false);
    expect(otpMatches('another-secret-of-some-length-xx', A, '123456', hash)).toBe(false);
    expect(otpMatches(SECRET, A, '123456', 'abc')).toBe(false);
  });
});
