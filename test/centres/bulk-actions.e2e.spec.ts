import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { parse } from 'csv-parse/sync';
import { BULK_MSG, CENTRE_STATUS_LABELS, MSG } from '#contracts';
import { scalar, waitUntil } from '../faults/fault-helpers.js';
import { seedCentre, type CreatedCentre } from '../support/centre-factories.js';
import { createAdmin, registerAccount, roles, type CreatedAdmin } from '../support/factories.js';
import { startTestApp, type PortalProcess, type TestApp } from '../support/test-app.js';

const MAIL_EVENTS = ['centre.registration_approved', 'centre.autotest_approved', 'centre.rejected', 'centre.queried'];

async function finished(app: TestApp, token: string, jobId: string, timeoutMs = 60000): Promise<any> {
  return waitUntil(`bulk job ${jobId}`, async () => {
    const res = await app.request('GET', `/api/admin/bulk-actions/${jobId}`, { token });
    expect(res.status).toBe(200);
    return res.body.data.state === 'completed' ? res.body.data : null;
  }, timeoutMs, 100);
}

/** How many mail events the centre's decisions recorded (each becomes exactly one email). */
const mailEvents = (app: TestApp, id: string) => scalar(app, `SELECT count(*) FROM outbox_events WHERE payload->>'centreId' = $1 AND type = ANY($2)`, [id, MAIL_EVENTS]);

