import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The council's minimums as a checklist in each configuration version, inspection visits with their
 * findings and photos, and the receipts that make a phone's retried send a no-op.
 * - Existing versions get the published minimums as they stood when this migration was written (a
 *   copy, not an import: a version keeps what it was saved with even when the default changes later).
 * - Photo bytes live in inspection_photo_files behind the InspectionPhotoStore interface, so they can
 *   move to the shared file storage without touching the visits.
 */
const PUBLISHED_MINIMUMS = [
  { key: 'working_computers', label: 'Working computers for candidates', kind: 'number', mandatory: true, weight: 15, minimum: 250, minimumPercentOf: null, options: [], passing: [], declared: ['CentreCapacity'] },
  { key: 'backup_computers', label: 'Backup computers (at least 10% of the working computers)', kind: 'number', mandatory: true, weight: 10, minimum: 25, minimumPercentOf: { key: 'working_computers', percent: 10 }, options: [], passing: [], declared: ['NumberOfBackupSystems'] },
  { key: 'network', label: 'Network (wired only)', kind: 'choice', mandatory: true, weight: 10, minimum: null, minimumPercentOf: null, options: ['Wired', 'LAN', 'Wireless', 'Mixed'], passing: ['Wired', 'LAN'], declared: ['networkingType', 'NetworkTopology'] },
  { key: 'server_capacity', label: 'A server able to carry every seat at once', kind: 'yes_no', mandatory: true, weight: 10, minimum: null, minimumPercentOf: null, options: [], passing: [], declared: ['SystemArchitecture'] },
  { key: 'technical_staff', label: 'Technical staff on site', kind: 'number', mandatory: true, weight: 10, minimum: 5, minimumPercentOf: null, options: [], passing: [], declared: [] },
  { key: 'network_engineer', label: 'A network engineer on the staff', kind: 'yes_no', mandatory: true, weight: 5, minimum: null, minimumPercentOf: null, options: [], passing: [], declared: [] },
  { key: 'generator_kva', label: 'Generator capacity (kVA)', kind: 'number', mandatory: true, weight: 10, minimum: 40, minimumPercentOf: null, options: [], passing: [], declared: ['GeneratorCapacity', 'TypeOfPowerSource'] },
  { key: 'ups_two_hours', label: 'UPS carrying the centre for two hours', kind: 'yes_no', mandatory: true, weight: 10, minimum: null, minimumPercentOf: null, options: [], passing: [], declared: ['TypeOfBackupPowerSource'] },
  { key: 'cctv', label: 'CCTV covering the examination halls', kind: 'yes_no', mandatory: true, weight: 5, minimum: null, minimumPercentOf: null, options: [], passing: [], declared: ['CCTV', 'CCTVType'] },
  { key: 'fenced_site', label: 'A fenced site', kind: 'yes_no', mandatory: true, weight: 5, minimum: null, minimumPercentOf: null, options: [], passing: [], declared: [] },
  { key: 'not_shared', label: 'The site is not shared with other business', kind: 'yes_no', mandatory: true, weight: 5, minimum: null, minimumPercentOf: null, options: [], passing: [], declared: [] },
  { key: 'hall_photo', label: 'Photo of the examination hall', kind: 'photo', mandatory: true, weight: 5, minimum: null, minimumPercentOf: null, options: [], passing: [], declared: [] },
];

