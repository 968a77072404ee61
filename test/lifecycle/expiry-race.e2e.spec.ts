import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { accreditedCentre } from '../support/accreditation-factories.js';
import { passTime } from '../support/lifecycle-api.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * A sweep that returns has expired every accreditation due, even one another sweep (another
 * instance's, or the job scheduler's) held at that moment: it waits for the row rather than skipping
 * it. Found by the lifecycle model: after time passed, a centre still showed accredited for a moment
 * because the test clock's sweep had skipped the row the scheduled sweep was holding.
 */
describe('expiry while another sweep holds the row', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ env: { TEST_CLOCK: '1' } });
  }, 90_000);
  afterAll(async () => {
    await app?.close();
  });

  it('expires the accreditation before the clock answers, once the other holder lets go', async () => {
    const { accreditation } = await accreditedCentre(app);
    const holder = await app.db!.connect();
    try {
      await holder.query('BEGIN');
      await holder.query('SELECT 1 FROM accreditations WHERE id = $1 FOR UPDATE', [accreditation.id]);
      const moved = passTime(app, 400);
      await new Promise((r) => setTimeout(r, 1000));
      await holder.query('COMMIT');
      await moved;
    } finally {
      holder.release();
    }
    const { rows } = await app.db!.query('SELECT standing FROM accreditations WHERE id = $1', [accreditation.id]);
    expect(rows[0].standing).toBe('expired');
    const { rows: entries } = await app.db!.query(`SELECT count(*)::int AS n FROM centre_actions WHERE action = 'accreditation_expired' AND data->>'accreditationId' = $1`, [accreditation.id]);
    expect(entries[0].n).toBe(1);
  }, 60_000);
});
