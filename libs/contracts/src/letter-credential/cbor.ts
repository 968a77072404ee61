/**
 * The small part of CBOR (RFC 8949) a letter credential uses: unsigned and negative integers, byte
 * and text strings, arrays, maps, tags and false/true/null, definite lengths only. No CBOR library
 * is installed; this encodes in the deterministic form (shortest heads) and decodes strictly, with
 * limits, so a hostile input is refused with a reason rather than read at length.
 */
export type CborValue = number | string | Uint8Array | boolean | null | CborValue[] | CborMap | CborTagged;
export type CborMap = Map<number | string, CborValue>;
export interface CborTagged {
  tag: number;
  value: CborValue;
}

export class CborError extends Error {}

const textEncoder = new TextEncoder();
const textDecoder = new TextDecoder('utf-8', { fatal: true });

function head(major: number, n: number): number[] {
  if (!Number.isSafeInteger(n) || n < 0) throw new CborError('CBOR length or integer out of range');
  const m = major << 5;
  if (n < 24) return [m | n];
  if (n < 0x100) return [m | 24, n];
  if (n < 0x10000) return [m | 25, n >> 8, n & 0xff];
  if (n < 0x100000000) return [m | 26, (n >>> 24) & 0xff, (n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff];
  const hi = Math.floor(n / 0x100000000);
  const lo = n >>> 0;
  return [m | 27, (hi >>> 24) & 0xff, (hi >> 16) & 0xff, (hi >> 8) & 0xff, hi & 0xff, (lo >>> 24) & 0xff, (lo >> 16) & 0xff, (lo >> 8) & 0xff, lo & 0xff];
}

function isTagged(value: unknown): value is CborTagged {
  return typeof value === 'object' && value !== null && !(value instanceof Uint8Array) && !(value instanceof Map) && !Array.isArray(value) && 'tag' in value;
}

export function cborEncode(value: CborValue): Uint8Array {
  const out: number[] = [];
  const put = (v: CborValue): void => {
    if (typeof v === 'number') {
      if (!Number.isSafeInteger(v)) throw new CborError('only whole numbers are encoded');
      out.push(...(v >= 0 ? head(0, v) : head(1, -1 - v)));
    } else if (typeof v === 'string') {
      const bytes = textEncoder.encode(v);
      out.push(...head(3, bytes.length), ...bytes);
    } else if (v instanceof Uint8Array) {
      out.push(...head(2, v.length), ...v);
    } else if (v === false) out.push(0xf4);
    else if (v === true) out.push(0xf5);
    else if (v === null) out.push(0xf6);
    else if (Array.isArray(v)) {
      out.push(...head(4, v.length));
      v.forEach(put);
    } else if (v instanceof Map) {
      out.push(...head(5, v.size));
      for (const [k, item] of v) {
        put(k);
        put(item);
      }
    } else if (isTagged(v)) {
      out.push(...head(6, v.tag));
      put(v.value);
    } else throw new CborError('unsupported value');
  };
  put(value);
  return Uint8Array.from(out);
}

const MAX_DEPTH = 8;

/** One whole CBOR item; throws CborError naming the first thing that is wrong. */
export function cborDecode(bytes: Uint8Array): CborValue {
  let pos = 0;
  const need = (n: number): void => {
    if (pos + n > bytes.length) throw new CborError('CBOR ends early');
  };
  const readHead = (): { major: number; n: number } => {
    need(1);
    const first = bytes[pos++]!;
    const major = first >> 5;
    const info = first & 0x1f;
    if (info < 24) return { major, n: info };
    const size = info === 24 ? 1 : info === 25 ? 2 : info === 26 ? 4 : info === 27 ? 8 : 0;
    // 28-30 are reserved; 31 (indefinite length, or a break) has no place in a credential.
    if (size === 0) throw new CborError(major === 7 ? 'CBOR floats and simple values other than false, true and null are not used' : 'CBOR indefinite or reserved lengths are not used');
    need(size);
    let n = 0;
    for (let i = 0; i < size; i++) n = n * 256 + bytes[pos++]!;
    if (!Number.isSafeInteger(n)) throw new CborError('CBOR integer too large');
    if (major === 7) throw new CborError('CBOR floats and simple values other than false, true and null are not used');
    return { major, n };
  };
  const item = (depth: number): CborValue => {
    if (depth > MAX_DEPTH) throw new CborError('CBOR nested too deeply');
    const { major, n } = readHead();
    switch (major) {
      case 0:
        return n;
      case 1:
        return -1 - n;
      case 2:
        need(n);
        pos += n;
        return bytes.slice(pos - n, pos);
      case 3: {
        need(n);
        pos += n;
        try {
          return textDecoder.decode(bytes.subarray(pos - n, pos));
        } catch {
          throw new CborError('CBOR text is not UTF-8');
        }
      }
      case 4: {
        // Each item takes at least a byte: a count beyond what is left cannot be right.
        need(n);
        const list: CborValue[] = [];
        for (let i = 0; i < n; i++) list.push(item(depth + 1));
        return list;
      }
      case 5: {
        need(2 * n);
        const map: CborMap = new Map();
        for (let i = 0; i < n; i++) {
          const key = item(depth + 1);
          if (typeof key !== 'number' && typeof key !== 'string') throw new CborError('CBOR map keys must be integers or text');
          if (map.has(key)) throw new CborError('CBOR map repeats a key');
          map.set(key, item(depth + 1));
        }
        return map;
      }
      case 6:
        return { tag: n, value: item(depth + 1) };
      default: {
        // major 7 with a direct value: 20 false, 21 true, 22 null.
        if (n === 20) return false;
        if (n === 21) return true;
        if (n === 22) return null;
        throw new CborError('CBOR floats and simple values other than false, true and null are not used');
      }
    }
  };
  const value = item(0);
  if (pos !== bytes.length) throw new CborError('CBOR has bytes after its item');
  return value;
}
