import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * DECISIONS §10 "Letters anyone can check": each letter carries a signed credential (its QR text)
 * and a random index in the status list; the public keys that signed letters are published while
 * those letters are valid (docs/LETTERS.md).
 */
export class LetterCredentials1733690000100 implements MigrationInterface {
  name = 'LetterCredentials1733690000100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE accreditations ADD COLUMN letter_status_index integer NULL UNIQUE CHECK (letter_status_index >= 0)`);
    await q.query(`ALTER TABLE accreditations ADD COLUMN letter_credential text NULL`);
    await q.query(`ALTER TABLE accreditations ADD COLUMN letter_key_id text NULL`);
    await q.query(`
      CREATE TABLE letter_signing_keys (
        kid text PRIMARY KEY,
        public_jwk jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        retired_at timestamptz NULL,
        signed_until timestamptz NULL
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS letter_signing_keys`);
    await q.query(`ALTER TABLE accreditations DROP COLUMN IF EXISTS letter_key_id, DROP COLUMN IF EXISTS letter_credential, DROP COLUMN IF EXISTS letter_status_index`);
  }
}
