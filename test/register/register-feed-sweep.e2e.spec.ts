import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { waitUntil } from '../faults/fault-helpers.js';
import { accreditedCentre } from '../support/accreditation-factories.js';
import { superAdminToken } from '../support/factories.js';
import { accreditationCall } from '../support/lifecycle-api.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * DECISIONS §10: a decision shows in the feed within 60 s, even when nobody reads the feed meanwhile
 * (the reads' own catch-up is not enough after a long quiet period). The catch-up sweep here runs every
 * second; nothing in this test reads a public register route until the sweep has done its work.
 */
describe('the register feed catch-up sweep (register.feed_catch_up)', () => {
  let app: TestApp;
  let token: string;
  const feedRow = async (centreId: string) =>
    ((await app.db!.query(`SELECT state, modified::text AS modified FROM register_feed WHERE centre_id = $1`, [centreId])).rows[0] ?? null) as { state: string; modified: string } | null;
  const pending = async (centreId: string) => Number((await app.db!.query(`SELECT count(*)::int AS n FROM register_feed_changes WHERE centre_id = $1`, [centreId])).rows[0].n);

  beforeAll(async () => {
    app = await startTestApp({ env: { REGISTER_FEED_SWEEP_MS: '1000', RATE_LIMIT_FACTOR: '1000' } });
    token = await superAdminToken(app);
  }, 120_000);
  afterAll(async () => {
    await app?.close();
  });

  it('writes a decision into the feed without anyone reading it, then the feed serves it with nothing left to catch up', async () => {
    const { centre } = await accreditedCentre(app, { state: 'Lagos', centreName: 'Sweep Ikeja Hub' });
    const listed = await waitUntil('the accreditation materialised by the sweep', async () => {
      const row = await feedRow(centre.id);
      return row?.state === 'updated' && (await pending(centre.id)) === 0 ? row : null;
    }, 30_000, 200);

    expect((await accreditationCall(app, token, centre.id, 'revoke')).status).toBe(200);
    const withdrawn = await waitUntil('the revocation materialised by the sweep', async () => {
      const row = await feedRow(centre.id);
      return row?.state === 'deleted' && (await pending(centre.id)) === 0 ? row : null;
    }, 30_000, 200);
    expect(BigInt(withdrawn.modified)).toBeGreaterThan(BigInt(listed.modified));

    // The first read finds the item already written: its stamp is the sweep's, not one made by this read.
    const page = await app.request('GET', '/api/public/register/feed');
    expect(page.status).toBe(200);
    const item = (page.body.items as Array<Record<string, any>>).find((i) => i.id === centre.id);
    expect(item).toMatchObject({ state: 'deleted', modified: Number(withdrawn.modified) });
    expect(item!.data).toBeUndefined();
  }, 120_000);

  it('is listed on the Jobs page with the counts of its last run', async () => {
    const row = await waitUntil('a finished run', async () => {
      const res = await app.request('GET', '/api/admin/jobs/schedules', { token });
      const sweep = (res.body.data as Array<Record<string, any>>).find((s) => s.id === 'register.feed_catch_up');
      return sweep?.outcome === 'ok' && !sweep.running ? sweep : null;
    }, 30_000, 200);
    expect(row).toMatchObject({ everyMs: 1000, message: expect.stringMatching(/^published: \d+, withdrawn: \d+$/) });
  });
});
