import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The audit log's most common combined filter, an act in a state ("rejections in Lagos"), walks one
 * index instead of intersecting the action and state indexes: its page and its exact total then read
 * only the matching entries (an index-only count once autovacuum has marked the pages all-visible).
 */
export class AuditStateActionIndex1732900000000 implements MigrationInterface {
  name = 'AuditStateActionIndex1732900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX IF NOT EXISTS audit_events_state_action ON audit_events (state, action, id DESC) WHERE state IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS audit_events_state_action`);
  }
}
