import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A CSV import is counted as an import, its own daily figure, not as an approval or a decision
 * (docs/REPORTS.md): imported centres start approved, but nobody reviewed them. The next rebuild
 * (at start) fills the column from the history.
 */
export class ReportImports1733500000600 implements MigrationInterface {
  name = 'ReportImports1733500000600';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE report_daily ADD COLUMN IF NOT EXISTS imports int NOT NULL DEFAULT 0`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE report_daily DROP COLUMN IF EXISTS imports`);
  }
}
