import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Signed checkpoints of the audit chain in the database (docs/SECURITY.md "Audit verification from
 * checkpoints"): after a verification finds the chain intact up to entry `entries`, its hash there and
 * the time are signed with the audit key and kept here, shared by every instance, and copied outside
 * the database (DECISIONS §9). The next verification starts from the newest one and walks only the
 * entries after it. One checkpoint per entry count: two instances verifying the same tip keep one.
 */
export class AuditCheckpointTable1733695000000 implements MigrationInterface {
  name = 'AuditCheckpointTable1733695000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE audit_checkpoints (
        entries bigint PRIMARY KEY CHECK (entries > 0),
        head text NOT NULL,
        at timestamptz NOT NULL,
        sig text NOT NULL,
        full_walk boolean NOT NULL
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE audit_checkpoints');
  }
}
