import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { headlineStatus, MSG, STANDING_FILTERS } from '#contracts';
import { accreditedCentre, initialise, passedAutotestCentre, saveConfig } from '../support/accreditation-factories.js';
import { seedCentre, type CreatedCentre } from '../support/centre-factories.js';
import { superAdminToken } from '../support/factories.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

// DECISIONS §10: the console leads with a centre's furthest fact. Its list rows and detail carry the
// accreditation facts headlineStatus reads, the "Accreditation" filter selects by that headline in
// the list query, and the dashboard counts it.
describe('the accreditation headline in the console list, detail and statistics', () => {
  let app: TestApp;
  let su: string;
  let accredited: CreatedCentre;
  let suspended: CreatedCentre;
  let inProgress: CreatedCentre;
  let plain: CreatedCentre;

  const ids = async (query: string) => ((await app.request('GET', `/api/admin/schools${query}`, { token: su })).body.data.schools as Array<{ id: string }>).map((s) => s.id).sort();

  beforeAll(async () => {
    app = await startTestApp();
    su = await superAdminToken(app);
    await saveConfig(app, 1);
    accredited = (await accreditedCentre(app)).centre;
    suspended = (await accreditedCentre(app)).centre;
    await app.db!.query(`UPDATE accreditations SET standing = 'suspended', standing_changed_at = now() WHERE centre_id = $1`, [suspended.id]);
    inProgress = await passedAutotestCentre(app);
    await initialise(app, inProgress.id, su);
    plain = await seedCentre(app, { status: 'autotest_approved', autotestDecision: 'approved' });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('gives each row the facts of its headline: accredited, not "Autotest Approved"', async () => {
    const res = await app.request('GET', '/api/admin/schools?limit=100', { token: su });
    const row = (id: string) => res.body.data.schools.find((s: { id: string }) => s.id === id);
    expect(headlineStatus(row(accredited.id)).key).toBe('accredited');
    expect(headlineStatus(row(suspended.id)).key).toBe('suspended');
    expect(headlineStatus(row(inProgress.id)).key).toBe('accreditation_in_progress');
    expect(headlineStatus(row(plain.id)).key).toBe('autotest_approved');
    expect(row(accredited.id)).toMatchObject({ status: 'autotest_approved', accreditationStatus: 'approved', standing: 'accredited' });
  });

  it('filters by accreditation headline in the list query, with the count to match', async () => {
    expect(await ids('?accreditation=accredited')).toEqual([accredited.id]);
    expect(await ids('?accreditation=Suspended')).toEqual([suspended.id]);
    expect(await ids('?accreditation=in_progress')).toEqual([inProgress.id]);
    expect(await ids('?accreditation=revoked')).toEqual([]);
    expect(await ids('?accreditation=all&status=autotest_approved')).toEqual([accredited.id, suspended.id, inProgress.id, plain.id].sort());
    const counted = await app.request('GET', '/api/admin/schools?accreditation=accredited', { token: su });
    expect(counted.body.data.pagination.totalCount).toBe(1);
  });

  it('refuses an unknown accreditation filter with 400, naming the values', async () => {
    const res = await app.request('GET', '/api/admin/schools?accreditation=glorious', { token: su });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, errors: [{ path: 'accreditation', msg: MSG.invalidListFilter('accreditation', STANDING_FILTERS) }] });
  });

  it('counts the centres by accreditation headline on the dashboard', async () => {
    const stats = await app.request('GET', '/api/admin/statistics', { token: su });
    expect(stats.body.data.statistics.accreditation).toEqual({ in_progress: 1, accredited: 1, suspended: 1, revoked: 0, expired: 0, withdrawn: 0, rejected: 0 });
    expect(stats.body.data.statistics.autotest_approved).toBe(4);
  });

  it("gives the detail the same facts for its header", async () => {
    const res = await app.request('GET', `/api/admin/schools/${accredited.id}`, { token: su });
    expect(res.status).toBe(200);
    expect(headlineStatus({ status: res.body.data.school.status ?? res.body.data.status, ...res.body.data }).key).toBe('accredited');
    expect(res.body.data).toMatchObject({ accreditationStatus: 'approved', standing: 'accredited' });
  });
});
