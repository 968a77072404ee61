import { randomInt } from 'node:crypto';

/** No 0/O, 1/I/L: a code read off paper or a phone screen is typed back without guessing. */
export const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const GROUPS = 3;
const GROUP_LENGTH = 4;
const LENGTH = GROUPS * GROUP_LENGTH;
const CANONICAL = new RegExp(`^[${CODE_ALPHABET}]{${LENGTH}}$`);

function format(compact: string): string {
  return Array.from({ length: GROUPS }, (_, i) => compact.slice(i * GROUP_LENGTH, (i + 1) * GROUP_LENGTH)).join('-');
}

/** 12 symbols from a CSPRNG (about 59 bits), printed as XXXX-XXXX-XXXX. */
export function newVerificationCode(): string {
  let compact = '';
  for (let i = 0; i < LENGTH; i++) compact += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return format(compact);
}

/**
 * The stored form of what someone typed: case, dashes and spaces do not matter. null when it
 * cannot be a code, so the caller answers "not found" without asking the database.
 */
export function normaliseVerificationCode(input: unknown): string | null {
  if (typeof input !== 'string' || input.length > 64) return null;
  const compact = input.replace(/[\s-]+/g, '').toUpperCase();
  return CANONICAL.test(compact) ? format(compact) : null;
}
