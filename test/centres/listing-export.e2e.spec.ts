import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { parse } from 'csv-parse/sync';
import { CENTRE_SORT_FIELDS, MSG } from '#contracts';
import { addDocuments, seedCentre, type CreatedCentre } from '../support/centre-factories.js';
import { createAdmin, roles, superAdminToken } from '../support/factories.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const ROW_KEYS = [
  '_id', 'AdminEmail', 'AdminName', 'AdminNumber', 'CentreName', 'GovernmentId', 'LocalGovernment', 'ReferenceNumber', 'State',
  'autotestDecision', 'autotestScore', 'createdAt', 'deadline', 'documentCount', 'hasPassedAutotest', 'hasUploadedDocuments', 'id',
  'isRegistrationComplete', 'ownershipType', 'possibleDuplicate', 'registrationNumber', 'status', 'updatedAt', 'version',
  'accreditationStatus', 'standing',
].sort();

const EXPORT_HEADER = [
  'Reference Number', 'Centre Name', 'Government/RC Number', 'Ownership Type', 'Admin Name', 'Admin Email', 'Admin Phone',
  'Coordinator Name', 'Coordinator Phone', 'State', 'Local Government', 'Town', 'Address', 'Status', 'Documents',
  'Registration Complete', 'Centre Capacity', 'Expected Candidates', 'Autotest Decision', 'Autotest Score',
  'Registration Approval Date', 'Autotest Approval Date', 'Admin Feedback', 'Rejection Reason', 'Query Details', 'Created At', 'Updated At',
];

const csvRows = (text: string): string[][] => parse(text, { bom: true }) as string[][];

