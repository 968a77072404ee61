import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { initialise, passedAutotestCentre, saveConfig, stageInput } from '../support/accreditation-factories.js';
import { createAdmin, roles, superAdminToken } from '../support/factories.js';
import { recordPassingVisit } from '../support/inspection-factories.js';
import { clockNow, passTime } from '../support/lifecycle-api.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * Visits keep the portal's one clock (TEST_CLOCK moves it): the visit date is checked against the
 * portal's today, and a visit's submission time is compared with the accreditation's start on the
 * same clock, so a stage waiting for a visit opens once one is submitted, whatever the date.
 * Found while adding visits to the lifecycle model: after time passed, a visit could not be
 * scheduled for the clock's today, and a submitted visit never opened the stage.
 */
describe('inspection visits on the portal clock', () => {
  let app: TestApp;
  let su: string;

  beforeAll(async () => {
    app = await startTestApp({ env: { TEST_CLOCK: '1' } });
    su = await superAdminToken(app);
    await saveConfig(app, [stageInput(1, { stageName: 'Site inspection', requiresInspection: true })]);
  }, 120_000);
  afterAll(async () => {
    await app?.close();
  });

  it('schedules on the clock’s today and opens the gated stage with a visit submitted 400 days on', async () => {
    const now = await passTime(app, 400);
    expect(now.getTime() - Date.now()).toBeGreaterThan(399 * 86_400_000);
    const inspector = await createAdmin(app, { roles: roles.national(), firstName: 'Inspector' });
    const countersigner = await createAdmin(app, { roles: roles.national(), firstName: 'Countersigner' });
    const centre = await passedAutotestCentre(app);
    await initialise(app, centre.id);

    const visitDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' }).format(await clockNow(app));
    const scheduled = await app.request('POST', '/api/inspections/visits', { token: inspector.token!, body: { centreId: centre.id, visitDate, inspectorIds: [inspector.id, countersigner.id] } });
    expect(scheduled.status).toBe(201);
    await recordPassingVisit(app, inspector.token!, scheduled.body.data);
    const submitted = await app.request('POST', `/api/inspections/visits/${scheduled.body.data.id}/submit`, { token: inspector.token!, body: {} });
    expect(submitted.status).toBe(200);
    expect(new Date(submitted.body.data.submittedAt).getTime()).toBeGreaterThan(now.getTime() - 60_000);
    // The gated stage needs the visit countersigned by a second person (the default).
    const signed = await app.request('POST', `/api/inspections/visits/${scheduled.body.data.id}/countersign`, { token: countersigner.token!, body: {} });
    expect(signed.status).toBe(200);
    expect(new Date(signed.body.data.countersignedAt).getTime()).toBeGreaterThan(now.getTime() - 60_000);

    const summary = await app.request('GET', `/api/inspections/centres/${centre.id}`, { token: su });
    expect(summary.body.data.gate).toMatchObject({ stageNumber: 1, satisfied: true });
    const approved = await app.request('POST', `/api/accreditation/centres/${centre.id}/approve`, { token: su, body: {} });
    expect(approved.status).toBe(200);
    expect(approved.body.data.status).toBe('approved');
  });
});
