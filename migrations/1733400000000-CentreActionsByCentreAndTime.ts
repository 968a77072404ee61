import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A report refresh reads, for each centre of the refreshed states, its history entries on the
 * refreshed days (report-sql.ts, insertDailySql). Without this index PostgreSQL intersected the
 * centre's entries with every entry in the days' time range: a centre whose history spans months
 * made each refresh read the whole table once per centre of its state (2.3 s for 2,800 centres and
 * 29,000 entries in a long model run; 30 ms with the index, docs/PERFORMANCE.md).
 */
export class CentreActionsByCentreAndTime1733400000000 implements MigrationInterface {
  name = 'CentreActionsByCentreAndTime1733400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX IF NOT EXISTS centre_actions_centre_at ON centre_actions (centre_id, at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS centre_actions_centre_at`);
  }
}
