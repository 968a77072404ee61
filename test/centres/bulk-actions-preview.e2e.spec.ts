import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { BULK_MSG, CENTRE_STATUS_LABELS, MSG } from '#contracts';
import { scalar, waitUntil } from '../faults/fault-helpers.js';
import { seedCentre, type CreatedCentre } from '../support/centre-factories.js';
import { createAdmin, roles, type CreatedAdmin } from '../support/factories.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/** Everything a bulk decision could write or send: none of it may move during a dry run. */
async function footprint(app: TestApp) {
  return {
    jobs: await scalar(app, 'SELECT count(*) FROM bulk_action_jobs'),
    items: await scalar(app, 'SELECT count(*) FROM bulk_action_items'),
    outbox: await scalar(app, 'SELECT count(*) FROM outbox_events'),
    history: await scalar(app, 'SELECT count(*) FROM centre_actions'),
    versions: (await app.db!.query('SELECT id, status, version FROM centres ORDER BY id')).rows,
    mails: app.mail.messages.length,
  };
}

describe('a bulk decision shows what will fail before it runs (dryRun)', () => {
  let app: TestApp;
  let national: CreatedAdmin;
  let lagosAdmin: CreatedAdmin;
  const bulk = (token: string, body: unknown) => app.request('POST', '/api/admin/schools/bulk-actions', { token, body });

  beforeAll(async () => {
    app = await startTestApp();
    national = await createAdmin(app, { roles: roles.national() });
    lagosAdmin = await createAdmin(app, { roles: roles.state(['Lagos']) });
  }, 120000);
  afterAll(async () => {
    await app?.close();
  });

  it('answers each centre’s would-be outcome with the run’s own reasons, changing, queuing and sending nothing; the run then does exactly that', async () => {
    const pending: CreatedCentre[] = [await seedCentre(app, { status: 'pending' }), await seedCentre(app, { status: 'pending' })];
    const rejected = await seedCentre(app, { status: 'rejected' });
    const kano = await seedCentre(app, { status: 'pending', state: 'Kano', localGovernment: 'Fagge' });
    const missing = randomUUID();
    const ids = [pending[0]!.id, rejected.id, pending[1]!.id, kano.id, missing];
    await new Promise((r) => setTimeout(r, 300));
    const before = await footprint(app);

    const preview = await bulk(lagosAdmin.token!, { action: 'approve', ids, dryRun: true });
    expect(preview.status).toBe(200);
    expect(preview.body.data).toMatchObject({ dryRun: true, action: 'approve', total: 5, succeeded: 2, failed: 3 });
    expect(preview.body.data.items.map((i: any) => [i.centreId, i.outcome, i.status, i.message, i.toStatus])).toEqual([
      [pending[0]!.id, 'succeeded', null, null, 'registration_approved'],
      [rejected.id, 'failed', 409, MSG.transitionNotAllowed('approve for registration', CENTRE_STATUS_LABELS.rejected), null],
      [pending[1]!.id, 'succeeded', null, null, 'registration_approved'],
      // Outside the caller's states: the run calls it not found, so the preview does too.
      [kano.id, 'failed', 404, MSG.centreNotFound, null],
      [missing, 'failed', 404, MSG.centreNotFound, null],
    ]);
    expect(preview.body.data.items[0]).toMatchObject({ reference: pending[0]!.reference, centreName: pending[0]!.centreName, fromStatus: 'pending' });
    await new Promise((r) => setTimeout(r, 300));
    expect(await footprint(app)).toEqual(before);

    const run = await bulk(lagosAdmin.token!, { action: 'approve', ids });
    expect(run.status).toBe(202);
    const jobId = run.body.data.jobId;
    await waitUntil('bulk job', async () => {
      const res = await app.request('GET', `/api/admin/bulk-actions/${jobId}`, { token: lagosAdmin.token! });
      return res.body.data.state === 'completed' ? res.body.data : null;
    }, 60000, 100);
    const items = await app.request('GET', `/api/admin/bulk-actions/${jobId}/items?range=${encodeURIComponent('[0,99]')}`, { token: lagosAdmin.token! });
    // Preview and run agree centre by centre: outcome, HTTP status, message, status after.
    expect(items.body.data.map((i: any) => [i.centreId, i.outcome, i.status, i.message, i.toStatus])).toEqual(
      preview.body.data.items.map((i: any) => [i.centreId, i.outcome, i.status, i.message, i.toStatus]),
    );
  });

  it('previews every centre matching a filter, and refuses what the run refuses', async () => {
    const epe = [await seedCentre(app, { status: 'query', localGovernment: 'Epe' }), await seedCentre(app, { status: 'rejected', localGovernment: 'Epe' })];
    const res = await bulk(national.token!, { action: 'reject', filter: { search: epe[0]!.centreName }, rejectionReason: 'Duplicate', dryRun: true });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ total: 1, succeeded: 1, failed: 0 });
    expect(res.body.data.items[0]).toMatchObject({ centreId: epe[0]!.id, outcome: 'succeeded', toStatus: 'rejected' });

    expect((await bulk(national.token!, { action: 'reject', ids: [epe[0]!.id], dryRun: true })).body.errors).toEqual([{ path: 'rejectionReason', msg: MSG.reasonRequired('Rejection reason') }]);
    const notBoolean = await bulk(national.token!, { action: 'approve', ids: [epe[0]!.id], dryRun: 'yes' });
    expect(notBoolean.status).toBe(400);
    expect(notBoolean.body.errors).toEqual([{ path: 'dryRun', msg: BULK_MSG.bulkDryRunInvalid }]);
    const nothing = await bulk(national.token!, { action: 'approve', filter: { search: 'no centre is called this' }, dryRun: true });
    expect(nothing.status).toBe(400);
    expect(nothing.body.errors).toEqual([{ path: 'filter', msg: BULK_MSG.bulkNothingMatches }]);
    const stateAdmin = await bulk(lagosAdmin.token!, { action: 'approve-autotest', ids: [epe[0]!.id], dryRun: true });
    expect(stateAdmin.status).toBe(403);
    expect(stateAdmin.body.message).toBe(MSG.onlyNationalApproveAutotest);
  });
});
