import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The last run of each periodic sweep (the deadline sweep, the accreditation clock sweep): when it
 * started and finished, and whether it went well, for the console's Jobs page (DECISIONS §10,
 * docs/OPERATIONS.md). One row a sweep, written by whichever instance ran the tick: several
 * instances share it, as they share the job scheduler (ARCHITECTURE 15).
 */
export class PeriodicRuns1733630000000 implements MigrationInterface {
  name = 'PeriodicRuns1733630000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE periodic_runs (
        name text PRIMARY KEY,
        every_ms integer NOT NULL CHECK (every_ms > 0),
        last_started_at timestamptz,
        last_finished_at timestamptz,
        last_outcome text CHECK (last_outcome IN ('ok', 'failed')),
        last_message text,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS periodic_runs`);
  }
}
