import { randomInt } from 'node:crypto';

/**
 * DECISIONS §2: {COUNCIL_CODE}-{YYYY}-{8 random digits}, from a CSPRNG so references cannot be
 * enumerated. Uniqueness is the database's job (a unique index; callers retry on a clash).
 */
export function newReferenceNumber(councilCode: string, now = new Date()): string {
  return `${councilCode}-${now.getUTCFullYear()}-${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}
