import { cborDecode, cborEncode, CborError, type CborMap, type CborValue } from './cbor.js';

/**
 * COSE_Sign1 (RFC 9052 §4.2) with ES256 (alg -7, signature r||s of 64 bytes) and the key id in the
 * protected header, as the EU Digital COVID Certificate carries it. Signing is handed a function so
 * the server signs with node's crypto; verifying uses WebCrypto, which browsers and Node both have.
 */
export const COSE_SIGN1_TAG = 18;
export const ES256 = -7;
const HEADER_ALG = 1;
const HEADER_KID = 4;

export type Es256Signer = (data: Uint8Array) => Promise<Uint8Array>;

export interface CoseSign1 {
  protectedBytes: Uint8Array;
  kid: Uint8Array;
  payload: Uint8Array;
  signature: Uint8Array;
}

export class CoseError extends Error {}

function sigStructure(protectedBytes: Uint8Array, payload: Uint8Array): Uint8Array {
  return cborEncode(['Signature1', protectedBytes, new Uint8Array(0), payload]);
}

export async function coseSign1(payload: Uint8Array, kid: Uint8Array, sign: Es256Signer): Promise<Uint8Array> {
  const protectedBytes = cborEncode(new Map<number, CborValue>([[HEADER_ALG, ES256], [HEADER_KID, kid]]));
  const signature = await sign(sigStructure(protectedBytes, payload));
  if (signature.length !== 64) throw new CoseError('an ES256 signature is 64 bytes (r||s)');
  return cborEncode({ tag: COSE_SIGN1_TAG, value: [protectedBytes, new Map(), payload, signature] });
}

/** The parts of a COSE_Sign1; throws CborError (not CBOR) or CoseError (CBOR, but not an ES256 COSE_Sign1 with a kid). */
export function parseCoseSign1(bytes: Uint8Array): CoseSign1 {
  const outer = cborDecode(bytes);
  // The tag is optional on the wire (RFC 9052 §2); when present it must be 18.
  const body = typeof outer === 'object' && outer !== null && 'tag' in outer && !(outer instanceof Map) && !(outer instanceof Uint8Array) && !Array.isArray(outer) ? (outer.tag === COSE_SIGN1_TAG ? outer.value : null) : outer;
  if (!Array.isArray(body) || body.length !== 4) throw new CoseError('not a COSE_Sign1 (an array of four items, tag 18)');
  const [protectedBytes, unprotected, payload, signature] = body;
  if (!(protectedBytes instanceof Uint8Array) || !(unprotected instanceof Map) || !(payload instanceof Uint8Array) || !(signature instanceof Uint8Array)) {
    throw new CoseError('not a COSE_Sign1 (protected header, unprotected header, payload and signature of the wrong types)');
  }
  let header: CborValue;
  try {
    header = cborDecode(protectedBytes);
  } catch (error) {
    throw new CoseError(`the COSE protected header is not CBOR (${(error as CborError).message})`);
  }
  if (!(header instanceof Map)) throw new CoseError('the COSE protected header is not a map');
  if ((header as CborMap).get(HEADER_ALG) !== ES256) throw new CoseError('the COSE algorithm is not ES256 (-7)');
  const kid = (header as CborMap).get(HEADER_KID);
  if (!(kid instanceof Uint8Array) || kid.length === 0 || kid.length > 32) throw new CoseError('the COSE protected header has no key id (kid)');
  if (signature.length !== 64) throw new CoseError('the COSE signature is not 64 bytes (ES256 r||s)');
  return { protectedBytes, kid, payload, signature };
}

/** A P-256 public key as a JWK (RFC 7517/7518). */
export interface EcPublicJwk {
  kty: 'EC';
  crv: 'P-256';
  x: string;
  y: string;
  kid: string;
  alg: 'ES256';
  use?: 'sig';
}

export async function verifyCoseSign1(message: CoseSign1, jwk: EcPublicJwk): Promise<boolean> {
  const subtle = globalThis.crypto.subtle;
  const key = await subtle.importKey('jwk', { kty: 'EC', crv: 'P-256', x: jwk.x, y: jwk.y, ext: true }, { name: 'ECDSA', namedCurve: 'P-256' }, false, ['verify']);
  // Copies into plain ArrayBuffers: WebCrypto's types refuse a view that might be over shared memory.
  return subtle.verify({ name: 'ECDSA', hash: 'SHA-256' }, key, new Uint8Array(message.signature), new Uint8Array(sigStructure(message.protectedBytes, message.payload)));
}

export function base64urlEncode(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function base64urlDecode(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return null;
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}
