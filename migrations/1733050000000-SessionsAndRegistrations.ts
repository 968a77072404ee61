import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Sign-out and confirmed registrations (DECISIONS §9, docs/SECURITY.md, red-team pass 2):
 * - centres get a token version, like users: a centre token carries it, and a centre's logout or a
 *   change of its admin email moves it on, ending every earlier token of that centre;
 * - an email change ends every earlier token of a user or a centre by trigger, so every way of
 *   changing it (an admin's edit, an approved change request, a future screen) does;
 * - a self-registration waits in pending_registrations until its emailed link is opened: only then
 *   is the account made, so nobody can hold an address they cannot read.
 */
export class SessionsAndRegistrations1733050000000 implements MigrationInterface {
  name = 'SessionsAndRegistrations1733050000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE centres ADD COLUMN token_version int NOT NULL DEFAULT 0`);
    await q.query(`
      CREATE FUNCTION end_sessions_on_email_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.token_version := GREATEST(NEW.token_version, OLD.token_version + 1);
        RETURN NEW;
      END $$`);
    await q.query(`
      CREATE TRIGGER centres_email_ends_sessions BEFORE UPDATE OF admin_email ON centres
        FOR EACH ROW WHEN (lower(OLD.admin_email) IS DISTINCT FROM lower(NEW.admin_email)) EXECUTE FUNCTION end_sessions_on_email_change()`);
    await q.query(`
      CREATE TRIGGER users_email_ends_sessions BEFORE UPDATE OF email ON users
        FOR EACH ROW WHEN (OLD.email IS DISTINCT FROM NEW.email) EXECUTE FUNCTION end_sessions_on_email_change()`);
    await q.query(`
      CREATE TABLE pending_registrations (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email text NOT NULL UNIQUE,
        first_name text NOT NULL,
        last_name text NOT NULL,
        gender text,
        password_hash text NOT NULL,
        token_hash text NOT NULL UNIQUE,
        expires_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE pending_registrations');
    await q.query('DROP TRIGGER users_email_ends_sessions ON users');
    await q.query('DROP TRIGGER centres_email_ends_sessions ON centres');
    await q.query('DROP FUNCTION end_sessions_on_email_change()');
    await q.query('ALTER TABLE centres DROP COLUMN token_version');
  }
}
