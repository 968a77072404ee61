import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * DECISIONS §10 (due process): a delisting takes the centre off the public register while it lasts.
 * Whether it lasts is a fact the database holds rather than a comparison with the clock, so the
 * register's one predicate, the feed's writer (which runs on the database's clock) and /verify agree:
 * `ended_at` is written by the accreditation clock sweep when the delisting's day comes. That write,
 * like the delisting itself and an appeal that sets it aside, is a change to `centre_decisions`, whose
 * trigger puts the centre in the feed's log, so the feed publishes its leaving and its return.
 */
export class DelistingOffRegister1733700400000 implements MigrationInterface {
  name = 'DelistingOffRegister1733700400000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE centre_decisions ADD COLUMN ended_at timestamptz NULL`);
    // Delistings already over when this runs have ended: the register never dropped them.
    await q.query(`UPDATE centre_decisions SET ended_at = until WHERE kind = 'delisting' AND until <= now()`);
    await q.query(`CREATE INDEX centre_decisions_delisted ON centre_decisions (centre_id) WHERE kind = 'delisting' AND lifted_at IS NULL AND ended_at IS NULL`);
    // The centres delisted now leave the register at the feed's next pass.
    await q.query(`INSERT INTO register_feed_changes (centre_id) SELECT DISTINCT centre_id FROM centre_decisions WHERE kind = 'delisting' AND lifted_at IS NULL AND ended_at IS NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS centre_decisions_delisted`);
    await q.query(`ALTER TABLE centre_decisions DROP COLUMN IF EXISTS ended_at`);
  }
}
