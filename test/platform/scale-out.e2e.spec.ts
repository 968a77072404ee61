import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MSG } from '#contracts';
import { accreditedCentre } from '../support/accreditation-factories.js';
import { CODE_SUBJECT, codeOf, seedCentre } from '../support/centre-factories.js';
import { createAdmin, superAdminToken } from '../support/factories.js';
import { startTestApp, type ApiResponse, type RequestOptions, type TestApp } from '../support/test-app.js';

/**
 * DECISIONS §9, "Several instances": two API instances and a worker, each with its own DATA_DIR,
 * behind a round-robin proxy, sharing only PostgreSQL, Redis and the configured secrets. Each case
 * sends its steps to one instance and then the other on purpose (the proxy alternates too), so a
 * fact kept in one process's memory or on one instance's disk fails it. Other end-to-end specs run
 * through the same topology with TEST_TOPOLOGY=scaled (scripts/test.sh).
 */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const METRICS_TOKEN = randomBytes(16).toString('hex');
const HEADER = 'CentreName,GovernmentId,AdminEmail,State,LocalGovernment,AdminName,AdminNumber,ownershipType';
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('scale-out: two API instances and a worker behind a round-robin proxy', () => {
  let app: TestApp;
  let su: string;

  /** A request to instance 0 or 1 directly, as the proxy would send it there. */
  const on = async <T = any>(instance: 0 | 1, method: string, path: string, options: RequestOptions = {}): Promise<ApiResponse<T>> => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: RequestInit['body'];
    if (options.raw !== undefined) body = options.raw as RequestInit['body'];
    else if (options.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    const response = await fetch(app.instances[instance]!.url + path, { method, headers, body });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON
    }
    return { status: response.status, body: parsed as T, headers: response.headers, text };
  };
  const bytesFrom = async (instance: 0 | 1, path: string, token?: string) => {
    const res = await fetch(app.instances[instance]!.url + path, { headers: token ? { authorization: `Bearer ${token}` } : {} });
    return { status: res.status, bytes: Buffer.from(await res.arrayBuffer()) };
  };
  const until = async <T>(what: string, probe: () => Promise<T | null | undefined | false>, ms = 60_000): Promise<T> => {
    const deadline = Date.now() + ms;
    for (;;) {
      const value = await probe();
      if (value) return value;
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  };

  beforeAll(async () => {
    app = await startTestApp({ topology: 'scaled', env: { METRICS_TOKEN } });
    su = await superAdminToken(app);
  }, 180_000);
  afterAll(async () => {
    await app?.close();
  });

  it('signs a centre in with a code sent through one instance and checked on the other', async () => {
    const centre = await seedCentre(app, { status: 'registration_approved' });
    expect((await on(0, 'POST', `/api/centre-registration/${centre.reference}/send-otp`)).status).toBe(200);
    const mail = await app.mail.waitFor((m) => m.to.includes(centre.email) && CODE_SUBJECT.test(m.subject));
    const verified = await on(1, 'POST', `/api/centre-registration/${centre.reference}/verify-otp`, { body: { otp: codeOf(mail) } });
    expect(verified.status).toBe(200);
    // The session issued by one instance opens the centre's calls on the other.
    const token = verified.body.data.token as string;
    expect((await on(0, 'GET', `/api/centre-registration/centre/${centre.reference}`, { token })).status).toBe(200);
  });

  it('stores a document uploaded through one instance and serves it, byte for byte, from the other', async () => {
    const centre = await seedCentre(app, { status: 'registration_approved' });
    await on(0, 'POST', `/api/centre-registration/${centre.reference}/send-otp`);
    const mail = await app.mail.waitFor((m) => m.to.includes(centre.email) && CODE_SUBJECT.test(m.subject));
    const token = (await on(0, 'POST', `/api/centre-registration/${centre.reference}/verify-otp`, { body: { otp: codeOf(mail) } })).body.data.token as string;
    const form = new FormData();
    form.append('files', new Blob([new Uint8Array(PDF)]), 'letter.pdf');
    form.append('documentType', 'applicationLetter');
    const uploaded = await on(0, 'POST', `/api/centre-registration/${centre.reference}/upload`, { token, raw: form });
    expect(uploaded.status).toBe(201);
    const link = new URL(uploaded.body.data.file.url);
    const signed = await bytesFrom(1, link.pathname + link.search);
    expect(signed.status).toBe(200);
    expect(signed.bytes.equals(PDF)).toBe(true);
    const admin = await bytesFrom(1, `/api/admin/schools/${centre.id}/documents/${uploaded.body.data.file.id}`, su);
    expect(admin.bytes.equals(PDF)).toBe(true);
    const { rows } = await app.db!.query(`SELECT f.sha256, f.state FROM centre_documents d JOIN files f ON f.id::text = d.stored_name WHERE d.id = $1`, [uploaded.body.data.file.id]);
    expect(rows).toEqual([{ sha256: sha256(PDF), state: 'kept' }]);
  });

  it('imports a CSV uploaded through one instance in the worker, followed from the other', async () => {
    const tag = randomUUID().slice(0, 8);
    const csv = [HEADER, ...Array.from({ length: 30 }, (_, i) => `Scaled Centre ${i},SC-${tag}-${i},sc${i}-${tag}@centre.test,Oyo,,,,`)].join('\n');
    const form = new FormData();
    form.append('csvFile', new Blob([csv], { type: 'text/csv' }), 'centres.csv');
    const accepted = await on(0, 'POST', '/api/centre-registration/bulk-upload', { token: su, raw: form });
    expect(accepted.status).toBe(202);
    const jobId = accepted.body.data.jobId as string;
    const done = await until('the import', async () => {
      const res = await on(1, 'GET', `/api/centre-registration/bulk-upload/${jobId}`, { token: su });
      return res.body.data.state === 'completed' || res.body.data.state === 'failed' ? res.body.data : null;
    });
    expect(done).toMatchObject({ state: 'completed', result: { successful: 30, failed: 0, total: 30 } });
    // The API instances only relay (RUN_WORKERS=false): the worker ran it.
    await until('the import job recorded as done', async () => (await app.db!.query(`SELECT 1 FROM completed_jobs WHERE job_name = 'centres.import'`)).rowCount);
  });

  it('fails an import whose file cannot be read with the reason, shown on its page, never as an empty success', async () => {
    const { rows: [admin] } = await app.db!.query(`SELECT id FROM users WHERE email = $1`, [app.superAdmin.email]);
    const { rows: [job] } = await app.db!.query(`INSERT INTO import_jobs (created_by, filename, stored_name) VALUES ($1, 'gone.csv', $2) RETURNING id`, [admin.id, randomUUID()]);
    await app.db!.query(`INSERT INTO outbox_events (type, payload) VALUES ('centres.import_requested', $1)`, [
      JSON.stringify({ jobId: job.id, actor: { type: 'admin', id: admin.id, email: app.superAdmin.email, name: 'Super' }, scope: { all: true } }),
    ]);
    const failed = await until('the import to fail', async () => {
      const res = await on(0, 'GET', `/api/admin/import-jobs/${job.id}`, { token: su });
      return res.body.data.state === 'failed' ? res.body.data : null;
    });
    expect(failed).toMatchObject({ state: 'failed', error: MSG.importFileGone });
  });

  it('holds a role created through one instance on the other at once, and its deactivation too', async () => {
    const roleName = `scaled_${randomBytes(3).toString('hex')}`;
    const created = await on(0, 'POST', '/api/roles', {
      token: su,
      body: { roleName, displayName: 'Scaled reviewers', description: 'Made on instance A', category: 'technical', permissions: ['centres.read', 'reports.read'] },
    });
    expect(created.status).toBe(201);
    const user = await on(1, 'POST', '/api/user', {
      token: su,
      body: { email: `scaled-${randomBytes(3).toString('hex')}@council.test`, password: 'Admin-Pass1', firstName: 'Sca', lastName: 'Led', roles: [{ type: roleName, level: 'national', assignedStates: [] }] },
    });
    expect(user.status).toBe(201);
    await app.db!.query("UPDATE users SET should_reset_password = false WHERE id = $1", [user.body.data.id]);
    const token = (await on(0, 'POST', '/api/auth/login', { body: { email: user.body.data.email, password: 'Admin-Pass1' } })).body.data.token as string;
    expect((await on(1, 'GET', '/api/reports/state-distribution', { token })).status).toBe(200);
    expect((await on(0, 'DELETE', `/api/roles/${created.body.data.id}`, { token: su })).status).toBe(200);
    for (const instance of [1, 0] as const) expect((await on(instance, 'GET', '/api/reports/state-distribution', { token })).status).toBe(403);
  });

  it('makes letters and evidence packs in the worker and serves the same bytes from both instances', async () => {
    const { centre } = await accreditedCentre(app, { state: 'Lagos', localGovernment: 'Ikeja' });
    const letterPath = `/api/accreditation/centres/${centre.id}/letter`;
    const fromA = await until('the letter', async () => {
      const res = await bytesFrom(0, letterPath, su);
      return res.status === 200 ? res.bytes : null;
    });
    const fromB = await bytesFrom(1, letterPath, su);
    expect(fromB.status).toBe(200);
    expect(fromB.bytes.equals(fromA)).toBe(true);
    expect(fromA.subarray(0, 5).toString()).toBe('%PDF-');

    expect((await on(1, 'POST', `/api/audit/evidence/${centre.id}`, { token: su })).status).toBe(202);
    const pack = await until('the evidence pack', async () => {
      const res = await on(0, 'GET', `/api/audit/evidence/${centre.id}`, { token: su });
      return res.body.data?.state === 'ready' ? res.body.data : null;
    });
    for (const instance of [0, 1] as const) {
      const pdf = await bytesFrom(instance, `/api/audit/evidence/${centre.id}/pdf`, su);
      expect(pdf.status).toBe(200);
      expect(sha256(pdf.bytes)).toBe(pack.sha256);
    }
  }, 90_000);

  it('answers liveness, readiness and metrics on each instance', async () => {
    for (const instance of [0, 1] as const) {
      expect((await on(instance, 'GET', '/api/health/live')).status).toBe(200);
      const ready = await on(instance, 'GET', '/api/health/ready');
      expect([ready.status, ready.body.data.status]).toEqual([200, 'ready']);
      expect((await on(instance, 'GET', '/metrics')).status).toBe(401);
      const metrics = await on(instance, 'GET', '/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
      expect(metrics.status).toBe(200);
      for (const series of [
        'http_request_duration_seconds_bucket{le="0.005",method="GET",route="/api/health/ready",status="200"}',
        'queue_jobs{queue="mail",state="waiting"}',
        'queue_jobs{queue="imports",state="failed"}',
        'outbox_lag_seconds ',
        'outbox_events{state="failed"}',
        `db_pool_connections{state="max"} ${app.env.DB_POOL_SIZE}`,
      ]) {
        expect({ series, found: metrics.text.includes(series) }).toEqual({ series, found: true });
      }
    }
    // Audit entries are appended by the instances (sign-ins above): their latency is measured.
    const sums = await Promise.all(([0, 1] as const).map(async (i) => (await on(i, 'GET', '/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text));
    expect(sums.some((text) => /audit_append_duration_seconds_count [1-9]/.test(text))).toBe(true);
  });

  it('lists failed jobs to a super admin, who retries and discards them with an audit entry each', async () => {
    const fail = async () =>
      (await app.db!.query(`INSERT INTO outbox_events (type, payload, status, attempts, last_error) VALUES ('scaled.failed', '{}', 'failed', 50, 'no route') RETURNING id`)).rows[0].id as string;
    const [retried, discarded] = [await fail(), await fail()];
    const queues = await on(0, 'GET', '/api/admin/jobs', { token: su });
    expect(queues.body.data.map((q: { id: string }) => q.id)).toEqual(['mail', 'notices', 'imports', 'documents', 'reports', 'schedules', 'outbox']);
    const failedList = await on(1, 'GET', '/api/admin/failed-jobs?range=[0,99]', { token: su });
    expect(failedList.body.data.map((j: { id: string }) => j.id)).toEqual(expect.arrayContaining([`outbox:${retried}`, `outbox:${discarded}`]));
    expect(failedList.body.data.find((j: { id: string }) => j.id === `outbox:${retried}`)).toMatchObject({ queue: 'outbox', name: 'scaled.failed', reason: 'no route', attempts: 50 });
    expect((await on(0, 'POST', `/api/admin/failed-jobs/outbox:${retried}/retry`, { token: su })).status).toBe(200);
    expect((await on(1, 'DELETE', `/api/admin/failed-jobs/outbox:${discarded}`, { token: su })).status).toBe(200);
    expect((await on(0, 'DELETE', `/api/admin/failed-jobs/outbox:${discarded}`, { token: su })).status).toBe(404);
    const { rows } = await app.db!.query(`SELECT id, status FROM outbox_events WHERE id = ANY($1::uuid[]) ORDER BY status`, [[retried, discarded]]);
    expect(rows.map((r) => r.status).sort()).toEqual(expect.arrayContaining(['discarded']));
    expect(rows.find((r) => r.id === retried).status).not.toBe('failed');
    const audit = await app.db!.query(`SELECT action, target_id FROM audit_events WHERE action IN ('job.retried', 'job.discarded') ORDER BY id`);
    expect(audit.rows).toEqual([
      { action: 'job.retried', target_id: `outbox:${retried}` },
      { action: 'job.discarded', target_id: `outbox:${discarded}` },
    ]);
    const national = await createAdmin(app);
    expect((await on(0, 'GET', '/api/admin/jobs', { token: national.token! })).status).toBe(403);
  });

  it('kept one intact audit chain, verified alike from both instances, and no file on any instance disk', async () => {
    const { rows: [{ n: entries }] } = await app.db!.query('SELECT count(*)::int AS n FROM audit_events');
    const answers = await Promise.all(([0, 1] as const).map(async (instance) => (await on(instance, 'GET', '/api/audit/verify', { token: su })).body.data));
    for (const answer of answers) {
      expect(answer.checked).toBeGreaterThanOrEqual(entries);
      // The factories seed centres with a first history row written by SQL, which the verifier rightly
      // names as added outside the application. It checks the keyed chain (every entry, every
      // instance's checkpoints) before the histories, so a history row is the first problem only
      // when the chain itself is whole.
      if (!answer.intact) {
        expect(answer.firstBrokenId).toMatch(/^history:/);
        expect(answer.problem).toMatch(/added outside the application/);
      }
    }
    expect(answers[1].intact).toBe(answers[0].intact);
    expect(app.served().every((n) => n > 0)).toBe(true);
    // What an instance may keep on its disk here: its own audit checkpoints (docs/OPERATIONS.md).
    for (const { dataDir } of app.instances) expect(readdirSync(dataDir).filter((name) => name !== 'audit-checkpoints.jsonl')).toEqual([]);
    expect(app.output()).not.toMatch(/ERROR|Unhandled/);
  });
});
