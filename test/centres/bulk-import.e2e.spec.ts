import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { parse } from 'csv-parse/sync';
import { MSG, SAMPLE_CENTRES_CSV } from '#contracts';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { verifyChain } from '../../libs/centres/src/history/history-hash.js';
import { AuditLog, loadAuditKey } from '#audit';
import { NOTICES_PER_EVENT, writeImportBatch } from '../../libs/centres/src/imports/import-batch.writer.js';
import { IMPORT_BATCH_ROWS, ImportCentresJob } from '../../libs/centres/src/imports/import-centres.job.js';
import { ImportJob } from '../../libs/centres/src/imports/import-job.entity.js';
import { FileStorage } from '#platform';
import { storeFile } from '../support/stored-files.js';
import { createAdmin, registerAccount, roles, superAdminToken } from '../support/factories.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const REFERENCE = /^JAMB-\d{4}-\d{8}$/;
const HEADER = 'CentreName,GovernmentId,AdminEmail,State,LocalGovernment,AdminName,AdminNumber,ownershipType';

function upload(app: TestApp, token: string, content: string | Buffer, filename = 'centres.csv', field = 'csvFile') {
  const form = new FormData();
  form.append(field, new Blob([content], { type: 'text/csv' }), filename);
  return app.request('POST', '/api/centre-registration/bulk-upload', { token, raw: form });
}

