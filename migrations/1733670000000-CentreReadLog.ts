import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * DECISIONS §10, Personal data: every staff read of a centre's personal data (its detail, a
 * document, an exported row, its evidence pack) is one compact row: when, which staff account, the
 * role and state of the role entry that allowed it, which centre, what kind. No personal value of
 * the centre is copied here.
 *
 * The table is partitioned by month (declarative range partitioning on `at`, UTC months) so that a
 * month is dropped whole when its retention ends and a search by date reads only its months.
 * `centre_reads_ensure_partition(at)` makes the month of `at` if it is missing; the portal calls it
 * for this month and the next from a periodic job (libs/audit reads/read-log-partitions.ts), and
 * once more when an insert finds no partition (a clock moved far ahead).
 */
export class CentreReadLog1733670000000 implements MigrationInterface {
  name = 'CentreReadLog1733670000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE centre_reads (
        id bigserial NOT NULL,
        at timestamptz NOT NULL,
        user_id uuid NOT NULL,
        role text NOT NULL,
        state text,
        centre_id uuid NOT NULL,
        kind text NOT NULL CHECK (kind IN ('detail', 'document', 'export', 'evidence')),
        PRIMARY KEY (at, id)
      ) PARTITION BY RANGE (at)`);
    await q.query(`CREATE INDEX centre_reads_centre_at ON centre_reads (centre_id, at DESC)`);
    await q.query(`CREATE INDEX centre_reads_user_at ON centre_reads (user_id, at DESC)`);
    await q.query(`
      CREATE FUNCTION centre_reads_ensure_partition(moment timestamptz) RETURNS text LANGUAGE plpgsql AS $$
      DECLARE
        month_start timestamp := date_trunc('month', moment AT TIME ZONE 'UTC');
        partition_name text := 'centre_reads_' || to_char(month_start, 'YYYY_MM');
      BEGIN
        -- Two instances making the same month: the second waits, then finds it.
        PERFORM pg_advisory_xact_lock(hashtext('centre_reads_partitions'));
        IF to_regclass(partition_name) IS NULL THEN
          EXECUTE format('CREATE TABLE %I PARTITION OF centre_reads FOR VALUES FROM (%L) TO (%L)',
            partition_name, month_start AT TIME ZONE 'UTC', (month_start + interval '1 month') AT TIME ZONE 'UTC');
        END IF;
        RETURN partition_name;
      END $$`);
    // This month and the next two, so the portal writes from its first read.
    for (const months of [0, 1, 2]) await q.query(`SELECT centre_reads_ensure_partition(now() + make_interval(months => $1))`, [months]);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS centre_reads`);
    await q.query(`DROP FUNCTION IF EXISTS centre_reads_ensure_partition(timestamptz)`);
  }
}
