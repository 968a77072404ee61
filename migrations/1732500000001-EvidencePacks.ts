import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Evidence packs: one PDF per request, made by a worker job, kept in DATA_DIR/evidence. */
export class EvidencePacks1732500000001 implements MigrationInterface {
  name = 'EvidencePacks1732500000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE evidence_packs (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        centre_id uuid NOT NULL REFERENCES centres (id) ON DELETE CASCADE,
        requested_by uuid,
        state text NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'ready', 'failed')),
        stored_name text,
        sha256 text,
        error text,
        created_at timestamptz NOT NULL DEFAULT now(),
        finished_at timestamptz
      )`);
    await q.query(`CREATE INDEX evidence_packs_centre ON evidence_packs (centre_id, created_at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE evidence_packs');
  }
}
