import { execFile } from 'node:child_process';
import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { historyHash } from '../../libs/centres/src/history/history-hash.js';
import { apiCentre, auditor } from '../support/audit-factories.js';
import { seedCentre } from '../support/centre-factories.js';
import { superAdminToken } from '../support/factories.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const CLI = join(dirname(fileURLToPath(import.meta.url)), '../../dist/apps/api/src/cli.js');

describe('audit log: tampering is detected', () => {
  let app: TestApp;
  let reader: string;
  let centre: { id: string; reference: string };

  const cli = (...args: string[]) =>
    new Promise<{ code: number; out: string }>((resolve) => {
      // The chain's key as every instance holds it (DECISIONS §9: from the environment).
      const env = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', DATABASE_URL: app.env.DATABASE_URL!, DATA_DIR: app.env.DATA_DIR!, AUDIT_KEY: app.env.AUDIT_KEY!, LOG_LEVEL: 'warn' };
      execFile(process.execPath, [CLI, ...args], { env, timeout: 60000 }, (error, stdout, stderr) => {
        resolve({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, out: `${stdout}${stderr}` });
      });
    });
  const verify = async () => (await app.request('GET', '/api/audit/verify', { token: reader })).body.data;
  /** Every entry from the first: the edits below are older than the newest signed checkpoint, which the default verification starts after. */
  const verifyFull = async () => (await app.request('GET', '/api/audit/verify?full=true', { token: reader })).body.data;
  /** Runs SQL the way a table owner could, around the append-only triggers. */
  const asOwner = async (work: (q: (sql: string, params?: unknown[]) => Promise<any[]>) => Promise<void>) => {
    const client = await app.db!.connect();
    try {
      await client.query('ALTER TABLE audit_events DISABLE TRIGGER USER');
      await client.query('ALTER TABLE centre_actions DISABLE TRIGGER centre_actions_no_update');
      await work(async (sql, params) => (await client.query(sql, params as unknown[])).rows);
    } finally {
      await client.query('ALTER TABLE audit_events ENABLE TRIGGER USER');
      await client.query('ALTER TABLE centre_actions ENABLE TRIGGER centre_actions_no_update');
      client.release();
    }
  };

  beforeAll(async () => {
    app = await startTestApp({ env: { AUDIT_CHECKPOINT_MS: '200' } });
    const su = await superAdminToken(app);
    reader = (await auditor(app)).token!;
    centre = await apiCentre(app);
    for (const [action, body] of [['query', { queryDetails: 'Send the RC certificate' }], ['reset', { resetReason: 'Again' }], ['approve', { autotestInstructions: 'Room 4' }]] as const) {
      const res = await app.request('PUT', `/api/admin/schools/${centre.id}/${action}`, { token: su, body });
      if (res.status !== 200) throw new Error(`${action}: ${res.status} ${res.text}`);
    }
    // A signed checkpoint covers what exists now.
    await new Promise((r) => setTimeout(r, 600));
  }, 60_000);
  afterAll(async () => {
    await app?.close();
  });

  it('verifies the untouched log, by API and by the operator command', async () => {
    expect(await verify()).toMatchObject({ intact: true });
    const out = await cli('verify-audit');
    expect(out.code).toBe(0);
    expect(out.out).toMatch(/^Checked \d+ audit entries and \d+ centre history entries in [\d.]+ s; newest checkpoint \d+ entries at .*: intact\.\n$/);
  });

  it('is refused by the database when an entry is updated, deleted or truncated the ordinary way', async () => {
    await expect(app.db!.query(`UPDATE audit_events SET action = 'x' WHERE id = 1`)).rejects.toThrow('audit_events is append-only');
    await expect(app.db!.query('DELETE FROM audit_events WHERE id = 1')).rejects.toThrow('audit_events is append-only');
    await expect(app.db!.query('TRUNCATE audit_events')).rejects.toThrow('audit_events is append-only');
  });

  it('names an entry edited behind the trigger', async () => {
    const [row] = (await app.db!.query(`SELECT id, data FROM audit_events WHERE action = 'centre.query' AND centre_id = $1`, [centre.id])).rows;
    await asOwner(async (q) => {
      await q(`UPDATE audit_events SET data = jsonb_set(data, '{details}', '"softer"') WHERE id = $1`, [row.id]);
    });
    try {
      expect(await verifyFull()).toMatchObject({ intact: false, firstBrokenId: String(row.id), problem: 'content does not match its HMAC (edited)' });
      const out = await cli('verify-audit');
      expect(out.code).toBe(2);
      expect(out.out).toContain(`First broken entry: ${row.id}: content does not match its HMAC (edited)`);
    } finally {
      await asOwner(async (q) => {
        await q('UPDATE audit_events SET data = $2 WHERE id = $1', [row.id, row.data]);
      });
    }
    expect(await verify()).toMatchObject({ intact: true });
  });

  it('names the entry of a centre history row rewritten with a consistent SHA-256 chain', async () => {
    const rows = (await app.db!.query('SELECT * FROM centre_actions WHERE centre_id = $1 ORDER BY seq', [centre.id])).rows;
    const target = rows.find((r: any) => r.action === 'query')!;
    const [{ id: auditId }] = (await app.db!.query('SELECT id FROM audit_events WHERE history_id = $1', [target.id])).rows;
    await asOwner(async (q) => {
      // Rewrite the note and recompute this and every later hash, as a table owner without the audit key could.
      let prev: string | null = null;
      for (const r of rows) {
        const fields = { centreId: r.centre_id, seq: r.seq, action: r.action, fromStatus: r.from_status, toStatus: r.to_status, actorType: r.actor_type, actorId: r.actor_id, actorEmail: r.actor_email, actorName: r.actor_name, noteKind: r.note_kind, note: r.id === target.id ? 'Send anything' : r.note, data: r.data, at: r.at, prevHash: prev };
        const hash = historyHash(fields);
        await q('UPDATE centre_actions SET note = $2, prev_hash = $3, hash = $4 WHERE id = $1', [r.id, fields.note, prev, hash]);
        prev = hash;
      }
    });
    try {
      expect((await cli('verify-history', centre.reference)).code).toBe(0);
      const result = await verifyFull();
      expect(result).toMatchObject({ intact: false, firstBrokenId: String(auditId) });
      expect(result.problem).toContain(`of ${centre.reference} differs from its audit entry (edited)`);
    } finally {
      await asOwner(async (q) => {
        for (const r of rows) await q('UPDATE centre_actions SET note = $2, prev_hash = $3, hash = $4 WHERE id = $1', [r.id, r.note, r.prev_hash, r.hash]);
      });
    }
    expect(await verify()).toMatchObject({ intact: true });
  });

  it('names the missing entries when the newest are deleted (the signed checkpoint counted them)', async () => {
    const all = (await app.db!.query('SELECT * FROM audit_events ORDER BY id')).rows;
    const head = (await app.db!.query('SELECT * FROM audit_head')).rows[0];
    const cut = all.slice(-2);
    await asOwner(async (q) => {
      await q('DELETE FROM audit_events WHERE id >= $1', [cut[0].id]);
      await q('UPDATE audit_head SET seq = $1, hash = $2', [Number(cut[0].id) - 1, all[all.length - 3].hash]);
    });
    try {
      const result = await verify();
      expect(result.intact).toBe(false);
      expect(result.firstBrokenId).toBe(String(cut[0].id));
      expect(result.problem).toMatch(/^missing: the checkpoint signed at .* counted \d+ entries$/);
    } finally {
      await asOwner(async (q) => {
        for (const r of cut) {
          await q(
            `INSERT INTO audit_events (id, at, actor_type, actor_id, actor_email, actor_name, action, target_type, target_id, centre_id, state, changes, data, history_id, request_id, ip, prev_hash, hash)
             VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18)`,
            [r.id, r.at, r.actor_type, r.actor_id, r.actor_email, r.actor_name, r.action, r.target_type, r.target_id, r.centre_id, r.state, r.changes === null ? null : JSON.stringify(r.changes), r.data === null ? null : JSON.stringify(r.data), r.history_id, r.request_id, r.ip, r.prev_hash, r.hash],
          );
        }
        await q('UPDATE audit_head SET seq = $1, hash = $2', [head.seq, head.hash]);
      });
    }
    expect(await verify()).toMatchObject({ intact: true });
  });

  it('names a forged checkpoint line', async () => {
    const file = join(app.env.DATA_DIR!, 'audit-checkpoints.jsonl');
    const original = readFileSync(file, 'utf8');
    appendFileSync(file, `${JSON.stringify({ entries: 1, head: 'f'.repeat(64), at: new Date().toISOString(), sig: '0'.repeat(64) })}\n`);
    try {
      expect(await verify()).toMatchObject({ intact: false, firstBrokenId: 'checkpoint' });
    } finally {
      writeFileSync(file, original);
    }
  });

  it('names a centre history row added outside the application', async () => {
    const seeded = await seedCentre(app, { state: 'Lagos' });
    const result = await verify();
    expect(result.intact).toBe(false);
    expect(result.firstBrokenId).toMatch(/^history:/);
    expect(result.problem).toBe(`history entry 1 of ${seeded.reference} has no audit entry (added outside the application)`);
  });
});
