import { base45Decode, base45Encode } from './base45.js';
import { CBOR_MAX_BYTES, cborDecode, cborEncode, CborError, type CborMap, type CborValue } from './cbor.js';
import { base64urlEncode, COSE_SIGN1_TAG, coseSign1, ES256, CoseError, parseCoseSign1, verifyCoseSign1, type EcPublicJwk, type Es256Signer } from './cose-sign1.js';

/**
 * The letter credential of DECISIONS §10 "Letters anyone can check": the QR text `CBT1:` + base45
 * of a COSE_Sign1 whose payload is the CBOR claims map below. docs/LETTERS.md describes it for
 * other implementers, with test vectors in test/fixtures/letter-credential-vectors.json.
 */
export const CREDENTIAL_PREFIX = 'CBT1:';
/** At most 400 characters: a QR of version 15 or smaller at error correction Q, readable off an A4 print. */
export const CREDENTIAL_MAX_CHARS = 400;
/** What verify-credential reads at most; anything longer is refused before decoding. */
export const CREDENTIAL_INPUT_MAX_CHARS = 2048;

export interface LetterClaims {
  /** 1: the portal's public URL. */
  iss: string;
  /** 6, 5, 4: issued at, valid from, valid until (seconds since 1970). */
  iat: number;
  nbf: number;
  exp: number;
  code: string;
  name: string;
  state: string | null;
  lga: string | null;
  capacity: number | null;
  cycle: number;
  /** The letter's random index in the status list. */
  idx: number;
}

export function claimsMap(claims: LetterClaims): CborMap {
  return new Map<number | string, CborValue>([
    [1, claims.iss],
    [6, claims.iat],
    [5, claims.nbf],
    [4, claims.exp],
    ['code', claims.code],
    ['name', claims.name],
    ['state', claims.state],
    ['lga', claims.lga],
    ['capacity', claims.capacity],
    ['cycle', claims.cycle],
    ['idx', claims.idx],
  ]);
}

/** base45 turns 2 bytes into 3 characters. */
const encodedLength = (bytes: number): number => CREDENTIAL_PREFIX.length + Math.floor(bytes / 2) * 3 + (bytes % 2) * 2;
/** The COSE_Sign1's size is fixed by its parts' sizes (an ES256 signature is always 64 bytes). */
const coseLength = (claims: LetterClaims, kidLength: number): number =>
  cborEncode({ tag: COSE_SIGN1_TAG, value: [cborEncode(new Map<number, CborValue>([[1, ES256], [4, new Uint8Array(kidLength)]])), new Map(), cborEncode(claimsMap(claims)), new Uint8Array(64)] }).length;
const clip = (text: string, chars: number): string => (Array.from(text).length <= chars ? text : `${Array.from(text).slice(0, Math.max(chars - 1, 0)).join('')}…`);

/**
 * The claims as they fit in 400 characters: a long LGA, then centre name, is shortened, ending in
 * "…"; the code and idx, which the verifier looks up, are never shortened.
 */
export function fittedClaims(claims: LetterClaims, kidLength = 8): LetterClaims {
  const fits = (c: LetterClaims) => encodedLength(coseLength(c, kidLength)) <= CREDENTIAL_MAX_CHARS;
  let fitted = { ...claims };
  // An LGA is shortened to 20 characters first, then the name to 8, then the LGA further.
  for (let chars = Array.from(claims.lga ?? '').length; !fits(fitted) && chars > 20; chars--) fitted = { ...fitted, lga: clip(claims.lga!, chars) };
  for (let chars = Array.from(claims.name).length; !fits(fitted) && chars > 8; chars--) fitted = { ...fitted, name: clip(claims.name, chars) };
  for (let chars = Array.from(fitted.lga ?? '').length; !fits(fitted) && chars > 4; chars--) fitted = { ...fitted, lga: clip(claims.lga!, chars) };
  if (!fits(fitted)) throw new Error('The letter claims do not fit in a QR of 400 characters (the issuer URL is too long)');
  return fitted;
}

export async function signCredential(claims: LetterClaims, kid: Uint8Array, sign: Es256Signer): Promise<string> {
  const cose = await coseSign1(cborEncode(claimsMap(claims)), kid, sign);
  return CREDENTIAL_PREFIX + base45Encode(cose);
}

/** Any signed CBOR payload as the `CBT1:` text (the status list's `signed` too). */
export async function signPayload(payload: CborValue, kid: Uint8Array, sign: Es256Signer): Promise<string> {
  return CREDENTIAL_PREFIX + base45Encode(await coseSign1(cborEncode(payload), kid, sign));
}

export type CredentialProblem = 'not-text' | 'too-long' | 'prefix' | 'base45' | 'cbor' | 'cose' | 'claims' | 'unknown-key';

