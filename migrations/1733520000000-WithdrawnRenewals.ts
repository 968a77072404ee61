import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * DECISIONS §10 (due process): a suspension or a revocation withdraws a renewal in flight. The
 * withdrawn cycle keeps its row, stages and approvals as history, with the final status `withdrawn`
 * (docs/TRUST.md "Validity, expiry and renewal"); it is no longer running, so the centre may renew
 * again once the council reinstates it.
 */
export class WithdrawnRenewals1733520000000 implements MigrationInterface {
  name = 'WithdrawnRenewals1733520000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE accreditations DROP CONSTRAINT IF EXISTS accreditations_status_check`);
    await q.query(`ALTER TABLE accreditations ADD CONSTRAINT accreditations_status_check CHECK (status IN ('pending', 'in_progress', 'approved', 'rejected', 'withdrawn'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`UPDATE accreditations SET status = 'rejected' WHERE status = 'withdrawn'`);
    await q.query(`ALTER TABLE accreditations DROP CONSTRAINT IF EXISTS accreditations_status_check`);
    await q.query(`ALTER TABLE accreditations ADD CONSTRAINT accreditations_status_check CHECK (status IN ('pending', 'in_progress', 'approved', 'rejected'))`);
  }
}
