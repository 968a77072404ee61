import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MSG } from '#contracts';
import { seedCentre } from '../support/centre-factories.js';
import { centresCsv, importCsv } from '../support/lifecycle-api.js';
import { createAdmin, registerAccount, roles, superAdminToken, type CreatedAdmin } from '../support/factories.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const CALLS = ['registration-trends', 'approval-pipeline', 'state-distribution', 'capacity-analysis', 'documentation-compliance'];

describe('report calls: periods, errors, scope and the event path', () => {
  let app: TestApp;
  let national: CreatedAdmin;
  let lagosAdmin: CreatedAdmin;
  let superToken: string;

  const get = (call: string, query = '', token = national.token!) => app.request('GET', `/api/reports/${call}${query}`, { token });
  const lagosToday = async (): Promise<string> => (await app.db!.query(`SELECT to_char((now() AT TIME ZONE 'Africa/Lagos')::date, 'YYYY-MM-DD') AS d`)).rows[0].d;

  beforeAll(async () => {
    app = await startTestApp();
    superToken = await superAdminToken(app);
    national = await createAdmin(app, { roles: roles.national() });
    lagosAdmin = await createAdmin(app, { roles: roles.state(['Lagos']) });
    await seedCentre(app, { state: 'Lagos', status: 'pending' });
    await seedCentre(app, { state: 'Lagos', status: 'registration_approved' });
    await seedCentre(app, { state: 'Kano', localGovernment: 'Nasarawa', status: 'rejected' });
    await seedCentre(app, { state: 'Kano', localGovernment: 'Nasarawa', status: 'pending' });
    await seedCentre(app, { state: 'Kano', localGovernment: 'Nasarawa', status: 'autotest_approved' });
    const rebuilt = await app.request('POST', '/api/reports/rebuild', { token: superToken });
    expect(rebuilt.status).toBe(200);
    expect(rebuilt.body.data.centres).toBe(5);
  }, 60000);

  afterAll(async () => {
    await app?.close();
  });

  it('answers every call with the current month by default, and the day, ISO week or month asked for', async () => {
    const today = await lagosToday();
    const { rows: [bounds] } = await app.db!.query(
      `SELECT to_char(date_trunc('week', $1::date), 'YYYY-MM-DD') AS ws, to_char(date_trunc('week', $1::date) + interval '6 days', 'YYYY-MM-DD') AS we,
              to_char(date_trunc('month', $1::date), 'YYYY-MM-DD') AS ms, to_char(date_trunc('month', $1::date) + interval '1 month - 1 day', 'YYYY-MM-DD') AS me`,
      [today],
    );
    for (const call of CALLS) {
      const res = await get(call);
      expect(res.status).toBe(200);
      expect(res.body.success).toBe(true);
      expect(res.body.data).toMatchObject({ period: 'monthly', startDate: bounds.ms, endDate: bounds.me });
    }
    expect((await get('registration-trends', '?period=daily')).body.data).toMatchObject({ startDate: today, endDate: today });
    expect((await get('approval-pipeline', '?period=weekly')).body.data).toMatchObject({ startDate: bounds.ws, endDate: bounds.we });
    const custom = await get('registration-trends', '?period=daily&startDate=2026-01-30&endDate=2026-02-02');
    expect(custom.body.data).toMatchObject({ startDate: '2026-01-30', endDate: '2026-02-02' });
    expect(custom.body.data.series.map((p: { date: string }) => p.date)).toEqual(['2026-01-30', '2026-01-31', '2026-02-01', '2026-02-02']);
  });

  it('refuses a bad period, a bad date or a reversed range with 400 and the message, for every call', async () => {
    for (const call of CALLS) {
      const period = await get(call, '?period=yearly');
      expect(period.status).toBe(400);
      expect(period.body).toMatchObject({ success: false, errors: [{ path: 'period', msg: MSG.invalidPeriod }] });
      const date = await get(call, '?startDate=2026-02-30');
      expect(date.status).toBe(400);
      expect(date.body.errors).toEqual([{ path: 'startDate', msg: MSG.invalidDate('startDate') }]);
      const order = await get(call, '?startDate=2026-03-02&endDate=2026-03-01');
      expect(order.status).toBe(400);
      expect(order.body.errors).toEqual([{ path: 'startDate', msg: MSG.dateRangeOrder }]);
    }
    const repeated = await get('registration-trends', '?endDate=2026-01-01&endDate=2026-01-02');
    expect(repeated.status).toBe(400);
    const junk = await get('registration-trends', `?period=${encodeURIComponent("monthly'; DROP TABLE centres;--")}&startDate=%00`);
    expect(junk.status).toBe(400);
  });

  it('needs an admin holding a role; the rebuild needs a super admin', async () => {
    expect((await app.request('GET', '/api/reports/registration-trends')).status).toBe(401);
    const noRole = await registerAccount(app);
    expect((await get('state-distribution', '', noRole.token!)).status).toBe(403);
    const refused = await app.request('POST', '/api/reports/rebuild', { token: national.token! });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(MSG.onlySuperAdminRebuildReports);
  });

  it("limits a state admin to their states' rows", async () => {
    const lagos = await get('state-distribution', '', lagosAdmin.token!);
    expect(lagos.status).toBe(200);
    expect(lagos.body.data.states).toEqual([{ name: 'Lagos', totalCentres: 2, pending: 1, approved: 1, rejected: 0, query: 0, registrations: 2 }]);
    expect(lagos.body.data.totals).toMatchObject({ totalCentres: 2, pending: 1, approved: 1, rejected: 0 });
    const all = await get('state-distribution');
    expect(all.body.data.states.map((s: { name: string }) => s.name)).toEqual(['Kano', 'Lagos']);
    expect(all.body.data.totals).toMatchObject({ totalCentres: 5, pending: 2, approved: 2, rejected: 1 });
    expect((await get('registration-trends', '', lagosAdmin.token!)).body.data.totalCentres).toBe(2);
    expect((await get('approval-pipeline', '', lagosAdmin.token!)).body.data.byStatus).toEqual({ pending: 1, registration_approved: 1, autotest_approved: 0, rejected: 0, query: 0 });
  });

  it('shows a decision made through the API within seconds, without a rebuild', async () => {
    const centre = await seedCentre(app, { state: 'Lagos', status: 'pending' });
    const before = (await get('registration-trends', '?period=daily')).body.data;
    const pipelineBefore = (await get('approval-pipeline', '?period=daily')).body.data;
    const approved = await app.request('PUT', `/api/admin/schools/${centre.id}/approve`, { token: national.token!, body: {} });
    expect(approved.status).toBe(200);
    const deadline = Date.now() + 8000;
    let after = before;
    while (Date.now() < deadline) {
      after = (await get('registration-trends', '?period=daily')).body.data;
      if (after.approvedToday > before.approvedToday) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(after.approvedToday).toBe(before.approvedToday + 1);
    // The seeded centre had no facts yet: the event brought it in too.
    expect(after.totalCentres).toBe(before.totalCentres + 1);
    const pipeline = (await get('approval-pipeline', '?period=daily')).body.data;
    expect(pipeline.byStatus.registration_approved).toBe(pipelineBefore.byStatus.registration_approved + 1);
    expect(pipeline.decisionsTimed).toBe(pipelineBefore.decisionsTimed + 1);
    const lagos = (await get('state-distribution', '', lagosAdmin.token!)).body.data.states[0];
    expect(lagos).toMatchObject({ name: 'Lagos', totalCentres: 3, approved: 2 });
  });

  it('counts a CSV import as an import, its own figure, never as an approval or a decision', async () => {
    const trendsBefore = (await get('registration-trends', '?period=monthly')).body.data;
    const pipelineBefore = (await get('approval-pipeline', '?period=monthly')).body.data;
    const rows = [1, 2, 3].map((n) => ({ CentreName: `Imported Centre ${n} ${Date.now()}`, GovernmentId: `RC-IMP-${Date.now()}-${n}`, AdminEmail: `imported-${Date.now()}-${n}@centre.test`, State: 'Lagos' as never }));
    const job = await importCsv(app, superToken, centresCsv(rows));
    expect(job.result).toMatchObject({ successful: 3, failed: 0 });
    expect((await app.request('POST', '/api/reports/rebuild', { token: superToken })).status).toBe(200);
    const trends = (await get('registration-trends', '?period=monthly')).body.data;
    const pipeline = (await get('approval-pipeline', '?period=monthly')).body.data;
    expect(trends.imports).toBe((trendsBefore.imports ?? 0) + 3);
    expect(pipeline.imports).toBe((pipelineBefore.imports ?? 0) + 3);
    expect({ approvals: trends.approvals, approvedToday: trends.approvedToday }).toEqual({ approvals: trendsBefore.approvals, approvedToday: trendsBefore.approvedToday });
    expect({ approvals: pipeline.approvals, rejectionRate: pipeline.rejectionRate, decisionsTimed: pipeline.decisionsTimed }).toEqual({
      approvals: pipelineBefore.approvals,
      rejectionRate: pipelineBefore.rejectionRate,
      decisionsTimed: pipelineBefore.decisionsTimed,
    });
    // Imported centres are registrations, and centres like any other in the current figures.
    expect(trends.totalRegistrations).toBe(trendsBefore.totalRegistrations + 3);
    expect(trends.totalCentres).toBe(trendsBefore.totalCentres + 3);
  }, 90_000);
});
