import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MSG } from '#contracts';
import { CODE_SUBJECT, codeOf, seedCentre, type CreatedCentre } from '../support/centre-factories.js';
import { createAdmin, registerAccount, roles, superAdminToken } from '../support/factories.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const API_KEY = 'autotest-system-key-0123456789';
const result = (over: Record<string, unknown> = {}) => ({
  autotestCompletedDate: '2026-01-15T09:30:00.000Z',
  autotestExpectedCapacity: 250,
  autotestRealizedCapacity: 220,
  autotestScore: 88.5,
  autotestDecision: 'approved',
  ...over,
});

describe('autotest calls', () => {
  let app: TestApp;
  let su: string;
  let lagosAdmin: string;
  let kanoAdmin: string;
  let national: string;
  let lagosA: CreatedCentre;
  let kanoB: CreatedCentre;
  let lagosPending: CreatedCentre;
  let lagosReposted: CreatedCentre;

  const setDates = (centre: CreatedCentre, approvedDaysAgo: number, repostedHoursAgo: number | null) =>
    app.db!.query(
      `UPDATE centres SET autotest_approval_date = now() - make_interval(days => $2),
              reposted_to_autotest_at = CASE WHEN $3::int IS NULL THEN NULL ELSE now() - make_interval(hours => $3::int) END WHERE id = $1`,
      [centre.id, approvedDaysAgo, repostedHoursAgo],
    );

  const centreTokens = new Map<string, string>();
  /** Signs in as the centre the way a centre does (emailed code, then verify), once per centre: codes are limited to one a minute. */
  async function centreToken(centre: CreatedCentre): Promise<string> {
    const known = centreTokens.get(centre.id);
    if (known) return known;
    expect((await app.request('POST', `/api/centre-registration/${centre.reference}/send-otp`)).status).toBe(200);
    const mail = await app.mail.waitFor((m) => m.to.includes(centre.email) && CODE_SUBJECT.test(m.subject));
    const otp = codeOf(mail);
    const res = await app.request('POST', `/api/centre-registration/${centre.reference}/verify-otp`, { body: { otp } });
    expect(res.status).toBe(200);
    centreTokens.set(centre.id, res.body.data.token);
    return res.body.data.token as string;
  }

  beforeAll(async () => {
    app = await startTestApp({ env: { AUTOTEST_API_KEY: API_KEY } });
    su = await superAdminToken(app);
    [lagosAdmin, kanoAdmin, national] = await Promise.all([
      createAdmin(app, { roles: roles.state(['Lagos']) }).then((a) => a.token!),
      createAdmin(app, { roles: roles.state(['Kano']) }).then((a) => a.token!),
      createAdmin(app, { roles: roles.national() }).then((a) => a.token!),
    ]);
    lagosA = await seedCentre(app, { status: 'autotest_approved', state: 'Lagos' });
    kanoB = await seedCentre(app, { status: 'autotest_approved', state: 'Kano' });
    lagosPending = await seedCentre(app, { status: 'registration_approved', state: 'Lagos' });
    lagosReposted = await seedCentre(app, { status: 'autotest_approved', state: 'Lagos' });
    await setDates(lagosA, 2, null);
    await setDates(kanoB, 1, null);
    await setDates(lagosReposted, 5, 1);
  });
  afterAll(async () => {
    await app?.close();
  });

  const refsOf = (body: any): string[] => body.data.centres.map((c: any) => c.ReferenceNumber);

  describe('GET /api/autotest', () => {
    it('lists centres approved for autotest, the latest approval or repost first', async () => {
      const res = await app.request('GET', '/api/autotest', { token: su });
      expect(res.status).toBe(200);
      expect(refsOf(res.body)).toEqual([lagosReposted.reference, kanoB.reference, lagosA.reference]);
      expect(res.body.data.pagination).toEqual({ page: 1, limit: 10, totalCount: 3, totalPages: 1 });
      expect(res.body.data.centres[0]).toMatchObject({ CentreName: lagosReposted.centreName, status: 'autotest_approved', hasPassedAutotest: false });
      expect(res.body.data.centres[0]).not.toHaveProperty('AdminEmail');
    });

    it("limits a state admin to their states, and pages", async () => {
      expect(refsOf((await app.request('GET', '/api/autotest', { token: lagosAdmin })).body)).toEqual([lagosReposted.reference, lagosA.reference]);
      expect(refsOf((await app.request('GET', '/api/autotest', { token: kanoAdmin })).body)).toEqual([kanoB.reference]);
      const page2 = await app.request('GET', '/api/autotest?page=2&limit=abc', { token: su });
      expect(page2.body.data).toEqual({ centres: [], pagination: { page: 2, limit: 10, totalCount: 3, totalPages: 1 } });
    });

    it('opens to the autotest system by API key, to nobody else', async () => {
      expect(refsOf((await app.request('GET', '/api/autotest', { headers: { 'x-api-key': API_KEY } })).body)).toHaveLength(3);
      const wrong = await app.request('GET', '/api/autotest', { headers: { 'x-api-key': `${API_KEY}x` } });
      expect(wrong.status).toBe(401);
      expect(wrong.body.message).toBe(MSG.invalidApiKey);
      expect((await app.request('GET', '/api/autotest')).status).toBe(401);
      const roleless = await registerAccount(app);
      expect((await app.request('GET', '/api/autotest', { token: roleless.token! })).status).toBe(403);
      expect((await app.request('GET', '/api/autotest', { token: await centreToken(lagosA) })).status).toBe(403);
    });
  });

  describe('GET /api/autotest/CentreDetails/{reference}', () => {
    it("gives a centre its own details and nobody else's", async () => {
      const token = await centreToken(lagosA);
      const own = await app.request('GET', `/api/autotest/CentreDetails/${lagosA.reference.toLowerCase()}`, { token });
      expect(own.status).toBe(200);
      expect(own.body.data).toMatchObject({ ReferenceNumber: lagosA.reference, CentreName: lagosA.centreName, State: 'Lagos', status: 'autotest_approved', hasPassedAutotest: false });
      expect((await app.request('GET', `/api/autotest/CentreDetails/${kanoB.reference}`, { token })).status).toBe(403);
    });

    it('follows admin scope and accepts the API key', async () => {
      expect((await app.request('GET', `/api/autotest/CentreDetails/${lagosA.reference}`, { token: lagosAdmin })).status).toBe(200);
      const outside = await app.request('GET', `/api/autotest/CentreDetails/${lagosA.reference}`, { token: kanoAdmin });
      expect(outside.status).toBe(404);
      expect(outside.body.message).toBe(MSG.centreNotFound);
      expect((await app.request('GET', `/api/autotest/CentreDetails/${kanoB.reference}`, { headers: { 'x-api-key': API_KEY } })).status).toBe(200);
      expect((await app.request('GET', '/api/autotest/CentreDetails/JAMB-2026-00000000', { token: su })).status).toBe(404);
      expect((await app.request('GET', `/api/autotest/CentreDetails/${'x'.repeat(60)}`, { token: su })).status).toBe(404);
      expect((await app.request('GET', `/api/autotest/CentreDetails/${lagosA.reference}`)).status).toBe(401);
    });
  });

  describe('PUT /api/autotest/reference/{reference}', () => {
    const put = (centre: CreatedCentre, options: Parameters<TestApp['request']>[2]) => app.request('PUT', `/api/autotest/reference/${centre.reference}`, options);

    it('records the autotest system result, with history and an event', async () => {
      const res = await put(lagosA, { headers: { 'x-api-key': API_KEY }, body: result() });
      expect(res.status).toBe(200);
      expect(res.body.message).toBe(MSG.autotestResultSaved);
      expect(res.body.data).toMatchObject({
        ReferenceNumber: lagosA.reference,
        autotestCompletedDate: '2026-01-15T09:30:00.000Z',
        autotestExpectedCapacity: 250,
        autotestRealizedCapacity: 220,
        autotestScore: 88.5,
        autotestDecision: 'approved',
        hasPassedAutotest: true,
        capacityPerformance: { label: 'Good', percent: 88 },
      });
      const { rows } = await app.db!.query(
        `SELECT a.action, a.actor_type, a.actor_name, a.data, c.version FROM centre_actions a JOIN centres c ON c.id = a.centre_id WHERE a.centre_id = $1 ORDER BY a.seq DESC LIMIT 1`,
        [lagosA.id],
      );
      expect(rows[0]).toMatchObject({ action: 'autotest_result_recorded', actor_type: 'system', actor_name: 'autotest', version: 2 });
      expect(rows[0].data).toMatchObject({ autotestDecision: 'approved', autotestScore: 88.5 });
      const events = await app.db!.query(`SELECT payload FROM outbox_events WHERE type = 'centre.autotest_result_recorded' AND payload->>'centreId' = $1`, [lagosA.id]);
      expect(events.rows).toHaveLength(1);
      const details = await app.request('GET', `/api/autotest/CentreDetails/${lagosA.reference}`, { token: su });
      expect(details.body.data.hasPassedAutotest).toBe(true);
    });

    it('lets a national admin record a result, as themselves', async () => {
      const res = await put(kanoB, { token: national, body: result({ autotestDecision: 'rejected', autotestScore: 41, autotestRealizedCapacity: 100 }) });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ autotestDecision: 'rejected', hasPassedAutotest: false, capacityPerformance: { label: 'Poor' } });
      const { rows } = await app.db!.query(`SELECT actor_type FROM centre_actions WHERE centre_id = $1 ORDER BY seq DESC LIMIT 1`, [kanoB.id]);
      expect(rows[0].actor_type).toBe('admin');
    });

    it('refuses a wrong key, a centre, a state admin and anonymous callers, changing nothing', async () => {
      const wrong = await put(lagosReposted, { headers: { 'x-api-key': 'not-the-key-at-all-000' }, body: result() });
      expect(wrong.status).toBe(401);
      expect((await put(lagosReposted, { body: result() })).status).toBe(401);
      const centre = await put(lagosReposted, { token: await centreToken(lagosReposted), body: result() });
      expect(centre.status).toBe(403);
      expect(centre.body.message).toBe(MSG.centreTokenCannotWriteAutotest);
      expect((await put(lagosReposted, { token: lagosAdmin, body: result() })).status).toBe(403);
      const { rows } = await app.db!.query('SELECT autotest_decision, version FROM centres WHERE id = $1', [lagosReposted.id]);
      expect(rows[0]).toEqual({ autotest_decision: null, version: 1 });
    });

    it('answers 409 for a centre not approved for autotest, 404 for an unknown one', async () => {
      const res = await put(lagosPending, { headers: { 'x-api-key': API_KEY }, body: result() });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(MSG.autotestNotApproved);
      const unknown = await app.request('PUT', '/api/autotest/reference/JAMB-2026-00000000', { headers: { 'x-api-key': API_KEY }, body: result() });
      expect(unknown.status).toBe(404);
    });

    it('validates the body with field messages and never answers 5xx', async () => {
      const res = await put(lagosReposted, { headers: { 'x-api-key': API_KEY }, body: result({ autotestScore: 120, autotestExpectedCapacity: 0, autotestDecision: 'maybe', autotestCompletedDate: '2099-01-01' }) });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([
        { path: 'autotestCompletedDate', msg: MSG.autotestDateInFuture },
        { path: 'autotestExpectedCapacity', msg: MSG.autotestExpectedInvalid },
        { path: 'autotestScore', msg: MSG.autotestScoreInvalid },
        { path: 'autotestDecision', msg: MSG.autotestDecisionInvalid },
      ]);
      const empty = await put(lagosReposted, { headers: { 'x-api-key': API_KEY }, body: {} });
      expect(empty.status).toBe(400);
      expect(empty.body.errors).toHaveLength(5);
      for (const raw of ['{', '[]', 'null', '"x"']) {
        const bad = await put(lagosReposted, { headers: { 'x-api-key': API_KEY, 'content-type': 'application/json' }, raw });
        expect(bad.status).toBe(400);
      }
    });
  });
});
