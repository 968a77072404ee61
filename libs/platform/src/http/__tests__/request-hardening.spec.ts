import { describe, expect, it } from '@jest/globals';
import { parseTrustProxy } from '../../config/trust-proxy.js';
import { cleanLine, cleanMultiline } from '../../text/clean-text.js';
import { nestsDeeperThan } from '../request-hardening.js';

const nested = (levels: number): unknown => {
  let value: unknown = 1;
  for (let i = 0; i < levels; i++) value = i % 2 ? [value] : { a: value };
  return value;
};

describe('nestsDeeperThan', () => {
  it('counts objects and arrays, one level each', () => {
    expect(nestsDeeperThan({ a: [{ b: 1 }] }, 3)).toBe(false);
    expect(nestsDeeperThan({ a: [{ b: {} }] }, 3)).toBe(true);
    expect(nestsDeeperThan('text', 0)).toBe(false);
  });

  it('walks 500,000 levels without overflowing the stack', () => {
    expect(nestsDeeperThan(nested(500_000), 32)).toBe(true);
    expect(nestsDeeperThan(nested(32), 32)).toBe(false);
  });
});

describe('parseTrustProxy', () => {
  it('takes off, hops and address lists', () => {
    expect(parseTrustProxy(undefined)).toEqual({ value: false });
    expect(parseTrustProxy('false')).toEqual({ value: false });
    expect(parseTrustProxy('2')).toEqual({ value: 2 });
    expect(parseTrustProxy('10.0.0.0/8, 127.0.0.1,::1')).toEqual({ value: ['10.0.0.0/8', '127.0.0.1', '::1'] });
  });

  it('refuses true, naming the variable and the accepted values', () => {
    const result = parseTrustProxy('true');
    expect(result.value).toBe(false);
    expect(result.problem).toMatch(/^TRUST_PROXY must be false, a number of trusted proxy hops/);
    for (const bad of ['11', 'yes', '10.0.0.0/33', 'proxy.local', '1.2.3.4/8/1']) expect(parseTrustProxy(bad).problem).toMatch(/TRUST_PROXY/);
  });
});

describe('cleanLine / cleanMultiline', () => {
  it('turns control characters of a name into single spaces', () => {
    expect(cleanLine(' Ada\r\nObi\u0000 \u202eX\t')).toBe('Ada Obi X');
    expect(cleanLine(42)).toBe(42);
  });

  it('keeps the line breaks of an address and nothing else', () => {
    expect(cleanMultiline('12 Road\r\nIkeja\u0007\n\n\n\nLagos')).toBe('12 Road\nIkeja\n\nLagos');
  });
});

describe('fastifyTrustProxy', () => {
  it('turns hops into a function trusting that many addresses from the connection inward', async () => {
    const { fastifyTrustProxy } = await import('../../config/trust-proxy.js');
    const fn = fastifyTrustProxy(2) as (a: string, i: number) => boolean;
    expect([fn('1.1.1.1', 0), fn('1.1.1.1', 1), fn('1.1.1.1', 2)]).toEqual([true, true, false]);
    expect(fastifyTrustProxy(['10.0.0.0/8'])).toEqual(['10.0.0.0/8']);
    expect(fastifyTrustProxy(false)).toBe(false);
  });
});
