import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Centres, their documents, one-time codes, the append-only action history (hash-chained), and
 * bulk import jobs. PostgreSQL 15.
 */
export class Centres1732220000000 implements MigrationInterface {
  name = 'Centres1732220000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await q.query(`
      CREATE TABLE centres (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        reference_number text NOT NULL UNIQUE,
        centre_name text NOT NULL,
        government_id text NOT NULL,
        exam_body text NOT NULL,
        ownership_type text,
        status text NOT NULL DEFAULT 'pending'
          CHECK (status IN ('pending', 'registration_approved', 'autotest_approved', 'rejected', 'query')),
        source text NOT NULL CHECK (source IN ('public', 'admin', 'import')),
        admin_name text,
        admin_email text NOT NULL CHECK (admin_email = lower(admin_email)),
        admin_number text,
        admin_phone text,
        coordinator_name text,
        coordinator_phone text,
        state text,
        local_government text,
        town text,
        address text,
        neighbourhood text,
        nearest_landmark text,
        centre_capacity int CHECK (centre_capacity >= 0),
        expected_candidates int CHECK (expected_candidates >= 0),
        number_of_backup_systems int CHECK (number_of_backup_systems >= 0),
        backup_capacity int CHECK (backup_capacity >= 0),
        power_source text,
        backup_power_source text,
        generator_capacity text,
        network_topology text,
        system_architecture text,
        cooling_system text,
        cctv text,
        cctv_type text,
        networking_type text,
        internet_connection text,
        system_configuration text,
        year_of_establishment text,
        is_jamb_accredited text,
        admin_feedback text,
        registration_approval_date timestamptz,
        autotest_approval_date timestamptz,
        rejection_reason text,
        query_details text,
        autotest_instructions text,
        reposted_to_autotest_at timestamptz,
        is_registration_complete boolean NOT NULL DEFAULT false,
        registration_completed_at timestamptz,
        registration_saved_at timestamptz,
        document_count int NOT NULL DEFAULT 0,
        autotest_completed_date timestamptz,
        autotest_expected_capacity int,
        autotest_realized_capacity int,
        autotest_score numeric(5, 2),
        autotest_decision text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        version int NOT NULL DEFAULT 1
      )`);
    // One centre per Government/RC number and admin email: makes re-imports and retried imports no-ops.
    await q.query(`CREATE UNIQUE INDEX centres_identity ON centres (upper(government_id), admin_email)`);
    await q.query(`CREATE INDEX centres_created ON centres (created_at DESC, id DESC)`);
    await q.query(`CREATE INDEX centres_status_created ON centres (status, created_at DESC, id DESC)`);
    // Every writer stores the canonical state name, so filters and state-admin scopes match it exactly.
    await q.query(`CREATE INDEX centres_state_status_created ON centres (state, status, created_at DESC, id DESC)`);
    await q.query(`CREATE INDEX centres_state_created ON centres (state, created_at DESC, id DESC)`);
    await q.query(`CREATE INDEX centres_autotest_decision ON centres (autotest_decision)`);
    await q.query(`
      CREATE INDEX centres_search ON centres USING gin (
        (lower(centre_name || ' ' || reference_number || ' ' || admin_email || ' ' || government_id)) gin_trgm_ops)`);

    await q.query(`
      CREATE TABLE centre_documents (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        centre_id uuid NOT NULL REFERENCES centres (id) ON DELETE CASCADE,
        document_type text NOT NULL CHECK (document_type IN ('applicationLetter', 'rcDocument', 'gpsPicture', 'centrePicture')),
        filename text NOT NULL,
        stored_name text NOT NULL UNIQUE,
        content_type text NOT NULL,
        size_bytes int NOT NULL,
        uploaded_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX centre_documents_centre ON centre_documents (centre_id, document_type, uploaded_at)`);

    await q.query(`
      CREATE TABLE centre_otps (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        centre_id uuid NOT NULL REFERENCES centres (id) ON DELETE CASCADE,
        code_hash text NOT NULL,
        expires_at timestamptz NOT NULL,
        wrong_attempts int NOT NULL DEFAULT 0,
        consumed_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX centre_otps_centre ON centre_otps (centre_id, created_at DESC)`);

    // The action history is append-only: seq numbers the centre's entries, hash chains them.
    await q.query(`
      CREATE TABLE centre_actions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        centre_id uuid NOT NULL REFERENCES centres (id) ON DELETE CASCADE,
        seq int NOT NULL,
        action text NOT NULL,
        from_status text,
        to_status text,
        actor_type text NOT NULL CHECK (actor_type IN ('admin', 'centre', 'system')),
        actor_id uuid,
        actor_email text,
        actor_name text,
        note_kind text CHECK (note_kind IN ('reason', 'details', 'instructions')),
        note text,
        data jsonb,
        at timestamptz NOT NULL,
        prev_hash text,
        hash text NOT NULL,
        UNIQUE (centre_id, seq)
      )`);
    await q.query(`CREATE INDEX centre_actions_at ON centre_actions (at DESC)`);
    await q.query(`
      CREATE FUNCTION centre_actions_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'centre_actions is append-only';
      END $$`);
    await q.query(`
      CREATE TRIGGER centre_actions_no_update BEFORE UPDATE OR DELETE ON centre_actions
      FOR EACH ROW EXECUTE FUNCTION centre_actions_append_only()`);

    await q.query(`
      CREATE TABLE import_jobs (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        created_by uuid NOT NULL,
        filename text NOT NULL,
        stored_name text NOT NULL,
        state text NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'active', 'completed', 'failed')),
        progress int NOT NULL DEFAULT 0,
        rows_done int NOT NULL DEFAULT 0,
        total int NOT NULL DEFAULT 0,
        successful int NOT NULL DEFAULT 0,
        failed int NOT NULL DEFAULT 0,
        error text,
        created_at timestamptz NOT NULL DEFAULT now(),
        finished_at timestamptz
      )`);
    await q.query(`
      CREATE TABLE import_job_rows (
        job_id uuid NOT NULL REFERENCES import_jobs (id) ON DELETE CASCADE,
        row_number int NOT NULL,
        outcome text NOT NULL CHECK (outcome IN ('created', 'failed')),
        centre_id uuid,
        message text,
        raw jsonb,
        PRIMARY KEY (job_id, row_number)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE import_job_rows');
    await q.query('DROP TABLE import_jobs');
    await q.query('DROP TABLE centre_actions');
    await q.query('DROP FUNCTION centre_actions_append_only');
    await q.query('DROP TABLE centre_otps');
    await q.query('DROP TABLE centre_documents');
    await q.query('DROP TABLE centres');
  }
}
