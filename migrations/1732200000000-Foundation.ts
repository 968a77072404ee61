import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Platform tables (outbox, completed jobs) and identity (users, roles, reset tokens). PostgreSQL 15. */
export class Foundation1732200000000 implements MigrationInterface {
  name = 'Foundation1732200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE outbox_events (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        type text NOT NULL,
        payload jsonb NOT NULL,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'dispatched', 'failed')),
        attempts int NOT NULL DEFAULT 0,
        available_at timestamptz NOT NULL DEFAULT now(),
        locked_until timestamptz,
        dispatched_at timestamptz,
        last_error text,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX outbox_events_due ON outbox_events (available_at, created_at) WHERE status = 'pending'`);
    await q.query(`CREATE INDEX outbox_events_type ON outbox_events (type, created_at)`);
    await q.query(`
      CREATE TABLE completed_jobs (
        job_id text PRIMARY KEY,
        job_name text NOT NULL,
        completed_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE users (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        first_name text NOT NULL,
        last_name text NOT NULL,
        email text NOT NULL UNIQUE CHECK (email = lower(email)),
        gender text CHECK (gender IN ('MALE', 'FEMALE')),
        password_hash text NOT NULL,
        roles jsonb NOT NULL DEFAULT '[]'::jsonb,
        should_reset_password boolean NOT NULL DEFAULT false,
        is_active boolean NOT NULL DEFAULT true,
        token_version int NOT NULL DEFAULT 0,
        last_login_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        version int NOT NULL DEFAULT 1
      )`);
    await q.query(`CREATE INDEX users_created_at ON users (created_at DESC, id)`);
    await q.query(`CREATE INDEX users_roles ON users USING gin (roles jsonb_path_ops)`);
    await q.query(`
      CREATE TABLE system_roles (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        role_name text NOT NULL UNIQUE CHECK (role_name ~ '^[a-z0-9_-]+$'),
        display_name text NOT NULL,
        description text NOT NULL,
        category text NOT NULL CHECK (category IN ('admin', 'management', 'technical', 'specialized', 'system')),
        is_system boolean NOT NULL DEFAULT false,
        is_active boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      INSERT INTO system_roles (role_name, display_name, description, category, is_system) VALUES
        ('superadmin', 'Super Administrator', 'Full access: users, roles and the accreditation configuration', 'system', true),
        ('admin', 'Administrator', 'Reviews centre applications within the assigned level and states', 'admin', true)`);
    await q.query(`
      CREATE TABLE password_reset_tokens (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        token_hash text NOT NULL UNIQUE,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX password_reset_tokens_user ON password_reset_tokens (user_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE password_reset_tokens');
    await q.query('DROP TABLE system_roles');
    await q.query('DROP TABLE users');
    await q.query('DROP TABLE completed_jobs');
    await q.query('DROP TABLE outbox_events');
  }
}
