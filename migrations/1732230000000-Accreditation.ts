import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Versioned accreditation configurations, one accreditation per centre bound to the version it was
 * started with, its stage approvals (one person, one stage: four-eyes in the schema), and letters.
 * PostgreSQL 15.
 */
export class Accreditation1732230000000 implements MigrationInterface {
  name = 'Accreditation1732230000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE accreditation_configs (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        version int NOT NULL UNIQUE,
        config_name text NOT NULL,
        description text NOT NULL,
        total_stages_required int NOT NULL CHECK (total_stages_required BETWEEN 1 AND 10),
        approval_stages jsonb NOT NULL,
        created_by uuid,
        created_by_email text,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE accreditations (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        centre_id uuid NOT NULL UNIQUE REFERENCES centres (id) ON DELETE CASCADE,
        config_id uuid NOT NULL REFERENCES accreditation_configs (id),
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'in_progress', 'approved', 'rejected')),
        current_stage int NOT NULL DEFAULT 0,
        total_stages_required int NOT NULL,
        rejection_reason text,
        rejected_by uuid,
        rejected_at timestamptz,
        accredited_at timestamptz,
        accreditation_letter_sent boolean NOT NULL DEFAULT false,
        letter_code text UNIQUE,
        letter_stored_name text,
        letter_generated_at timestamptz,
        letter_sent_at timestamptz,
        initialized_by uuid,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        version int NOT NULL DEFAULT 1
      )`);
    await q.query(`CREATE INDEX accreditations_status ON accreditations (status, updated_at DESC)`);
    await q.query(`CREATE INDEX accreditations_accredited ON accreditations (accredited_at DESC) WHERE status = 'approved'`);
    await q.query(`
      CREATE TABLE accreditation_approvals (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        accreditation_id uuid NOT NULL REFERENCES accreditations (id) ON DELETE CASCADE,
        stage_number int NOT NULL,
        stage_name text NOT NULL,
        approver_id uuid NOT NULL,
        approver_name text NOT NULL,
        approver_email text NOT NULL,
        comments text,
        approval_date timestamptz NOT NULL DEFAULT now(),
        UNIQUE (accreditation_id, stage_number),
        UNIQUE (accreditation_id, approver_id)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE accreditation_approvals');
    await q.query('DROP TABLE accreditations');
    await q.query('DROP TABLE accreditation_configs');
  }
}
