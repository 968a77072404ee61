import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { MSG, REGISTER_FEED_KIND, REGISTER_FEED_PAGE, REGISTER_LICENSE, type RegisterCentreData, type RegisterFeedItem, type RegisterFeedPage } from '#contracts';
import { APP_CONFIG, AppError, RateLimiter, type AppConfig } from '#platform';
import { registerFeedLimits } from './open-register-limits.js';
import { feedQuery, readFeedCursor, type RegisterFeedCursor } from './register-feed-cursor.js';
import { RegisterFeedSync } from './register-feed-sync.js';

export const REGISTER_FEED_PATH = '/api/public/register/feed';

// Two statements rather than one with `$1 IS NULL OR ...`: each is a plain range scan of register_feed_cursor.
const FIRST_PAGE = `SELECT centre_id, modified, state, data FROM register_feed ORDER BY modified, centre_id LIMIT $1`;
const AFTER_CURSOR = `SELECT centre_id, modified, state, data FROM register_feed
  WHERE (modified, centre_id) > ($2::bigint, $3::uuid) ORDER BY modified, centre_id LIMIT $1`;

interface FeedRow {
  centre_id: string;
  modified: string;
  state: 'updated' | 'deleted';
  data: RegisterCentreData | null;
}

/**
 * GET /api/public/register/feed (DECISIONS §10, OpenActive RPDE 1.0): every change to the public
 * register, oldest first by (modified, id). The page after the last item is empty and its `next` is
 * its own query, which a follower polls; a cursor past every item is such a page.
 */
@Injectable()
export class RegisterFeedService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly limiter: RateLimiter,
    private readonly sync: RegisterFeedSync,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async page(query: Record<string, unknown>, ip: string): Promise<RegisterFeedPage> {
    const { cursor, errors } = readFeedCursor(query ?? {});
    if (errors.length) throw AppError.validation(errors);
    await this.limiter.hit(registerFeedLimits(ip), MSG.tooManyRequests);
    await this.sync.catchUp();
    const rows = (await (cursor
      ? this.dataSource.query(AFTER_CURSOR, [REGISTER_FEED_PAGE, cursor.afterTimestamp, cursor.afterId])
      : this.dataSource.query(FIRST_PAGE, [REGISTER_FEED_PAGE]))) as FeedRow[];
    const items = rows.map(feedItem);
    const last = items[items.length - 1];
    const next: RegisterFeedCursor | null = last ? { afterTimestamp: last.modified, afterId: last.id } : cursor;
    return { items, next: `${this.config.publicUrl}${REGISTER_FEED_PATH}${feedQuery(next)}`, license: REGISTER_LICENSE };
  }
}

function feedItem(row: FeedRow): RegisterFeedItem {
  const item: RegisterFeedItem = { state: row.state, kind: REGISTER_FEED_KIND, id: row.centre_id, modified: Number(row.modified) };
  if (row.state === 'updated' && row.data) item.data = row.data;
  return item;
}
