import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The due-process report (docs/REPORTS.md "Due process") counts appeals lodged and decided, and
 * sanctions decided, in a period: each a range on one timestamp, answered by these indexes instead of
 * a scan of tables that grow with the centres (a rejection is a decision too). Open appeals already
 * have theirs (centre_appeals_open).
 */
export class DueProcessReportIndexes1733700500000 implements MigrationInterface {
  name = 'DueProcessReportIndexes1733700500000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX IF NOT EXISTS centre_appeals_lodged_at ON centre_appeals (created_at)`);
    await q.query(`CREATE INDEX IF NOT EXISTS centre_appeals_decided_at ON centre_appeals (decided_at) WHERE decided_at IS NOT NULL`);
    await q.query(`CREATE INDEX IF NOT EXISTS centre_decisions_sanctions_at ON centre_decisions (at) WHERE kind IN ('warning', 'suspension', 'revocation', 'delisting')`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS centre_decisions_sanctions_at`);
    await q.query(`DROP INDEX IF EXISTS centre_appeals_decided_at`);
    await q.query(`DROP INDEX IF EXISTS centre_appeals_lodged_at`);
  }
}
