import { REGISTER_FEED_KIND, type RegisterCentreData, type RegisterFeedItem } from '#contracts';

// Two statements rather than one with `$1 IS NULL OR ...`: each is a plain range scan of register_feed_cursor.
export const FIRST_PAGE = `SELECT centre_id, modified, state, data FROM register_feed ORDER BY modified, centre_id LIMIT $1`;
export const AFTER_CURSOR = `SELECT centre_id, modified, state, data FROM register_feed
  WHERE (modified, centre_id) > ($2::bigint, $3::uuid) ORDER BY modified, centre_id LIMIT $1`;

export interface FeedRow {
  centre_id: string;
  modified: string;
  state: 'updated' | 'deleted';
  data: RegisterCentreData | null;
}

/** One row as an RPDE item: a deleted item carries no data. */
export function feedItem(row: FeedRow): RegisterFeedItem {
  const item: RegisterFeedItem = { state: row.state, kind: REGISTER_FEED_KIND, id: row.centre_id, modified: Number(row.modified) };
  if (row.state === 'updated' && row.data) item.data = row.data;
  return item;
}