describe('bulk decisions on the server', () => {
  let app: TestApp;
  let national: CreatedAdmin;
  let lagosAdmin: CreatedAdmin;
  const start = (token: string, body: unknown) => app.request('POST', '/api/admin/schools/bulk-actions', { token, body });

  beforeAll(async () => {
    app = await startTestApp();
    national = await createAdmin(app, { roles: roles.national(), firstName: 'Nkechi' });
    lagosAdmin = await createAdmin(app, { roles: roles.state(['Lagos']) });
  }, 120000);
  afterAll(async () => {
    await app?.close();
  });

  let approveJob: string;
  let pending: CreatedCentre[];
  let formula: CreatedCentre;
  let rejected: CreatedCentre;
  const missing = randomUUID();

  it('approves the selected centres in one request: one transition, history entry and email each; refusals reported per centre', async () => {
    pending = [];
    for (let i = 0; i < 4; i++) pending.push(await seedCentre(app, { status: 'pending' }));
    formula = await seedCentre(app, { status: 'pending', centreName: '=HYPERLINK("http://x.test","click")' });
    const kano = await seedCentre(app, { status: 'query', state: 'Kano', localGovernment: 'Fagge' });
    rejected = await seedCentre(app, { status: 'rejected' });
    const approvable = [...pending, formula, kano];

    const res = await start(national.token!, { action: 'approve', ids: [...approvable.map((c) => c.id), rejected.id, missing], autotestInstructions: '  Bring two IDs  ' });
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({ success: true, message: BULK_MSG.bulkActionQueued, data: { total: 8 } });
    approveJob = res.body.data.jobId;

    const job = await finished(app, national.token!, approveJob);
    expect(job).toMatchObject({ jobId: approveJob, action: 'approve', state: 'completed', progress: 100, done: 8, total: 8 });
    expect(job.result).toMatchObject({ succeeded: 6, failed: 2, total: 8, truncated: false });
    expect(job.result.failures).toEqual([
      {
        centreId: rejected.id,
        reference: rejected.reference,
        centreName: rejected.centreName,
        status: 409,
        message: MSG.transitionNotAllowed('approve for registration', CENTRE_STATUS_LABELS.rejected),
      },
      { centreId: missing, reference: null, centreName: null, status: 404, message: MSG.centreNotFound },
    ]);

    for (const centre of approvable) {
      const { rows: [row] } = await app.db!.query('SELECT status, version, autotest_instructions FROM centres WHERE id = $1', [centre.id]);
      expect(row).toEqual({ status: 'registration_approved', version: 2, autotest_instructions: 'Bring two IDs' });
      const { rows: entries } = await app.db!.query('SELECT action, from_status, to_status, actor_email, note_kind, note FROM centre_actions WHERE centre_id = $1 ORDER BY seq', [centre.id]);
      expect(entries.slice(1)).toEqual([
        { action: 'approve', from_status: centre === kano ? 'query' : 'pending', to_status: 'registration_approved', actor_email: national.email, note_kind: 'instructions', note: 'Bring two IDs' },
      ]);
      expect(await mailEvents(app, centre.id)).toBe(1);
      const mail = await app.mail.waitFor((m) => m.to.includes(centre.email) && m.subject.includes('Approved for registration'));
      expect(mail.text).toContain('Bring two IDs');
    }
    expect((await app.db!.query('SELECT status, version FROM centres WHERE id = $1', [rejected.id])).rows[0]).toEqual({ status: 'rejected', version: 1 });
    expect(await mailEvents(app, rejected.id)).toBe(0);
    // Each approved centre got its one email, and only one.
    await new Promise((r) => setTimeout(r, 500));
    for (const centre of approvable) expect(app.mail.messages.filter((m) => m.to.includes(centre.email))).toHaveLength(1);
  });

  it('offers a per-centre report, spreadsheet formulas neutralised', async () => {
    const res = await app.request('GET', `/api/admin/bulk-actions/${approveJob}/report.csv`, { token: national.token! });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="bulk-action-${approveJob}.csv"`);
    const table = parse(res.text, { bom: true }) as string[][];
    expect(table[0]).toEqual(['Registration #', 'CBT Centre', 'Centre ID', 'Result', 'Status Before', 'Status After', 'HTTP Status', 'Message']);
    expect(table).toHaveLength(9);
    expect(table[5]).toEqual([formula.reference, `'=HYPERLINK("http://x.test","click")`, formula.id, 'succeeded', 'pending', 'registration_approved', '', '']);
    expect(table[7]!.slice(3)).toEqual(['failed', '', '', '409', MSG.transitionNotAllowed('approve for registration', CENTRE_STATUS_LABELS.rejected)]);
    expect(table[8]!.slice(0, 4)).toEqual(['', '', missing, 'failed']);
  });

  it('lists the job’s centres with their outcome, refusals first, in ra-data-simple-rest’s dialect', async () => {
    const q = (params: string) => app.request('GET', `/api/admin/bulk-actions/${approveJob}/items${params}`, { token: national.token! });
    const first = await q(`?sort=${encodeURIComponent('["outcome","ASC"]')}&range=${encodeURIComponent('[0,2]')}`);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-range')).toBe('items 0-2/8');
    expect(first.body.data.map((i: any) => [i.centreId, i.outcome, i.status])).toEqual([
      [rejected.id, 'failed', 409],
      [missing, 'failed', 404],
      [pending[0]!.id, 'succeeded', null],
    ]);
    expect(first.body.data[2]).toMatchObject({ id: `${approveJob}:1`, reference: pending[0]!.reference, centreName: pending[0]!.centreName, fromStatus: 'pending', toStatus: 'registration_approved' });
    const failed = await q(`?filter=${encodeURIComponent('{"outcome":"failed"}')}`);
    expect(failed.headers.get('content-range')).toBe('items 0-1/2');
    const other = await createAdmin(app, { roles: roles.state(['Kano']) });
    expect((await app.request('GET', `/api/admin/bulk-actions/${approveJob}/items`, { token: other.token! })).status).toBe(404);
  });

  it('acts on every centre matching the filter within the caller’s states only, and counts them when it starts', async () => {
    const lagos = [await seedCentre(app, { status: 'pending', localGovernment: 'Epe' }), await seedCentre(app, { status: 'pending', localGovernment: 'Epe' })];
    const kano = await seedCentre(app, { status: 'pending', state: 'Kano', localGovernment: 'Fagge' });
    const lagosPending = await scalar(app, `SELECT count(*) FROM centres WHERE state = 'Lagos' AND status = 'pending'`);
    const res = await start(lagosAdmin.token!, { action: 'reject', filter: { status: 'pending', state: 'all' }, rejectionReason: 'Incomplete documents' });
    expect(res.status).toBe(202);
    expect(res.body.data.total).toBe(lagosPending);
    const job = await finished(app, lagosAdmin.token!, res.body.data.jobId);
    expect(job.result).toMatchObject({ succeeded: lagosPending, failed: 0 });
    for (const centre of lagos) {
      expect((await app.db!.query('SELECT status, rejection_reason FROM centres WHERE id = $1', [centre.id])).rows[0]).toEqual({ status: 'rejected', rejection_reason: 'Incomplete documents' });
      await app.mail.waitFor((m) => m.to.includes(centre.email) && m.subject.includes('Registration not approved'));
    }
    expect((await app.db!.query('SELECT status FROM centres WHERE id = $1', [kano.id])).rows[0].status).toBe('pending');

    // A state admin names a centre outside their states: "not found", as the single decision says.
    const outside = await start(lagosAdmin.token!, { action: 'query', ids: [kano.id], queryDetails: 'Send the CAC certificate' });
    expect(outside.status).toBe(202);
    const outsideJob = await finished(app, lagosAdmin.token!, outside.body.data.jobId);
    expect(outsideJob.result.failures).toEqual([{ centreId: kano.id, reference: null, centreName: null, status: 404, message: MSG.centreNotFound }]);
    expect((await app.db!.query('SELECT status FROM centres WHERE id = $1', [kano.id])).rows[0].status).toBe('pending');

    // Nothing left to match: refused, and no job is left behind.
    const jobs = await scalar(app, 'SELECT count(*) FROM bulk_action_jobs');
    const none = await start(lagosAdmin.token!, { action: 'reject', filter: { status: 'pending' }, rejectionReason: 'x' });
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({ success: false, errors: [{ path: 'filter', msg: BULK_MSG.bulkNothingMatches }] });
    expect(await scalar(app, 'SELECT count(*) FROM bulk_action_jobs')).toBe(jobs);
  });

  it('bases each decision on the version the admin saw: a centre changed since is refused, not overwritten', async () => {
    const seen = await seedCentre(app, { status: 'pending' });
    const stale = await seedCentre(app, { status: 'pending' });
    const res = await start(national.token!, { action: 'approve', ids: [seen.id, stale.id], versions: { [seen.id]: 1, [stale.id]: 7 } });
    expect(res.status).toBe(202);
    const job = await finished(app, national.token!, res.body.data.jobId);
    expect(job.result.failures).toEqual([{ centreId: stale.id, reference: stale.reference, centreName: stale.centreName, status: 409, message: MSG.concurrentChange }]);
    expect((await app.db!.query('SELECT status FROM centres WHERE id = $1', [stale.id])).rows[0].status).toBe('pending');

    // "All matching", asked with the moment the admin looked: a centre changed after it is refused.
    const tag = `asof${Date.now().toString(36)}`;
    const before = await seedCentre(app, { status: 'pending', centreName: `${tag} before` });
    const after = await seedCentre(app, { status: 'query', centreName: `${tag} after` });
    const looked = new Date(Date.now() - 60_000);
    await app.db!.query(`UPDATE centres SET updated_at = $2 WHERE id = $1`, [before.id, new Date(looked.getTime() - 60_000)]);
    const matching = await start(national.token!, { action: 'approve', filter: { search: tag }, asOf: looked.toISOString() });
    expect(matching.body.data.total).toBe(2);
    const matched = await finished(app, national.token!, matching.body.data.jobId);
    expect(matched.result).toMatchObject({ succeeded: 1, failed: 1 });
    expect(matched.result.failures).toEqual([{ centreId: after.id, reference: after.reference, centreName: after.centreName, status: 409, message: MSG.concurrentChange }]);
    expect((await app.db!.query('SELECT status FROM centres WHERE id = $1', [after.id])).rows[0].status).toBe('query');
    expect((await app.db!.query('SELECT status FROM centres WHERE id = $1', [before.id])).rows[0].status).toBe('registration_approved');
  });

  it('checks permissions when the request is made: approval for autotest is for national admins only', async () => {
    const centre = await seedCentre(app, { status: 'registration_approved' });
    const jobs = await scalar(app, 'SELECT count(*) FROM bulk_action_jobs');
    const res = await start(lagosAdmin.token!, { action: 'approve-autotest', ids: [centre.id] });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ success: false, message: MSG.onlyNationalApproveAutotest });
    expect(await scalar(app, 'SELECT count(*) FROM bulk_action_jobs')).toBe(jobs);
    // An account without a role may not review at all.
    const roleless = await registerAccount(app);
    expect((await start(roleless.token!, { action: 'approve', ids: [centre.id] })).status).toBe(403);
    expect((await app.db!.query('SELECT status FROM centres WHERE id = $1', [centre.id])).rows[0].status).toBe('registration_approved');
    expect((await app.request('POST', '/api/admin/schools/bulk-actions', { body: { action: 'approve', ids: [centre.id] } })).status).toBe(401);
  });

  it('refuses unreadable requests with a clear error and starts nothing', async () => {
    const jobs = await scalar(app, 'SELECT count(*) FROM bulk_action_jobs');
    const cases: Array<[unknown, string, string]> = [
      [{ action: 'reset', ids: [pending[0]!.id], resetReason: 'x' }, 'action', BULK_MSG.bulkActionInvalid(['approve', 'approve-autotest', 'reject', 'query'])],
      [{ action: 'approve' }, 'ids', BULK_MSG.bulkTargetsRequired],
      [{ action: 'approve', ids: [pending[0]!.id], filter: {} }, 'ids', BULK_MSG.bulkTargetsRequired],
      [{ action: 'approve', ids: ['1; DROP TABLE centres'] }, 'ids', BULK_MSG.bulkIdsInvalid],
      [{ action: 'approve', ids: [] }, 'ids', BULK_MSG.bulkIdsInvalid],
      [{ action: 'approve', ids: Array.from({ length: 10001 }, () => randomUUID()) }, 'ids', BULK_MSG.bulkTooManyIds(10000)],
      [{ action: 'approve', filter: 'pending' }, 'filter', BULK_MSG.bulkFilterInvalid],
      [{ action: 'approve', ids: [pending[0]!.id], versions: { [pending[0]!.id]: 'two' } }, 'versions', BULK_MSG.bulkVersionsInvalid],
      [{ action: 'approve', filter: {}, asOf: 'yesterday' }, 'asOf', BULK_MSG.bulkAsOfInvalid],
      [{ action: 'approve', filter: { status: 'approved-ish' } }, 'filter.status', MSG.invalidListFilter('status', ['pending', 'registration_approved', 'autotest_approved', 'rejected', 'query'])],
      [{ action: 'reject', ids: [pending[0]!.id] }, 'rejectionReason', MSG.reasonRequired('Rejection reason')],
      [{ action: 'query', ids: [pending[0]!.id], queryDetails: '   ' }, 'queryDetails', MSG.reasonRequired('Query details')],
    ];
    for (const [body, path, msg] of cases) {
      const res = await start(national.token!, body);
      expect(res.status).toBe(400);
      expect(res.body.success).toBe(false);
      expect(res.body.errors).toContainEqual({ path, msg });
    }
    expect(await scalar(app, 'SELECT count(*) FROM bulk_action_jobs')).toBe(jobs);
  });

  it('shows a job only to the admin who started it and to admins of every state', async () => {
    const other = await createAdmin(app, { roles: roles.state(['Kano']) });
    expect((await app.request('GET', `/api/admin/bulk-actions/${approveJob}`, { token: other.token! })).status).toBe(404);
    expect((await app.request('GET', `/api/admin/bulk-actions/${approveJob}/report.csv`, { token: other.token! })).status).toBe(404);
    expect((await app.request('GET', `/api/admin/bulk-actions/not-a-uuid`, { token: national.token! })).body).toMatchObject({ success: false, message: BULK_MSG.bulkActionNotFound });
  });

  it('lists jobs in ra-data-simple-rest’s dialect, total in Content-Range', async () => {
    const all = await app.request('GET', '/api/admin/bulk-actions', { token: national.token! });
    expect(all.status).toBe(200);
    const total = await scalar(app, 'SELECT count(*) FROM bulk_action_jobs');
    expect(all.headers.get('content-range')).toBe(`items 0-${total - 1}/${total}`);
    expect(all.body.data.map((j: any) => j.createdAt)).toEqual([...all.body.data.map((j: any) => j.createdAt)].sort().reverse());

    const page = await app.request('GET', `/api/admin/bulk-actions?sort=${encodeURIComponent('["createdAt","ASC"]')}&range=${encodeURIComponent('[0,0]')}&filter=${encodeURIComponent('{"action":"approve"}')}`, { token: national.token! });
    expect(page.headers.get('content-range')).toMatch(/^items 0-0\/\d+$/);
    expect(page.body.data).toHaveLength(1);
    expect(page.body.data[0]).toMatchObject({ id: approveJob, action: 'approve', state: 'completed', succeeded: 6, failed: 2, total: 8 });

    // A state admin sees their own jobs only.
    const mine = await app.request('GET', '/api/admin/bulk-actions', { token: lagosAdmin.token! });
    expect(mine.body.data.length).toBe(await scalar(app, 'SELECT count(*) FROM bulk_action_jobs WHERE created_by = $1', [lagosAdmin.id]));

    const bad = await app.request('GET', `/api/admin/bulk-actions?sort=${encodeURIComponent('["text","ASC"]')}&range=oops`, { token: national.token! });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: any) => e.path)).toEqual(['sort', 'range']);
  });
});