describe('centre list and CSV export', () => {
  let app: TestApp;
  let su: string;
  const named: Record<string, CreatedCentre> = {};
  /** Newest first, as the default sort returns them. */
  const byAge: string[] = [];

  const list = (query: string, token = su) => app.request('GET', `/api/admin/schools${query}`, { token });
  const exportCsv = (query: string, token = su) => app.request('GET', `/api/admin/schools/export/csv${query}`, { token });

  beforeAll(async () => {
    app = await startTestApp();
    su = await superAdminToken(app);
    const seeds = [
      { key: 'zenith', centreName: 'Zenith Academy', state: 'Lagos', status: 'pending' as const },
      { key: 'alpha', centreName: 'alpha college', state: 'Kano', localGovernment: 'Fagge', status: 'registration_approved' as const },
      { key: 'percent', centreName: 'Beta 100% Centre', state: 'FCT', localGovernment: null, status: 'autotest_approved' as const, autotestDecision: 'approved' },
      { key: 'underscore', centreName: 'Gamma_Tech', state: 'Lagos', status: 'rejected' as const, autotestDecision: 'rejected' },
      { key: 'delta', centreName: 'Delta Hub', state: 'Oyo', localGovernment: null, status: 'query' as const, autotestDecision: 'pending' },
    ];
    for (const { key, ...seed } of seeds) named[key] = await seedCentre(app, seed);
    for (let i = 0; i < 10; i++) named[`filler${i}`] = await seedCentre(app, { centreName: `Filler ${i}`, state: 'Lagos' });
    // Distinct creation times, newest first in insertion order, so the default order is known.
    const ids = Object.values(named).map((c) => c.id);
    await app.db!.query(`UPDATE centres SET created_at = now() - (array_position($1::uuid[], id) * interval '1 minute') WHERE id = ANY($1::uuid[])`, [ids]);
    byAge.push(...ids);
  });
  afterAll(async () => {
    await app?.close();
  });

  describe('GET /admin/schools', () => {
    it('pages newest first with the compact row shape and the pagination', async () => {
      const res = await list('');
      expect(res.status).toBe(200);
      expect(res.body.data.pagination).toEqual({ page: 1, limit: 10, totalCount: 15, totalPages: 2 });
      expect(res.body.data.schools.map((s: any) => s.id)).toEqual(byAge.slice(0, 10));
      const zenith = res.body.data.schools[0];
      expect(Object.keys(zenith).sort()).toEqual(ROW_KEYS);
      expect(zenith).toMatchObject({
        _id: named.zenith!.id,
        ReferenceNumber: named.zenith!.reference,
        registrationNumber: named.zenith!.reference,
        CentreName: 'Zenith Academy',
        AdminEmail: named.zenith!.email,
        GovernmentId: named.zenith!.governmentId,
        State: 'Lagos',
        LocalGovernment: 'Ikeja',
        status: 'pending',
        documentCount: 0,
        hasUploadedDocuments: false,
        isRegistrationComplete: false,
        hasPassedAutotest: false,
      });
      expect(new Date(zenith.createdAt).toISOString()).toBe(zenith.createdAt);
      const second = await list('?page=2');
      expect(second.body.data.schools.map((s: any) => s.id)).toEqual(byAge.slice(10));
    });

    it("carries each centre's version, so a decision taken from the list can send it as If-Match", async () => {
      const row = async () => (await list(`?search=${named.alpha!.reference}`)).body.data.schools[0];
      const before = await row();
      const detail = await app.request('GET', `/api/admin/schools/${named.alpha!.id}`, { token: su });
      expect(before.version).toBe(detail.body.data.version);
      await addDocuments(app, named.alpha!.id);
      const stale = await app.request('PUT', `/api/admin/schools/${named.alpha!.id}/approve-autotest`, { token: su, body: {}, headers: { 'If-Match': `"${before.version - 1}"` } });
      expect(stale.status).toBe(409);
      const fresh = await app.request('PUT', `/api/admin/schools/${named.alpha!.id}/approve-autotest`, { token: su, body: {}, headers: { 'If-Match': `"${before.version}"` } });
      expect(fresh.status).toBe(200);
      expect((await row()).version).toBe(before.version + 1);
    });

    it('clamps limit to 10..1000 and reads unreadable numbers as the defaults', async () => {
      const small = await list('?limit=5');
      expect(small.body.data.pagination).toMatchObject({ limit: 10, totalPages: 2 });
      expect(small.body.data.schools).toHaveLength(10);
      expect((await list('?limit=5000')).body.data.pagination).toMatchObject({ limit: 1000, totalPages: 1 });
      expect((await list('?limit=abc&page=xyz')).body.data.pagination).toMatchObject({ limit: 10, page: 1 });
      expect((await list('?page=0')).body.data.pagination.page).toBe(1);
      const beyond = await list('?page=9');
      expect(beyond.status).toBe(200);
      expect(beyond.body.data.schools).toEqual([]);
      expect(beyond.body.data.pagination.totalCount).toBe(15);
    });

    it('searches name, reference, email and Government/RC number ignoring case', async () => {
      const ids = async (q: string) => (await list(`?search=${encodeURIComponent(q)}`)).body.data.schools.map((s: any) => s.id);
      expect(await ids('  ALPHA ')).toEqual([named.alpha!.id]);
      expect(await ids(named.delta!.reference.slice(-8).toLowerCase())).toEqual([named.delta!.id]);
      expect(await ids(named.zenith!.email.toUpperCase())).toEqual([named.zenith!.id]);
      expect(await ids(named.underscore!.governmentId)).toEqual([named.underscore!.id]);
      expect(await ids('no such centre')).toEqual([]);
    });

    it('takes LIKE wildcards in the search literally', async () => {
      const ids = async (q: string) => (await list(`?search=${encodeURIComponent(q)}`)).body.data.schools.map((s: any) => s.id);
      expect(await ids('%')).toEqual([named.percent!.id]);
      expect(await ids('_')).toEqual([named.underscore!.id]);
      expect(await ids('0% c')).toEqual([named.percent!.id]);
    });

    it('filters by status, state (any case, aliases) and autotest result', async () => {
      const ids = async (q: string) => (await list(q)).body.data.schools.map((s: any) => s.id).sort();
      expect(await ids('?status=query')).toEqual([named.delta!.id]);
      expect((await list('?status=')).body.data.pagination.totalCount).toBe(15);
      expect((await list('?state=lagos&limit=100')).body.data.pagination.totalCount).toBe(12);
      expect(await ids('?state=Abuja')).toEqual([named.percent!.id]);
      expect(await ids('?autotestResult=approved')).toEqual([named.percent!.id]);
      expect(await ids('?autotestResult=rejected')).toEqual([named.underscore!.id]);
      const pending = await list('?autotestResult=pending&limit=100');
      expect(pending.body.data.pagination.totalCount).toBe(13);
      expect(pending.body.data.schools.map((s: any) => s.id)).toContain(named.delta!.id);
      expect(await ids('?state=Lagos&status=rejected&autotestResult=rejected&search=gamma')).toEqual([named.underscore!.id]);
    });

    it('sorts by any allowed field either way, with the id as tie-breaker', async () => {
      for (const [sortBy, column] of [['CentreName', 'centre_name'], ['State', "COALESCE(state, '')"], ['status', 'status']] as const) {
        for (const order of ['asc', 'desc'] as const) {
          const res = await list(`?sortBy=${sortBy}&sortOrder=${order}&limit=100`);
          const { rows } = await app.db!.query(`SELECT id FROM centres ORDER BY ${column} ${order}, id ${order}`);
          expect(res.body.data.schools.map((s: any) => s.id)).toEqual(rows.map((r) => r.id));
        }
      }
      const oldest = await list('?sortOrder=ASC&limit=100');
      expect(oldest.body.data.schools.map((s: any) => s.id)).toEqual([...byAge].reverse());
    });

    it('refuses unknown sort fields, statuses and results with 400 and nothing else', async () => {
      const sort = await list('?sortBy=password');
      expect(sort.status).toBe(400);
      expect(sort.body).toMatchObject({ success: false, errors: [{ path: 'sortBy', msg: MSG.invalidSortBy(CENTRE_SORT_FIELDS) }] });
      const status = await list('?status=bogus');
      expect(status.status).toBe(400);
      expect(status.body.errors[0].path).toBe('status');
      for (const query of ['?autotestResult=maybe', '?sortOrder=sideways', '?state=Atlantis', `?search=${'x'.repeat(101)}`, '?status=a&status=b']) {
        const res = await list(query);
        expect([query, res.status]).toEqual([query, 400]);
        expect(res.body.success).toBe(false);
      }
    });

    it("limits a state admin to their states, even when filtering for another", async () => {
      const lagos = await createAdmin(app, { roles: roles.state(['Lagos']) });
      const res = await list('?limit=100', lagos.token!);
      expect(res.body.data.pagination.totalCount).toBe(12);
      expect(new Set(res.body.data.schools.map((s: any) => s.State))).toEqual(new Set(['Lagos']));
      expect((await list('?state=Kano', lagos.token!)).body.data.pagination.totalCount).toBe(0);
    });
  });

  describe('GET /admin/schools?include=statistics', () => {
    it('answers the page and, beside it, the statistics GET /admin/statistics answers; without include, the page only', async () => {
      const plain = await list('?status=pending&limit=10');
      const res = await list('?status=pending&limit=10&include=statistics');
      expect(res.status).toBe(200);
      const { statistics, ...page } = res.body.data;
      expect(page).toEqual(plain.body.data);
      expect(Object.keys(plain.body.data).sort()).toEqual(['pagination', 'schools']);
      // The counts ignore the list's filters: they are the caller's, as the cards show them.
      expect(statistics).toEqual((await app.request('GET', '/api/admin/statistics', { token: su })).body.data.statistics);
      // (An earlier test moves alpha from registration to autotest approval.)
      expect(statistics).toMatchObject({ total: 15, pending: 11, approved: 2, rejected: 1, query: 1 });
    });

    it("scopes a state admin's statistics to their states", async () => {
      const lagos = await createAdmin(app, { roles: roles.state(['Lagos']) });
      const res = await list('?include=statistics', lagos.token!);
      expect(res.body.data.pagination.totalCount).toBe(12);
      expect(res.body.data.statistics).toEqual((await app.request('GET', '/api/admin/statistics', { token: lagos.token! })).body.data.statistics);
      expect(res.body.data.statistics).toMatchObject({ total: 12, pending: 11, rejected: 1, registration_approved: 0, query: 0 });
    });

    it('refuses an unknown include with 400', async () => {
      const res = await list('?include=everything');
      expect(res.status).toBe(400);
      expect(res.body.success).toBe(false);
    });
  });

  describe('GET /admin/schools/export/csv', () => {
    it('streams every matching centre with readable headers and a timestamped file name', async () => {
      const res = await exportCsv('?status=pending');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="centres-export-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.csv"$/);
      const [header, ...rows] = csvRows(res.text);
      expect(header).toEqual(EXPORT_HEADER);
      expect(rows).toHaveLength(11);
      const zenith = rows.find((r) => r[0] === named.zenith!.reference)!;
      expect(zenith.slice(0, 7)).toEqual([named.zenith!.reference, 'Zenith Academy', named.zenith!.governmentId, 'Private Institution', 'Ada Obi', named.zenith!.email, "'+2348012345678"]);
      expect(zenith[13]).toBe('Registration Pending');
      expect(zenith[15]).toBe('No');
    });

    it('neutralises spreadsheet formulas in every cell', async () => {
      const names = ['=HYPERLINK("x")', '+1', '-2', '@cmd', '\tTab', '\rReturn'];
      for (const centreName of names) await seedCentre(app, { centreName, state: 'Kogi', localGovernment: null });
      const [, ...rows] = csvRows((await exportCsv('?state=Kogi')).text);
      expect(rows.map((r) => r[1]).sort()).toEqual(names.map((n) => `'${n}`).sort());
    });

    it('applies the list filters and sort, and refuses the same bad input', async () => {
      const [, ...rows] = csvRows((await exportCsv('?search=gamma')).text);
      expect(rows.map((r) => r[0])).toEqual([named.underscore!.reference]);
      expect((await exportCsv('?sortBy=password')).status).toBe(400);
      expect((await exportCsv('?status=nope')).body.errors[0].path).toBe('status');
    });

    it('crosses keyset batches without losing or repeating a centre, in list order', async () => {
      // Many centres share a creation time to the microsecond, so the keyset must rely on the id.
      await app.db!.query(
        `INSERT INTO centres (reference_number, centre_name, government_id, exam_body, status, source, admin_email, state, created_at)
         SELECT 'BULK-2026-' || lpad(g::text, 8, '0'), 'Bulk ' || (g % 97), 'GOV' || g, 'JAMB', 'pending', 'import', 'bulk' || g || '@x.test', 'Ekiti',
                timestamptz '2026-01-01 00:00:00.123456+00' + (g % 3) * interval '1 microsecond'
         FROM generate_series(1, 4500) g`,
      );
      for (const order of ['desc', 'asc']) {
        const [, ...rows] = csvRows((await exportCsv(`?state=Ekiti&sortOrder=${order}`)).text);
        const { rows: expected } = await app.db!.query(`SELECT reference_number FROM centres WHERE state = 'Ekiti' ORDER BY created_at ${order}, id ${order}`);
        expect(rows.map((r) => r[0])).toEqual(expected.map((r) => r.reference_number));
      }
      const [, ...byName] = csvRows((await exportCsv('?state=Ekiti&sortBy=CentreName&sortOrder=asc')).text);
      expect(new Set(byName.map((r) => r[0])).size).toBe(4500);
      const { rows: names } = await app.db!.query(`SELECT reference_number FROM centres WHERE state = 'Ekiti' ORDER BY centre_name, id`);
      expect(byName.map((r) => r[0])).toEqual(names.map((r) => r.reference_number));
    });

    it("gives a state admin their states' centres only", async () => {
      const kano = await createAdmin(app, { roles: roles.state(['Kano']) });
      const [, ...rows] = csvRows((await exportCsv('', kano.token!)).text);
      expect(rows.map((r) => r[0])).toEqual([named.alpha!.reference]);
    });
  });
});