export const CREDENTIAL_PROBLEM_MESSAGES: Record<CredentialProblem, string> = {
  'not-text': 'qr must be the text read from the letter\'s QR code',
  'too-long': `qr is longer than ${CREDENTIAL_INPUT_MAX_CHARS} characters: no letter's QR code is that long`,
  prefix: `qr does not start with ${CREDENTIAL_PREFIX}: it is not a letter credential`,
  base45: `qr is not base45 (RFC 9285) after ${CREDENTIAL_PREFIX}`,
  cbor: 'qr does not decode to CBOR',
  cose: 'qr is not an ES256 COSE_Sign1 with a key id',
  claims: 'qr is signed but does not hold the claims of an accreditation letter',
  'unknown-key': 'qr is signed with a key this portal does not publish',
};

export class CredentialError extends Error {
  constructor(
    readonly problem: CredentialProblem,
    readonly detail?: string,
  ) {
    super(detail ? `${CREDENTIAL_PROBLEM_MESSAGES[problem]} (${detail})` : CREDENTIAL_PROBLEM_MESSAGES[problem]);
  }
}

export interface OpenedCredential {
  kid: string;
  payload: CborValue;
  signatureValid: boolean;
}

/**
 * Checks a `CBT1:` text against the published keys: which key, whether its signature holds, and
 * the CBOR payload. Throws CredentialError naming what is wrong with input that is no credential.
 */
export async function openSigned(input: unknown, keys: readonly EcPublicJwk[], maxChars = CREDENTIAL_INPUT_MAX_CHARS): Promise<OpenedCredential> {
  if (typeof input !== 'string') throw new CredentialError('not-text');
  const text = input.trim();
  if (text.length > maxChars) throw new CredentialError('too-long');
  if (!text.startsWith(CREDENTIAL_PREFIX)) throw new CredentialError('prefix');
  const bytes = base45Decode(text.slice(CREDENTIAL_PREFIX.length));
  if (!bytes) throw new CredentialError('base45');
  let cose;
  try {
    cose = parseCoseSign1(bytes);
  } catch (error) {
    if (error instanceof CborError) throw new CredentialError('cbor', error.message);
    if (error instanceof CoseError) throw new CredentialError('cose', error.message);
    throw error;
  }
  const kid = base64urlEncode(cose.kid);
  const jwk = keys.find((k) => k.kid === kid);
  if (!jwk) throw new CredentialError('unknown-key', `kid ${kid}`);
  let payload: CborValue;
  try {
    payload = cborDecode(cose.payload);
  } catch (error) {
    throw new CredentialError('cbor', `payload: ${(error as Error).message}`);
  }
  return { kid, payload, signatureValid: await verifyCoseSign1(cose, jwk) };
}

export function claimsFromPayload(payload: CborValue): LetterClaims {
  if (!(payload instanceof Map)) throw new CredentialError('claims', 'the payload is not a map');
  const m = payload as CborMap;
  const int = (key: number | string): number => {
    const v = m.get(key);
    if (typeof v !== 'number' || v < 0) throw new CredentialError('claims', `${String(key)} is not a whole number`);
    return v;
  };
  const str = (key: number | string): string => {
    const v = m.get(key);
    if (typeof v !== 'string') throw new CredentialError('claims', `${String(key)} is not text`);
    return v;
  };
  const optional = <T>(key: string, read: (k: string) => T): T | null => (m.get(key) === null || m.get(key) === undefined ? null : read(key));
  return { iss: str(1), iat: int(6), nbf: int(5), exp: int(4), code: str('code'), name: str('name'), state: optional('state', str), lga: optional('lga', str), capacity: optional('capacity', int), cycle: int('cycle'), idx: int('idx') };
}

export interface VerifiedCredential {
  kid: string;
  signatureValid: boolean;
  claims: LetterClaims;
}

/** A letter's QR text: signature and claims (the standing is the status list's or the portal's to say). */
export async function verifyLetterCredential(input: unknown, keys: readonly EcPublicJwk[]): Promise<VerifiedCredential> {
  const opened = await openSigned(input, keys);
  return { kid: opened.kid, signatureValid: opened.signatureValid, claims: claimsFromPayload(opened.payload) };
}

/** Bit `idx` of a status bitstring, most significant bit first (W3C Bitstring Status List). */
export function statusBit(bitstring: Uint8Array, idx: number): boolean | null {
  const byte = bitstring[idx >> 3];
  if (!Number.isInteger(idx) || idx < 0 || byte === undefined) return null;
  return ((byte >> (7 - (idx & 7))) & 1) === 1;
}

/** The signed part of GET /api/public/letters/status: `{ issuedAt, bits }`, checked against the keys. */
export async function verifyStatusList(signed: unknown, keys: readonly EcPublicJwk[]): Promise<{ signatureValid: boolean; issuedAt: number; bits: string }> {
  // A status list is no QR: its bits can fill the largest CBOR item read (base45 writes 3 characters for 2 bytes).
  const opened = await openSigned(signed, keys, CREDENTIAL_PREFIX.length + Math.ceil((CBOR_MAX_BYTES * 3) / 2));
  const m = opened.payload;
  if (!(m instanceof Map) || typeof m.get('issuedAt') !== 'number' || typeof m.get('bits') !== 'string') throw new CredentialError('claims', 'not a status list');
  return { signatureValid: opened.signatureValid, issuedAt: m.get('issuedAt') as number, bits: m.get('bits') as string };
}
