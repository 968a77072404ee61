import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { addWorkingDays, workingDaysBetween } from '#contracts';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * The lists and the reminder sweep count working days in SQL (migration 1733300000000-Deadlines);
 * the console, the mails and the tests count them in libs/contracts/src/deadlines.ts. The two must
 * agree on every pair of instants, weekends and the council's holidays included.
 */
describe('working days in PostgreSQL agree with the shared arithmetic', () => {
  let app: TestApp;
  const holidays = ['2026-01-01', '2026-04-03', '2026-04-06', '2026-05-01', '2026-06-12', '2026-10-01', '2026-12-25', '2026-12-26', '2027-01-01'];

  beforeAll(async () => {
    app = await startTestApp();
    for (const day of holidays) await app.db!.query(`INSERT INTO public_holidays (day, name) VALUES ($1, 'Test holiday')`, [day]);
  }, 90_000);
  afterAll(async () => {
    await app?.close();
  });

  it('counts the working days between any two instants and finds the n-th working day after one', async () => {
    const set = new Set(holidays);
    const instant = fc.date({ min: new Date('2025-11-01T00:00:00Z'), max: new Date('2027-03-01T00:00:00Z'), noInvalidDate: true });
    await fc.assert(
      fc.asyncProperty(instant, instant, fc.integer({ min: 0, max: 60 }), async (from, to, n) => {
        const { rows } = await app.db!.query('SELECT working_days_between($1, $2) AS between, working_day_after($1, $3)::text AS after', [from, to, n]);
        expect({ from, to, between: rows[0].between }).toEqual({ from, to, between: workingDaysBetween(from, to, set) });
        expect({ from, n, after: rows[0].after }).toEqual({ from, n, after: addWorkingDays(from, n, set) });
      }),
      { numRuns: 400, seed: 20261127 },
    );
  });
});
