import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { parse } from 'csv-parse/sync';
import { accreditedCentre } from '../support/accreditation-factories.js';
import { seedCentre } from '../support/centre-factories.js';
import { superAdminToken } from '../support/factories.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * DECISIONS §4: every CSV the portal writes neutralises spreadsheet formulas: a cell starting with
 * =, +, -, @, tab or CR is prefixed with '. Checked cell by cell on every export, with centres whose
 * every text field carries a formula.
 */
const DANGEROUS = /^[=+\-@\t\r]/;
const FORMULAS = ['=HYPERLINK("http://evil.test","x")', '+SUM(1,2)', '-2+3', '@SUM(A1)', '\t=1+1', '\r=1+1', '=cmd|\' /C calc\'!A0'];

function cells(text: string): string[][] {
  return parse(text, { bom: true, relax_column_count: true }) as string[][];
}

function expectNeutralised(text: string, label: string) {
  const rows = cells(text);
  expect(rows.length).toBeGreaterThan(1);
  const bad = rows.flatMap((row, r) => row.map((cell, c) => ({ r, c, cell })).filter(({ cell }) => DANGEROUS.test(cell)));
  expect({ label, bad }).toEqual({ label, bad: [] });
  return rows;
}

/** Puts a formula into every free-text column of a centre. */
async function poison(app: TestApp, centreId: string, i = 0) {
  const f = (k: number) => FORMULAS[(i + k) % FORMULAS.length]!;
  await app.db!.query(
    `UPDATE centres SET centre_name = $2, admin_name = $3, address = $4, town = $5, neighbourhood = $6, nearest_landmark = $7,
       coordinator_name = $8, admin_number = $9, government_id = $10, system_configuration = $11, admin_feedback = $12, query_details = $13
     WHERE id = $1`,
    [centreId, f(0), f(1), f(2), f(3), f(4), f(5), f(6), '+2348012345678', `${f(0)}${randomBytes(3).toString('hex')}`, f(1), f(2), f(3)],
  );
}

const HEADER = 'CentreName,GovernmentId,AdminEmail,State,LocalGovernment,AdminName,AdminNumber,ownershipType';

describe('security: CSV formula neutralisation in every export', () => {
  let app: TestApp;
  let su: string;
  beforeAll(async () => {
    app = await startTestApp();
    su = await superAdminToken(app);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('centres export (/api/admin/schools/export/csv)', async () => {
    for (let i = 0; i < FORMULAS.length; i++) {
      const c = await seedCentre(app, { status: i % 2 ? 'pending' : 'registration_approved' });
      await poison(app, c.id, i);
    }
    const res = await app.request('GET', '/api/admin/schools/export/csv', { token: su });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment;/);
    const rows = expectNeutralised(res.text, 'centres export');
    const flat = rows.flat();
    expect(flat).toContain(`'${FORMULAS[0]}`);
    expect(flat).toContain(`'${FORMULAS[3]}`);
    // Each filter and sort takes the same path.
    expectNeutralised((await app.request('GET', '/api/admin/schools/export/csv?sortBy=centreName&sortOrder=asc&status=pending', { token: su })).text, 'filtered export');
  });

  it('accredited centres export (/api/accreditation/export/csv)', async () => {
    for (let i = 0; i < 2; i++) {
      const { centre } = await accreditedCentre(app, { centreName: FORMULAS[i]!, email: `acc-${randomBytes(3).toString('hex')}@school.test` });
      await poison(app, centre.id, i + 3);
    }
    const res = await app.request('GET', '/api/accreditation/export/csv', { token: su });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment;/);
    const rows = expectNeutralised(res.text, 'accredited export');
    expect(rows.length).toBe(3);
    expect(rows.flat().some((cell) => cell.startsWith("'"))).toBe(true);
  }, 60_000);

  it('bulk upload rejected.csv and created.csv', async () => {
    const t = randomBytes(3).toString('hex');
    const lines = [
      HEADER,
      // Valid rows whose text carries formulas: they are created and listed in created.csv.
      `"=HYPERLINK(""http://evil.test"")",RC-${t}-1,one-${t}@centre.test,Lagos,Ikeja,"@SUM(1)",+2348000000001,Private Institution`,
      `"+cmd|' /C calc'!A0",RC-${t}-2,two-${t}@centre.test,Kano,Fagge,"-2+3",+2348000000002,Private Institution`,
      // Bad rows: rejected, with the raw cells echoed in rejected.csv.
      `"=1+1",RC-${t}-3,,,,,,`,
      `"@evil",=RC-${t}-4,not-an-email,"-x",,"+y","=z",`,
      `"\t=1",RC-${t}-5,five-${t}@centre.test,Atlantis,,,,`,
    ].join('\n');
    const form = new FormData();
    form.append('csvFile', new Blob([lines], { type: 'text/csv' }), 'centres.csv');
    const upload = await app.request('POST', '/api/centre-registration/bulk-upload', { token: su, raw: form });
    expect(upload.status).toBe(202);
    const jobId = upload.body.data.jobId as string;
    const deadline = Date.now() + 30_000;
    let job: any;
    do {
      job = (await app.request('GET', `/api/centre-registration/bulk-upload/${jobId}`, { token: su })).body.data;
      if (job.state === 'completed' || job.state === 'failed') break;
      await new Promise((r) => setTimeout(r, 100));
    } while (Date.now() < deadline);
    expect(job.state).toBe('completed');
    expect(job.result.successful).toBe(2);

    const rejected = await app.request('GET', `/api/centre-registration/bulk-upload/${jobId}/rejected.csv`, { token: su });
    expect(rejected.status).toBe(200);
    expect(rejected.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(expectNeutralised(rejected.text, 'rejected.csv').length).toBe(4);

    const created = await app.request('GET', `/api/centre-registration/bulk-upload/${jobId}/created.csv`, { token: su });
    expect(created.status).toBe(200);
    expect(created.headers.get('content-disposition')).toMatch(/^attachment;/);
    const rows = expectNeutralised(created.text, 'created.csv');
    expect(rows.length).toBe(3);
    expect(rows.flat().some((cell) => cell.startsWith("'="))).toBe(true);
  });
});