export class InspectionVisits1733260000000 implements MigrationInterface {
  name = 'InspectionVisits1733260000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE accreditation_configs ADD COLUMN inspection_checklist jsonb`);
    await q.query(`UPDATE accreditation_configs SET inspection_checklist = $1::jsonb`, [JSON.stringify(PUBLISHED_MINIMUMS)]);
    await q.query(`ALTER TABLE accreditation_configs ALTER COLUMN inspection_checklist SET NOT NULL`);
    await q.query(`
      CREATE TABLE inspection_visits (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        centre_id uuid NOT NULL REFERENCES centres (id) ON DELETE CASCADE,
        config_id uuid NOT NULL REFERENCES accreditation_configs (id),
        status text NOT NULL DEFAULT 'scheduled' CHECK (status IN ('scheduled', 'submitted', 'countersigned', 'cancelled')),
        visit_date date NOT NULL,
        inspector_ids uuid[] NOT NULL CHECK (cardinality(inspector_ids) BETWEEN 1 AND 5),
        inspectors jsonb NOT NULL,
        notes text,
        scheduled_by uuid,
        scheduled_by_name text,
        submitted_by uuid,
        submitted_by_name text,
        submitted_at timestamptz,
        countersigned_by uuid,
        countersigned_by_name text,
        countersigned_at timestamptz,
        cancelled_reason text,
        cancelled_at timestamptz,
        readiness jsonb,
        score numeric(4, 1),
        mandatory_met boolean,
        contradictions int,
        version int NOT NULL DEFAULT 1,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK (status NOT IN ('submitted', 'countersigned') OR (submitted_at IS NOT NULL AND readiness IS NOT NULL)),
        CHECK (countersigned_by IS NULL OR countersigned_by IS DISTINCT FROM submitted_by)
      )`);
    await q.query(`CREATE INDEX inspection_visits_centre ON inspection_visits (centre_id, created_at DESC)`);
    await q.query(`CREATE INDEX inspection_visits_submitted ON inspection_visits (centre_id, submitted_at DESC) WHERE submitted_at IS NOT NULL`);
    await q.query(`CREATE INDEX inspection_visits_status ON inspection_visits (status, visit_date DESC)`);
    await q.query(`
      CREATE TABLE inspection_findings (
        visit_id uuid NOT NULL REFERENCES inspection_visits (id) ON DELETE CASCADE,
        criterion_key text NOT NULL,
        value jsonb,
        notes text,
        version int NOT NULL DEFAULT 1,
        recorded_by uuid,
        recorded_by_name text NOT NULL,
        recorded_at timestamptz NOT NULL DEFAULT now(),
        captured_at timestamptz,
        PRIMARY KEY (visit_id, criterion_key)
      )`);
    await q.query(`
      CREATE TABLE inspection_photo_files (
        key text PRIMARY KEY,
        content_type text NOT NULL,
        size_bytes int NOT NULL,
        content bytea NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE inspection_photos (
        id uuid PRIMARY KEY,
        visit_id uuid NOT NULL REFERENCES inspection_visits (id) ON DELETE CASCADE,
        criterion_key text,
        storage_key text NOT NULL,
        content_type text NOT NULL,
        size_bytes int NOT NULL,
        sha256 text NOT NULL,
        taken_at timestamptz,
        latitude double precision CHECK (latitude BETWEEN -90 AND 90),
        longitude double precision CHECK (longitude BETWEEN -180 AND 180),
        accuracy_m double precision,
        uploaded_by uuid,
        uploaded_by_name text NOT NULL,
        uploaded_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX inspection_photos_visit ON inspection_photos (visit_id, uploaded_at)`);
    await q.query(`
      CREATE TABLE inspection_sync_receipts (
        op_id uuid PRIMARY KEY,
        visit_id uuid NOT NULL REFERENCES inspection_visits (id) ON DELETE CASCADE,
        kind text NOT NULL,
        applied_at timestamptz NOT NULL DEFAULT now()
      )`);
    // The seeded auditor reads everything in its scope (DECISIONS §8): visits too.
    await q.query(`UPDATE system_roles SET permissions = array_append(permissions, 'inspections.read')
      WHERE role_name = 'auditor' AND is_system AND permissions IS NOT NULL AND NOT ('inspections.read' = ANY (permissions))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`UPDATE system_roles SET permissions = array_remove(array_remove(permissions, 'inspections.read'), 'inspections.manage')`);
    await q.query('DROP TABLE inspection_sync_receipts');
    await q.query('DROP TABLE inspection_photos');
    await q.query('DROP TABLE inspection_photo_files');
    await q.query('DROP TABLE inspection_findings');
    await q.query('DROP TABLE inspection_visits');
    await q.query('ALTER TABLE accreditation_configs DROP COLUMN inspection_checklist');
  }
}
