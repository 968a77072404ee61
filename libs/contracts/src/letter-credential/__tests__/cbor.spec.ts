import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { CBOR_MAX_BYTES, cborDecode, cborEncode, CborError, type CborValue } from '../index.js';

// The CBOR subset on cbor-x (docs/LETTERS.md): the bytes the test vectors fix, and a strict reader
// that refuses what cbor-x alone would accept (its extension tags, floats, long heads, ...).
const hex = (text: string) => Uint8Array.from(Buffer.from(text, 'hex'));
const toHex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');
const refusal = (bytes: Uint8Array): string => {
  try {
    cborDecode(bytes);
  } catch (error) {
    expect(error).toBeInstanceOf(CborError);
    return (error as Error).message;
  }
  throw new Error(`${toHex(bytes)} was read`);
};

describe('CBOR on cbor-x', () => {
  it('decodes the test vectors claims to the very bytes they came from', () => {
    const vectors = JSON.parse(readFileSync(new URL('../../../../../docs/letters/test-vectors.json', import.meta.url), 'utf8'));
    const claims = cborDecode(hex(vectors.claimsCborHex));
    expect(toHex(cborEncode(claims))).toBe(vectors.claimsCborHex);
    expect(cborDecode(hex(vectors.protectedHex))).toEqual(new Map<number, CborValue>([[1, -7], [4, hex('ab8065b6d6f8326a')]]));
  });

  it('writes integers, strings, arrays, maps and tag 18 with the shortest heads', () => {
    const cases: Array<[CborValue, string]> = [
      [0, '00'],
      [23, '17'],
      [24, '1818'],
      [255, '18ff'],
      [256, '190100'],
      [65536, '1a00010000'],
      [0xffffffff, '1affffffff'],
      [0x100000000, '1b0000000100000000'],
      [Number.MAX_SAFE_INTEGER, '1b001fffffffffffff'],
      [-1, '20'],
      [-25, '3818'],
      [-0x100000000, '3affffffff'],
      [-0x100000001, '3b0000000100000000'],
      ['', '60'],
      ['a'.repeat(24), '7818' + '61'.repeat(24)],
      ['é'.repeat(20), '7828' + 'c3a9'.repeat(20)],
      [new Uint8Array(0), '40'],
      [Uint8Array.from([1, 2]), '420102'],
      [[], '80'],
      [new Map(), 'a0'],
      [false, 'f4'],
      [true, 'f5'],
      [null, 'f6'],
      [{ tag: 18, value: [1] }, 'd28101'],
    ];
    for (const [value, bytes] of cases) {
      expect([value, toHex(cborEncode(value))]).toEqual([value, bytes]);
      expect(cborDecode(hex(bytes))).toEqual(value);
    }
  });

  it('gives plain Uint8Arrays and leaves the input as it was', () => {
    const input = hex('a1014401020304');
    const value = cborDecode(input) as Map<number, Uint8Array>;
    expect(value.get(1)!.constructor).toBe(Uint8Array);
    expect(cborEncode(value).constructor).toBe(Uint8Array);
    expect(Object.keys(input)).toEqual(['0', '1', '2', '3', '4', '5', '6']);
    input[3] = 9;
    expect(value.get(1)).toEqual(Uint8Array.from([1, 2, 3, 4]));
  });

  it('refuses what is not the deterministic encoding of the subset, naming why', () => {
    const refused: Array<[string, RegExp]> = [
      ['', /ends early/],
      ['1a0001', /ends early/],
      ['0101', /bytes after its item/],
      ['9f01ff', /deterministic/], // indefinite-length array
      ['bf0101ff', /deterministic/], // indefinite-length map
      ['5f4101ff', /indefinite|malformed/], // indefinite-length byte string
      ['1817', /deterministic/], // 23 in a longer head than needed
      ['1b0000000000000001', /deterministic/],
      ['f93c00', /deterministic/], // 1.0 as a half float
      ['fb3ff8000000000000', /floats/], // 1.5
      ['f7', /simple values/], // undefined
      ['f0', /malformed/], // simple value 16
      ['a201010102', /deterministic/], // a map repeating key 1
      ['a1f501', /keys/],
      ['62c328', /deterministic/], // not UTF-8
      ['c11a5f5e1000', /kind/], // tag 1: a date
      ['d9010283010203', /kind/], // tag 258: a set
      ['d840420102', /deterministic/], // tag 64: a typed array
      ['c249010000000000000000', /too large/], // tag 2: a bignum
      ['d81c81d81d00', /nested too deeply/], // tags 28/29: an array that holds itself
      ['d81b82654572726f72626162', /kind/], // tag 27: an Error object
      ['d869830081616101', /kind/], // tag 105: a cbor-x record
      ['818181818181818181818100', /nested too deeply/],
    ];
    for (const [bytes, reason] of refused) expect([bytes, refusal(hex(bytes))]).toEqual([bytes, expect.stringMatching(reason)]);
  });

  it('refuses input longer than it ever needs before reading it', () => {
    const long = cborEncode(new Uint8Array(CBOR_MAX_BYTES));
    expect(long.length).toBeGreaterThan(CBOR_MAX_BYTES);
    expect(refusal(long)).toBe(`CBOR input is longer than ${CBOR_MAX_BYTES} bytes`);
    expect(cborDecode(cborEncode(new Uint8Array(CBOR_MAX_BYTES - 3)))).toHaveLength(CBOR_MAX_BYTES - 3);
    // Within the bound, as deep as it goes: cbor-x recurses, the refusal is still a CborError.
    const deep = new Uint8Array(CBOR_MAX_BYTES).fill(0x81);
    deep[CBOR_MAX_BYTES - 1] = 0;
    expect(refusal(deep)).toMatch(/nested too deeply|malformed/);
  });

  it('refuses values outside the subset when writing', () => {
    for (const value of [1.5, Number.MAX_SAFE_INTEGER + 1, NaN, undefined, {}, new Date(0), new Map([[true, 1]])] as unknown[]) {
      expect(() => cborEncode(value as CborValue)).toThrow(CborError);
    }
  });

  it('reads any bytes only as a value that writes back to them, else a CborError (fuzzed)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => {
        let value: CborValue;
        try {
          value = cborDecode(bytes);
        } catch (error) {
          if (!(error instanceof CborError)) throw error;
          return;
        }
        expect(toHex(cborEncode(value))).toBe(toHex(bytes));
      }),
      { numRuns: 3000 },
    );
  });
});
