import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { parse } from 'csv-parse/sync';
import { MSG, type CentreStatus } from '#contracts';
import { seedCentre } from '../support/centre-factories.js';
import { createAdmin, registerAccount, roles, superAdminToken } from '../support/factories.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { storeFile } from '../support/stored-files.js';

/**
 * Who may call which admin centre endpoint (DECISIONS §4), against a Kano centre: a Lagos state
 * admin must not learn that it exists (404), an account without a role is refused (403), nobody
 * anonymous gets in (401). Every cell gets a fresh centre so cells never depend on each other.
 */
const CALLERS = ['anonymous', 'no-role', 'lagos', 'national', 'super'] as const;
type Caller = (typeof CALLERS)[number];

interface Row {
  name: string;
  status?: CentreStatus;
  call: (centreId: string, documentId: string) => { method: string; path: string; body?: unknown };
  expected: [number, number, number, number, number];
}

const centreRow = (name: string, status: CentreStatus, method: string, segment: string, body?: unknown): Row => ({
  name,
  status,
  call: (id) => ({ method, path: `/api/admin/schools/${id}${segment}`, body }),
  expected: [401, 403, 404, 200, 200],
});

const ROWS: Row[] = [
  centreRow('GET /admin/schools/{id}', 'pending', 'GET', ''),
  centreRow('GET /admin/schools/{id}/actions', 'pending', 'GET', '/actions'),
  centreRow('PUT approve', 'pending', 'PUT', '/approve', { autotestInstructions: 'Go' }),
  // The route needs a permission no state admin holds: refused before the centre is looked up.
  { ...centreRow('PUT approve-autotest', 'registration_approved', 'PUT', '/approve-autotest', {}), expected: [401, 403, 403, 200, 200] },
  centreRow('PUT reject', 'pending', 'PUT', '/reject', { rejectionReason: 'No' }),
  centreRow('PUT query', 'pending', 'PUT', '/query', { queryDetails: 'Why' }),
  centreRow('PUT reset', 'rejected', 'PUT', '/reset', { resetReason: 'Again' }),
  centreRow('POST repost-to-autotest', 'autotest_approved', 'POST', '/repost-to-autotest'),
  centreRow('POST resend-registration-approval', 'registration_approved', 'POST', '/resend-registration-approval'),
  centreRow('POST resend-autotest-approval', 'autotest_approved', 'POST', '/resend-autotest-approval'),
  {
    name: 'GET /admin/schools/{id}/documents/{documentId}',
    status: 'pending',
    call: (id, documentId) => ({ method: 'GET', path: `/api/admin/schools/${id}/documents/${documentId}` }),
    expected: [401, 403, 404, 200, 200],
  },
  { name: 'GET /admin/schools', call: () => ({ method: 'GET', path: '/api/admin/schools' }), expected: [401, 403, 200, 200, 200] },
  { name: 'GET /admin/schools/export/csv', call: () => ({ method: 'GET', path: '/api/admin/schools/export/csv' }), expected: [401, 403, 200, 200, 200] },
  { name: 'GET /admin/statistics', call: () => ({ method: 'GET', path: '/api/admin/statistics' }), expected: [401, 403, 200, 200, 200] },
  { name: 'GET /admin/dashboard', call: () => ({ method: 'GET', path: '/api/admin/dashboard' }), expected: [401, 403, 200, 200, 200] },
];

