import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MSG } from '#contracts';
import { createAdmin, registerAccount, roles, superAdminToken, uniqueEmail } from '../support/factories.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const REFERENCE = /^JAMB-\d{4}-\d{8}$/;
let seq = 0;
const body = (over: Record<string, unknown> = {}) => ({
  examBody: 'JAMB',
  CentreName: `Admin Made Centre ${++seq}`,
  GovernmentId: `RC-SC-${Date.now()}-${seq}`,
  AdminEmail: uniqueEmail('centre'),
  ...over,
});

describe('POST /api/centre-registration/simple', () => {
  let app: TestApp;
  let su: string;
  beforeAll(async () => {
    app = await startTestApp();
    su = await superAdminToken(app);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('creates an approved centre, answers the reference, records history and emails the centre admin', async () => {
    const input = body({ AdminEmail: uniqueEmail('Mixed.Case').toUpperCase(), examBody: 'SOMETHING-ELSE' });
    const res = await app.request('POST', '/api/centre-registration/simple', { token: su, body: input });
    expect(res.status).toBe(201);
    expect(res.body.success).toBe(true);
    expect(res.body.message).toBe(MSG.centreCreatedShare);
    const reference = res.body.data.referenceNumber as string;
    expect(reference).toMatch(REFERENCE);
    expect(res.body.data.centre).toMatchObject({
      ReferenceNumber: reference,
      CentreName: input.CentreName,
      GovernmentId: input.GovernmentId,
      AdminEmail: String(input.AdminEmail).toLowerCase(),
      examBody: 'JAMB',
      status: 'registration_approved',
    });

    const { rows } = await app.db!.query(
      `SELECT c.source, c.status, c.registration_approval_date, a.action, a.to_status, a.actor_type, a.actor_email, a.seq
         FROM centres c JOIN centre_actions a ON a.centre_id = c.id WHERE c.reference_number = $1`,
      [reference],
    );
    expect(rows).toEqual([
      expect.objectContaining({ source: 'admin', status: 'registration_approved', action: 'created', to_status: 'registration_approved', actor_type: 'admin', actor_email: app.superAdmin.email, seq: 1 }),
    ]);
    expect(rows[0].registration_approval_date).not.toBeNull();
    const { rows: events } = await app.db!.query(`SELECT type FROM outbox_events WHERE payload->>'reference' = $1 ORDER BY type`, [reference]);
    expect(events.map((e: { type: string }) => e.type)).toEqual(['centre.created', 'centre.registration_approved']);

    const mail = await app.mail.waitFor((m) => m.to.includes(String(input.AdminEmail).toLowerCase()));
    expect(mail.text).toContain(reference);
    expect(mail.text).toMatch(/find-centre/i);
  });

  it('gives the SPEC message for each missing field, and for a bad email', async () => {
    const empty = await app.request('POST', '/api/centre-registration/simple', { token: su, body: {} });
    expect(empty.status).toBe(400);
    expect(empty.body.success).toBe(false);
    expect(empty.body.errors).toEqual([
      { path: 'CentreName', msg: MSG.centreNameRequired },
      { path: 'GovernmentId', msg: MSG.rcNumberRequired },
      { path: 'AdminEmail', msg: MSG.adminEmailRequired },
    ]);
    for (const [field, msg] of [
      ['CentreName', MSG.centreNameRequired],
      ['GovernmentId', MSG.rcNumberRequired],
      ['AdminEmail', MSG.adminEmailRequired],
      ['examBody', MSG.examBodyRequired],
    ] as const) {
      const res = await app.request('POST', '/api/centre-registration/simple', { token: su, body: body({ [field]: '' }) });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([{ path: field, msg }]);
    }
    const bad = await app.request('POST', '/api/centre-registration/simple', { token: su, body: body({ AdminEmail: 'centre-at-school' }) });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([{ path: 'AdminEmail', msg: MSG.invalidEmail }]);
  });

  it('answers 409 for a centre that already exists (same RC number and email, any case), creating nothing', async () => {
    const input = body();
    expect((await app.request('POST', '/api/centre-registration/simple', { token: su, body: input })).status).toBe(201);
    const again = await app.request('POST', '/api/centre-registration/simple', {
      token: su,
      body: { ...input, GovernmentId: String(input.GovernmentId).toLowerCase(), AdminEmail: String(input.AdminEmail).toUpperCase(), CentreName: 'Other name' },
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(MSG.duplicateCentre);
    const { rows } = await app.db!.query('SELECT count(*)::int AS n FROM centres WHERE upper(government_id) = upper($1)', [input.GovernmentId]);
    expect(rows[0].n).toBe(1);
  });

  it("asks a state admin for the State, one of theirs, so the centre shows in their list and their state's figures", async () => {
    const lagos = await createAdmin(app, { roles: roles.state(['Lagos']) });
    // Even with one state, nothing is guessed for the admin: the form asks (DECISIONS §10, no hidden defaults).
    const unnamed = await app.request('POST', '/api/centre-registration/simple', { token: lagos.token!, body: body({ LocalGovernment: 'ikeja' }) });
    expect(unnamed.status).toBe(400);
    expect(unnamed.body.errors).toEqual([{ path: 'State', msg: MSG.centreStateRequired }]);
    const res = await app.request('POST', '/api/centre-registration/simple', { token: lagos.token!, body: body({ State: ' lagos ', LocalGovernment: 'ikeja' }) });
    expect(res.status).toBe(201);
    expect(res.body.data.centre).toMatchObject({ State: 'Lagos', LocalGovernment: 'Ikeja' });
    const detail = await app.request('GET', `/api/admin/schools/${res.body.data.centre._id}`, { token: lagos.token! });
    expect(detail.status).toBe(200);
    const list = await app.request('GET', '/api/admin/schools?limit=100', { token: lagos.token! });
    expect(list.body.data.schools.map((c: { _id: string }) => c._id)).toContain(res.body.data.centre._id);

    const elsewhere = await app.request('POST', '/api/centre-registration/simple', { token: lagos.token!, body: body({ State: 'Kano' }) });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.errors).toEqual([{ path: 'State', msg: MSG.centreStateOutOfScope }]);
    const unknown = await app.request('POST', '/api/centre-registration/simple', { token: lagos.token!, body: body({ State: 'Atlantis' }) });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual([{ path: 'State', msg: MSG.unknownStateName }]);

    const two = await createAdmin(app, { roles: roles.state(['Lagos', 'Kano']) });
    const none = await app.request('POST', '/api/centre-registration/simple', { token: two.token!, body: body() });
    expect(none.status).toBe(400);
    expect(none.body.errors).toEqual([{ path: 'State', msg: MSG.centreStateRequired }]);
    const named = await app.request('POST', '/api/centre-registration/simple', { token: two.token!, body: body({ State: 'kano' }) });
    expect(named.status).toBe(201);
    expect(named.body.data.centre.State).toBe('Kano');
  });

  it('leaves the State optional for a national admin, and checks it when given', async () => {
    const national = await createAdmin(app, { roles: roles.national() });
    const without = await app.request('POST', '/api/centre-registration/simple', { token: national.token!, body: body() });
    expect(without.status).toBe(201);
    expect(without.body.data.centre.State).toBeNull();
    const kano = await app.request('POST', '/api/centre-registration/simple', { token: national.token!, body: body({ State: 'KANO' }) });
    expect(kano.status).toBe(201);
    expect(kano.body.data.centre.State).toBe('Kano');
    const bad = await app.request('POST', '/api/centre-registration/simple', { token: national.token!, body: body({ State: 'Atlantis' }) });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([{ path: 'State', msg: MSG.unknownStateName }]);
  });

  it('accepts the older alias names', async () => {
    const res = await app.request('POST', '/api/centre-registration/simple', {
      token: su,
      body: { organizationName: 'Alias Centre', rcNumber: `RC-AL-${Date.now()}`, emailAddress: uniqueEmail('alias') },
    });
    expect(res.status).toBe(201);
    expect(res.body.data.centre.CentreName).toBe('Alias Centre');
  });

  it('is for admins only, and only at the single /api path', async () => {
    expect((await app.request('POST', '/api/centre-registration/simple', { body: body() })).status).toBe(401);
    const roleless = await registerAccount(app);
    expect((await app.request('POST', '/api/centre-registration/simple', { token: roleless.token!, body: body() })).status).toBe(403);
    expect((await app.request('POST', '/api/api/centre-registration/simple', { token: su, body: body() })).status).toBe(404);
  });

  it('never answers 5xx to malformed bodies', async () => {
    for (const raw of ['{', '[]', '"text"', 'null', JSON.stringify({ CentreName: { $ne: 1 }, GovernmentId: ['x'], AdminEmail: 42 })]) {
      const res = await app.request('POST', '/api/centre-registration/simple', { token: su, raw, headers: { 'content-type': 'application/json' } });
      expect(res.status).toBe(400);
    }
  });
});
