import { describe, expect, it } from 'vitest';
import { codeFromPath, tidyVerificationCode, verifyPath } from './verifyCode';
import { readRegisterQuery, registerApiPath, registerSearch } from './registerQuery';

describe('verification code in the address bar', () => {
  it('puts a full code typed any way back into the printed shape', () => {
    expect(tidyVerificationCode(' abcd efgh-jkmn ')).toBe('ABCD-EFGH-JKMN');
    expect(tidyVerificationCode('ABCDEFGHJKMN')).toBe('ABCD-EFGH-JKMN');
  });

  it('passes anything else on without spaces, and nothing for a blank entry', () => {
    expect(tidyVerificationCode('abc 123')).toBe('ABC123');
    expect(tidyVerificationCode('   ')).toBe('');
  });

  it('reads the code from the path and builds the path back', () => {
    expect(codeFromPath('/verify/ABCD-EFGH-JKMN')).toBe('ABCD-EFGH-JKMN');
    expect(codeFromPath('/verify')).toBe('');
    expect(codeFromPath('/verify/%E0%A4%A')).toBe('');
    expect(verifyPath('A/B C')).toBe('/verify/A%2FB%20C');
    expect(codeFromPath(verifyPath('A/B C'))).toBe('A/B C');
  });
});

describe('register query', () => {
  it('keeps a known state in its canonical spelling and drops an unknown one', () => {
    expect(readRegisterQuery('?state=lagos&page=3')).toEqual({ state: 'Lagos', page: 3 });
    expect(readRegisterQuery('?state=Atlantis&page=-2')).toEqual({ state: '', page: 1 });
    expect(readRegisterQuery('')).toEqual({ state: '', page: 1 });
  });

  it('writes only what differs from the defaults', () => {
    expect(registerSearch({ state: '', page: 1 })).toBe('');
    expect(registerSearch({ state: 'Akwa Ibom', page: 2 })).toBe('?state=Akwa+Ibom&page=2');
    expect(registerApiPath({ state: 'Lagos', page: 2 })).toBe('/public/accredited-centres?page=2&limit=20&state=Lagos');
    expect(registerApiPath({ state: '', page: 1 })).toBe('/public/accredited-centres?page=1&limit=20');
  });
});
