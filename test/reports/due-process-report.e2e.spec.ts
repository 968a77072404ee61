import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { councilDay, type DueProcessReport } from '#contracts';
import { accreditedCentre, saveConfig } from '../support/accreditation-factories.js';
import { CODE_SUBJECT, codeOf, seedCentre, type CreatedCentre } from '../support/centre-factories.js';
import { createAdmin, roles, superAdminToken, type CreatedAdmin } from '../support/factories.js';
import { clockNow, passTime } from '../support/lifecycle-api.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const DAY = 24 * 3600_000;

/**
 * The due-process report (DECISIONS §10, docs/REPORTS.md "Due process"), over appeals and sanctions
 * made through the API on a moving clock: appeals lodged and decided in the period by outcome, the
 * median days from lodging to decision, open and overdue appeals now, sanctions by kind and state;
 * each in the caller's states only.
 */
describe('report: due process', () => {
  let app: TestApp;
  let su: string;
  let national: CreatedAdmin;
  let lagosAdmin: CreatedAdmin;
  /** The Lagos day the appeals were lodged and the sanctions made (the clock's day 0). */
  let day0: string;
  const dayAfter = (days: number) => councilDay(new Date(new Date(`${day0}T12:00:00+01:00`).getTime() + days * DAY));

  beforeAll(async () => {
    app = await startTestApp({ env: { TEST_CLOCK: '1', RATE_LIMIT_FACTOR: '1000' } });
    su = await superAdminToken(app);
    await saveConfig(app, 2);
    national = await createAdmin(app, { roles: roles.national(), firstName: 'Ngozi' });
    lagosAdmin = await createAdmin(app, { roles: roles.state(['Lagos']), firstName: 'Bisi' });
  }, 120_000);

  afterAll(async () => {
    await app?.close();
  });

  async function signIn(centre: CreatedCentre): Promise<string> {
    const before = app.mail.messages.length;
    expect((await app.request('POST', `/api/centre-registration/${centre.reference}/send-otp`)).status).toBe(200);
    const mail = await app.mail.waitFor((m) => m.to.includes(centre.email) && CODE_SUBJECT.test(m.subject), undefined, before);
    const res = await app.request('POST', `/api/centre-registration/${centre.reference}/verify-otp`, { body: { otp: codeOf(mail) } });
    expect(res.status).toBe(200);
    return res.body.data.token;
  }

  async function sanction(centreId: string, body: Record<string, unknown>): Promise<void> {
    const res = await app.request('POST', `/api/accreditation/centres/${centreId}/sanctions`, { token: su, body: { reasons: 'Found during the council visit.', ...body } });
    expect(res.status).toBe(201);
  }

  /** The centre appeals its newest decision from its own session; answers the appeal's id. */
  async function appealNewest(centre: CreatedCentre): Promise<string> {
    const token = await signIn(centre);
    const decisions = await app.request('GET', `/api/centre-registration/${centre.reference}/decisions`, { token });
    const res = await app.request('POST', `/api/centre-registration/${centre.reference}/appeals`, { token, body: { decisionId: decisions.body.data[0].id, grounds: 'The finding is mistaken.' } });
    expect(res.status).toBe(201);
    return res.body.data.id;
  }

  async function decide(appealId: string, outcome: 'dismissed' | 'allowed'): Promise<void> {
    const res = await app.request('POST', `/api/appeals/${appealId}/decision`, { token: national.token!, body: { outcome, reasons: 'Considered on the papers.' } });
    expect(res.status).toBe(200);
  }

  async function report(token: string, query: string): Promise<DueProcessReport> {
    const res = await app.request('GET', `/api/reports/due-process?${query}`, { token });
    expect(res.status).toBe(200);
    return res.body.data;
  }

  const range = (from: number, to: number) => `period=daily&startDate=${dayAfter(from)}&endDate=${dayAfter(to)}`;
  /** Past the one-second report cache, so the next answer is counted afresh. */
  const afterCache = () => new Promise((r) => setTimeout(r, 1100));

  const lagos: CreatedCentre[] = [];
  const kano: CreatedCentre[] = [];
  const appeals: Record<string, string> = {};

  it('counts the sanctions of the period by kind and state, and the appeals lodged, for the caller’s states only', async () => {
    for (let i = 0; i < 4; i++) lagos.push(await seedCentre(app, { state: 'Lagos', status: 'registration_approved' }));
    kano.push(await seedCentre(app, { state: 'Kano', localGovernment: 'Nasarawa', status: 'registration_approved' }));
    kano.push(await seedCentre(app, { state: 'Kano', localGovernment: 'Nasarawa', status: 'pending' }));
    const { centre: accredited } = await accreditedCentre(app, { state: 'Lagos', localGovernment: 'Ikeja' });
    day0 = councilDay(await clockNow(app));

    for (const centre of [lagos[0]!, lagos[1]!, lagos[2]!, kano[0]!]) await sanction(centre.id, { kind: 'warning' });
    await sanction(lagos[3]!.id, { kind: 'delisting', until: dayAfter(90) });
    await sanction(accredited.id, { kind: 'suspension', urgent: true });
    await sanction(accredited.id, { kind: 'revocation', urgent: true });
    // A rejection is a decision a centre may appeal, but not a sanction.
    expect((await app.request('PUT', `/api/admin/schools/${kano[1]!.id}/reject`, { token: national.token!, body: { rejectionReason: 'The RC number does not match.' } })).status).toBe(200);
    appeals.lagos0 = await appealNewest(lagos[0]!);
    appeals.lagos1 = await appealNewest(lagos[1]!);
    appeals.lagos2 = await appealNewest(lagos[2]!);
    appeals.kano0 = await appealNewest(kano[0]!);

    const all = await report(national.token!, range(0, 0));
    expect(all.sanctions.totals).toEqual({ warning: 4, suspension: 1, revocation: 1, delisting: 1, total: 7 });
    expect(all.sanctions.states).toEqual([
      { name: 'Lagos', warning: 3, suspension: 1, revocation: 1, delisting: 1, total: 6 },
      { name: 'Kano', warning: 1, suspension: 0, revocation: 0, delisting: 0, total: 1 },
    ]);
    expect(all.appeals.totals).toEqual({ lodged: 4, dismissed: 0, allowed: 0, medianDaysToDecide: null, open: 4, overdue: 0 });
    expect(all.appeals.states.map((s) => [s.name, s.lodged, s.open])).toEqual([
      ['Lagos', 3, 3],
      ['Kano', 1, 1],
    ]);
    expect(all).toMatchObject({ period: 'daily', startDate: day0, endDate: day0 });

    const own = await report(lagosAdmin.token!, range(0, 0));
    expect(own.sanctions.states.map((s) => s.name)).toEqual(['Lagos']);
    expect(own.sanctions.totals).toEqual({ warning: 3, suspension: 1, revocation: 1, delisting: 1, total: 6 });
    expect(own.appeals.states.map((s) => s.name)).toEqual(['Lagos']);
    expect(own.appeals.totals.lodged).toBe(3);

    // The day before holds none of it.
    const before = await report(national.token!, range(-1, -1));
    expect(before.sanctions.totals.total).toBe(0);
    expect(before.sanctions.states).toEqual([]);
    expect(before.appeals.totals).toMatchObject({ lodged: 0, dismissed: 0, allowed: 0, medianDaysToDecide: null, open: 4 });
  }, 240_000);

  it('counts outcomes by the day they were decided, with the median days from lodging to decision', async () => {
    await passTime(app, 2);
    await decide(appeals.lagos0!, 'dismissed');
    await passTime(app, 4);
    await decide(appeals.lagos1!, 'allowed');
    await passTime(app, 4);
    await decide(appeals.kano0!, 'dismissed');
    await afterCache();

    // Decided after 2, 6 and 10 days: the median is 6.
    const all = await report(national.token!, range(0, 10));
    expect(all.appeals.totals).toEqual({ lodged: 4, dismissed: 2, allowed: 1, medianDaysToDecide: 6, open: 1, overdue: 0 });
    const lagosRow = all.appeals.states.find((s) => s.name === 'Lagos');
    expect(lagosRow).toEqual({ name: 'Lagos', lodged: 3, dismissed: 1, allowed: 1, medianDaysToDecide: 4, open: 1, overdue: 0 });
    expect(all.appeals.states.find((s) => s.name === 'Kano')).toEqual({ name: 'Kano', lodged: 1, dismissed: 1, allowed: 0, medianDaysToDecide: 10, open: 0, overdue: 0 });

    // A period after the lodging holds the decisions but not the appeals lodged or the sanctions.
    const later = await report(national.token!, range(1, 10));
    expect(later.appeals.totals).toEqual({ lodged: 0, dismissed: 2, allowed: 1, medianDaysToDecide: 6, open: 1, overdue: 0 });
    expect(later.sanctions.totals.total).toBe(0);
    // Only the decision on its sixth day.
    expect((await report(national.token!, range(6, 6))).appeals.totals).toMatchObject({ dismissed: 0, allowed: 1, medianDaysToDecide: 6 });

    const own = await report(lagosAdmin.token!, range(0, 10));
    expect(own.appeals.states.map((s) => s.name)).toEqual(['Lagos']);
    expect(own.appeals.totals).toEqual({ lodged: 3, dismissed: 1, allowed: 1, medianDaysToDecide: 4, open: 1, overdue: 0 });
  }, 120_000);

  it('counts an appeal open past its decision target (working days) as overdue, whatever the period', async () => {
    // Lodged on day 0; by day 40 more than the default 20 working days have passed.
    await passTime(app, 30);
    await afterCache();
    const all = await report(national.token!, range(0, 0));
    expect(all.appeals.totals).toMatchObject({ open: 1, overdue: 1 });
    expect(all.appeals.states.find((s) => s.name === 'Lagos')).toMatchObject({ open: 1, overdue: 1 });
    expect(all.appeals.states.find((s) => s.name === 'Kano')).toMatchObject({ open: 0, overdue: 0 });
    expect(Date.parse(all.asOf)).toBeGreaterThan(new Date(`${dayAfter(39)}T00:00:00+01:00`).getTime());
    const kanoAdmin = await createAdmin(app, { roles: roles.state(['Kano']), firstName: 'Kabiru' });
    const kanoOnly = await report(kanoAdmin.token!, range(0, 0));
    expect(kanoOnly.appeals.totals).toMatchObject({ lodged: 1, open: 0, overdue: 0 });
    expect(kanoOnly.appeals.states.map((s) => s.name)).toEqual(['Kano']);
  }, 120_000);

  it('refuses a bad period with the reports’ worded 400', async () => {
    const res = await app.request('GET', '/api/reports/due-process?period=yearly', { token: national.token! });
    expect(res.status).toBe(400);
    expect(res.text).toContain('Period must be daily, weekly or monthly');
    expect((await app.request('GET', '/api/reports/due-process')).status).toBe(401);
  });
});
