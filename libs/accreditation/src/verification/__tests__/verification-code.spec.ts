import { CODE_ALPHABET, newVerificationCode, normaliseVerificationCode } from '../verification-code.js';

describe('verification codes', () => {
  it('are three groups of four unambiguous symbols', () => {
    for (let i = 0; i < 200; i++) {
      const code = newVerificationCode();
      expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
      for (const ch of code.replace(/-/g, '')) expect(CODE_ALPHABET).toContain(ch);
      expect(code).not.toMatch(/[01OIL]/);
    }
  });

  it('do not repeat', () => {
    const codes = new Set(Array.from({ length: 2000 }, () => newVerificationCode()));
    expect(codes.size).toBe(2000);
  });

  it('read back ignoring case, dashes and spaces', () => {
    const code = newVerificationCode();
    expect(normaliseVerificationCode(code)).toBe(code);
    expect(normaliseVerificationCode(code.toLowerCase())).toBe(code);
    expect(normaliseVerificationCode(` ${code.replace(/-/g, '')} `)).toBe(code);
    expect(normaliseVerificationCode(code.replace(/-/g, ' - '))).toBe(code);
  });

  it('refuse what cannot be a code', () => {
    for (const bad of ['', 'ABCD-EFGH', 'ABCD-EFGH-JKMN-P', 'ABCD-EFGH-JKM0', 'ABCD_EFGH_JKMN', 'x'.repeat(100), 42, null, undefined, ['ABCD-EFGH-JKMN']]) {
      expect(normaliseVerificationCode(bad)).toBeNull();
    }
  });
});
