import { MSG } from '#contracts';
import { AppError } from '#platform';

/**
 * The centre version the admin's screen showed, from an If-Match header ("3", 3 or W/"3"), or
 * null when absent. With it, an action taken on a stale screen is a 409 even when the new
 * status would allow it (two admins who both saw "pending": only the first one's action counts).
 */
export function expectedVersion(header: string | string[] | undefined): number | null {
  if (header === undefined) return null;
  const match = typeof header === 'string' ? /^\s*(?:W\/)?"?(\d{1,9})"?\s*$/.exec(header) : null;
  if (!match) throw AppError.validation([{ path: 'If-Match', msg: MSG.ifMatchInvalid }]);
  return Number(match[1]);
}
