// cbor-x's no-eval build: plain JavaScript in Node and the browser alike (no native extension, no
// `new Function`, which the public site's CSP `script-src 'self'` would refuse and report).
import { Encoder, Tag } from 'cbor-x/index-no-eval';

/**
 * The part of CBOR (RFC 8949) a letter credential uses: integers, byte and text strings, arrays,
 * maps with integer or text keys, tags (18, COSE_Sign1) and false/true/null. cbor-x reads and
 * writes the bytes; this module keeps the credential's strictness around it: input is bounded
 * before it is read, and what is read must be exactly the deterministic encoding (shortest heads,
 * definite lengths, no floats, keys once) of a value of that subset, so a hostile input is refused
 * with a reason. docs/LETTERS.md fixes the encoding the test vectors check byte for byte.
 */
export type CborValue = number | string | Uint8Array | boolean | null | CborValue[] | CborMap | CborTagged;
export type CborMap = Map<number | string, CborValue>;
export interface CborTagged {
  tag: number;
  value: CborValue;
}

export class CborError extends Error {}

/**
 * Refused before cbor-x reads a byte. A letter's QR text (2,048 characters at most) is 1,362 bytes;
 * the largest thing signed is the status list, whose 131,072 bits gzipped are at most ~16.4 KB,
 * ~22 KB as base64url text: 32 KiB holds it with room, and bounds what a hostile input costs.
 */
export const CBOR_MAX_BYTES = 32768;
const MAX_DEPTH = 8;

// Maps stay Maps, without cbor-x's tag 259 (claims keys are integers and text, in a fixed order);
// byte strings are untagged and copied out of the input; no records, packing or shared references.
const codec = new Encoder({
  mapsAsObjects: false,
  useRecords: false,
  tagUint8Array: false,
  copyBuffers: true,
  pack: false,
  structuredClone: false,
  useFloat32: 0,
});

const TWO_32 = 0x100000000;

function isTagged(value: unknown): value is CborTagged {
  return typeof value === 'object' && value !== null && !(value instanceof Uint8Array) && !(value instanceof Map) && !Array.isArray(value) && 'tag' in value;
}

/** What cbor-x is handed: integers beyond 32 bits as bigint, which it writes as integers (as a number it would write a float). */
function toEncodable(v: CborValue): unknown {
  if (typeof v === 'number') {
    if (!Number.isSafeInteger(v)) throw new CborError('only whole numbers are encoded');
    return v >= TWO_32 || v < -TWO_32 ? BigInt(v) : v;
  }
  if (typeof v === 'string' || typeof v === 'boolean' || v === null || v instanceof Uint8Array) return v;
  if (Array.isArray(v)) return v.map(toEncodable);
  if (v instanceof Map) {
    const map = new Map<unknown, unknown>();
    for (const [k, item] of v) {
      if (typeof k !== 'number' && typeof k !== 'string') throw new CborError('CBOR map keys must be integers or text');
      map.set(toEncodable(k), toEncodable(item));
    }
    return map;
  }
  if (isTagged(v)) {
    if (!Number.isSafeInteger(v.tag) || v.tag < 0) throw new CborError('CBOR tag out of range');
    return new Tag(toEncodable(v.value), v.tag);
  }
  throw new CborError('unsupported value');
}

export function cborEncode(value: CborValue): Uint8Array {
  const encodable = toEncodable(value);
  // A copy: cbor-x hands out a view of the buffer it writes the next value into.
  return new Uint8Array(codec.encode(encodable));
}

/** cbor-x's value back in the module's types; anything else cbor-x can make (floats, undefined, dates, sets...) is refused. */
function fromDecoded(v: unknown, depth: number): CborValue {
  // Also ends a cycle, should cbor-x's shared references have made one.
  if (depth > MAX_DEPTH) throw new CborError('CBOR nested too deeply');
  if (typeof v === 'number') {
    if (!Number.isSafeInteger(v)) throw new CborError('CBOR floats are not used');
    return v;
  }
  if (typeof v === 'bigint') {
    if (v > BigInt(Number.MAX_SAFE_INTEGER) || v < BigInt(Number.MIN_SAFE_INTEGER)) throw new CborError('CBOR integer too large');
    return Number(v);
  }
  if (typeof v === 'string' || typeof v === 'boolean' || v === null) return v;
  if (v instanceof Uint8Array) return new Uint8Array(v);
  if (Array.isArray(v)) return v.map((item) => fromDecoded(item, depth + 1));
  if (v instanceof Map) {
    const map: CborMap = new Map();
    for (const [k, item] of v) {
      if (typeof k !== 'string' && !(typeof k === 'number' && Number.isSafeInteger(k))) throw new CborError('CBOR map keys must be integers or text');
      map.set(k, fromDecoded(item, depth + 1));
    }
    return map;
  }
  if (v instanceof Tag) return { tag: v.tag, value: fromDecoded(v.value, depth + 1) };
  if (v === undefined) throw new CborError('CBOR simple values other than false, true and null are not used');
  throw new CborError('CBOR holds a kind of item a credential does not use (a date, set, record or other cbor-x extension)');
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

function decodeFailure(error: unknown): CborError {
  const message = error instanceof Error ? error.message : '';
  if (message.startsWith('Data read, but end of buffer not reached')) return new CborError('CBOR has bytes after its item');
  if ((error as { incomplete?: boolean } | null)?.incomplete || message.startsWith('Unexpected end')) return new CborError('CBOR ends early');
  if (message.startsWith('Indefinite length')) return new CborError('CBOR indefinite lengths are not used');
  return new CborError('CBOR is malformed');
}

/** One whole CBOR item; throws CborError naming the first thing that is wrong. */
export function cborDecode(bytes: Uint8Array): CborValue {
  if (!(bytes instanceof Uint8Array)) throw new CborError('CBOR input must be bytes');
  if (bytes.length > CBOR_MAX_BYTES) throw new CborError(`CBOR input is longer than ${CBOR_MAX_BYTES} bytes`);
  let decoded: unknown;
  try {
    // A copy, so cbor-x neither keeps nor annotates (it caches a DataView on its source) the caller's bytes.
    decoded = codec.decode(new Uint8Array(bytes));
  } catch (error) {
    throw decodeFailure(error);
  }
  const value = fromDecoded(decoded, 0);
  // Written again it must be the same bytes: this refuses indefinite lengths, longer heads than
  // needed, a float standing for an integer, a repeated map key, text that is not UTF-8 (it would
  // come back as U+FFFD), and tags cbor-x turned into something else.
  let again: Uint8Array;
  try {
    again = cborEncode(value);
  } catch {
    throw new CborError('CBOR is malformed');
  }
  if (!sameBytes(again, bytes)) throw new CborError('CBOR is not in the deterministic form (definite lengths, shortest heads, integers, each map key once)');
  return value;
}
