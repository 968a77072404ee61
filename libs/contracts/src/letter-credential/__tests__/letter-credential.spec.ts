import { generateKeyPairSync, sign } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import {
  base45Decode,
  base45Encode,
  base64urlEncode,
  cborDecode,
  cborEncode,
  claimsMap,
  CREDENTIAL_MAX_CHARS,
  CredentialError,
  fittedClaims,
  signCredential,
  signPayload,
  statusBit,
  verifyLetterCredential,
  verifyStatusList,
  type EcPublicJwk,
  type LetterClaims,
} from '../index.js';

function testKey(): { kid: Uint8Array; jwk: EcPublicJwk; sign: (data: Uint8Array) => Promise<Uint8Array> } {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const kid = Uint8Array.from([1, 2, 3, 4, 5, 6, 7, Math.floor(Math.random() * 256)]);
  const { x, y } = publicKey.export({ format: 'jwk' }) as { x: string; y: string };
  return {
    kid,
    jwk: { kty: 'EC', crv: 'P-256', x, y, kid: base64urlEncode(kid), alg: 'ES256' },
    sign: async (data) => new Uint8Array(sign('sha256', data, { key: privateKey, dsaEncoding: 'ieee-p1363' })),
  };
}

const claims: LetterClaims = { iss: 'https://portal.example.gov.ng', iat: 1772618700, nbf: 1772618400, exp: 1804154400, code: 'ABCD-EFGH-JKMN', name: 'Sunrise CBT Centre', state: 'Lagos', lga: 'Ikeja', capacity: 250, cycle: 1, idx: 48213 };

describe('base45 (RFC 9285)', () => {
  it('encodes and decodes the RFC examples', () => {
    const examples: Array<[string, string]> = [['AB', 'BB8'], ['Hello!!', '%69 VD92EX0'], ['base-45', 'UJCLQE7W581'], ['ietf!', 'QED8WEX0']];
    for (const [plain, encoded] of examples) {
      expect(base45Encode(new TextEncoder().encode(plain))).toBe(encoded);
      expect(new TextDecoder().decode(base45Decode(encoded)!)).toBe(plain);
    }
  });

  it('refuses text that is not base45', () => {
    for (const bad of ['GGW', 'a', 'abc', 'BB8B', '::::', 'ÄBC']) expect(base45Decode(bad)).toBeNull();
  });

  it('round-trips any bytes', () => {
    fc.assert(fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => expect(base45Decode(base45Encode(bytes))).toEqual(bytes)));
  });
});

describe('CBOR', () => {
  it('encodes the claims in the deterministic form the test vectors fix', () => {
    const vectors = JSON.parse(readFileSync(new URL('../../../../../docs/letters/test-vectors.json', import.meta.url), 'utf8'));
    expect(Buffer.from(cborEncode(claimsMap(vectors.claims))).toString('hex')).toBe(vectors.claimsCborHex);
    expect(Buffer.from(cborEncode(new Map<number | string, number | string>([[1, 'a'], [-7, 25], ['x', 1000]]))).toString('hex')).toBe('a30161612618196178' + '1903e8');
  });

  it('decodes what it encodes and refuses floats, indefinite lengths and trailing bytes', () => {
    const value = cborEncode(claimsMap(claims));
    expect(cborDecode(value)).toEqual(claimsMap(claims));
    for (const hex of ['f93c00', '9f01ff', '0101', '5f', 'a10101a1', '7a0000ffff']) expect(() => cborDecode(Buffer.from(hex, 'hex'))).toThrow();
  });
});

