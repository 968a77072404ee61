import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * DECISIONS §9: a centre may be accredited more than once (after its registration is reviewed again,
 * or on renewal). Each accreditation is a cycle of its own:
 * - `cycle` numbers them per centre; `is_current` marks the newest, the one the staged workflow and
 *   accreditation management act on;
 * - at most one accreditation of a centre runs (pending or in progress) and at most one is in force
 *   (accredited, suspended or expired); a new grant makes the earlier one `superseded`;
 * - standing gains `superseded` and `expired`.
 */
export class AccreditationCycles1733000000000 implements MigrationInterface {
  name = 'AccreditationCycles1733000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE accreditations DROP CONSTRAINT IF EXISTS accreditations_centre_id_key`);
    await q.query(`ALTER TABLE accreditations
      ADD COLUMN cycle int NOT NULL DEFAULT 1,
      ADD COLUMN is_current boolean NOT NULL DEFAULT true,
      ADD COLUMN previous_id uuid REFERENCES accreditations (id),
      ADD COLUMN superseded_by uuid REFERENCES accreditations (id)`);
    await q.query(`ALTER TABLE accreditations DROP CONSTRAINT IF EXISTS accreditations_standing_check`);
    await q.query(`ALTER TABLE accreditations ADD CONSTRAINT accreditations_standing_check
      CHECK (standing IN ('accredited', 'suspended', 'revoked', 'expired', 'superseded'))`);
    await q.query(`CREATE UNIQUE INDEX accreditations_centre_cycle ON accreditations (centre_id, cycle)`);
    await q.query(`CREATE UNIQUE INDEX accreditations_one_current ON accreditations (centre_id) WHERE is_current`);
    await q.query(`CREATE UNIQUE INDEX accreditations_one_running ON accreditations (centre_id) WHERE status IN ('pending', 'in_progress')`);
    await q.query(`CREATE UNIQUE INDEX accreditations_one_in_force ON accreditations (centre_id) WHERE standing IN ('accredited', 'suspended', 'expired')`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM accreditations WHERE NOT is_current`);
    await q.query('DROP INDEX accreditations_one_in_force');
    await q.query('DROP INDEX accreditations_one_running');
    await q.query('DROP INDEX accreditations_one_current');
    await q.query('DROP INDEX accreditations_centre_cycle');
    await q.query(`UPDATE accreditations SET standing = 'accredited' WHERE standing IN ('expired', 'superseded')`);
    await q.query(`ALTER TABLE accreditations DROP CONSTRAINT accreditations_standing_check`);
    await q.query(`ALTER TABLE accreditations ADD CONSTRAINT accreditations_standing_check CHECK (standing IN ('accredited', 'suspended', 'revoked'))`);
    await q.query(`ALTER TABLE accreditations DROP COLUMN superseded_by, DROP COLUMN previous_id, DROP COLUMN is_current, DROP COLUMN cycle`);
    await q.query(`ALTER TABLE accreditations ADD CONSTRAINT accreditations_centre_id_key UNIQUE (centre_id)`);
  }
}
