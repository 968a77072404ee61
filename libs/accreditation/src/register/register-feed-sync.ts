import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { onRegisterSql, registerDataSql } from './on-register-sql.js';

/**
 * A pass takes the log in batches and stops once its budget is spent, so the readers sharing it wait
 * about a second at most even after a change to every centre (the migration's first pass, a bulk
 * decision); what is left is taken by the next reads.
 */
const PASS_BATCH = 2000;
const PASS_BUDGET_MS = 1000;

/** One writer at a time stamps the feed, so a stamp is always larger than every stamp already committed. */
const FEED_WRITER_LOCK = 'register_feed:writer';

/**
 * Brings `register_feed` up to date with the centres named in `register_feed_changes` (written by
 * triggers, migrations/1733690000000-OpenRegisterFeed.ts), in one statement: the log rows this
 * statement sees are consumed and their centres recomputed from the same snapshot; rows committed
 * later stay for the next pass. A centre whose published data changed, or that came back, gets a new
 * `modified`; one that left the register becomes `deleted` without data (DECISIONS §10).
 * `modified` is milliseconds on the database's clock, pushed past the largest stamp so far, so it only
 * ever grows even if the clock steps back.
 */
const SYNC_SQL = `
  WITH seen AS (DELETE FROM register_feed_changes WHERE seq IN (SELECT seq FROM register_feed_changes ORDER BY seq LIMIT $1) RETURNING centre_id),
  touched AS (SELECT DISTINCT centre_id FROM seen),
  listed AS (
    SELECT DISTINCT ON (a.centre_id) a.centre_id, ${registerDataSql()} AS data
      FROM accreditations a JOIN centres c ON c.id = a.centre_id
     WHERE a.centre_id IN (SELECT centre_id FROM touched) AND ${onRegisterSql()}
     ORDER BY a.centre_id, a.accredited_at DESC NULLS LAST, a.id),
  stamp AS (
    SELECT GREATEST((extract(epoch FROM clock_timestamp()) * 1000)::bigint, COALESCE((SELECT max(modified) FROM register_feed), 0) + 1) AS m),
  published AS (
    INSERT INTO register_feed (centre_id, modified, state, data)
    SELECT centre_id, (SELECT m FROM stamp), 'updated', data FROM listed
    ON CONFLICT (centre_id) DO UPDATE SET modified = EXCLUDED.modified, state = 'updated', data = EXCLUDED.data
     WHERE register_feed.state <> 'updated' OR register_feed.data IS DISTINCT FROM EXCLUDED.data
    RETURNING 1),
  withdrawn AS (
    UPDATE register_feed f SET modified = (SELECT m FROM stamp), state = 'deleted', data = NULL
     WHERE f.state = 'updated' AND f.centre_id IN (SELECT centre_id FROM touched) AND f.centre_id NOT IN (SELECT centre_id FROM listed)
    RETURNING 1)
  SELECT (SELECT count(*) FROM published)::int AS published, (SELECT count(*) FROM withdrawn)::int AS withdrawn, (SELECT count(*) FROM seen)::int AS consumed`;

@Injectable()
export class RegisterFeedSync {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Runs before every feed page, dump and centre page, so a decision shows at the next read
   * (DECISIONS §10 asks within 60 s). With nothing logged it costs one index probe; while another
   * instance's pass is writing, this one reads without waiting (that pass's changes come at the next
   * read). A pass stops after about a second: after a change to many centres at once the rest is
   * taken by the next reads.
   */
  catchUp(): Promise<{ published: number; withdrawn: number }> {
    // Readers arriving together share one pass (one probe under load instead of one each); a reader
    // arriving after a pass began may miss a change committed meanwhile, until its next read.
    this.inFlight ??= this.pass().finally(() => {
      this.inFlight = null;
    });
    return this.inFlight;
  }

  private inFlight: Promise<{ published: number; withdrawn: number }> | null = null;

  /**
   * The catch-up sweep's pass (RegisterFeedSweep): the whole log in batches, however long it is, so a
   * quiet feed is never left behind by more than a period. Each batch is its own transaction, so
   * readers meanwhile never wait; if another pass holds the writer lock, that pass writes instead.
   */
  catchUpAll(): Promise<{ published: number; withdrawn: number }> {
    return this.pass(Number.POSITIVE_INFINITY);
  }

  private async pass(budgetMs = PASS_BUDGET_MS): Promise<{ published: number; withdrawn: number }> {
    const [pending] = (await this.dataSource.query(`SELECT EXISTS (SELECT 1 FROM register_feed_changes) AS pending`)) as Array<{ pending: boolean }>;
    if (!pending?.pending) return { published: 0, withdrawn: 0 };
    const total = { published: 0, withdrawn: 0 };
    const until = Date.now() + budgetMs;
    for (;;) {
      const batch = await this.dataSource.transaction(async (manager) => {
        const [lock] = (await manager.query(`SELECT pg_try_advisory_xact_lock(hashtext($1)) AS locked`, [FEED_WRITER_LOCK])) as Array<{ locked: boolean }>;
        if (!lock?.locked) return null;
        const [counts] = (await manager.query(SYNC_SQL, [PASS_BATCH])) as Array<{ published: number; withdrawn: number; consumed: number }>;
        return counts ?? { published: 0, withdrawn: 0, consumed: 0 };
      });
      if (!batch) return total;
      total.published += batch.published;
      total.withdrawn += batch.withdrawn;
      if (batch.consumed < PASS_BATCH || Date.now() >= until) return total;
    }
  }
}
