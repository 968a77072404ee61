import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { MSG, REGISTER_FEED_PAGE, REGISTER_LICENSE, type RegisterFeedPage } from '#contracts';
import { APP_CONFIG, AppError, RateLimiter, type AppConfig } from '#platform';
import { registerFeedLimits } from './open-register-limits.js';
import { feedQuery, readFeedCursor, type RegisterFeedCursor } from './register-feed-cursor.js';
import { AFTER_CURSOR, feedItem, FIRST_PAGE, type FeedRow } from './register-feed.query.js';
import { RegisterFeedSync } from './register-feed-sync.js';

export const REGISTER_FEED_PATH = '/api/public/register/feed';

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
