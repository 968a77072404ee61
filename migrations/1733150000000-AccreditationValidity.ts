import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * DECISIONS §9: an accreditation is valid for a while. Configurations say for how long
 * (`validity_months`, 1-60, default 12) and from how many days before the end a centre may renew
 * (`renewal_window_days`, default 90); a granted accreditation keeps `valid_from` and `valid_until`
 * (also in its snapshot) and its `kind` (initial, reaccreditation after a new review, renewal).
 * Accreditations granted before validity existed count from their accreditation date with the
 * default 12 months. `clock_offset` holds the test clock's offset (test suites only, TEST_CLOCK=1).
 */
export class AccreditationValidity1733150000000 implements MigrationInterface {
  name = 'AccreditationValidity1733150000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE accreditation_configs
      ADD COLUMN validity_months int NOT NULL DEFAULT 12 CHECK (validity_months BETWEEN 1 AND 60),
      ADD COLUMN renewal_window_days int NOT NULL DEFAULT 90 CHECK (renewal_window_days BETWEEN 1 AND 365)`);
    await q.query(`ALTER TABLE accreditations
      ADD COLUMN kind text NOT NULL DEFAULT 'initial' CHECK (kind IN ('initial', 'reaccreditation', 'renewal')),
      ADD COLUMN valid_from timestamptz,
      ADD COLUMN valid_until timestamptz`);
    await q.query(`UPDATE accreditations SET kind = 'reaccreditation' WHERE cycle > 1`);
    await q.query(`UPDATE accreditations SET valid_from = accredited_at, valid_until = accredited_at + interval '12 months',
      snapshot = snapshot || jsonb_build_object('validFrom', to_jsonb(accredited_at), 'validUntil', to_jsonb(accredited_at + interval '12 months'))
      WHERE status = 'approved' AND accredited_at IS NOT NULL`);
    await q.query(`CREATE INDEX accreditations_valid_until ON accreditations (valid_until) WHERE standing IN ('accredited', 'suspended')`);
    await q.query(`CREATE TABLE clock_offset (id int PRIMARY KEY CHECK (id = 1), offset_ms bigint NOT NULL DEFAULT 0)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE clock_offset');
    await q.query('DROP INDEX accreditations_valid_until');
    await q.query(`UPDATE accreditations SET snapshot = snapshot - 'validFrom' - 'validUntil' WHERE snapshot IS NOT NULL`);
    await q.query(`ALTER TABLE accreditations DROP COLUMN valid_until, DROP COLUMN valid_from, DROP COLUMN kind`);
    await q.query(`ALTER TABLE accreditation_configs DROP COLUMN renewal_window_days, DROP COLUMN validity_months`);
  }
}