async function finished(app: TestApp, token: string, jobId: string): Promise<any> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const res = await app.request('GET', `/api/centre-registration/bulk-upload/${jobId}`, { token });
    expect(res.status).toBe(200);
    if (res.body.data.state === 'completed' || res.body.data.state === 'failed') return res.body.data;
    if (Date.now() > deadline) throw new Error(`import ${jobId} still ${res.body.data.state}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function importFile(app: TestApp, token: string, content: string): Promise<any> {
  const res = await upload(app, token, content);
  expect(res.status).toBe(202);
  expect(res.body.message).toBe(MSG.importQueued);
  return finished(app, token, res.body.data.jobId);
}

const count = async (app: TestApp, sql: string, params: unknown[] = []): Promise<number> => (await app.db!.query(sql, params)).rows[0].n;

describe('bulk upload of centres', () => {
  let app: TestApp;
  let su: string;
  beforeAll(async () => {
    app = await startTestApp();
    su = await superAdminToken(app);
  });
  afterAll(async () => {
    await app?.close();
  });

  const tag = Date.now().toString(36);
  const mixed = [
    HEADER,
    `Lagos One CBT,RC-${tag}-1,one-${tag}@centre.test,lagos,ikeja,Ada Obi,+2348000000001,private institution`,
    `No Email CBT,RC-${tag}-2,,Lagos,,,,`,
    `Bad Email CBT,RC-${tag}-3,not-an-email,,,,,`,
    `Atlantis CBT,RC-${tag}-4,four-${tag}@centre.test,Atlantis,,,,`,
    `Plain CBT,RC-${tag}-5,five-${tag}@centre.test,,,,,`,
    `Lagos One Again,rc-${tag}-1,ONE-${tag}@centre.test,,,,,`,
    `=1+1,RC-${tag}-7,,,,,,`,
    `=cmd(),RC-${tag}-8,eight-${tag}@centre.test,Kano,Nasarawa,,,State/Government Institution`,
  ].join('\n');

  let firstJob: any;
  let firstJobId: string;

  it('imports the good rows and explains each bad one by row number', async () => {
    const res = await upload(app, su, mixed);
    expect(res.status).toBe(202);
    firstJobId = res.body.data.jobId;
    firstJob = await finished(app, su, firstJobId);
    expect(firstJob).toMatchObject({ state: 'completed', progress: 100 });
    const result = firstJob.result;
    expect(result).toMatchObject({ successful: 3, failed: 5, total: 8, truncated: false });
    expect(result.errors).toEqual([
      // The spreadsheet's rows: the header is row 1, the first centre row 2 (DECISIONS §6).
      `Row 3: ${MSG.adminEmailRequired}`,
      `Row 4: ${MSG.invalidEmail}`,
      `Row 5: ${MSG.unknownStateName}`,
      `Row 7: ${MSG.importDuplicateInFile(2)}`,
      `Row 8: ${MSG.adminEmailRequired}`,
    ]);
    expect(result.successfulCentres.map((c: any) => c.CentreName)).toEqual(['Lagos One CBT', 'Plain CBT', '=cmd()']);
    for (const centre of result.successfulCentres) expect(centre.ReferenceNumber).toMatch(REFERENCE);
    expect(result.successfulCentres[0]).toMatchObject({ GovernmentId: `RC-${tag}-1`, AdminEmail: `one-${tag}@centre.test` });
  });

  it('stores the centres approved, canonicalised, each with a verifiable first history entry by the uploader', async () => {
    const { rows } = await app.db!.query(
      `SELECT id, centre_name, status, source, state, local_government, ownership_type, exam_body, registration_approval_date FROM centres WHERE government_id ILIKE $1 ORDER BY centre_name`,
      [`RC-${tag}-%`],
    );
    expect(rows.map((r: any) => r.centre_name)).toEqual(['=cmd()', 'Lagos One CBT', 'Plain CBT']);
    for (const r of rows) expect(r).toMatchObject({ status: 'registration_approved', source: 'import', exam_body: 'JAMB' });
    expect(rows[1]).toMatchObject({ state: 'Lagos', local_government: 'Ikeja', ownership_type: 'Private Institution' });
    expect(rows[0]).toMatchObject({ state: 'Kano', local_government: 'Nasarawa', ownership_type: 'State/Government Institution' });

    const { rows: entries } = await app.db!.query(`SELECT * FROM centre_actions WHERE centre_id = ANY($1::uuid[]) ORDER BY centre_id, seq`, [rows.map((r: any) => r.id)]);
    expect(entries).toHaveLength(3);
    for (const e of entries) {
      expect(e).toMatchObject({ seq: 1, action: 'imported', to_status: 'registration_approved', actor_type: 'admin', actor_email: app.superAdmin.email, prev_hash: null });
      expect(e.data).toMatchObject({ importJobId: firstJobId });
      const chain = [
        {
          centreId: e.centre_id, seq: e.seq, action: e.action, fromStatus: e.from_status, toStatus: e.to_status, actorType: e.actor_type, actorId: e.actor_id,
          actorEmail: e.actor_email, actorName: e.actor_name, noteKind: e.note_kind, note: e.note, data: e.data, at: e.at, prevHash: e.prev_hash, hash: e.hash,
        },
      ];
      expect(verifyChain(chain)).toEqual([]);
    }
    // Each first entry has its audit entry (prepared before the batch's transaction), and the chain holds.
    const { rows: audited } = await app.db!.query(`SELECT centre_id, history_id, action FROM audit_events WHERE history_id = ANY($1::uuid[])`, [entries.map((e: any) => e.id)]);
    expect(audited.map((a: any) => [a.centre_id, a.action]).sort()).toEqual(entries.map((e: any) => [e.centre_id, 'centre.imported']).sort());
    expect((await app.request('GET', '/api/audit/verify', { token: su })).body.data).toMatchObject({ intact: true });
    // One email per created centre, its registration number and how to sign in (one batched event
    // per written batch); no approval email: admins resend approvals when they choose.
    const created = rows.length;
    const toCentres = () => app.mail.messages.filter((m) => m.to.some((t) => t.endsWith('@centre.test')));
    const deadline = Date.now() + 20_000;
    while (toCentres().length < created && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    await new Promise((r) => setTimeout(r, 1000));
    expect(toCentres().map((m) => m.subject).sort()).toEqual(rows.map((r: any) => `Your CBT centre is registered: ${r.centre_name}`).sort());
  });

  it('lists the uploads in ra-data-simple-rest’s dialect: the uploader’s own, every one for national admins', async () => {
    const res = await app.request('GET', `/api/admin/import-jobs?sort=${encodeURIComponent('["createdAt","DESC"]')}&range=${encodeURIComponent('[0,0]')}&filter=${encodeURIComponent('{"state":"completed"}')}`, { token: su });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-range')).toMatch(/^items 0-0\/\d+$/);
    expect(res.body.data).toHaveLength(1);
    expect(res.body.data[0]).toMatchObject({ state: 'completed', filename: expect.any(String), progress: 100 });
    const all = await app.request('GET', '/api/admin/import-jobs', { token: su });
    expect(all.body.data.map((j: any) => j.id)).toContain(firstJobId);
    expect(all.body.data.find((j: any) => j.id === firstJobId)).toMatchObject({ successful: 3, failed: 5, total: 8 });
    const lagos = await createAdmin(app, { roles: roles.state(['Lagos']) });
    const mine = await app.request('GET', '/api/admin/import-jobs', { token: lagos.token! });
    expect([mine.status, mine.body.data, mine.headers.get('content-range')]).toEqual([200, [], 'items 0-0/0']);
    const bad = await app.request('GET', '/api/admin/import-jobs?sort=%5B%22raw%22%2C%22ASC%22%5D', { token: su });
    expect(bad.status).toBe(400);
  });

  it('shows one upload with its outcome (simple-rest getOne), to its uploader or a national admin only', async () => {
    const one = await app.request('GET', `/api/admin/import-jobs/${firstJobId}`, { token: su });
    expect(one.status).toBe(200);
    const status = await app.request('GET', `/api/centre-registration/bulk-upload/${firstJobId}`, { token: su });
    expect(one.body.data).toEqual({ id: firstJobId, ...status.body.data });
    expect(one.body.data.result).toMatchObject({ successful: 3, failed: 5, total: 8, truncated: false });
    expect(one.body.data.result.errors).toHaveLength(5);
    const lagos = await createAdmin(app, { roles: roles.state(['Lagos']) });
    for (const [token, id] of [[lagos.token!, firstJobId], [su, '00000000-0000-4000-8000-000000000000'], [su, 'nope']] as const) {
      const refused = await app.request('GET', `/api/admin/import-jobs/${id}`, { token });
      expect([refused.status, refused.body.message]).toEqual([404, MSG.importNotFound]);
    }
  });

  it('offers the rejected rows as CSV, formulas neutralised, with the error beside each', async () => {
    const res = await app.request('GET', `/api/centre-registration/bulk-upload/${firstJobId}/rejected.csv`, { token: su });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="import-.*-rejected\.csv"$/);
    const table = parse(res.text, { bom: true }) as string[][];
    expect(table[0]).toEqual([...HEADER.split(','), 'Error']);
    expect(table).toHaveLength(6);
    expect(table.map((r) => r[8])).toEqual(['Error', ...firstJob.result.errors]);
    const formula = table.find((r) => r[1] === `RC-${tag}-7`)!;
    expect(formula[0]).toBe("'=1+1");
    expect(table.find((r) => r[1] === `RC-${tag}-4`)![3]).toBe('Atlantis');

    const created = await app.request('GET', `/api/centre-registration/bulk-upload/${firstJobId}/created.csv`, { token: su });
    const createdRows = parse(created.text, { bom: true }) as string[][];
    expect(createdRows.slice(1).map((r) => [r[0], r[2]])).toEqual([
      ['1', 'Lagos One CBT'],
      ['5', 'Plain CBT'],
      ['8', "'=cmd()"],
    ]);
  });

  it('creates nothing when the same file comes again: every row is an error', async () => {
    const before = await count(app, 'SELECT count(*)::int AS n FROM centres');
    const again = await importFile(app, su, mixed);
    expect(again.result).toMatchObject({ successful: 0, failed: 8, total: 8, successfulCentres: [] });
    for (const row of [2, 6, 9]) expect(again.result.errors).toContain(`Row ${row}: ${MSG.duplicateCentre}`);
    expect(await count(app, 'SELECT count(*)::int AS n FROM centres')).toBe(before);
  });

  it('serves the sample file, which imports cleanly', async () => {
    const res = await app.request('GET', '/api/centre-registration/bulk-upload/sample.csv', { token: su });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.text).toBe(SAMPLE_CENTRES_CSV);
    const job = await importFile(app, su, res.text);
    expect(job.result).toMatchObject({ successful: 3, failed: 0, total: 3, errors: [] });
  });

  it('refuses missing and non-CSV files with the SPEC messages, keeping nothing', async () => {
    const jobs = await count(app, 'SELECT count(*)::int AS n FROM import_jobs');
    const noFile = new FormData();
    noFile.append('note', 'no file here');
    const none = await app.request('POST', '/api/centre-registration/bulk-upload', { token: su, raw: noFile });
    expect(none.status).toBe(400);
    expect(none.body.message).toBe(MSG.selectCsvFirst);
    const json = await app.request('POST', '/api/centre-registration/bulk-upload', { token: su, body: { csvFile: 'x' } });
    expect(json.status).toBe(400);
    expect(json.body.message).toBe(MSG.selectCsvFirst);
    const otherField = await upload(app, su, `${HEADER}\n`, 'centres.csv', 'file');
    expect(otherField.body.message).toBe(MSG.selectCsvFirst);

    const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');
    for (const [content, name] of [
      [`${HEADER}\n`, 'centres.xlsx'],
      [png, 'centres.csv'],
      [Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(64, 1)]), 'centres.csv'],
      [Buffer.from(`${HEADER}\nA,\u0000B,c@d.co\n`), 'centres.csv'],
    ] as Array<[string | Buffer, string]>) {
      const res = await upload(app, su, content, name);
      expect(res.status).toBe(415);
      expect(res.body.message).toBe(MSG.selectValidCsv);
    }
    expect(await count(app, 'SELECT count(*)::int AS n FROM import_jobs')).toBe(jobs);
  });

  it('names the required columns a file lacks', async () => {
    const res = await upload(app, su, 'CentreName,GovernmentId,Email\nA,1,a@b.co\n');
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ path: 'csvFile', msg: MSG.csvMissingColumns(['AdminEmail']) }]);
    const empty = await upload(app, su, '');
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual([{ path: 'csvFile', msg: MSG.csvMissingColumns(['CentreName', 'GovernmentId', 'AdminEmail']) }]);
  });

  it('fails an unreadable file as a whole, importing nothing', async () => {
    const before = await count(app, 'SELECT count(*)::int AS n FROM centres');
    const job = await importFile(app, su, `${HEADER}\nGood,RC-${tag}-u1,u1-${tag}@centre.test\n"${'x'.repeat(70 * 1024)}\n`);
    expect(job.state).toBe('failed');
    expect(job.error).toMatch(/^The file could not be read as CSV/);
    expect(job.result).toMatchObject({ successful: 0, failed: 0 });
    expect(await count(app, 'SELECT count(*)::int AS n FROM centres')).toBe(before);
  });

  it("keeps a state admin's import inside their states and their imports to themselves", async () => {
    const lagos = await createAdmin(app, { roles: roles.state(['Lagos']) });
    const kano = await createAdmin(app, { roles: roles.state(['Kano']) });
    const national = await createAdmin(app, { roles: roles.national() });
    const res = await upload(app, lagos.token!, [HEADER, `Mine,RC-${tag}-s1,s1-${tag}@centre.test,,,,,`, `Theirs,RC-${tag}-s2,s2-${tag}@centre.test,Kano,,,,`].join('\n'));
    const jobId = res.body.data.jobId;
    const job = await finished(app, lagos.token!, jobId);
    expect(job.result.errors).toEqual([`Row 3: ${MSG.centreStateOutOfScope}`]);
    expect((await app.db!.query('SELECT state FROM centres WHERE government_id = $1', [`RC-${tag}-s1`])).rows[0].state).toBe('Lagos');

    expect((await app.request('GET', `/api/centre-registration/bulk-upload/${jobId}`, { token: kano.token! })).status).toBe(404);
    expect((await app.request('GET', `/api/centre-registration/bulk-upload/${jobId}/rejected.csv`, { token: kano.token! })).status).toBe(404);
    expect((await app.request('GET', `/api/centre-registration/bulk-upload/${jobId}`, { token: national.token! })).status).toBe(200);
    expect((await app.request('GET', '/api/centre-registration/bulk-upload/not-a-uuid', { token: su })).status).toBe(404);
    expect((await app.request('GET', `/api/centre-registration/bulk-upload/${jobId}`)).status).toBe(401);
    const roleless = await registerAccount(app);
    expect((await upload(app, roleless.token!, mixed)).status).toBe(403);
  });

  it('imports 10,000 rows with the right counts, capping the lists in the status answer', async () => {
    const lines = [HEADER];
    for (let i = 1; i <= 10000; i++) lines.push(`Bulk Centre ${i},BULK-${tag}-${i},bulk${i}-${tag}@centre.test,Oyo,,,,`);
    // Its speed is measured by the bench, not asserted here: a loaded machine must not fail the suite.
    const job = await importFile(app, su, lines.join('\n'));
    expect(job.result).toMatchObject({ successful: 10000, failed: 0, total: 10000, truncated: true });
    expect(job.result.successfulCentres).toHaveLength(1000);
    expect(await count(app, `SELECT count(*)::int AS n FROM centres WHERE government_id LIKE $1`, [`BULK-${tag}-%`])).toBe(10000);
    expect(await count(app, `SELECT count(*)::int AS n FROM centre_actions a JOIN centres c ON c.id = a.centre_id WHERE c.government_id LIKE $1`, [`BULK-${tag}-%`])).toBe(10000);
    // Uploads are deleted once imported (they are stored in the database, never in DATA_DIR).
    expect(await count(app, `SELECT count(*)::int AS n FROM files WHERE kind = 'import'`)).toBe(0);
    expect(existsSync(join(app.env.DATA_DIR!, 'imports'))).toBe(false);
  }, 180_000);
});