describe('admin centre permission matrix', () => {
  let app: TestApp;
  const tokens = {} as Record<Caller, string | undefined>;

  /** A Kano centre in the row's status, with one stored document. */
  const kanoCentre = async (status: CentreStatus = 'pending') => {
    const centre = await seedCentre(app, { status, state: 'Kano', localGovernment: 'Fagge' });
    const storedName = await storeFile(app.db!, '%PDF-1.4 kano');
    const { rows } = await app.db!.query(
      `INSERT INTO centre_documents (centre_id, document_type, filename, stored_name, content_type, size_bytes) VALUES ($1, 'applicationLetter', 'letter.pdf', $2, 'application/pdf', 13) RETURNING id`,
      [centre.id, storedName],
    );
    await app.db!.query('UPDATE centres SET document_count = 1 WHERE id = $1', [centre.id]);
    return { centre, documentId: rows[0].id as string };
  };

  beforeAll(async () => {
    app = await startTestApp();
    tokens.anonymous = undefined;
    tokens['no-role'] = (await registerAccount(app)).token!;
    tokens.lagos = (await createAdmin(app, { roles: roles.state(['Lagos']) })).token!;
    tokens.national = (await createAdmin(app, { roles: roles.national() })).token!;
    tokens.super = await superAdminToken(app);
    await seedCentre(app, { state: 'Lagos' });
  });
  afterAll(async () => {
    await app?.close();
  });

  describe.each(ROWS)('$name', (row) => {
    it.each(CALLERS.map((caller, i) => [caller, row.expected[i]!] as const))('%s -> %i', async (caller, expected) => {
      const { centre, documentId } = await kanoCentre(row.status);
      const { method, path, body } = row.call(centre.id, documentId);
      const res = await app.request(method, path, { token: tokens[caller], body });
      expect(res.status).toBe(expected);
      if (expected === 404) expect(res.body).toEqual({ success: false, message: MSG.centreNotFound });
      if (expected >= 400 && row.status && method !== 'GET') {
        const { rows } = await app.db!.query('SELECT status, version FROM centres WHERE id = $1', [centre.id]);
        expect(rows[0]).toEqual({ status: row.status, version: 1 });
        expect(Number((await app.db!.query('SELECT count(*) FROM centre_actions WHERE centre_id = $1', [centre.id])).rows[0].count)).toBe(1);
      }
    });
  });

  it('keeps other states out of a state admin’s list, export, statistics and activity', async () => {
    const { centre } = await kanoCentre();
    const lagos = tokens.lagos!;
    const list = await app.request('GET', '/api/admin/schools?limit=1000', { token: lagos });
    expect(list.body.data.schools.length).toBeGreaterThan(0);
    expect(list.body.data.schools.every((s: any) => s.State === 'Lagos')).toBe(true);
    const searched = await app.request('GET', `/api/admin/schools?search=${centre.reference}`, { token: lagos });
    expect(searched.body.data.pagination.totalCount).toBe(0);
    const csv = parse((await app.request('GET', '/api/admin/schools/export/csv', { token: lagos })).text, { bom: true, columns: true }) as Array<Record<string, string>>;
    expect(csv.length).toBe(list.body.data.pagination.totalCount);
    expect(new Set(csv.map((r) => r.State))).toEqual(new Set(['Lagos']));
    const stats = (await app.request('GET', '/api/admin/statistics', { token: lagos })).body.data.statistics;
    expect(stats.total).toBe(list.body.data.pagination.totalCount);
    const activity = (await app.request('GET', '/api/admin/dashboard', { token: lagos })).body.data.recentActivity;
    expect(activity.every((e: any) => e.centreId !== centre.id)).toBe(true);
    const everything = await app.request('GET', '/api/admin/schools/export/csv', { token: tokens.national });
    expect(everything.text).toContain(centre.reference);
  });

  it('lets a state admin act on their own state’s centres, except approving for autotest', async () => {
    const own = await seedCentre(app, { status: 'registration_approved', state: 'Lagos' });
    const autotest = await app.request('PUT', `/api/admin/schools/${own.id}/approve-autotest`, { token: tokens.lagos, body: {} });
    expect(autotest.status).toBe(403);
    expect(autotest.body.message).toBe(MSG.onlyNationalApproveAutotest);
    expect((await app.request('PUT', `/api/admin/schools/${own.id}/query`, { token: tokens.lagos, body: { queryDetails: 'Fix the address' } })).status).toBe(200);
  });
});
