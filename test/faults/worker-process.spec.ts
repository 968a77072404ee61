import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { superAdminToken } from '../support/factories.js';
import { OwnRedis } from '../support/redis-server.js';
import { startTestApp, type PortalProcess, type TestApp } from '../support/test-app.js';
import { scalar, waitUntil } from './fault-helpers.js';

const HEADER = 'CentreName,GovernmentId,AdminEmail,State,LocalGovernment,AdminName,AdminNumber,ownershipType';

/** `rows` data rows; every `dupEvery`-th row repeats an earlier one (same RC number and email, other case). */
function importFile(tag: string, rows: number, dupEvery = 0): { csv: string; unique: number } {
  const lines = [HEADER];
  let unique = 0;
  for (let i = 1; i <= rows; i++) {
    if (dupEvery && i % dupEvery === 0) {
      const j = i - 1;
      lines.push(`Again ${j},${tag}-${j}`.toLowerCase() + `,C${j}-${tag}@Centre.test,Oyo,,,,`);
    } else {
      unique++;
      lines.push(`Centre ${i},${tag}-${i},c${i}-${tag}@centre.test,Oyo,,,,`);
    }
  }
  return { csv: lines.join('\n'), unique };
}

/**
 * The job worker process (npm run start:worker) beside an API that only relays (RUN_WORKERS=false),
 * as in docker-compose: killed mid-import, stopped with SIGTERM mid-job, and pointed at a Redis that
 * may evict keys.
 */
