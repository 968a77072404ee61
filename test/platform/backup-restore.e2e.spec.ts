import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { findPgTool } from '#platform';
import { CODE_SUBJECT, codeOf } from '../support/centre-factories.js';
import { superAdminToken, uniqueEmail } from '../support/factories.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { createTestDatabase } from '../support/test-database.js';

/**
 * The restore drill (docs/OPERATIONS.md "Backups"): a portal populated through its API is backed up
 * with `npm run cli -- backup FILE`, restored with `restore FILE` into an empty database, and a second
 * portal started on it (with the same secrets, as an operator keeps them) finds the audit chain
 * intact, every stored document's bytes and SHA-256 unchanged, and a centre able to sign in.
 */
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const CLI = join(ROOT, 'dist/apps/api/src/cli.js');
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

function cli(env: Record<string, string>, ...args: string[]): Promise<{ code: number; out: string }> {
  return new Promise((done) => {
    execFile(process.execPath, [CLI, ...args], { env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', ...env }, timeout: 120_000 }, (error, stdout, stderr) =>
      done({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, out: `${stdout}${stderr}` }),
    );
  });
}

/** A centre made and approved through the API, so everything about it is in the audit chain. */
async function approvedCentre(app: TestApp, su: string): Promise<{ id: string; reference: string; email: string }> {
  const email = uniqueEmail('drill');
  const tag = randomBytes(4).toString('hex');
  const res = await app.request('POST', '/api/centre-registration/simple', {
    token: su,
    body: { CentreName: `Drill Centre ${tag}`, GovernmentId: `RC-DR-${tag}`, AdminEmail: email, State: 'Lagos', LocalGovernment: 'Ikeja', AdminName: 'Ada Obi', AdminNumber: '+2348012345678', ownershipType: 'Private Institution' },
  });
  if (res.status !== 201) throw new Error(`simple create failed: ${res.status} ${res.text}`);
  return { id: res.body.data.centre._id ?? res.body.data.centre.id, reference: res.body.data.referenceNumber, email };
}

async function signIn(app: TestApp, centre: { reference: string; email: string }): Promise<{ status: number; token?: string }> {
  // Each portal has its own mail capture: the one code it holds for this centre is this one.
  await app.request('POST', `/api/centre-registration/${centre.reference}/send-otp`);
  const mail = await app.mail.waitFor((m) => m.to.includes(centre.email) && CODE_SUBJECT.test(m.subject));
  const res = await app.request('POST', `/api/centre-registration/${centre.reference}/verify-otp`, { body: { otp: codeOf(mail) } });
  return { status: res.status, token: res.body?.data?.token };
}

describe('backup and restore drill', () => {
  let source: TestApp;
  let restored: TestApp | null = null;
  let target: Awaited<ReturnType<typeof createTestDatabase>> | null = null;
  const dir = mkdtempSync(join(tmpdir(), 'cbt-backup-'));
  const file = join(dir, 'portal.dump');
  const uploaded: Array<{ centreId: string; documentId: string; bytes: Buffer }> = [];
  let centre: { id: string; reference: string; email: string };
  /** Approved before the backup, never signed in: a code sent minutes earlier would count against the send limit. */
  let waiting: { id: string; reference: string; email: string };
  let before: { entries: number; centres: number; files: number };
  /** In the backup, erased afterwards: the restore must not bring its values back (docs/OPERATIONS.md "Erasures and backups"). */
  let forgotten: { id: string; reference: string; email: string };

  beforeAll(async () => {
    source = await startTestApp({ topology: 'single' });
    const su = await superAdminToken(source);
    // A populated portal: centres, sign-ins, uploads (one of several chunks), a role, a CSV import.
    centre = await approvedCentre(source, su);
    const session = await signIn(source, centre);
    for (const [type, size] of [['applicationLetter', 1000], ['rcDocument', 700 * 1024]] as const) {
      const bytes = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(size), Buffer.from('\n%%EOF\n')]);
      const form = new FormData();
      form.append('files', new Blob([new Uint8Array(bytes)]), `${type}.pdf`);
      form.append('documentType', type);
      const res = await source.request('POST', `/api/centre-registration/${centre.reference}/upload`, { token: session.token, raw: form });
      if (res.status !== 201) throw new Error(`upload failed: ${res.status} ${res.text}`);
      uploaded.push({ centreId: centre.id, documentId: res.body.data.file.id, bytes });
    }
    waiting = await approvedCentre(source, su);
    forgotten = await approvedCentre(source, su);
    expect((await source.request('POST', '/api/roles', { token: su, body: { roleName: `drill_${randomBytes(3).toString('hex')}`, displayName: 'Drill', description: 'Backed up', category: 'technical' } })).status).toBe(201);
    const csv = new FormData();
    csv.append('csvFile', new Blob([`CentreName,GovernmentId,AdminEmail,State\nDrill Import,RC-DI-${randomBytes(3).toString('hex')},${uniqueEmail('imp')},Oyo\n`], { type: 'text/csv' }), 'c.csv');
    const job = (await source.request('POST', '/api/centre-registration/bulk-upload', { token: su, raw: csv })).body.data.jobId as string;
    const deadline = Date.now() + 60_000;
    while ((await source.request('GET', `/api/centre-registration/bulk-upload/${job}`, { token: su })).body.data.state !== 'completed') {
      if (Date.now() > deadline) throw new Error('import did not finish');
      await new Promise((r) => setTimeout(r, 200));
    }
    const count = async (sql: string) => (await source.db!.query(sql)).rows[0].n as number;
    before = {
      entries: await count('SELECT count(*)::int AS n FROM audit_events'),
      centres: await count('SELECT count(*)::int AS n FROM centres'),
      files: await count(`SELECT count(*)::int AS n FROM files WHERE state = 'kept'`),
    };
  }, 180_000);

  afterAll(async () => {
    await restored?.close();
    await target?.drop();
    await source?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('backs the portal up to one file, and restores it only into an empty database', async () => {
    const backup = await cli(source.env, 'backup', file);
    expect(backup).toMatchObject({ code: 0 });
    expect(backup.out).toMatch(/Backed up the portal's database .* to .*portal\.dump/);
    expect(backup.out).toContain('AUDIT_KEY');
    target = await createTestDatabase();
    // Into the populated source it refuses, changing nothing.
    const refused = await cli(source.env, 'restore', file);
    expect(refused.code).toBe(1);
    expect(refused.out).toContain('The target database is not empty');
    const restore = await cli({ ...source.env, DATABASE_URL: target.url }, 'restore', file);
    expect(restore).toMatchObject({ code: 0 });
    expect(restore.out).toMatch(/^Restored .*portal\.dump/m);
  }, 120_000);

  it('starts a portal on the restored database that finds the audit chain intact, every document unchanged and a centre able to sign in', async () => {
    // A new machine: its own DATA_DIR (no checkpoints, no files), the secrets the operator kept.
    restored = await startTestApp({ topology: 'single', databaseUrl: target!.url, env: { JWT_SECRET: source.env.JWT_SECRET, LINK_SECRET: source.env.LINK_SECRET, AUDIT_KEY: source.env.AUDIT_KEY } });
    const su = await superAdminToken(restored);
    const verify = await restored.request('GET', '/api/audit/verify', { token: su });
    expect(verify.body.data).toMatchObject({ intact: true });
    expect(verify.body.data.checked).toBeGreaterThanOrEqual(before.entries);
    const count = async (sql: string) => (await restored!.db!.query(sql)).rows[0].n as number;
    expect(await count('SELECT count(*)::int AS n FROM centres')).toBe(before.centres);
    expect(await count(`SELECT count(*)::int AS n FROM files WHERE state = 'kept'`)).toBe(before.files);

    for (const doc of uploaded) {
      const res = await fetch(`${restored.url}/api/admin/schools/${doc.centreId}/documents/${doc.documentId}`, { headers: { authorization: `Bearer ${su}` } });
      expect(res.status).toBe(200);
      const bytes = Buffer.from(await res.arrayBuffer());
      expect(sha256(bytes)).toBe(sha256(doc.bytes));
      const { rows } = await restored.db!.query(`SELECT f.sha256 FROM centre_documents d JOIN files f ON f.id::text = d.stored_name WHERE d.id = $1`, [doc.documentId]);
      expect(rows[0].sha256).toBe(sha256(doc.bytes));
    }
    // The CLI's own check of the chain, with the kept key, agrees.
    const cliVerify = await cli({ ...restored.env }, 'verify-audit');
    expect(cliVerify).toMatchObject({ code: 0 });
    expect(cliVerify.out).toContain('intact');

    const session = await signIn(restored, waiting);
    expect(session.status).toBe(200);
    expect((await restored.request('GET', `/api/centre-registration/centre/${waiting.reference}`, { token: session.token })).status).toBe(200);
  }, 180_000);

  it('re-applies at start the erasures its shared journal records after the backup, and the chain still verifies', async () => {
    expect(restored).not.toBeNull();
    const erased = await source.request('POST', '/api/privacy/erasures', { token: await superAdminToken(source), body: { centreId: forgotten.id, reason: 'Erasure request after the backup' } });
    expect(erased.status).toBe(200);
    const holding = async () =>
      (
        await restored!.db!.query(
          `SELECT (SELECT count(*)::int FROM centres WHERE admin_email = $1) + (SELECT count(*)::int FROM audit_personal_values WHERE lower(value #>> '{}') = $1) AS n`,
          [forgotten.email.toLowerCase()],
        )
      ).rows[0].n as number;
    expect(await holding()).toBeGreaterThan(0);
    // The journal lives in Redis, shared by every instance and untouched by a restore of the database
    // (DECISIONS §9): no instance's DATA_DIR holds it, and no operator copies anything.
    expect(existsSync(join(source.instances[0]!.dataDir, 'erasures.jsonl'))).toBe(false);
    expect(existsSync(join(restored!.instances[0]!.dataDir, 'erasures.jsonl'))).toBe(false);
    // The restored database replaces the source's: the old portal stops, the restored one starts on the
    // same Redis (its key prefix), as a deployment restarted on its restored database does.
    await source.stopProcess();
    await restored!.restart({ QUEUE_PREFIX: source.env.QUEUE_PREFIX });
    expect(await holding()).toBe(0);
    const su = await superAdminToken(restored!);
    expect((await restored!.request('GET', '/api/audit/verify', { token: su })).body.data).toMatchObject({ intact: true });
    const replayed = await restored!.db!.query(`SELECT data->>'reason' AS reason FROM audit_events WHERE action = 'privacy.erased' AND centre_id = $1`, [forgotten.id]);
    expect(replayed.rows).toEqual([{ reason: expect.stringMatching(/^re-applied after a restore/) }]);
  }, 180_000);
});

describe('backup tools', () => {
  it('say plainly what to install when PostgreSQL client tools are missing', async () => {
    await expect(findPgTool('pg_dump', { PATH: '/nonexistent' }, [])).rejects.toThrow(/pg_dump \(PostgreSQL 15 or newer\) was not found.*apt-get install postgresql-client-15/s);
    expect(await findPgTool('pg_restore')).toMatch(/pg_restore$/);
  });
});
