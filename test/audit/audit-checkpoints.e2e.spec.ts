import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { auditor } from '../support/audit-factories.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * docs/SECURITY.md "Audit verification from checkpoints": GET /api/audit/verify starts from the newest
 * verified, signed checkpoint (kept in audit_checkpoints and copied outside the database) and
 * re-hashes only the entries after it; ?full=true walks every entry. Two instances share one
 * database and one checkpoint directory (AUDIT_CHECKPOINT_DIR), and start from the same checkpoint.
 */
describe('audit verification from signed checkpoints', () => {
  let a: TestApp;
  let b: TestApp;
  let shared: string;
  let reader: string;

  const verifyOn = async (app: TestApp, query = '') => {
    const res = await app.request('GET', `/api/audit/verify${query}`, { token: reader });
    expect(res.status).toBe(200);
    return res.body.data;
  };
  const verify = (query = '') => verifyOn(a, query);
  /** New entries: each sign-in is one (auth.login_succeeded). */
  const newEntries = async (n: number) => {
    for (let i = 0; i < n; i++) await a.login(a.superAdmin.email, a.superAdmin.password);
  };
  const count = async () => Number((await a.db!.query('SELECT max(id) AS n FROM audit_events')).rows[0].n);
  const rows = async () => (await a.db!.query('SELECT entries::int, head, at, sig, full_walk FROM audit_checkpoints ORDER BY entries')).rows;
  const fileLines = () =>
    readFileSync(join(shared, 'audit-checkpoints.jsonl'), 'utf8')
      .split('\n')
      .filter((l) => l.trim())
      .map((l) => JSON.parse(l));
  /** SQL as a table owner could run it, around the append-only triggers. */
  const asOwner = async (work: (q: (sql: string, params?: unknown[]) => Promise<any[]>) => Promise<void>) => {
    const client = await a.db!.connect();
    try {
      await client.query('ALTER TABLE audit_events DISABLE TRIGGER USER');
      await work(async (sql, params) => (await client.query(sql, params as unknown[])).rows);
    } finally {
      await client.query('ALTER TABLE audit_events ENABLE TRIGGER USER');
      client.release();
    }
  };
  /** Edits an entry's action behind the trigger for the length of `check`, then puts it back. */
  const withEdited = async (id: number, check: () => Promise<void>) => {
    const [row] = (await a.db!.query('SELECT action FROM audit_events WHERE id = $1', [id])).rows;
    await asOwner(async (q) => {
      await q(`UPDATE audit_events SET action = 'auth.logout' WHERE id = $1`, [id]);
    });
    try {
      await check();
    } finally {
      await asOwner(async (q) => {
        await q('UPDATE audit_events SET action = $2 WHERE id = $1', [id, row.action]);
      });
    }
  };

  beforeAll(async () => {
    shared = mkdtempSync(join(tmpdir(), 'cbt-checkpoints-'));
    // No timer-written checkpoint during the test: each one here is written by a verification the test asks for.
    const quiet = { AUDIT_CHECKPOINT_DIR: shared, AUDIT_CHECKPOINT_MS: '86400000' };
    a = await startTestApp({ topology: 'single', env: quiet });
    // A second instance: the same database and secrets, its own DATA_DIR, the shared checkpoint directory.
    b = await startTestApp({
      topology: 'single',
      databaseUrl: a.env.DATABASE_URL,
      env: { ...quiet, AUDIT_KEY: a.env.AUDIT_KEY, JWT_SECRET: a.env.JWT_SECRET, LINK_SECRET: a.env.LINK_SECRET },
    });
    reader = (await auditor(a)).token!;
  }, 180_000);
  afterAll(async () => {
    await b?.close();
    await a?.close();
    if (shared) rmSync(shared, { recursive: true, force: true });
  });

  it('signs a checkpoint of the tip it verified, in PostgreSQL and in the copy outside it', async () => {
    const first = await verify();
    expect(first).toMatchObject({ intact: true, mode: 'incremental' });
    const tip = await count();
    expect(first.checked).toBe(tip);
    const kept = await rows();
    expect(kept.at(-1)).toMatchObject({ entries: tip });
    expect(kept.at(-1).sig).toMatch(/^[0-9a-f]{64}$/);
    const line = fileLines().at(-1);
    expect(line).toMatchObject({ entries: tip, head: kept.at(-1).head, sig: kept.at(-1).sig, v: 2 });
    expect(Date.parse(line.at)).toBe(new Date(kept.at(-1).at).getTime());
  });

  it('re-hashes only the entries after the newest checkpoint, and moves the checkpoint on', async () => {
    const before = await verify();
    const from = await count();
    await newEntries(3);
    const tip = await count();
    const result = await verify();
    expect(result).toMatchObject({ intact: true, mode: 'incremental', checked: tip, startedFrom: { entries: from }, rehashed: tip - from });
    expect(before.intact).toBe(true);
    expect((await rows()).at(-1).entries).toBe(tip);
    // Nothing new: nothing re-hashed, no new checkpoint.
    expect(await verify()).toMatchObject({ intact: true, checked: tip, startedFrom: { entries: tip }, rehashed: 0 });
    expect((await rows()).filter((r) => r.entries === tip)).toHaveLength(1);
  });

  it('catches an entry edited after the checkpoint', async () => {
    await verify();
    await newEntries(2);
    const edited = await count();
    const rowsBefore = (await rows()).length;
    await withEdited(edited, async () => {
      expect(await verify()).toMatchObject({ intact: false, firstBrokenId: String(edited), problem: 'content does not match its HMAC (edited)' });
      // A broken chain is not signed.
      expect(await rows()).toHaveLength(rowsBefore);
    });
    expect(await verify()).toMatchObject({ intact: true });
  });

  it('leaves an entry edited before the checkpoint to the full verification, which catches it', async () => {
    await newEntries(1);
    const checkpointed = await verify();
    expect(checkpointed.startedFrom).not.toBeNull();
    await withEdited(2, async () => {
      const incremental = await verify();
      expect(incremental).toMatchObject({ intact: true, mode: 'incremental' });
      expect(incremental.rehashed).toBe(0);
      const full = await verify('?full=true');
      expect(full).toMatchObject({ intact: false, mode: 'full', firstBrokenId: '2', problem: 'content does not match its HMAC (edited)', startedFrom: null });
      expect(full.rehashed).toBe(await count());
    });
    const full = await verify('?full=true');
    expect(full).toMatchObject({ intact: true, mode: 'full', checked: await count() });
    // The full walk signed its own checkpoint when the tip had moved; either way the newest is of the tip.
    expect((await rows()).at(-1).entries).toBe(await count());
  });

  it('catches the checkpoint table rewritten, from the copy outside the database', async () => {
    await newEntries(2);
    await verify();
    const kept = await rows();
    const newest = kept.at(-1);
    // Rolled back: the newest checkpoint row deleted (an older one, genuinely signed, stays).
    await a.db!.query('DELETE FROM audit_checkpoints WHERE entries = $1', [newest.entries]);
    try {
      const result = await verify();
      expect(result).toMatchObject({ intact: false, firstBrokenId: 'checkpoint' });
      expect(result.problem).toBe(`the checkpoint of entry ${newest.entries} signed at ${fileLines().find((l) => l.entries === newest.entries).at} is missing from the database (rewritten)`);
    } finally {
      await a.db!.query('INSERT INTO audit_checkpoints (entries, head, at, sig, full_walk) VALUES ($1, $2, $3, $4, $5)', [newest.entries, newest.head, newest.at, newest.sig, newest.full_walk]);
    }
    // Its head rewritten: the signature no longer holds, and the copy outside differs.
    await a.db!.query('UPDATE audit_checkpoints SET head = $2 WHERE entries = $1', [newest.entries, 'f'.repeat(64)]);
    try {
      const result = await verify();
      expect(result).toMatchObject({ intact: false, firstBrokenId: 'checkpoint' });
      expect(result.problem).toBe(`the checkpoint of entry ${newest.entries} in the database is not signed with the audit key (rewritten)`);
    } finally {
      await a.db!.query('UPDATE audit_checkpoints SET head = $2 WHERE entries = $1', [newest.entries, newest.head]);
    }
    // Emptied: every copy outside is missing from the database.
    await a.db!.query('DELETE FROM audit_checkpoints');
    try {
      expect(await verify()).toMatchObject({ intact: false, firstBrokenId: 'checkpoint' });
      expect(await verify('?full=true')).toMatchObject({ intact: false, firstBrokenId: 'checkpoint' });
    } finally {
      for (const r of kept) await a.db!.query('INSERT INTO audit_checkpoints (entries, head, at, sig, full_walk) VALUES ($1, $2, $3, $4, $5)', [r.entries, r.head, r.at, r.sig, r.full_walk]);
    }
    expect(await verify('?full=true')).toMatchObject({ intact: true });
  });

  it('lets two instances start from the same checkpoint', async () => {
    await newEntries(2);
    const onA = await verifyOn(a);
    expect(onA).toMatchObject({ intact: true });
    const onB = await verifyOn(b);
    // B starts where A's verification signed, and has nothing left to re-hash.
    expect(onB).toMatchObject({ intact: true, checked: onA.checked, startedFrom: { entries: onA.checked }, rehashed: 0 });
    await newEntries(1);
    const later = await verifyOn(b);
    expect(later).toMatchObject({ intact: true, startedFrom: { entries: onA.checked }, rehashed: 1 });
    // And A starts from the checkpoint B signed.
    expect(await verifyOn(a)).toMatchObject({ intact: true, startedFrom: { entries: later.checked }, rehashed: 0 });
    // An entry edited after the shared checkpoint is caught by either.
    await newEntries(1);
    await withEdited(await count(), async () => {
      expect(await verifyOn(b)).toMatchObject({ intact: false, firstBrokenId: String(await count()) });
      expect(await verifyOn(a)).toMatchObject({ intact: false, firstBrokenId: String(await count()) });
    });
  });

  it('answers 400 to a full flag that is neither true nor false, and verifies nothing', async () => {
    const res = await a.request('GET', '/api/audit/verify?full=yes', { token: reader });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, errors: [{ path: 'full' }] });
  });
});