describe('letter credentials', () => {
  it('signs claims that verify with the public key, and fail with another key or changed bytes', async () => {
    const key = testKey();
    const qr = await signCredential(claims, key.kid, key.sign);
    expect(qr.startsWith('CBT1:')).toBe(true);
    expect(qr.length).toBeLessThanOrEqual(CREDENTIAL_MAX_CHARS);
    await expect(verifyLetterCredential(qr, [key.jwk])).resolves.toEqual({ kid: key.jwk.kid, signatureValid: true, claims });
    const other = testKey();
    await expect(verifyLetterCredential(qr, [{ ...other.jwk, kid: key.jwk.kid }])).resolves.toMatchObject({ signatureValid: false });
    await expect(verifyLetterCredential(qr, [other.jwk])).rejects.toMatchObject({ problem: 'unknown-key' });
    // A changed claim under the same signature.
    const bytes = base45Decode(qr.slice(5))!;
    const at = Buffer.from(bytes).indexOf(Buffer.from('Sunrise'));
    bytes[at] = 'T'.charCodeAt(0);
    await expect(verifyLetterCredential(`CBT1:${base45Encode(bytes)}`, [key.jwk])).resolves.toMatchObject({ signatureValid: false, claims: { name: 'Tunrise CBT Centre' } });
  });

  it('verifies the test vectors another implementer checks theirs against', async () => {
    const vectors = JSON.parse(readFileSync(new URL('../../../../../docs/letters/test-vectors.json', import.meta.url), 'utf8'));
    await expect(verifyLetterCredential(vectors.qr, [vectors.publicJwk])).resolves.toEqual({ kid: vectors.publicJwk.kid, signatureValid: true, claims: vectors.claims });
  });

  it('shortens a long centre name to stay within 400 characters, never the code or index', async () => {
    const key = testKey();
    const long = { ...claims, iss: 'https://accreditation.jamb.example.gov.ng', name: 'The Federal Government College Computer-Based Test Centre and Digital Examination Hall of Excellence, Ikeja', lga: 'Ifako-Ijaiye Local Council Development Area' };
    const fitted = fittedClaims(long);
    const qr = await signCredential(fitted, key.kid, key.sign);
    expect(qr.length).toBeLessThanOrEqual(CREDENTIAL_MAX_CHARS);
    expect(fitted.name).toMatch(/^The Federal Gov.*…$/);
    expect(fitted.lga).toBe('Ifako-Ijaiye Local C…');
    expect(fitted).toMatchObject({ code: claims.code, idx: claims.idx });
    expect(fittedClaims(claims)).toEqual(claims);
  });

  it('names what is wrong with input that is no credential', async () => {
    const key = testKey();
    const cases: Array<[unknown, string]> = [
      [42, 'not-text'],
      ['HC1:ABC', 'prefix'],
      [`CBT1:${'A'.repeat(2100)}`, 'too-long'],
      ['CBT1:abc', 'base45'],
      [`CBT1:${base45Encode(Uint8Array.from([0xff]))}`, 'cbor'],
      [`CBT1:${base45Encode(cborEncode([1, 2, 3]))}`, 'cose'],
      [`CBT1:${base45Encode(cborEncode({ tag: 18, value: [cborEncode(new Map([[1, -7]])), new Map(), new Uint8Array(1), new Uint8Array(64)] }))}`, 'cose'],
      [await signPayload('hello', key.kid, key.sign), 'claims'],
    ];
    for (const [input, problem] of cases) await expect(verifyLetterCredential(input, [key.jwk])).rejects.toMatchObject({ problem });
  });

  it('never fails other than with a CredentialError, whatever the input (fuzzed)', async () => {
    const key = testKey();
    const valid = base45Decode((await signCredential(claims, key.kid, key.sign)).slice(5))!;
    const outcome = async (input: unknown) => {
      try {
        await verifyLetterCredential(input, [key.jwk]);
      } catch (error) {
        if (!(error instanceof CredentialError)) throw error;
      }
    };
    await fc.assert(fc.asyncProperty(fc.string({ maxLength: 600 }), (text) => outcome(text)), { numRuns: 300 });
    await fc.assert(fc.asyncProperty(fc.uint8Array({ maxLength: 400 }), (bytes) => outcome(`CBT1:${base45Encode(bytes)}`)), { numRuns: 300 });
    // Valid credentials with bytes changed, cut or grown: the decoder meets every part's edge cases.
    await fc.assert(
      fc.asyncProperty(fc.nat({ max: valid.length - 1 }), fc.integer({ min: 0, max: 255 }), fc.nat({ max: valid.length }), (at, byte, cut) => {
        const changed = valid.slice(0, cut === 0 ? valid.length : cut);
        if (at < changed.length) changed[at] = byte;
        return outcome(`CBT1:${base45Encode(changed)}`);
      }),
      { numRuns: 500 },
    );
  });
});

describe('the status list', () => {
  it('reads bits most significant first and verifies its signed part', async () => {
    expect(statusBit(Uint8Array.from([0b1000_0000, 0b0000_0001]), 0)).toBe(true);
    expect(statusBit(Uint8Array.from([0b1000_0000, 0b0000_0001]), 1)).toBe(false);
    expect(statusBit(Uint8Array.from([0b1000_0000, 0b0000_0001]), 15)).toBe(true);
    expect(statusBit(Uint8Array.from([0]), 8)).toBeNull();
    const key = testKey();
    const signed = await signPayload(new Map<string, number | string>([['issuedAt', 1772618700], ['bits', 'H4sIAAAA']]), key.kid, key.sign);
    await expect(verifyStatusList(signed, [key.jwk])).resolves.toEqual({ signatureValid: true, issuedAt: 1772618700, bits: 'H4sIAAAA' });
  });

  it('verifies a list far longer than any letter: the worst case, every bit random (16 KiB that gzip cannot shrink)', async () => {
    const key = testKey();
    const bits = base64urlEncode(Uint8Array.from({ length: 16_500 }, () => Math.floor(Math.random() * 256)));
    const signed = await signPayload(new Map<string, number | string>([['issuedAt', 1772618700], ['bits', bits]]), key.kid, key.sign);
    expect(signed.length).toBeGreaterThan(30_000);
    await expect(verifyStatusList(signed, [key.jwk])).resolves.toMatchObject({ signatureValid: true, bits });
  });
});
