import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every stored file in PostgreSQL (DECISIONS §9, "Several instances"): a row per file and its bytes in
 * 256 KB chunks (libs/platform/src/files/file-storage.ts). The owners' existing `stored_name` columns
 * now hold the file's id; files an earlier version left in DATA_DIR are moved in at start
 * (libs/platform/src/files/legacy-files.ts), which is why those columns may still name a file on disk
 * until then. An outbox event can be `discarded` by a super admin from the console's Jobs page.
 */
export class FilesInDatabase1733100000000 implements MigrationInterface {
  name = 'FilesInDatabase1733100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE files (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        kind text NOT NULL,
        filename text,
        content_type text NOT NULL DEFAULT 'application/octet-stream',
        state text NOT NULL DEFAULT 'receiving' CHECK (state IN ('receiving', 'stored', 'kept')),
        size_bytes bigint NOT NULL DEFAULT 0,
        chunks int NOT NULL DEFAULT 0,
        sha256 text,
        created_at timestamptz NOT NULL DEFAULT now(),
        stored_at timestamptz
      )`);
    // The sweep reads only files nobody has claimed yet.
    await q.query(`CREATE INDEX files_unkept ON files (created_at) WHERE state <> 'kept'`);
    await q.query(`
      CREATE TABLE file_chunks (
        file_id uuid NOT NULL REFERENCES files (id) ON DELETE CASCADE,
        seq int NOT NULL,
        data bytea NOT NULL,
        PRIMARY KEY (file_id, seq)
      )`);
    // Documents are mostly compressed already (PDF, JPEG, PNG): no compression attempt per chunk.
    await q.query(`ALTER TABLE file_chunks ALTER COLUMN data SET STORAGE EXTERNAL`);
    await q.query(`ALTER TABLE import_jobs ALTER COLUMN stored_name DROP NOT NULL`);
    await q.query(`ALTER TABLE outbox_events DROP CONSTRAINT IF EXISTS outbox_events_status_check`);
    await q.query(`ALTER TABLE outbox_events ADD CONSTRAINT outbox_events_status_check CHECK (status IN ('pending', 'dispatched', 'failed', 'discarded'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`UPDATE outbox_events SET status = 'failed' WHERE status = 'discarded'`);
    await q.query(`ALTER TABLE outbox_events DROP CONSTRAINT IF EXISTS outbox_events_status_check`);
    await q.query(`ALTER TABLE outbox_events ADD CONSTRAINT outbox_events_status_check CHECK (status IN ('pending', 'dispatched', 'failed'))`);
    await q.query('DROP TABLE file_chunks');
    await q.query('DROP TABLE files');
  }
}
