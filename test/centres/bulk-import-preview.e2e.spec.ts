import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MSG } from '#contracts';
import { seedCentre } from '../support/centre-factories.js';
import { superAdminToken } from '../support/factories.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const HEADER = 'CentreName,GovernmentId,AdminEmail,State,LocalGovernment,AdminName,AdminNumber,ownershipType';

function send(app: TestApp, path: string, token: string, content: string, filename = 'centres.csv') {
  const form = new FormData();
  form.append('csvFile', new Blob([content], { type: 'text/csv' }), filename);
  return app.request('POST', path, { token, raw: form });
}

const n = async (app: TestApp, sql: string): Promise<number> => Number((await app.db!.query(sql)).rows[0].n);

/** Every table an import writes to, and the mail it sends: a preview moves none of them. */
async function footprint(app: TestApp) {
  return {
    centres: await n(app, 'SELECT count(*) AS n FROM centres'),
    jobs: await n(app, 'SELECT count(*) AS n FROM import_jobs'),
    rows: await n(app, 'SELECT count(*) AS n FROM import_job_rows'),
    files: await n(app, 'SELECT count(*) AS n FROM files'),
    outbox: await n(app, 'SELECT count(*) AS n FROM outbox_events'),
    history: await n(app, 'SELECT count(*) AS n FROM centre_actions'),
    mails: app.mail.messages.length,
  };
}

describe('bulk upload preview (validate only)', () => {
  let app: TestApp;
  let su: string;
  beforeAll(async () => {
    app = await startTestApp();
    su = await superAdminToken(app);
  }, 120000);
  afterAll(async () => {
    await app?.close();
  });

  it('lists each row’s problems by row, column and message with the import’s own checks, and creates, stores and sends nothing; the import then finds the same', async () => {
    const tag = Date.now().toString(36);
    const existing = await seedCentre(app, { governmentId: `RC-${tag}-X`, email: `taken-${tag}@centre.test` });
    const csv = [
      HEADER,
      `Good CBT,RC-${tag}-1,one-${tag}@centre.test,Lagos,Ikeja,Ada Obi,+2348000000001,Private Institution`,
      `No Email CBT,RC-${tag}-2,,Lagos,,,,`,
      `Atlantis CBT,RC-${tag}-3,bad-email,Atlantis,,,,`,
      `Good Again,rc-${tag}-1,ONE-${tag}@centre.test,,,,,`,
      `Taken CBT,${existing.governmentId},${existing.email},,,,,`,
      `Plain CBT,RC-${tag}-6,six-${tag}@centre.test,,,,,`,
    ].join('\n');
    await new Promise((r) => setTimeout(r, 300));
    const before = await footprint(app);

    const res = await send(app, '/api/centre-registration/bulk-upload/preview', su, csv);
    expect(res.status).toBe(200);
    const preview = res.body.data;
    expect(preview).toMatchObject({ filename: 'centres.csv', total: 6, valid: 2, invalid: 4, createdStatus: 'registration_approved', truncated: false });
    expect(preview.issues).toEqual([
      { row: 3, column: 'AdminEmail', message: MSG.adminEmailRequired },
      { row: 4, column: 'AdminEmail', message: MSG.invalidEmail },
      { row: 4, column: 'State', message: MSG.unknownStateName },
      { row: 5, column: 'GovernmentId', message: MSG.importDuplicateInFile(2) },
      { row: 6, column: 'GovernmentId', message: MSG.duplicateCentre },
    ]);
    expect(preview.rows.map((r: any) => [r.row, r.CentreName, r.ok])).toEqual([
      [2, 'Good CBT', true],
      [3, 'No Email CBT', false],
      [4, 'Atlantis CBT', false],
      [5, 'Good Again', false],
      [6, 'Taken CBT', false],
      [7, 'Plain CBT', true],
    ]);
    await new Promise((r) => setTimeout(r, 300));
    expect(await footprint(app)).toEqual(before);

    // The confirm is the real import: it creates the rows the preview called valid and refuses the rest for the same reasons.
    const started = await send(app, '/api/centre-registration/bulk-upload', su, csv);
    expect(started.status).toBe(202);
    const job = await (async () => {
      for (let i = 0; i < 600; i++) {
        const s = await app.request('GET', `/api/centre-registration/bulk-upload/${started.body.data.jobId}`, { token: su });
        if (s.body.data.state === 'completed') return s.body.data;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error('import did not finish');
    })();
    expect(job.result).toMatchObject({ successful: preview.valid, failed: preview.invalid, total: preview.total });
    expect(job.result.successfulCentres.map((c: any) => c.CentreName)).toEqual(['Good CBT', 'Plain CBT']);
    expect(job.result.errors).toEqual([
      MSG.importRow(3, MSG.adminEmailRequired),
      MSG.importRow(4, `${MSG.invalidEmail}; ${MSG.unknownStateName}`),
      MSG.importRow(5, MSG.importDuplicateInFile(2)),
      MSG.importRow(6, MSG.duplicateCentre),
    ]);
  });

  it('refuses what the upload refuses: no file, another extension, missing columns', async () => {
    const wrong = await send(app, '/api/centre-registration/bulk-upload/preview', su, 'a,b\n1,2', 'centres.txt');
    expect(wrong.status).toBe(415);
    expect(wrong.body.message).toBe(MSG.selectValidCsv);
    const columns = await send(app, '/api/centre-registration/bulk-upload/preview', su, 'CentreName,Other\nX,Y');
    expect(columns.status).toBe(400);
    expect(columns.body.errors).toEqual([{ path: 'csvFile', msg: MSG.csvMissingColumns(['GovernmentId', 'AdminEmail']) }]);
    expect(await n(app, 'SELECT count(*) AS n FROM files')).toBe(0);
  });
});
