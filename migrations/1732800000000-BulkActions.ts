import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Bulk decisions run on the server: one job per request, its centres frozen at request
 * time as items. An item's outcome is written in the same transaction as the centre's transition,
 * its history entry and its email event, so a job run again after a crash skips what is done.
 */
export class BulkActions1732800000000 implements MigrationInterface {
  name = 'BulkActions1732800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE bulk_action_jobs (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        created_by uuid NOT NULL,
        action text NOT NULL CHECK (action IN ('approve', 'approve-autotest', 'reject', 'query')),
        text text,
        state text NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'active', 'completed', 'failed')),
        total int NOT NULL DEFAULT 0,
        succeeded int NOT NULL DEFAULT 0,
        failed int NOT NULL DEFAULT 0,
        progress int NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        started_at timestamptz,
        finished_at timestamptz
      )`);
    await q.query(`CREATE INDEX bulk_action_jobs_created_by ON bulk_action_jobs (created_by, created_at DESC)`);
    await q.query(`
      CREATE TABLE bulk_action_items (
        job_id uuid NOT NULL REFERENCES bulk_action_jobs (id) ON DELETE CASCADE,
        seq int NOT NULL,
        centre_id uuid NOT NULL,
        reference text,
        centre_name text,
        -- The version the decision is based on (If-Match for each centre): the one the admin saw, or
        -- the one at request time; a centre changed since is refused, not overwritten.
        expected_version int,
        outcome text CHECK (outcome IN ('succeeded', 'failed')),
        from_status text,
        to_status text,
        http_status int,
        message text,
        PRIMARY KEY (job_id, seq)
      )`);
    await q.query(`CREATE INDEX bulk_action_items_open ON bulk_action_items (job_id, seq) WHERE outcome IS NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE bulk_action_items');
    await q.query('DROP TABLE bulk_action_jobs');
  }
}
