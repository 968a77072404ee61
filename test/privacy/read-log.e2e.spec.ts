import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { addDocuments, seedCentre, signedInCentre } from '../support/centre-factories.js';
import { createAdmin, roles, superAdminToken, type CreatedAdmin } from '../support/factories.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * DECISIONS §10, Personal data: every staff read of a centre's personal data (its detail, a
 * document, each exported row, its evidence pack) is one row of the read log naming the office (the
 * role and state of the role entry that allowed it); the data protection officer searches the log,
 * and the centre sees in its session which offices opened its record, and when, never who.
 */
describe('the read log', () => {
  let app: TestApp;
  let su: string;
  let officer: CreatedAdmin;

  /** The log's rows for a centre, as stored (the API flushes the buffer; the test reads after it). */
  const rowsOf = async (centreId: string) =>
    (await app.db!.query(`SELECT user_id, role, state, kind FROM centre_reads WHERE centre_id = $1 ORDER BY at, id`, [centreId])).rows as Array<{ user_id: string; role: string; state: string | null; kind: string }>;
  /** Waits until the writer has stored what the reads so far put in its buffer (READ_LOG_FLUSH_MS, 1 s by default). */
  const settled = async (centreId: string, count: number) => {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const rows = await rowsOf(centreId);
      if (rows.length >= count || Date.now() > deadline) return rows;
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  const search = (token: string, filter: Record<string, unknown>) =>
    app.request('GET', `/api/admin/centre-reads?${new URLSearchParams({ filter: JSON.stringify(filter), range: '[0,49]', sort: '["at","DESC"]' })}`, { token });

  beforeAll(async () => {
    app = await startTestApp();
    su = await superAdminToken(app);
    const role = await app.request('POST', '/api/roles', {
      token: su,
      body: { roleName: `privacy_officer_${Date.now().toString(36)}`, displayName: 'Privacy officer', description: 'Searches the read log', category: 'specialized', permissions: ['privacy.reads'] },
    });
    expect(role.status).toBe(201);
    officer = await createAdmin(app, { roles: [{ type: role.body.data.roleName, level: 'national', assignedStates: [] }] });
  }, 120_000);
  afterAll(async () => {
    await app?.close();
  });

  it('a national admin opening a centre, a document, an export and an evidence pack leaves one row each, under their office', async () => {
    const admin = await createAdmin(app, { roles: roles.national() });
    const centre = await seedCentre(app, { status: 'pending', state: 'Kano', localGovernment: 'Fagge', documents: ['applicationLetter'] });
    const detail = await app.request('GET', `/api/admin/schools/${centre.id}`, { token: admin.token! });
    expect(detail.status).toBe(200);
    const documentId = (await app.db!.query(`SELECT id FROM centre_documents WHERE centre_id = $1`, [centre.id])).rows[0].id;
    expect((await app.request('GET', `/api/admin/schools/${centre.id}/documents/${documentId}`, { token: admin.token! })).status).toBe(200);
    const exported = await app.request('GET', `/api/admin/schools/export/csv?search=${encodeURIComponent(centre.reference)}`, { token: admin.token! });
    expect(exported.status).toBe(200);
    expect(exported.text).toContain(centre.reference);

    expect((await app.request('POST', `/api/audit/evidence/${centre.id}`, { token: admin.token! })).status).toBe(202);
    const deadline = Date.now() + 30_000;
    while ((await app.request('GET', `/api/audit/evidence/${centre.id}`, { token: admin.token! })).body.data?.state !== 'ready') {
      if (Date.now() > deadline) throw new Error('the evidence pack was not made');
      await new Promise((r) => setTimeout(r, 200));
    }
    expect((await app.request('GET', `/api/audit/evidence/${centre.id}/pdf`, { token: admin.token! })).status).toBe(200);

    const rows = await settled(centre.id, 4);
    expect(rows).toEqual([
      { user_id: admin.id, role: 'admin', state: null, kind: 'detail' },
      { user_id: admin.id, role: 'admin', state: null, kind: 'document' },
      { user_id: admin.id, role: 'admin', state: null, kind: 'export' },
      { user_id: admin.id, role: 'admin', state: null, kind: 'evidence' },
    ]);
    // Compact: no personal value of the centre is copied into the log.
    const stored = JSON.stringify((await app.db!.query(`SELECT * FROM centre_reads WHERE centre_id = $1`, [centre.id])).rows);
    expect(stored).not.toContain(centre.email);
    expect(stored).not.toContain('Ada Obi');
  }, 90_000);

  it("a state admin's read records their state; a national role held beside it is not the office named", async () => {
    const stateAdmin = await createAdmin(app, { roles: [...roles.state(['Lagos']), { type: 'auditor', level: 'national', assignedStates: [] }] });
    const centre = await seedCentre(app, { state: 'Lagos' });
    expect((await app.request('GET', `/api/admin/schools/${centre.id}`, { token: stateAdmin.token! })).status).toBe(200);
    expect(await settled(centre.id, 1)).toEqual([{ user_id: stateAdmin.id, role: 'admin', state: 'Lagos', kind: 'detail' }]);
  });

  it('each exported row is one read of that centre, for every centre of the file', async () => {
    const admin = await createAdmin(app, { roles: roles.state(['Ogun']) });
    const centres = [await seedCentre(app, { state: 'Ogun', localGovernment: null }), await seedCentre(app, { state: 'Ogun', localGovernment: null })];
    const res = await app.request('GET', '/api/admin/schools/export/csv?state=Ogun', { token: admin.token! });
    expect(res.status).toBe(200);
    for (const centre of centres) expect(await settled(centre.id, 1)).toEqual([{ user_id: admin.id, role: 'admin', state: 'Ogun', kind: 'export' }]);
  });

  it("the centre's session lists the offices that opened its record, with when, and never a person", async () => {
    const centre = await signedInCentre(app, { status: 'registration_approved', state: 'Lagos' });
    const reader = await createAdmin(app, { roles: roles.state(['Lagos']), firstName: 'Chiamaka' });
    expect((await app.request('GET', `/api/admin/schools/${centre.id}`, { token: reader.token! })).status).toBe(200);
    expect((await app.request('GET', `/api/admin/schools/${centre.id}`, { token: su })).status).toBe(200);

    const res = await app.request('GET', `/api/centre-registration/${centre.reference}/reads`, { token: centre.token });
    expect(res.status).toBe(200);
    expect(res.body.data.total).toBe(2);
    expect(res.body.data.reads).toEqual([
      { at: expect.any(String), role: 'Super Administrator', roleName: 'superadmin', state: null, kind: 'detail' },
      { at: expect.any(String), role: 'Administrator', roleName: 'admin', state: 'Lagos', kind: 'detail' },
    ]);
    const text = res.text;
    for (const personal of [reader.email, reader.id, 'Chiamaka', app.superAdmin.email]) expect(text).not.toContain(personal);

    // The subject export carries the same list (the recipients of the centre's data).
    const mine = await app.request('GET', `/api/centre-registration/${centre.reference}/my-data`, { token: centre.token });
    expect(mine.body.data.readsByOffice.reads.map((r: { roleName: string }) => r.roleName)).toEqual(['superadmin', 'admin']);
    // Another centre's session reads no other centre's log; a staff token has no centre session.
    const other = await signedInCentre(app);
    expect((await app.request('GET', `/api/centre-registration/${centre.reference}/reads`, { token: other.token })).status).toBe(403);
    expect((await app.request('GET', `/api/centre-registration/${centre.reference}/reads`, { token: reader.token! })).status).toBe(401);
  });

  it('the officer searches by centre, by staff member and by date range; anyone without privacy.reads gets 403', async () => {
    const reader = await createAdmin(app, { roles: roles.national() });
    const first = await seedCentre(app, { documents: 1 });
    const second = await seedCentre(app);
    await addDocuments(app, second.id, 1);
    for (const c of [first, second]) expect((await app.request('GET', `/api/admin/schools/${c.id}`, { token: reader.token! })).status).toBe(200);

    const byCentre = await search(officer.token!, { centreId: first.id });
    expect(byCentre.status).toBe(200);
    expect(byCentre.headers.get('content-range')).toBe('centre-reads 0-0/1');
    expect(byCentre.body.data).toEqual([
      expect.objectContaining({ userId: reader.id, userEmail: reader.email, role: 'admin', state: null, centreId: first.id, reference: first.reference, kind: 'detail' }),
    ]);
    expect((await search(officer.token!, { centre: second.reference })).body.data.map((r: { centreId: string }) => r.centreId)).toEqual([second.id]);

    const byUser = await search(officer.token!, { userId: reader.id });
    expect(byUser.body.data.map((r: { centreId: string }) => r.centreId).sort()).toEqual([first.id, second.id].sort());
    expect((await search(officer.token!, { user: reader.email })).body.data).toHaveLength(2);

    const today = new Date().toISOString().slice(0, 10);
    expect((await search(officer.token!, { userId: reader.id, from: today, to: today })).body.data).toHaveLength(2);
    expect((await search(officer.token!, { userId: reader.id, to: '2020-01-31' })).body.data).toEqual([]);

    // Bad input: a worded 400 in the envelope.
    const bad = await search(officer.token!, { from: 'yesterday' });
    expect(bad.status).toBe(400);
    expect(bad.body.success).toBe(false);
    expect((await search(officer.token!, { from: '2026-02-01', to: '2026-01-01' })).status).toBe(400);

    // Only privacy.reads opens it: the super admin holds every permission; an admin or an auditor does not.
    expect((await search(su, { centreId: first.id })).status).toBe(200);
    expect((await search(reader.token!, {})).status).toBe(403);
    const auditor = await createAdmin(app, { roles: [{ type: 'auditor', level: 'national', assignedStates: [] }] });
    expect((await search(auditor.token!, {})).status).toBe(403);
    expect((await app.request('GET', '/api/admin/centre-reads')).status).toBe(401);
  });

  // Last: it drops this month's partition, and the rows of the tests above with it.
  it("a read in a month without a partition still lands: the writer makes the month's partition and writes again", async () => {
    const admin = await createAdmin(app, { roles: roles.national() });
    const centre = await seedCentre(app);
    const month = new Date().toISOString().slice(0, 7).replace('-', '_');
    await app.db!.query(`DROP TABLE centre_reads_${month}`);
    expect((await app.request('GET', `/api/admin/schools/${centre.id}`, { token: admin.token! })).status).toBe(200);
    expect(await settled(centre.id, 1)).toEqual([{ user_id: admin.id, role: 'admin', state: null, kind: 'detail' }]);
    const { rows } = await app.db!.query(`SELECT to_regclass($1) IS NOT NULL AS made`, [`centre_reads_${month}`]);
    expect(rows[0].made).toBe(true);
  });
});
