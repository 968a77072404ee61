import { appendFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { auditor } from '../support/audit-factories.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const KEEP = 3;

/**
 * docs/SECURITY.md "Audit verification from checkpoints", old checkpoints: each checkpoint signed
 * prunes all but the newest AUDIT_CHECKPOINT_KEEP, in audit_checkpoints and in the copy outside the
 * database (AUDIT_CHECKPOINT_DIR). The one verification starts from (the newest) always stays, and
 * the incremental and full verifications stay intact; a checkpoint taken away inside the kept window
 * is still caught.
 */
describe('old audit checkpoints pruned', () => {
  let app: TestApp;
  let dir: string;
  let reader: string;

  const verify = async (query = '') => {
    const res = await app.request('GET', `/api/audit/verify${query}`, { token: reader });
    expect(res.status).toBe(200);
    return res.body.data;
  };
  const newEntry = () => app.login(app.superAdmin.email, app.superAdmin.password);
  const tip = async () => Number((await app.db!.query('SELECT max(id) AS n FROM audit_events')).rows[0].n);
  const rows = async () => (await app.db!.query('SELECT entries::int AS entries FROM audit_checkpoints ORDER BY entries')).rows.map((r) => r.entries as number);
  const file = () => join(dir, 'audit-checkpoints.jsonl');
  const rawLines = () =>
    readFileSync(file(), 'utf8')
      .split('\n')
      .filter((l) => l.trim());
  const lines = () => rawLines().map((l) => (JSON.parse(l) as { entries: number }).entries);

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'cbt-checkpoint-pruning-'));
    // No timer-written checkpoint: each one here is signed by a verification the test asks for.
    app = await startTestApp({ topology: 'single', env: { AUDIT_CHECKPOINT_DIR: dir, AUDIT_CHECKPOINT_MS: '86400000', AUDIT_CHECKPOINT_KEEP: String(KEEP) } });
    reader = (await auditor(app)).token!;
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it(`keeps the newest ${KEEP} checkpoints in PostgreSQL and outside it, and verification starts from the newest`, async () => {
    const signed: number[] = [];
    for (let i = 0; i < KEEP + 3; i++) {
      await newEntry();
      const result = await verify();
      expect(result).toMatchObject({ intact: true });
      signed.push(result.checked);
      expect((await rows()).length).toBeLessThanOrEqual(KEEP);
    }
    const newest = signed.slice(-KEEP);
    expect(await rows()).toEqual(newest);
    expect(lines()).toEqual(newest);

    await newEntry();
    const from = newest.at(-1)!;
    const incremental = await verify();
    expect(incremental).toMatchObject({ intact: true, mode: 'incremental', startedFrom: { entries: from }, checked: await tip(), rehashed: (await tip()) - from });
    expect(await verify('?full=true')).toMatchObject({ intact: true, mode: 'full', checked: await tip() });
    expect(await rows()).toHaveLength(KEEP);
    expect((await rows()).at(-1)).toBe(await tip());
    expect(lines()).toEqual(await rows());
  }, 120_000);

  it('passes a copy older than every row (pruned by another instance meanwhile), and still catches a kept checkpoint taken away', async () => {
    await newEntry();
    await verify();
    const [oldestLine] = rawLines();
    const oldest = (JSON.parse(oldestLine!) as { entries: number }).entries;
    // The next checkpoint prunes the oldest: its line and its row go.
    await newEntry();
    await verify();
    expect(await rows()).not.toContain(oldest);
    expect(lines()).not.toContain(oldest);

    // Another instance read the copy before this one pruned it: a line older than every row is a pruned one.
    appendFileSync(file(), `${oldestLine}\n`);
    expect(await verify('?full=true')).toMatchObject({ intact: true });
    expect(await verify()).toMatchObject({ intact: true });

    // A kept checkpoint deleted from the table (not the oldest) is a rewrite, as before.
    const kept = await rows();
    const middle = kept[1]!;
    const [row] = (await app.db!.query('SELECT entries, head, at, sig, full_walk FROM audit_checkpoints WHERE entries = $1', [middle])).rows;
    await app.db!.query('DELETE FROM audit_checkpoints WHERE entries = $1', [middle]);
    try {
      const full = await verify('?full=true');
      expect(full).toMatchObject({ intact: false, firstBrokenId: 'checkpoint' });
      expect(full.problem).toMatch(new RegExp(`^the checkpoint of entry ${middle} signed at .* is missing from the database \\(rewritten\\)$`));
    } finally {
      await app.db!.query('INSERT INTO audit_checkpoints (entries, head, at, sig, full_walk) VALUES ($1, $2, $3, $4, $5)', [row.entries, row.head, row.at, row.sig, row.full_walk]);
    }
    expect(await verify('?full=true')).toMatchObject({ intact: true });
  }, 120_000);
});
