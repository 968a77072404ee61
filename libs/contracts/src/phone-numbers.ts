import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/**
 * One rule for phone fields on the server and in the UIs (SPEC §2: country code included, several
 * numbers separated by commas). Each number must be a valid international number; Nigerian numbers
 * may be typed in their national form (0803 123 4567) and are stored as +234...
 */
export type PhoneListResult = { ok: true; value: string; numbers: string[] } | { ok: false; invalid: string[] };

export const PHONE_DEFAULT_COUNTRY = 'NG';

export function parsePhoneList(input: unknown): PhoneListResult {
  if (typeof input !== 'string') return { ok: false, invalid: [] };
  const parts = input
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p !== '');
  if (parts.length === 0) return { ok: false, invalid: [] };
  const numbers: string[] = [];
  const invalid: string[] = [];
  for (const part of parts) {
    // Letters are never part of a number ("ext." aside, which the forms do not ask for).
    const parsed = /[a-z]/i.test(part) ? undefined : parsePhoneNumberFromString(part, PHONE_DEFAULT_COUNTRY);
    if (parsed && parsed.isValid()) numbers.push(parsed.number);
    else invalid.push(part);
  }
  if (invalid.length > 0) return { ok: false, invalid };
  return { ok: true, value: numbers.join(', '), numbers };
}
