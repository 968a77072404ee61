import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Deleting a user hides the account instead of removing the row, so action histories and
 * accreditation approvals that name the user keep pointing at someone. The email becomes free
 * again for a new account: uniqueness now holds among live users only.
 */
export class IdentityUserDeletion1732210000000 implements MigrationInterface {
  name = 'IdentityUserDeletion1732210000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users ADD COLUMN deleted_at timestamptz`);
    await q.query(`ALTER TABLE users DROP CONSTRAINT users_email_key`);
    await q.query(`CREATE UNIQUE INDEX users_email_live ON users (email) WHERE deleted_at IS NULL`);
    await q.query(`DROP INDEX users_created_at`);
    await q.query(`CREATE INDEX users_live_created_at ON users (created_at DESC, id DESC) WHERE deleted_at IS NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX users_live_created_at`);
    await q.query(`CREATE INDEX users_created_at ON users (created_at DESC, id)`);
    await q.query(`DROP INDEX users_email_live`);
    await q.query(`DELETE FROM users WHERE deleted_at IS NOT NULL`);
    await q.query(`ALTER TABLE users ADD CONSTRAINT users_email_key UNIQUE (email)`);
    await q.query(`ALTER TABLE users DROP COLUMN deleted_at`);
  }
}
