import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { parse } from 'csv-parse/sync';
import { ACCREDITATION_FILTERS, ACCREDITED_CSV_COLUMNS, MSG } from '#contracts';
import { approveAll, approveStage, initialise, passedAutotestCentre, saveConfig, stageApprovers } from '../support/accreditation-factories.js';
import { seedCentre, type CreatedCentre } from '../support/centre-factories.js';
import { createAdmin, roles, superAdminToken, type CreatedAdmin } from '../support/factories.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

describe('accreditation list, stats and accredited export', () => {
  let app: TestApp;
  let su: string;
  let lagos: string;
  let approvers: CreatedAdmin[];
  const c = {} as Record<'formula' | 'pending' | 'inProgress' | 'rejected' | 'none' | 'kano' | 'failed', CreatedCentre>;

  beforeAll(async () => {
    app = await startTestApp();
    su = await superAdminToken(app);
    lagos = (await createAdmin(app, { roles: roles.state(['Lagos']) })).token!;
    approvers = await stageApprovers(app, 2);
    await saveConfig(app, 2);
    c.formula = await passedAutotestCentre(app, { centreName: '=SUM(A1)' });
    c.pending = await passedAutotestCentre(app, { centreName: 'Pending Hall' });
    c.inProgress = await passedAutotestCentre(app);
    c.rejected = await passedAutotestCentre(app);
    c.none = await passedAutotestCentre(app, { centreName: 'Untouched Academy' });
    c.kano = await passedAutotestCentre(app, { state: 'Kano', localGovernment: 'Fagge' });
    c.failed = await seedCentre(app, { status: 'autotest_approved', autotestDecision: 'rejected' });
    await app.db!.query(
      `UPDATE centres SET autotest_score = 87.5, autotest_expected_capacity = 250, autotest_realized_capacity = 240,
         coordinator_name = '@Coordinator', coordinator_phone = '+2348000000000' WHERE id = $1`,
      [c.formula.id],
    );
    for (const centre of [c.formula, c.pending, c.inProgress, c.rejected, c.kano]) await initialise(app, centre.id, su);
    await approveAll(app, c.formula.id, approvers);
    await approveAll(app, c.kano.id, approvers);
    await approveStage(app, c.inProgress.id, approvers[0]!.token!);
    const rejected = await app.request('POST', `/api/accreditation/centres/${c.rejected.id}/reject`, { token: su, body: { rejectionReason: 'No' } });
    expect(rejected.status).toBe(200);
  });
  afterAll(async () => {
    await app?.close();
  });

  const list = (query: string, token = su) => app.request('GET', `/api/accreditation/centres${query}`, { token });
  const ids = (res: { body: any }) => res.body.data.centres.map((r: { id: string }) => r.id).sort();

  it('lists centres that passed the autotest with their accreditation, filtered by status', async () => {
    const all = await list('?limit=100');
    expect(all.status).toBe(200);
    expect(ids(all)).toEqual([c.formula, c.pending, c.inProgress, c.rejected, c.none, c.kano].map((x) => x.id).sort());
    const expected: Record<string, CreatedCentre[]> = {
      no_accreditation: [c.none],
      pending: [c.pending],
      in_progress: [c.inProgress],
      approved: [c.formula, c.kano],
      rejected: [c.rejected],
      // A renewal withdrawn by a suspension or revocation (DECISIONS §10): none here.
      withdrawn: [],
    };
    for (const filter of ACCREDITATION_FILTERS) expect(ids(await list(`?accreditationStatus=${filter}&limit=100`))).toEqual(expected[filter]!.map((x) => x.id).sort());

    const row = all.body.data.centres.find((r: { id: string }) => r.id === c.formula.id);
    expect(row).toMatchObject({
      ReferenceNumber: c.formula.reference,
      CentreName: '=SUM(A1)',
      State: 'Lagos',
      LocalGovernment: 'Ikeja',
      AdminEmail: c.formula.email,
      autotestScore: 87.5,
      autotestExpectedCapacity: 250,
      autotestRealizedCapacity: 240,
      accreditation: { status: 'approved', currentStage: 2, totalStagesRequired: 2, progress: 100 },
    });
    expect(all.body.data.centres.find((r: { id: string }) => r.id === c.inProgress.id).accreditation).toMatchObject({ status: 'in_progress', progress: 50 });
    expect(all.body.data.centres.find((r: { id: string }) => r.id === c.none.id).accreditation).toBeNull();
  });

  it('searches, pages up to the export size and refuses unknown filters', async () => {
    expect(ids(await list('?search=untouched'))).toEqual([c.none.id]);
    expect(ids(await list(`?search=${c.kano.reference.toLowerCase()}`))).toEqual([c.kano.id]);
    const paged = await list('?limit=2&page=2');
    expect(paged.body.data.centres).toHaveLength(2);
    expect(paged.body.data.pagination).toEqual({ page: 2, limit: 2, totalCount: 6, totalPages: 3 });
    expect((await list('?limit=10000&accreditationStatus=approved')).body.data.pagination.limit).toBe(10000);
    expect((await list('?limit=99999')).body.data.pagination.limit).toBe(10000);
    const bad = await list('?accreditationStatus=done');
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([{ path: 'accreditationStatus', msg: MSG.invalidListFilter('accreditationStatus', ACCREDITATION_FILTERS) }]);
    expect((await list('?search=a&search=b')).status).toBe(400);
  });

  it("counts the stats in the caller's states", async () => {
    const all = await app.request('GET', '/api/accreditation/stats', { token: su });
    expect(all.body.data).toEqual({ passedAutotest: 6, noAccreditation: 1, accreditationPending: 1, accreditationInProgress: 1, fullyAccredited: 2, accreditationRejected: 1, suspended: 0, revoked: 0, expired: 0, withdrawn: 0 });
    const mine = await app.request('GET', '/api/accreditation/stats', { token: lagos });
    expect(mine.body.data).toEqual({ passedAutotest: 5, noAccreditation: 1, accreditationPending: 1, accreditationInProgress: 1, fullyAccredited: 1, accreditationRejected: 1, suspended: 0, revoked: 0, expired: 0, withdrawn: 0 });
  });

  it("keeps other states out of a state admin's list", async () => {
    const res = await list('?limit=100', lagos);
    expect(ids(res)).not.toContain(c.kano.id);
    expect(res.body.data.centres.every((r: { State: string }) => r.State === 'Lagos')).toBe(true);
  });

  it('exports the accredited centres with the SPEC §9 columns, formulas neutralised', async () => {
    const res = await app.request('GET', '/api/accreditation/export/csv', { token: su });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    const today = new Date().toISOString().slice(0, 10);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="accredited-centres-${today}.csv"`);
    const [header, ...rows] = parse(res.text, { bom: true }) as string[][];
    expect(header).toEqual([...ACCREDITED_CSV_COLUMNS]);
    expect(rows.map((r) => r[0]).sort()).toEqual([c.formula.reference, c.kano.reference].sort());
    const formula = Object.fromEntries(header!.map((h, i) => [h, rows.find((r) => r[0] === c.formula.reference)![i]]));
    expect(formula).toMatchObject({
      'Centre Name': "'=SUM(A1)",
      'Coordinator Name': "'@Coordinator",
      'Coordinator Phone': "'+2348000000000",
      'Autotest Score (%)': '87.5',
      'Expected Capacity': '250',
      'Realized Capacity': '240',
      'Total Approval Stages': '2',
      'Stage 1 Approver': 'Approver1 Admin',
      'Stage 2 Approver': 'Approver2 Admin',
      'Stage 3 Approver': '',
      'Stage 3 Date': '',
    });
    expect(Date.parse(formula['Accreditation Date']!)).toBeGreaterThan(Date.parse(formula['Stage 1 Date']!) - 1);
  });

  it("exports only the caller's states, and just the header when none is accredited", async () => {
    const mine = parse((await app.request('GET', '/api/accreditation/export/csv', { token: lagos })).text, { bom: true }) as string[][];
    expect(mine.slice(1).map((r) => r[0])).toEqual([c.formula.reference]);
    const oyo = (await createAdmin(app, { roles: roles.state(['Oyo']) })).token!;
    const empty = await app.request('GET', '/api/accreditation/export/csv', { token: oyo });
    expect(empty.status).toBe(200);
    expect(parse(empty.text, { bom: true })).toEqual([[...ACCREDITED_CSV_COLUMNS]]);
  });
});
