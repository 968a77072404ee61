import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The audit log (DECISIONS §8): one append-only table of every change, chained by an HMAC whose key is
 * not in the database; audit_head holds the chain's tip, locked by each appending transaction just
 * before it commits, so parallel appends form one chain. Roles gain a permission list, and the
 * read-only system role `auditor` is seeded. Existing centre history rows are queued for the app to
 * take into the log at its next start (it holds the key; SQL does not).
 */
export class AuditLog1732500000000 implements MigrationInterface {
  name = 'AuditLog1732500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE audit_events (
        id bigint PRIMARY KEY,
        at timestamptz NOT NULL,
        actor_type text NOT NULL,
        actor_id uuid,
        actor_email text,
        actor_name text,
        action text NOT NULL,
        target_type text,
        target_id text,
        centre_id uuid,
        state text,
        changes jsonb,
        data jsonb,
        history_id uuid UNIQUE,
        request_id text,
        ip text,
        prev_hash text,
        hash text NOT NULL
      )`);
    // One index per filter, each ending in id so a filtered page is a keyset walk.
    await q.query(`CREATE INDEX audit_events_actor ON audit_events (actor_id, id DESC) WHERE actor_id IS NOT NULL`);
    await q.query(`CREATE INDEX audit_events_actor_email ON audit_events (lower(actor_email), id DESC) WHERE actor_email IS NOT NULL`);
    await q.query(`CREATE INDEX audit_events_action ON audit_events (action, id DESC)`);
    await q.query(`CREATE INDEX audit_events_centre ON audit_events (centre_id, id DESC) WHERE centre_id IS NOT NULL`);
    await q.query(`CREATE INDEX audit_events_state ON audit_events (state, id DESC) WHERE state IS NOT NULL`);
    await q.query(`CREATE INDEX audit_events_at ON audit_events (at)`);
    await q.query(`
      CREATE FUNCTION audit_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'audit_events is append-only';
      END $$`);
    await q.query(`
      CREATE TRIGGER audit_events_no_update BEFORE UPDATE OR DELETE ON audit_events
      FOR EACH ROW EXECUTE FUNCTION audit_events_append_only()`);
    await q.query(`
      CREATE TRIGGER audit_events_no_truncate BEFORE TRUNCATE ON audit_events
      FOR EACH STATEMENT EXECUTE FUNCTION audit_events_append_only()`);
    await q.query(`
      CREATE TABLE audit_head (
        id smallint PRIMARY KEY CHECK (id = 1),
        seq bigint NOT NULL,
        hash text
      )`);
    await q.query(`INSERT INTO audit_head (id, seq, hash) VALUES (1, 0, NULL)`);
    await q.query(`CREATE TABLE audit_history_backfill (history_id uuid PRIMARY KEY)`);
    await q.query(`INSERT INTO audit_history_backfill (history_id) SELECT id FROM centre_actions`);

    await q.query(`ALTER TABLE system_roles ADD COLUMN permissions text[]`);
    await q.query(
      `INSERT INTO system_roles (role_name, display_name, description, category, is_system, permissions)
       VALUES ('auditor', 'Auditor', 'Reads everything in its scope, including the audit log; changes nothing', 'system', true, $1)
       ON CONFLICT (role_name) DO UPDATE SET permissions = EXCLUDED.permissions, is_system = true, category = 'system', is_active = true`,
      [['centres.read', 'centres.export', 'accreditation.read', 'reports.read', 'roles.read', 'users.read', 'audit.read', 'audit.export']],
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM system_roles WHERE role_name = 'auditor'`);
    await q.query(`ALTER TABLE system_roles DROP COLUMN permissions`);
    await q.query('DROP TABLE audit_history_backfill');
    await q.query('DROP TABLE audit_head');
    await q.query('DROP TABLE audit_events');
    await q.query('DROP FUNCTION audit_events_append_only');
  }
}