describe('import worker: resuming and reference clashes (against the database directly)', () => {
  let app: TestApp;
  let dataSource: DataSource;
  const actor = { type: 'admin' as const, id: randomUUID(), email: 'uploader@council.test', name: 'Up Loader' };
  beforeAll(async () => {
    app = await startTestApp();
    dataSource = await new DataSource({ type: 'postgres', url: app.env.DATABASE_URL, entities: [ImportJob], poolSize: 3 }).initialize();
  });
  afterAll(async () => {
    await dataSource?.destroy();
    await app?.close();
  });

  const config = () => ({ dataDir: app.env.DATA_DIR!, examBody: 'JAMB', councilCode: 'JAMB' }) as never;
  const job = () => {
    // The job appends to the audit log like the app does, with the app's key.
    const audit = new AuditLog(dataSource, loadAuditKey(app.env.DATA_DIR!, app.env));
    audit.onModuleInit();
    return new ImportCentresJob(dataSource, { register: () => {} } as never, { on: () => {} } as never, config(), audit, new FileStorage(dataSource));
  };

  it('resumes after the last committed batch when a worker dies mid-file, creating nothing twice', async () => {
    const tag = randomUUID().slice(0, 8);
    const lines = [HEADER];
    // Two and a half batches, the last row a duplicate of row 7 in another case.
    const rows = IMPORT_BATCH_ROWS * 2 + IMPORT_BATCH_ROWS / 2;
    for (let i = 1; i <= rows; i++) lines.push(`Resume ${i},RES-${tag}-${i},r${i}-${tag}@centre.test,,,,,`);
    lines.push(`Resume dup,res-${tag}-7,R7-${tag}@centre.test,,,,,`);
    const storedName = await storeFile(app.db!, lines.join('\n'), { kind: 'import', contentType: 'text/csv' });
    const { rows: [row] } = await app.db!.query(`INSERT INTO import_jobs (created_by, filename, stored_name) VALUES ($1, 'r.csv', $2) RETURNING id`, [actor.id, storedName]);
    const payload = { jobId: row.id, actor, scope: { all: true as const } };

    let batches = 0;
    const dying = { progress: async () => { if (++batches === 2) throw new Error('worker killed'); } };
    await expect(job().run(payload, dying)).rejects.toThrow('worker killed');
    const midway = (await app.db!.query('SELECT state, rows_done, successful FROM import_jobs WHERE id = $1', [row.id])).rows[0];
    expect(midway).toEqual({ state: 'active', rows_done: IMPORT_BATCH_ROWS * 2, successful: IMPORT_BATCH_ROWS * 2 });
    // The created centres' notices wait for the import's end, so they do not compete with its batches.
    const held = () => count(app, `SELECT count(*)::int AS n FROM outbox_events WHERE payload->>'importJobId' = $1 AND available_at > now()`, [row.id]);
    expect(await held()).toBe(Math.ceil((IMPORT_BATCH_ROWS * 2) / NOTICES_PER_EVENT));

    await job().run(payload, { progress: async () => {} });
    const done = (await app.db!.query('SELECT state, rows_done, successful, failed, total, progress FROM import_jobs WHERE id = $1', [row.id])).rows[0];
    expect(done).toEqual({ state: 'completed', rows_done: rows + 1, successful: rows, failed: 1, total: rows + 1, progress: 100 });
    expect(await held()).toBe(0);
    expect(await count(app, `SELECT count(*)::int AS n FROM outbox_events WHERE payload->>'importJobId' = $1`, [row.id])).toBe(Math.ceil(IMPORT_BATCH_ROWS / NOTICES_PER_EVENT) * 2 + Math.ceil(IMPORT_BATCH_ROWS / 2 / NOTICES_PER_EVENT));
    expect(await count(app, 'SELECT count(*)::int AS n FROM centres WHERE government_id ILIKE $1', [`RES-${tag}-%`])).toBe(rows);
    expect(await count(app, 'SELECT count(*)::int AS n FROM import_job_rows WHERE job_id = $1', [row.id])).toBe(rows + 1);
    const dup = (await app.db!.query(`SELECT message FROM import_job_rows WHERE job_id = $1 AND outcome = 'failed'`, [row.id])).rows;
    expect(dup).toEqual([{ message: `Row ${rows + 2}: ${MSG.importDuplicateInFile(8)}` }]);

    // A redelivered job that already completed does nothing.
    await job().run(payload, { progress: async () => {} });
    expect(await count(app, 'SELECT count(*)::int AS n FROM import_job_rows WHERE job_id = $1', [row.id])).toBe(rows + 1);
  });

  it('retries only the rows whose new reference was already taken', async () => {
    const tag = randomUUID().slice(0, 8);
    const taken = (await app.db!.query('SELECT reference_number FROM centres LIMIT 1')).rows[0].reference_number as string;
    const { rows: [row] } = await app.db!.query(`INSERT INTO import_jobs (created_by, filename, stored_name) VALUES ($1, 'c.csv', 'none.csv') RETURNING id`, [actor.id]);
    // The first reference handed out clashes with an existing centre; later ones are fresh.
    let calls = 0;
    const newReference = () => (++calls === 1 ? taken : `JAMB-2026-9${tag.replace(/\D/g, '').padEnd(3, '0').slice(0, 3)}${String(calls).padStart(4, '0')}`);
    const candidate = (i: number) => ({
      row: i,
      raw: {},
      outcome: 'candidate' as const,
      centre: { CentreName: `Clash ${i}`, GovernmentId: `CL-${tag}-${i}`, AdminEmail: `c${i}-${tag}@centre.test`, State: null, LocalGovernment: null, AdminName: null, AdminNumber: null, ownershipType: null, address: null },
    });
    const outcome = await dataSource.transaction((manager) =>
      writeImportBatch(manager, { jobId: row.id, actor, examBody: 'JAMB', councilCode: 'JAMB', newReference }, [candidate(1), candidate(2), candidate(3)]),
    );
    expect(outcome).toEqual({ created: 3, failed: 0 });
    const refs = (await app.db!.query('SELECT reference_number FROM centres WHERE government_id LIKE $1', [`CL-${tag}-%`])).rows.map((r: any) => r.reference_number);
    expect(refs).toHaveLength(3);
    expect(refs).not.toContain(taken);
    expect(calls).toBe(4);
  });
});
