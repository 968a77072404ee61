import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * DECISIONS §10 (due process): the centre supports its representations on a notice of proposal, and
 * its appeal ("documents after": while the appeal is open), with documents. The bytes are the same
 * stored files as every other document (`files` and `file_chunks`, with their SHA-256); a row here
 * says which representations or appeal a file belongs to. Exactly one of `notice_id` and `appeal_id`.
 */
export class DueProcessDocuments1733700400001 implements MigrationInterface {
  name = 'DueProcessDocuments1733700400001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE due_process_documents (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        centre_id uuid NOT NULL REFERENCES centres(id) ON DELETE CASCADE,
        notice_id uuid NULL REFERENCES centre_notices(id) ON DELETE CASCADE,
        appeal_id uuid NULL REFERENCES centre_appeals(id) ON DELETE CASCADE,
        filename text NOT NULL,
        stored_name text NOT NULL,
        content_type text NOT NULL,
        size_bytes bigint NOT NULL,
        uploaded_at timestamptz NOT NULL DEFAULT now(),
        CHECK ((notice_id IS NULL) <> (appeal_id IS NULL))
      )`);
    await q.query(`CREATE INDEX due_process_documents_notice ON due_process_documents (notice_id, uploaded_at) WHERE notice_id IS NOT NULL`);
    await q.query(`CREATE INDEX due_process_documents_appeal ON due_process_documents (appeal_id, uploaded_at) WHERE appeal_id IS NOT NULL`);
    await q.query(`CREATE INDEX due_process_documents_centre ON due_process_documents (centre_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS due_process_documents`);
  }
}
