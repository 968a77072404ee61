import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * working_day_after (migration 1733300000000-Deadlines) counted days one at a time, with a holiday
 * look-up for each: the centre list's deadline column calls it once a row, and on a page of 1,000
 * centres it was most of the statement's time (docs/PERFORMANCE.md, the console). The same answer,
 * by whole weeks: the n-th weekday after the day by arithmetic, then as many more as there were
 * holidays on weekdays in between, until a step passes none (one holiday look-up in the usual case).
 * test/lifecycle/working-days-sql.e2e.spec.ts holds it equal to addWorkingDays (libs/contracts).
 */
export class WorkingDayAfterByWeeks1733690000050 implements MigrationInterface {
  name = 'WorkingDayAfterByWeeks1733690000050';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE OR REPLACE FUNCTION working_day_after(from_at timestamptz, n int) RETURNS date LANGUAGE plpgsql STABLE AS $$
        DECLARE d date := (from_at AT TIME ZONE 'Africa/Lagos')::date; left_days int := n; x date; dow int; r int; skipped int;
        BEGIN
          IF left_days <= 0 THEN RETURN d; END IF;
          LOOP
            -- The weekdays after a Saturday or a Sunday are those after the Friday before it.
            dow := extract(isodow FROM d)::int;
            IF dow > 5 THEN d := d - (dow - 5); dow := 5; END IF;
            -- The left_days-th weekday after d: whole weeks, then the rest, over a weekend if it crosses one.
            r := left_days % 5;
            x := d + (left_days / 5) * 7 + r + CASE WHEN r > 0 AND dow + r > 5 THEN 2 ELSE 0 END;
            SELECT count(*)::int INTO skipped FROM public_holidays h WHERE h.day > d AND h.day <= x AND extract(isodow FROM h.day) < 6;
            IF skipped = 0 THEN RETURN x; END IF;
            d := x;
            left_days := skipped;
          END LOOP;
        END
      $$`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`CREATE OR REPLACE FUNCTION working_day_after(from_at timestamptz, n int) RETURNS date LANGUAGE plpgsql STABLE AS $$
        DECLARE d date := (from_at AT TIME ZONE 'Africa/Lagos')::date; left_days int := n;
        BEGIN
          WHILE left_days > 0 LOOP
            d := d + 1;
            IF extract(isodow FROM d) < 6 AND NOT EXISTS (SELECT 1 FROM public_holidays h WHERE h.day = d) THEN left_days := left_days - 1; END IF;
          END LOOP;
          RETURN d;
        END
      $$`);
  }
}
