import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * DECISIONS §8 (docs/TRUST.md): what was accredited stays true.
 * - accreditations keep a snapshot of the centre's identity and capacity when granted, and a live
 *   standing (accredited, suspended, revoked) with its reason and date;
 * - a configuration says whether a different person must approve each stage (four-eyes, on by
 *   default), so the schema's one-approver rule becomes the service's, and a stage approved by the
 *   system (autoApprove) has no approver;
 * - centre_change_requests: identity changes a centre asks for after approval.
 */
export class AccreditationTrust1732400000000 implements MigrationInterface {
  name = 'AccreditationTrust1732400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE accreditations
      ADD COLUMN snapshot jsonb,
      ADD COLUMN standing text CHECK (standing IN ('accredited', 'suspended', 'revoked')),
      ADD COLUMN standing_reason text,
      ADD COLUMN standing_changed_at timestamptz`);
    await q.query(`UPDATE accreditations a SET standing = 'accredited', standing_changed_at = a.accredited_at,
      snapshot = jsonb_build_object('CentreName', c.centre_name, 'GovernmentId', c.government_id, 'ownershipType', c.ownership_type,
        'State', c.state, 'LocalGovernment', c.local_government, 'address', c.address, 'town', c.town,
        'CentreCapacity', c.centre_capacity, 'autotestExpectedCapacity', c.autotest_expected_capacity,
        'autotestRealizedCapacity', c.autotest_realized_capacity, 'autotestScore', c.autotest_score)
      FROM centres c WHERE c.id = a.centre_id AND a.status = 'approved'`);
    await q.query(`CREATE INDEX accreditations_standing ON accreditations (standing, accredited_at DESC) WHERE status = 'approved'`);
    await q.query(`ALTER TABLE accreditation_configs ADD COLUMN four_eyes boolean NOT NULL DEFAULT true`);
    await q.query(`ALTER TABLE accreditation_approvals DROP CONSTRAINT IF EXISTS accreditation_approvals_accreditation_id_approver_id_key`);
    await q.query(`ALTER TABLE accreditation_approvals ALTER COLUMN approver_id DROP NOT NULL`);
    // Four-eyes stays a rule of the schema, now for the configurations that ask for it.
    await q.query(`
      CREATE FUNCTION accreditation_approvals_four_eyes() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.approver_id IS NOT NULL AND EXISTS (
             SELECT 1 FROM accreditations a JOIN accreditation_configs c ON c.id = a.config_id
              WHERE a.id = NEW.accreditation_id AND c.four_eyes)
           AND EXISTS (SELECT 1 FROM accreditation_approvals p WHERE p.accreditation_id = NEW.accreditation_id AND p.approver_id = NEW.approver_id) THEN
          RAISE EXCEPTION 'duplicate key value violates unique constraint "accreditation_approvals_approver_four_eyes"'
            USING ERRCODE = 'unique_violation', CONSTRAINT = 'accreditation_approvals_approver_four_eyes';
        END IF;
        RETURN NEW;
      END $$`);
    await q.query(`CREATE TRIGGER accreditation_approvals_four_eyes BEFORE INSERT ON accreditation_approvals
      FOR EACH ROW EXECUTE FUNCTION accreditation_approvals_four_eyes()`);
    await q.query(`
      CREATE TABLE centre_change_requests (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        centre_id uuid NOT NULL REFERENCES centres (id) ON DELETE CASCADE,
        changes jsonb NOT NULL,
        previous jsonb NOT NULL,
        reason text,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'declined')),
        decided_by uuid,
        decided_by_name text,
        decision_note text,
        requested_at timestamptz NOT NULL DEFAULT now(),
        decided_at timestamptz
      )`);
    await q.query(`CREATE UNIQUE INDEX centre_change_requests_one_pending ON centre_change_requests (centre_id) WHERE status = 'pending'`);
    await q.query(`CREATE INDEX centre_change_requests_centre ON centre_change_requests (centre_id, requested_at DESC)`);
    await q.query(`CREATE INDEX centres_government_id_upper ON centres (upper(government_id))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX IF EXISTS centres_government_id_upper');
    await q.query('DROP TABLE centre_change_requests');
    await q.query('DROP TRIGGER accreditation_approvals_four_eyes ON accreditation_approvals');
    await q.query('DROP FUNCTION accreditation_approvals_four_eyes()');
    await q.query(`DELETE FROM accreditation_approvals WHERE approver_id IS NULL`);
    await q.query(`ALTER TABLE accreditation_approvals ALTER COLUMN approver_id SET NOT NULL`);
    await q.query(`ALTER TABLE accreditation_approvals ADD CONSTRAINT accreditation_approvals_accreditation_id_approver_id_key UNIQUE (accreditation_id, approver_id)`);
    await q.query(`ALTER TABLE accreditation_configs DROP COLUMN four_eyes`);
    await q.query('DROP INDEX IF EXISTS accreditations_standing');
    await q.query(`ALTER TABLE accreditations DROP COLUMN snapshot, DROP COLUMN standing, DROP COLUMN standing_reason, DROP COLUMN standing_changed_at`);
  }
}