describe('a bulk job whose worker dies', () => {
  let app: TestApp;
  let worker: PortalProcess | null = null;
  let national: CreatedAdmin;
  // A job of a killed worker is taken over once its lock lapses: 2 s here instead of 30 s.
  const workerEnv = { JOB_LOCK_MS: '2000' };

  beforeAll(async () => {
    app = await startTestApp({ env: { RUN_WORKERS: 'false', ...workerEnv } });
    national = await createAdmin(app, { roles: roles.national() });
  }, 120000);
  afterAll(async () => {
    await worker?.stop('SIGKILL');
    await app?.close();
  }, 60000);

  it('resumes after a SIGKILL mid-job: every centre transitioned and emailed exactly once', async () => {
    const count = 800;
    const tag = `bk${Date.now().toString(36)}`;
    await app.db!.query(
      `INSERT INTO centres (reference_number, centre_name, government_id, exam_body, ownership_type, status, source, admin_name, admin_email, admin_number, state, local_government, address)
       SELECT 'JAMB-2026-' || lpad((70000000 + i)::text, 8, '0'), 'Bulk ' || i, $1 || '-' || i, 'JAMB', 'Private Institution', 'pending', 'public', 'Ada Obi',
              $1 || '-' || i || '@bulk.test', '+2348012345678', 'Oyo', 'Ibadan North', '1 Road'
         FROM generate_series(1, $2) AS i`,
      [tag, count],
    );
    worker = await app.startWorker(workerEnv);
    const res = await app.request('POST', '/api/admin/schools/bulk-actions', { token: national.token!, body: { action: 'approve', filter: { search: tag } } });
    expect(res.status).toBe(202);
    expect(res.body.data.total).toBe(count);
    const jobId = res.body.data.jobId;
    const job = async () => (await app.db!.query('SELECT state, succeeded, failed FROM bulk_action_jobs WHERE id = $1', [jobId])).rows[0];

    await waitUntil('a committed batch', async () => ((await job()).succeeded > 0 ? true : null), 60000, 20);
    await worker.stop('SIGKILL');
    const killed = await job();
    expect(killed.state).toBe('active');
    expect(killed.succeeded).toBeLessThan(count);
    // Batches commit whole: the centres approved are exactly those the job counted.
    expect(await scalar(app, `SELECT count(*) FROM centres WHERE government_id LIKE $1 AND status = 'registration_approved'`, [`${tag}-%`])).toBe(killed.succeeded);

    worker = await app.startWorker(workerEnv);
    await waitUntil('the job completed by the second worker', async () => ((await job()).state === 'completed' ? true : null), 120000);
    expect(await job()).toEqual({ state: 'completed', succeeded: count, failed: 0 });
    expect(await scalar(app, `SELECT count(*) FROM centres WHERE government_id LIKE $1 AND status = 'registration_approved' AND version = 2`, [`${tag}-%`])).toBe(count);
    expect(await scalar(app, `SELECT count(*) FROM centre_actions a JOIN centres c ON c.id = a.centre_id WHERE c.government_id LIKE $1 AND a.action = 'approve'`, [`${tag}-%`])).toBe(count);
    expect(
      await scalar(app, `SELECT count(*) FROM outbox_events e JOIN centres c ON c.id::text = e.payload->>'centreId' WHERE c.government_id LIKE $1 AND e.type = 'centre.registration_approved'`, [`${tag}-%`]),
    ).toBe(count);
    await waitUntil('every approval email', async () => (app.mail.messages.filter((m) => m.to.some((t) => t.startsWith(`${tag}-`))).length >= count ? true : null), 120000, 250);
    await new Promise((r) => setTimeout(r, 1000));
    const perAddress = new Map<string, number>();
    for (const m of app.mail.messages) for (const to of m.to) if (to.startsWith(`${tag}-`)) perAddress.set(to, (perAddress.get(to) ?? 0) + 1);
    expect(perAddress.size).toBe(count);
    expect([...perAddress.values()].every((n) => n === 1)).toBe(true);
  }, 300000);
});
