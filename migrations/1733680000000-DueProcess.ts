import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * DECISIONS §10 (due process): every decision against a centre (a rejection, a suspension, a
 * revocation) is a row carrying its reasons, its decider and the end of the right of appeal
 * (`appeal_days` of the configuration in force when it was made); the centre appeals it at most once
 * (the unique decision_id), and the appeal is decided with a version checked in the UPDATE so two
 * staff deciding at once cannot both win (docs/DUE-PROCESS.md).
 */
export class DueProcess1733680000000 implements MigrationInterface {
  name = 'DueProcess1733680000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE accreditation_configs ADD COLUMN appeal_days int NOT NULL DEFAULT 28 CHECK (appeal_days BETWEEN 1 AND 365)`);
    await q.query(`ALTER TABLE accreditation_configs ADD COLUMN appeal_decision_target_days int NOT NULL DEFAULT 20 CHECK (appeal_decision_target_days BETWEEN 1 AND 120)`);
    await q.query(`
      CREATE TABLE centre_decisions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        centre_id uuid NOT NULL REFERENCES centres(id) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN ('rejection', 'suspension', 'revocation')),
        reasons text NOT NULL,
        accreditation_id uuid NULL,
        from_state text NOT NULL,
        to_state text NOT NULL,
        decided_by uuid NULL,
        at timestamptz NOT NULL,
        appeal_until timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX centre_decisions_centre_at ON centre_decisions (centre_id, at DESC)`);
    await q.query(`
      CREATE TABLE centre_appeals (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        decision_id uuid NOT NULL UNIQUE REFERENCES centre_decisions(id) ON DELETE CASCADE,
        centre_id uuid NOT NULL REFERENCES centres(id) ON DELETE CASCADE,
        grounds text NOT NULL,
        status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'dismissed', 'allowed')),
        outcome_reasons text NULL,
        decided_by uuid NULL,
        decided_at timestamptz NULL,
        version int NOT NULL DEFAULT 1,
        created_at timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX centre_appeals_centre ON centre_appeals (centre_id, created_at DESC)`);
    await q.query(`CREATE INDEX centre_appeals_open ON centre_appeals (created_at) WHERE status = 'open'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS centre_appeals`);
    await q.query(`DROP TABLE IF EXISTS centre_decisions`);
    await q.query(`ALTER TABLE accreditation_configs DROP COLUMN IF EXISTS appeal_decision_target_days`);
    await q.query(`ALTER TABLE accreditation_configs DROP COLUMN IF EXISTS appeal_days`);
  }
}
