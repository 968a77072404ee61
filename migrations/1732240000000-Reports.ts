import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The reports' read model (docs/REPORTS.md), written only by the aggregation jobs:
 * - report_centre_facts: one row per centre, what the reports need of it;
 * - report_daily: counters per Africa/Lagos calendar day and state;
 * - report_state_snapshot: the current picture per state, summed from the facts.
 * A centre without a state is kept under the state '' (a key cannot be null).
 */
export class Reports1732240000000 implements MigrationInterface {
  name = 'Reports1732240000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE report_centre_facts (
        centre_id uuid PRIMARY KEY,
        state text NOT NULL,
        status text NOT NULL,
        created_at timestamptz NOT NULL,
        created_day date NOT NULL,
        is_registration_complete boolean NOT NULL,
        centre_capacity int,
        expected_candidates int,
        autotest_expected int,
        autotest_realized int,
        doc_types int NOT NULL DEFAULT 0,
        first_decision_at timestamptz,
        first_decision_day date,
        first_decision_days numeric(12, 4),
        accreditation_status text,
        refreshed_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX report_centre_facts_state ON report_centre_facts (state)`);
    await q.query(`CREATE INDEX report_centre_facts_created ON report_centre_facts (created_day, state)`);
    await q.query(`
      CREATE TABLE report_daily (
        day date NOT NULL,
        state text NOT NULL,
        registrations int NOT NULL DEFAULT 0,
        registrations_completed int NOT NULL DEFAULT 0,
        registration_approvals int NOT NULL DEFAULT 0,
        autotest_approvals int NOT NULL DEFAULT 0,
        rejections int NOT NULL DEFAULT 0,
        queries int NOT NULL DEFAULT 0,
        resets int NOT NULL DEFAULT 0,
        completions int NOT NULL DEFAULT 0,
        documents_uploaded int NOT NULL DEFAULT 0,
        first_decisions int NOT NULL DEFAULT 0,
        first_decision_days numeric(14, 4) NOT NULL DEFAULT 0,
        accreditations_approved int NOT NULL DEFAULT 0,
        accreditations_rejected int NOT NULL DEFAULT 0,
        PRIMARY KEY (day, state)
      )`);
    await q.query(`CREATE INDEX report_daily_state_day ON report_daily (state, day)`);
    await q.query(`
      CREATE TABLE report_state_snapshot (
        state text PRIMARY KEY,
        total int NOT NULL,
        pending int NOT NULL,
        registration_approved int NOT NULL,
        autotest_approved int NOT NULL,
        rejected int NOT NULL,
        query int NOT NULL,
        registration_complete int NOT NULL,
        total_capacity bigint NOT NULL,
        capacity_centres int NOT NULL,
        expected_candidates bigint NOT NULL,
        autotested_centres int NOT NULL,
        autotest_expected bigint NOT NULL,
        autotest_realized bigint NOT NULL,
        performance_good int NOT NULL,
        performance_fair int NOT NULL,
        performance_poor int NOT NULL,
        doc_eligible int NOT NULL,
        doc_compliant int NOT NULL,
        doc_missing int NOT NULL,
        doc_application_letter int NOT NULL,
        doc_rc_document int NOT NULL,
        doc_gps_picture int NOT NULL,
        doc_centre_picture int NOT NULL,
        refreshed_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE report_state_snapshot');
    await q.query('DROP TABLE report_daily');
    await q.query('DROP TABLE report_centre_facts');
  }
}
