import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { waitUntil } from '../faults/fault-helpers.js';
import { createAdmin, roles, superAdminToken } from '../support/factories.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

// Every second in this test; the read log's partitions are made every six hours (and once at start).
const SWEEPS = ['accreditation.clock_sweep', 'deadlines.sweep', 'privacy.request_sweep', 'privacy.retention_sweep', 'audit.full_verify', 'register.feed_catch_up'];
const EVERY_SIX_HOURS = ['privacy.read_log_partitions'];

describe('the Jobs page’s periodic sweeps (GET /api/admin/jobs/schedules)', () => {
  let app: TestApp;
  let su: string;
  const schedules = async () => {
    const res = await app.request('GET', '/api/admin/jobs/schedules', { token: su });
    expect(res.status).toBe(200);
    return res.body.data as Array<Record<string, any>>;
  };
  const sweep = async (id: string) => (await schedules()).find((s) => s.id === id)!;

  beforeAll(async () => {
    // Sweeps every second, so the test sees several runs.
    app = await startTestApp({ env: { CLOCK_SWEEP_MS: '1000', DEADLINE_SWEEP_MS: '1000', RETENTION_SWEEP_MS: '1000', AUDIT_FULL_VERIFY_MS: '1000', REGISTER_FEED_SWEEP_MS: '1000' } });
    su = await superAdminToken(app);
  }, 120000);
  afterAll(async () => {
    await app?.close();
  });

  it('names every sweep with its period, last run, outcome and next run', async () => {
    const listed = await waitUntil('every sweep ran', async () => {
      const rows = await schedules();
      // Read between runs: a sweep every second is sometimes caught mid-run (started after it last finished).
      return rows.filter((r) => SWEEPS.includes(r.id)).length === SWEEPS.length && rows.filter((r) => SWEEPS.includes(r.id)).every((r) => r.outcome === 'ok' && !r.running) ? rows : null;
    }, 60000, 200);
    expect(listed.map((r) => r.id).sort()).toEqual([...SWEEPS, ...EVERY_SIX_HOURS].sort());
    expect(listed.find((r) => r.id === EVERY_SIX_HOURS[0])).toMatchObject({ everyMs: 6 * 3600_000 });
    const ran = listed.filter((r) => SWEEPS.includes(r.id));
    for (const row of ran) {
      // The retention job says what it deleted (docs/PRIVACY.md "Retention"), the register feed's catch-up what it
      // wrote (docs/REGISTER.md); the others have nothing to say when all went well.
      const said =
        row.id === 'privacy.retention_sweep'
          ? expect.stringMatching(/^erased subjects: \d+, one-time codes and links: \d+, .*email files: \d+$/)
          : row.id === 'register.feed_catch_up'
            ? expect.stringMatching(/^published: \d+, withdrawn: \d+$/)
            : null;
      expect(row).toMatchObject({ everyMs: 1000, outcome: 'ok', message: said });
      expect(Date.parse(row.lastStartedAt)).toBeLessThanOrEqual(Date.parse(row.lastFinishedAt) + 5);
      expect(Date.parse(row.lastFinishedAt)).toBeGreaterThan(Date.now() - 60_000);
      expect(Date.parse(row.nextRunAt)).toBeGreaterThan(Date.parse(row.lastStartedAt));
    }
    expect(ran.length).toBeGreaterThan(0);
  });

  it('shows a failed run with its message, then the next good run clears it', async () => {
    // The clock sweep reads accreditations.valid_until: without it every run fails.
    await app.db!.query('ALTER TABLE accreditations RENAME COLUMN valid_until TO valid_until_hidden');
    try {
      const failed = await waitUntil('a failed run', async () => {
        const row = await sweep('accreditation.clock_sweep');
        return row.outcome === 'failed' ? row : null;
      }, 60000, 200);
      expect(failed.message).toMatch(/valid_until/);
    } finally {
      await app.db!.query('ALTER TABLE accreditations RENAME COLUMN valid_until_hidden TO valid_until');
    }
    const healed = await waitUntil('a good run again', async () => {
      const row = await sweep('accreditation.clock_sweep');
      return row.outcome === 'ok' ? row : null;
    }, 60000, 200);
    expect(healed.message).toBeNull();
  });

  it('shows the full audit verification failing, naming the entry, while an entry is edited behind the trigger', async () => {
    const [row] = (await app.db!.query(`SELECT id, action FROM audit_events ORDER BY id LIMIT 1`)).rows;
    const edit = async (action: string) => {
      const client = await app.db!.connect();
      try {
        await client.query('ALTER TABLE audit_events DISABLE TRIGGER USER');
        await client.query('UPDATE audit_events SET action = $2 WHERE id = $1', [row.id, action]);
      } finally {
        await client.query('ALTER TABLE audit_events ENABLE TRIGGER USER');
        client.release();
      }
    };
    await edit('auth.logout');
    try {
      const failed = await waitUntil('a failed full verification', async () => {
        const run = await sweep('audit.full_verify');
        return run.outcome === 'failed' ? run : null;
      }, 60000, 200);
      expect(failed.message).toBe(`audit chain broken at ${row.id}: content does not match its HMAC (edited)`);
    } finally {
      await edit(row.action);
    }
    expect((await waitUntil('a good full verification again', async () => {
      const run = await sweep('audit.full_verify');
      return run.outcome === 'ok' ? run : null;
    }, 60000, 200)).message).toBeNull();
  });

  it('is for those who manage jobs only', async () => {
    const reviewer = await createAdmin(app, { roles: roles.national() });
    expect((await app.request('GET', '/api/admin/jobs/schedules', { token: reviewer.token! })).status).toBe(403);
    expect((await app.request('GET', '/api/admin/jobs/schedules')).status).toBe(401);
  });
});
