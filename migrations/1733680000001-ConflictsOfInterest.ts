import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * DECISIONS §10 (due process): a member of staff declares a conflict of interest with a centre, or
 * with a GovernmentId (every centre registered under it, now or later). A declared conflict blocks
 * the person's decisions, stage approvals, visits and appeal decisions on those centres and counts
 * as having taken part for four-eyes (docs/DUE-PROCESS.md "Conflicts of interest").
 */
export class ConflictsOfInterest1733680000001 implements MigrationInterface {
  name = 'ConflictsOfInterest1733680000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE staff_conflicts (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL,
        centre_id uuid NULL REFERENCES centres(id) ON DELETE CASCADE,
        government_id text NULL,
        reason text NOT NULL,
        declared_at timestamptz NOT NULL,
        CHECK ((centre_id IS NULL) <> (government_id IS NULL))
      )`);
    await q.query(`CREATE INDEX staff_conflicts_user ON staff_conflicts (user_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS staff_conflicts`);
  }
}
