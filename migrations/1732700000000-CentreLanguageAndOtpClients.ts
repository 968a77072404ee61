import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The centre's language (its emails are written in it), and the client
 * each code was sent to. Send limits count per (centre, client) so a stranger elsewhere cannot use
 * up the owner's codes; a code counts wrong tries from its own client and from everyone else
 * separately, so a stranger's guesses cannot void the code the owner is typing (docs/SECURITY.md,
 * red-team pass 1, row 3).
 */
export class CentreLanguageAndOtpClients1732700000000 implements MigrationInterface {
  name = 'CentreLanguageAndOtpClients1732700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE centres ADD COLUMN language text NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'ha', 'yo', 'ig'))`);
    await q.query(`ALTER TABLE centre_otps ADD COLUMN client_key text NOT NULL DEFAULT ''`);
    await q.query(`ALTER TABLE centre_otps ADD COLUMN foreign_wrong_attempts int NOT NULL DEFAULT 0`);
    await q.query(`CREATE INDEX centre_otps_centre_client ON centre_otps (centre_id, client_key, created_at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX centre_otps_centre_client`);
    await q.query(`ALTER TABLE centre_otps DROP COLUMN foreign_wrong_attempts`);
    await q.query(`ALTER TABLE centre_otps DROP COLUMN client_key`);
    await q.query(`ALTER TABLE centres DROP COLUMN language`);
  }
}
