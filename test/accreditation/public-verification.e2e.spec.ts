import { MSG } from '#contracts';
import { accreditedCentre, initialise, passedAutotestCentre } from '../support/accreditation-factories.js';
import { superAdminToken } from '../support/factories.js';
import type { CreatedCentre } from '../support/centre-factories.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

async function letterCode(app: TestApp, centreId: string): Promise<string> {
  const deadline = Date.now() + 15000;
  for (;;) {
    const { rows } = await app.db!.query('SELECT letter_code FROM accreditations WHERE centre_id = $1 AND letter_code IS NOT NULL', [centreId]);
    if (rows[0]) return rows[0].letter_code as string;
    if (Date.now() > deadline) throw new Error(`no letter for centre ${centreId}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('public verification and the accredited register', () => {
  let app: TestApp;
  let ikeja: CreatedCentre;
  let ibadan: CreatedCentre;
  let lekki: CreatedCentre;
  let code: string;

  beforeAll(async () => {
    app = await startTestApp();
    ikeja = (await accreditedCentre(app, { state: 'Lagos', centreName: 'Ikeja CBT Hub' })).centre;
    ibadan = (await accreditedCentre(app, { state: 'Oyo', localGovernment: 'Ibadan North', centreName: 'Ibadan CBT Hall' })).centre;
    lekki = (await accreditedCentre(app, { state: 'Lagos', localGovernment: 'Eti-Osa', centreName: 'Lekki CBT Point' })).centre;
    // Distinct accreditation times, so the register's order is the test's to state.
    for (const [centre, at] of [[ikeja, '2026-01-10T10:00:00Z'], [ibadan, '2026-02-10T10:00:00Z'], [lekki, '2026-03-10T10:00:00Z']] as const) {
      await app.db!.query('UPDATE accreditations SET accredited_at = $2 WHERE centre_id = $1', [centre.id, at]);
    }
    // In progress: never on the register.
    const pending = await passedAutotestCentre(app, { state: 'Lagos' });
    await initialise(app, pending.id);
    code = await letterCode(app, ikeja.id);
  }, 90000);

  afterAll(async () => {
    await app?.close();
  });

  it('confirms a genuine letter with the centre it was issued to and no contact details', async () => {
    const res = await app.request('GET', `/api/public/verify/${code}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      genuine: true,
      code,
      centreName: 'Ikeja CBT Hub',
      state: 'Lagos',
      localGovernment: 'Ikeja',
      accreditedAt: '2026-01-10T10:00:00.000Z',
      issuedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      status: 'accredited',
      statusLabel: 'Accredited',
      standingSince: '2026-01-10T10:00:00.000Z',
      statusText: 'This centre has been accredited by the council since 10 January 2026 and may hold examinations.',
      validFrom: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      validUntil: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      underAppeal: false,
    });
    expect(res.text).not.toContain('@');
    expect(res.text).not.toContain('Approver');
  });

  it('reads the code ignoring case, dashes and spaces', async () => {
    for (const typed of [code.toLowerCase(), code.replace(/-/g, ''), `${code.slice(0, 4)} ${code.slice(5, 9)} ${code.slice(10)}`]) {
      const res = await app.request('GET', `/api/public/verify/${encodeURIComponent(typed)}`);
      expect(res.status).toBe(200);
      expect(res.body.data.code).toBe(code);
    }
  });

  it('answers 404 for codes no letter carries, and never a 5xx for junk', async () => {
    const unknown = await app.request('GET', '/api/public/verify/ABCD-EFGH-JKMN');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ success: false, message: MSG.verificationNotFound });
    for (const junk of ['x', '%27%20OR%201%3D1--', 'A'.repeat(90), '%E2%98%83', '..%2F..%2Fetc']) {
      const res = await app.request('GET', `/api/public/verify/${junk}`);
      expect(res.status).toBe(404);
    }
    // Past the router's parameter length the server itself answers 414 before any handler.
    expect((await app.request('GET', `/api/public/verify/${'A'.repeat(500)}`)).status).toBe(414);
  });

  it('lists accredited centres newest first, without contact details, filtered by state and paged', async () => {
    const all = await app.request('GET', '/api/public/accredited-centres');
    expect(all.status).toBe(200);
    expect(all.body.data.centres).toEqual([
      { id: expect.any(String), centreName: 'Lekki CBT Point', state: 'Lagos', localGovernment: 'Eti-Osa', accreditedAt: '2026-03-10T10:00:00.000Z', standing: 'accredited', standingLabel: 'Accredited', validUntil: expect.any(String), underAppeal: false },
      { id: expect.any(String), centreName: 'Ibadan CBT Hall', state: 'Oyo', localGovernment: 'Ibadan North', accreditedAt: '2026-02-10T10:00:00.000Z', standing: 'accredited', standingLabel: 'Accredited', validUntil: expect.any(String), underAppeal: false },
      { id: expect.any(String), centreName: 'Ikeja CBT Hub', state: 'Lagos', localGovernment: 'Ikeja', accreditedAt: '2026-01-10T10:00:00.000Z', standing: 'accredited', standingLabel: 'Accredited', validUntil: expect.any(String), underAppeal: false },
    ]);
    expect(all.body.data.pagination).toEqual({ page: 1, limit: 20, totalCount: 3, totalPages: 1 });
    // DECISIONS §8: no reference numbers, emails or phone numbers on the public register.
    expect(all.text).not.toContain('@');
    expect(all.text).not.toContain('JAMB-');
    expect(all.text).not.toContain('+234');

    const lagos = await app.request('GET', '/api/public/accredited-centres?state=%20lagos%20');
    expect(lagos.body.data.centres.map((c: { centreName: string }) => c.centreName)).toEqual(['Lekki CBT Point', 'Ikeja CBT Hub']);

    const second = await app.request('GET', '/api/public/accredited-centres?page=2&limit=1');
    expect(second.body.data.centres.map((c: { centreName: string }) => c.centreName)).toEqual(['Ibadan CBT Hall']);
    expect(second.body.data.pagination).toEqual({ page: 2, limit: 1, totalCount: 3, totalPages: 3 });

    const clamped = await app.request('GET', '/api/public/accredited-centres?limit=5000&page=0');
    expect(clamped.body.data.pagination).toMatchObject({ page: 1, limit: 100 });

    const bad = await app.request('GET', '/api/public/accredited-centres?state=Atlantis');
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([{ path: 'state', msg: MSG.unknownStateName }]);
  });

  it('withdraws the letter and the listing live when the centre is reset after accreditation', async () => {
    const token = await superAdminToken(app);
    const reset = await app.request('PUT', `/api/admin/schools/${ikeja.id}/reset`, { token, body: { resetReason: 'Facilities no longer meet the standard' } });
    expect(reset.status).toBe(200);

    const res = await app.request('GET', `/api/public/verify/${code}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ genuine: true, code, status: 'withdrawn', statusLabel: 'Accreditation withdrawn' });
    // The reference number starts sign-in codes to the centre: no public answer carries it (red-team pass 3, F12).
    expect(res.text).not.toContain(ikeja.reference);

    const list = await app.request('GET', '/api/public/accredited-centres?state=Lagos');
    expect(list.body.data.centres.map((c: { centreName: string }) => c.centreName)).toEqual(['Lekki CBT Point']);
    expect(list.body.data.pagination.totalCount).toBe(1);
  });

  it('rate limits verification per address', async () => {
    let limited = null;
    for (let i = 0; i < 70 && !limited; i++) {
      const res = await app.request('GET', `/api/public/verify/ZZZZ-ZZZZ-ZZZ${i % 10}`);
      if (res.status === 429) limited = res;
      else expect(res.status).toBe(404);
    }
    expect(limited).not.toBeNull();
    expect(limited!.body).toMatchObject({ success: false, message: MSG.tooManyRequests });
    expect(Number(limited!.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
