import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * DECISIONS §10 (due process, sanctions): a warning and a delisting for a period join the decisions a
 * centre can appeal; a suspension or delisting may end by itself (`until`), and an allowed appeal
 * against a delisting or warning sets it aside (`lifted_at`). A suspension until a date keeps its end
 * on the accreditation, so the clock sweep lifts it there and a reinstate clears it. A non-urgent
 * suspension or revocation is first a notice of proposal with a representations window
 * (`representations_days` of the configuration), answered once by the centre, then decided by staff
 * with a version checked in the UPDATE (docs/DUE-PROCESS.md "Sanctions").
 */
export class Sanctions1733690000020 implements MigrationInterface {
  name = 'Sanctions1733690000020';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE accreditation_configs ADD COLUMN representations_days int NOT NULL DEFAULT 14 CHECK (representations_days BETWEEN 1 AND 90)`);
    await q.query(`ALTER TABLE centre_decisions DROP CONSTRAINT IF EXISTS centre_decisions_kind_check`);
    await q.query(`ALTER TABLE centre_decisions ADD CONSTRAINT centre_decisions_kind_check CHECK (kind IN ('rejection', 'suspension', 'revocation', 'warning', 'delisting'))`);
    await q.query(`ALTER TABLE centre_decisions ADD COLUMN until timestamptz NULL`);
    await q.query(`ALTER TABLE centre_decisions ADD COLUMN lifted_at timestamptz NULL`);
    await q.query(`CREATE INDEX centre_decisions_delisting ON centre_decisions (until) WHERE kind = 'delisting' AND lifted_at IS NULL`);
    await q.query(`ALTER TABLE accreditations ADD COLUMN suspended_until timestamptz NULL`);
    await q.query(`CREATE INDEX accreditations_suspended_until ON accreditations (suspended_until) WHERE standing = 'suspended' AND suspended_until IS NOT NULL`);
    await q.query(`
      CREATE TABLE centre_notices (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        centre_id uuid NOT NULL REFERENCES centres(id) ON DELETE CASCADE,
        accreditation_id uuid NOT NULL,
        kind text NOT NULL CHECK (kind IN ('suspension', 'revocation')),
        reasons text NOT NULL,
        until timestamptz NULL,
        proposed_by uuid NULL,
        proposed_at timestamptz NOT NULL,
        representations_until timestamptz NOT NULL,
        representations text NULL,
        represented_at timestamptz NULL,
        status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'imposed', 'withdrawn')),
        outcome_reasons text NULL,
        decided_by uuid NULL,
        decided_at timestamptz NULL,
        decision_id uuid NULL REFERENCES centre_decisions(id) ON DELETE SET NULL,
        version int NOT NULL DEFAULT 1
      )`);
    await q.query(`CREATE INDEX centre_notices_centre ON centre_notices (centre_id, proposed_at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS centre_notices`);
    await q.query(`ALTER TABLE accreditations DROP COLUMN IF EXISTS suspended_until`);
    await q.query(`DELETE FROM centre_decisions WHERE kind IN ('warning', 'delisting')`);
    await q.query(`ALTER TABLE centre_decisions DROP COLUMN IF EXISTS lifted_at`);
    await q.query(`ALTER TABLE centre_decisions DROP COLUMN IF EXISTS until`);
    await q.query(`ALTER TABLE centre_decisions DROP CONSTRAINT IF EXISTS centre_decisions_kind_check`);
    await q.query(`ALTER TABLE centre_decisions ADD CONSTRAINT centre_decisions_kind_check CHECK (kind IN ('rejection', 'suspension', 'revocation'))`);
    await q.query(`ALTER TABLE accreditation_configs DROP COLUMN IF EXISTS representations_days`);
  }
}
