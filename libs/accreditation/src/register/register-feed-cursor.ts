import { REGISTER_MSG } from '#contracts';
import type { FieldError } from '#platform';

export interface RegisterFeedCursor {
  afterTimestamp: number;
  afterId: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A modified stamp: a whole number no larger than JavaScript reads exactly (and bigint holds). */
const WHOLE = /^\d{1,16}$/;

/**
 * The feed's query (RPDE "modified timestamp and id" ordering): both parts or neither. Anything else
 * is a 400 that says which part is wrong, never a guess at what the follower meant.
 */
export function readFeedCursor(query: Record<string, unknown>): { cursor: RegisterFeedCursor | null; errors: FieldError[] } {
  const timestamp = query.afterTimestamp;
  const id = query.afterId;
  if ((timestamp === undefined) !== (id === undefined)) return { cursor: null, errors: [{ path: timestamp === undefined ? 'afterTimestamp' : 'afterId', msg: REGISTER_MSG.cursorPair }] };
  if (timestamp === undefined) return { cursor: null, errors: [] };
  const errors: FieldError[] = [];
  const stamp = typeof timestamp === 'string' && WHOLE.test(timestamp) ? Number(timestamp) : Number.NaN;
  if (!Number.isSafeInteger(stamp)) errors.push({ path: 'afterTimestamp', msg: REGISTER_MSG.afterTimestamp });
  if (typeof id !== 'string' || !UUID.test(id)) errors.push({ path: 'afterId', msg: REGISTER_MSG.afterId });
  return errors.length ? { cursor: null, errors } : { cursor: { afterTimestamp: stamp, afterId: (id as string).toLowerCase() }, errors };
}

/** The query string of a feed page: the follower's next request. */
export function feedQuery(cursor: RegisterFeedCursor | null): string {
  return cursor ? `?afterTimestamp=${cursor.afterTimestamp}&afterId=${cursor.afterId}` : '';
}
