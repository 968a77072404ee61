import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * DECISIONS §10 (Screens): a staff account created without a password is an invitation; the emailed
 * one-use link (72 hours) is a row of password_reset_tokens with purpose 'invitation', so whatever
 * voids a reset link (a password set, a deletion, a deactivation) voids it too.
 */
export class StaffInvitations1733620000000 implements MigrationInterface {
  name = 'StaffInvitations1733620000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE password_reset_tokens ADD COLUMN purpose text NOT NULL DEFAULT 'reset' CHECK (purpose IN ('reset', 'invitation'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM password_reset_tokens WHERE purpose = 'invitation'`);
    await q.query(`ALTER TABLE password_reset_tokens DROP COLUMN purpose`);
  }
}
