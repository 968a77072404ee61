import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Deadlines, reminders and escalation (docs/TRUST.md "Deadlines and reminders").
 * - Each configuration version keeps its targets in working days: for the two centre statuses that
 *   wait on the council, for a centre's answer to a query, and (in each stage of `approval_stages`,
 *   `targetDays`) for each accreditation stage; and the margin past a target at which an item is
 *   escalated to the national admins. Existing versions get the defaults.
 * - `public_holidays`: the council's list, kept by super admins; working days skip them and weekends.
 *   `working_days_between` and `working_day_after` are the SQL twins of libs/contracts/src/deadlines.ts
 *   (the lists filter and sort on them); days are Nigerian calendar days (Africa/Lagos, UTC+1).
 * - `centre_notifications`: every reminder and escalation, once: the unique (centre, kind,
 *   occurrence) key with INSERT ... ON CONFLICT DO NOTHING makes a second sweep (another instance, the
 *   worker, a rerun) insert nothing, so nothing in memory decides what was sent. Its delivery state
 *   (queued, sent, failed with the reason) is written by the mail job.
 */
export class Deadlines1733300000000 implements MigrationInterface {
  name = 'Deadlines1733300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE accreditation_configs
      ADD COLUMN pending_review_target_days int NOT NULL DEFAULT 10 CHECK (pending_review_target_days BETWEEN 1 AND 120),
      ADD COLUMN autotest_approval_target_days int NOT NULL DEFAULT 10 CHECK (autotest_approval_target_days BETWEEN 1 AND 120),
      ADD COLUMN query_answer_target_days int NOT NULL DEFAULT 10 CHECK (query_answer_target_days BETWEEN 1 AND 120),
      ADD COLUMN escalation_margin_days int NOT NULL DEFAULT 5 CHECK (escalation_margin_days BETWEEN 1 AND 60)`);
    await q.query(`UPDATE accreditation_configs SET approval_stages = (
        SELECT COALESCE(jsonb_agg(CASE WHEN s ? 'targetDays' THEN s ELSE s || '{"targetDays": 5}'::jsonb END ORDER BY n), '[]'::jsonb)
          FROM jsonb_array_elements(approval_stages) WITH ORDINALITY AS e(s, n))`);

    await q.query(`CREATE TABLE public_holidays (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        day date NOT NULL UNIQUE,
        name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
        created_by uuid,
        created_by_email text,
        created_at timestamptz NOT NULL DEFAULT now())`);
    // Weekdays up to and including a day, counted from Monday 1 January 1900: arithmetic, not a day by
    // day walk, since the lists and the sweep ask it for every waiting centre (100,000 of them in
    // bench/centres.bench.mjs).
    await q.query(`CREATE FUNCTION weekdays_through(d date) RETURNS int LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT ((d - date '1900-01-01') / 7) * 5 + least((d - date '1900-01-01') % 7 + 1, 5)
      $$`);
    // The working days after from_at's day up to and including to_at's day (Nigerian calendar days):
    // weekdays in between less the council's holidays on weekdays in between.
    await q.query(`CREATE FUNCTION working_days_between(from_at timestamptz, to_at timestamptz) RETURNS int LANGUAGE sql STABLE AS $$
        SELECT CASE WHEN x.b <= x.a THEN 0 ELSE weekdays_through(x.b) - weekdays_through(x.a)
                 - (SELECT count(*)::int FROM public_holidays h WHERE h.day > x.a AND h.day <= x.b AND extract(isodow FROM h.day) < 6) END
          FROM (SELECT (from_at AT TIME ZONE 'Africa/Lagos')::date AS a, (to_at AT TIME ZONE 'Africa/Lagos')::date AS b) x
      $$`);
    await q.query(`CREATE FUNCTION working_day_after(from_at timestamptz, n int) RETURNS date LANGUAGE plpgsql STABLE AS $$
        DECLARE d date := (from_at AT TIME ZONE 'Africa/Lagos')::date; left_days int := n;
        BEGIN
          WHILE left_days > 0 LOOP
            d := d + 1;
            IF extract(isodow FROM d) < 6 AND NOT EXISTS (SELECT 1 FROM public_holidays h WHERE h.day = d) THEN left_days := left_days - 1; END IF;
          END LOOP;
          RETURN d;
        END
      $$`);

    await q.query(`CREATE TABLE centre_notifications (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        centre_id uuid NOT NULL REFERENCES centres(id) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN ('expiry_60', 'expiry_30', 'expiry_7', 'expired', 'query_half', 'target_reached', 'escalation')),
        occurrence text NOT NULL,
        template text NOT NULL,
        recipients text[] NOT NULL,
        data jsonb NOT NULL DEFAULT '{}'::jsonb,
        state text NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'sent', 'failed')),
        attempts int NOT NULL DEFAULT 0,
        resends int NOT NULL DEFAULT 0,
        last_error text,
        created_at timestamptz NOT NULL,
        sent_at timestamptz,
        CONSTRAINT centre_notifications_once UNIQUE (centre_id, kind, occurrence))`);
    await q.query(`CREATE INDEX centre_notifications_centre ON centre_notifications (centre_id, created_at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE centre_notifications');
    await q.query('DROP FUNCTION working_day_after(timestamptz, int)');
    await q.query('DROP FUNCTION working_days_between(timestamptz, timestamptz)');
    await q.query('DROP FUNCTION weekdays_through(date)');
    await q.query('DROP TABLE public_holidays');
    await q.query(`UPDATE accreditation_configs SET approval_stages = (
        SELECT COALESCE(jsonb_agg(s - 'targetDays' ORDER BY n), '[]'::jsonb) FROM jsonb_array_elements(approval_stages) WITH ORDINALITY AS e(s, n))`);
    await q.query(`ALTER TABLE accreditation_configs DROP COLUMN escalation_margin_days, DROP COLUMN query_answer_target_days,
      DROP COLUMN autotest_approval_target_days, DROP COLUMN pending_review_target_days`);
  }
}