describe('faults: the worker process', () => {
  let app: TestApp;
  let su: string;
  let worker: PortalProcess | null = null;
  const evicting = new OwnRedis(['--maxmemory', '50mb', '--maxmemory-policy', 'allkeys-lru']);
  // A job of a killed worker is taken over once its lock lapses: 2 s here instead of 30 s.
  const workerEnv = { JOB_LOCK_MS: '2000' };

  const upload = async (csv: string): Promise<string> => {
    const form = new FormData();
    form.append('csvFile', new Blob([csv], { type: 'text/csv' }), 'centres.csv');
    const res = await app.request('POST', '/api/centre-registration/bulk-upload', { token: su, raw: form });
    expect(res.status).toBe(202);
    return res.body.data.jobId as string;
  };
  const job = async (id: string) =>
    (await app.db!.query('SELECT state, rows_done, total, successful, failed FROM import_jobs WHERE id = $1', [id])).rows[0] as {
      state: string;
      rows_done: number;
      total: number;
      successful: number;
      failed: number;
    };

  beforeAll(async () => {
    app = await startTestApp({ env: { RUN_WORKERS: 'false', ...workerEnv } });
    su = await superAdminToken(app);
  }, 120000);
  afterAll(async () => {
    await worker?.stop('SIGKILL');
    await app?.close();
    await evicting.stop();
  }, 60000);

  it('resumes a 10,000-row import after its worker is killed (SIGKILL) mid-file, creating every unique centre once', async () => {
    const tag = `KILL${Date.now().toString(36)}`.toUpperCase();
    const file = importFile(tag, 10000, 20);
    worker = await app.startWorker(workerEnv);
    const started = Date.now();
    const jobId = await upload(file.csv);
    // Killed once at least one batch is committed and while more remain.
    const atKill = await waitUntil('a committed batch', async () => {
      const j = await job(jobId);
      return j && j.rows_done > 0 ? j : null;
    }, 60000, 20);
    await worker.stop('SIGKILL');
    const killed = await job(jobId);
    expect(killed.state).toBe('active');
    expect(killed.rows_done).toBeLessThan(10000);
    // Batches commit whole: what exists is exactly what the job counted.
    expect(await scalar(app, `SELECT count(*) FROM centres WHERE government_id ILIKE $1`, [`${tag}-%`])).toBe(killed.successful);
    expect(await scalar(app, `SELECT count(*) FROM import_job_rows WHERE job_id = $1`, [jobId])).toBe(killed.rows_done);

    const restarted = Date.now();
    worker = await app.startWorker(workerEnv);
    const done = await waitUntil('the import completed by the second worker', async () => {
      const j = await job(jobId);
      return j.state === 'completed' ? j : null;
    }, 90000);
    const resumedMs = Date.now() - restarted;
    expect(done).toMatchObject({ rows_done: 10000, total: 10000, successful: file.unique, failed: 10000 - file.unique });
    expect(await scalar(app, `SELECT count(*) FROM centres WHERE government_id ILIKE $1`, [`${tag}-%`])).toBe(file.unique);
    expect(await scalar(app, `SELECT count(*) FROM (SELECT 1 FROM centres WHERE government_id ILIKE $1 GROUP BY upper(government_id), lower(admin_email) HAVING count(*) > 1) d`, [`${tag}-%`])).toBe(0);
    expect(await scalar(app, `SELECT count(DISTINCT row_number) FROM import_job_rows WHERE job_id = $1`, [jobId])).toBe(10000);
    expect(await scalar(app, `SELECT count(*) FROM centre_actions a JOIN centres c ON c.id = a.centre_id WHERE c.government_id ILIKE $1`, [`${tag}-%`])).toBe(file.unique);
    const status = await app.request('GET', `/api/centre-registration/bulk-upload/${jobId}`, { token: su });
    expect(status.body.data).toMatchObject({ state: 'completed', progress: 100, result: { successful: file.unique, failed: 10000 - file.unique, total: 10000 } });
    process.stdout.write(
      `[faults] worker SIGKILL mid-import: killed at row ${atKill.rows_done}/${killed.rows_done} of 10000; resumed and completed ${resumedMs} ms after the new worker was started (${Date.now() - started} ms in all); ${file.unique} centres, ${10000 - file.unique} in-file duplicates refused, none doubled\n`,
    );
  }, 180000);

  it('finishes the active job on SIGTERM and exits within its grace period', async () => {
    if (!worker?.running()) worker = await app.startWorker(workerEnv);
    const tag = `TERM${Date.now().toString(36)}`.toUpperCase();
    const file = importFile(tag, 5000);
    const jobId = await upload(file.csv);
    await waitUntil('the import under way', async () => (await job(jobId)).rows_done > 0, 60000, 20);
    const before = await job(jobId);
    const signalled = Date.now();
    const exit = await worker.stop('SIGTERM');
    const exitMs = Date.now() - signalled;
    // docker-compose.yml gives the worker 60 s (stop_grace_period) before it would SIGKILL it.
    expect(exitMs).toBeLessThan(60000);
    expect(exit).toEqual({ code: 0, signal: null });
    expect(worker.output()).toContain('SIGTERM: finishing active jobs');
    // The job was finished by the stopping worker, not left for another one.
    expect(before.rows_done).toBeLessThan(5000);
    expect(await job(jobId)).toMatchObject({ state: 'completed', rows_done: 5000, successful: 5000 });
    expect(await scalar(app, `SELECT count(*) FROM completed_jobs WHERE job_name = 'centres.import' AND job_id LIKE '%-centres.import' AND job_id IN (SELECT id || '-centres.import' FROM outbox_events WHERE payload->>'jobId' = $1)`, [jobId])).toBe(1);
    process.stdout.write(`[faults] worker SIGTERM mid-import (row ${before.rows_done} of 5000): job completed, exit 0 after ${exitMs} ms\n`);
  }, 120000);

  it('refuses to start on a Redis whose maxmemory-policy may evict jobs, saying why', async () => {
    await evicting.start();
    const refused = await app.startWorker({ REDIS_URL: evicting.url }, { waitReady: false });
    const exit = await refused.exited;
    expect(exit.code).toBe(78);
    expect(refused.output()).toContain('Worker refused to start: Redis maxmemory-policy is "allkeys-lru"');
    expect(refused.output()).toContain('noeviction');
    expect(refused.output()).not.toContain('worker started');
    process.stdout.write(`[faults] evicting Redis: worker exited ${exit.code}: ${refused.output().trim().split('\n').pop()}\n`);
  }, 60000);
});
