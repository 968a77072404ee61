import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The data protection officer's office (DECISIONS §10, Personal data; docs/PRIVACY.md).
 * - The system role `dpo` holds the four privacy permissions; the super admin holds them without a list.
 * - `privacy_requests`: requests from people without an account. A request is `unconfirmed` until its
 *   emailed one-use link (only its hash is kept) is opened; then its statutory clock runs from
 *   `confirmed_at` in working days (the deadline engine's `working_day_after`). `reminded_at` and
 *   `escalated_at` are set once by `UPDATE ... WHERE ... IS NULL`, so a second sweep (another
 *   instance, a rerun) sends nothing twice. Its history is the audit log's entries about it.
 * - `privacy_breaches`: the breach register, with the 72-hour clock from `discovered_at`.
 */
export class PrivacyOffice1733650000000 implements MigrationInterface {
  name = 'PrivacyOffice1733650000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `INSERT INTO system_roles (role_name, display_name, description, category, is_system, permissions)
       VALUES ('dpo', 'Data Protection Officer', $1, 'system', true, $2)
       ON CONFLICT (role_name) DO UPDATE SET permissions = EXCLUDED.permissions, is_system = true, category = 'system', is_active = true`,
      [
        "Answers people's data requests, keeps the breach register, reads the staff read log and the retention settings",
        ['privacy.requests', 'privacy.breaches', 'privacy.reads', 'privacy.retention'],
      ],
    );
    await q.query(`CREATE SEQUENCE privacy_request_numbers`);
    await q.query(`CREATE TABLE privacy_requests (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        reference text NOT NULL UNIQUE,
        kind text NOT NULL CHECK (kind IN ('access', 'rectification', 'erasure', 'objection')),
        status text NOT NULL DEFAULT 'unconfirmed' CHECK (status IN ('unconfirmed', 'open', 'answered', 'rejected')),
        name text NOT NULL,
        email text NOT NULL,
        language text NOT NULL DEFAULT 'en',
        centre text NOT NULL,
        details text NOT NULL,
        token_hash text UNIQUE,
        token_expires_at timestamptz,
        created_at timestamptz NOT NULL,
        confirmed_at timestamptz,
        due_date date,
        reminded_at timestamptz,
        escalated_at timestamptz,
        closed_at timestamptz,
        closed_by uuid,
        closed_by_email text,
        answer text,
        reasons text,
        version int NOT NULL DEFAULT 1)`);
    await q.query(`CREATE INDEX privacy_requests_open ON privacy_requests (status, due_date)`);
    await q.query(`CREATE SEQUENCE privacy_breach_numbers`);
    await q.query(`CREATE TABLE privacy_breaches (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        reference text NOT NULL UNIQUE,
        discovered_at timestamptz NOT NULL,
        recorded_at timestamptz NOT NULL,
        summary text NOT NULL,
        measures text NOT NULL DEFAULT '',
        categories text[] NOT NULL,
        centre_ids uuid[] NOT NULL DEFAULT '{}',
        notified_at timestamptz,
        centres_emailed_at timestamptz,
        recorded_by uuid,
        recorded_by_email text)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE privacy_breaches');
    await q.query('DROP SEQUENCE privacy_breach_numbers');
    await q.query('DROP TABLE privacy_requests');
    await q.query('DROP SEQUENCE privacy_request_numbers');
    await q.query(`DELETE FROM system_roles WHERE role_name = 'dpo'`);
  }
}
