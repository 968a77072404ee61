/**
 * Base45 (RFC 9285): the QR alphanumeric alphabet, so a QR holding it is encoded in the compact
 * alphanumeric mode. Two bytes become three characters, a last single byte two.
 */
export const BASE45_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:';

export function base45Encode(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 2) {
    if (i + 1 < bytes.length) {
      let n = bytes[i]! * 256 + bytes[i + 1]!;
      for (let k = 0; k < 3; k++, n = Math.floor(n / 45)) out += BASE45_ALPHABET[n % 45];
    } else {
      const n = bytes[i]!;
      out += BASE45_ALPHABET[n % 45]! + BASE45_ALPHABET[Math.floor(n / 45)]!;
    }
  }
  return out;
}

/** null when the text is not base45 (a character outside the alphabet, a bad length, a value too large). */
export function base45Decode(text: string): Uint8Array | null {
  if (text.length % 3 === 1) return null;
  const values: number[] = [];
  for (const ch of text) {
    const v = BASE45_ALPHABET.indexOf(ch);
    if (v < 0) return null;
    values.push(v);
  }
  const out: number[] = [];
  for (let i = 0; i < values.length; i += 3) {
    if (i + 2 < values.length) {
      const n = values[i]! + values[i + 1]! * 45 + values[i + 2]! * 2025;
      if (n > 0xffff) return null;
      out.push(n >> 8, n & 0xff);
    } else {
      const n = values[i]! + values[i + 1]! * 45;
      if (n > 0xff) return null;
      out.push(n);
    }
  }
  return Uint8Array.from(out);
}
