import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { superAdminToken } from '../support/factories.js';
import { newIdentity, passTime } from '../support/lifecycle-api.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * The default mode (no DATABASE_URL, REDIS_URL or SMTP_URL: one instance, DECISIONS §3) keeps the
 * erasure journal in DATA_DIR (docs/PRIVACY.md "Erasures survive a restore") and its emails as .eml
 * files in DATA_DIR/outbox, which the retention job deletes after RETENTION_MAIL_MONTHS.
 */
describe('retention in the default mode', () => {
  let app: TestApp;
  let su: string;

  beforeAll(async () => {
    app = await startTestApp({ services: false, env: { TEST_CLOCK: '1' } });
    su = await superAdminToken(app);
  }, 180_000);
  afterAll(async () => {
    await app?.close();
  }, 60_000);

  const outbox = () => join(app.instances[0]!.dataDir, 'outbox');
  const emlFiles = () => (existsSync(outbox()) ? readdirSync(outbox()).filter((n) => n.endsWith('.eml')) : []);

  it('journals an erasure in DATA_DIR/erasures.jsonl, subject and time only, and starts again with it', async () => {
    const identity = newIdentity('Lagos');
    const res = await app.request('POST', '/api/school-registration/register', { body: { ...identity, AdminName: 'Ifeoma Journalled', AdminNumber: '+2348031234567' } });
    expect(res.status).toBe(201);
    const [row] = (await app.db!.query('SELECT id FROM centres WHERE admin_email = $1', [identity.AdminEmail.toLowerCase()])).rows;
    const erased = await app.request('POST', '/api/privacy/erasures', { token: su, body: { centreId: row.id, reason: 'Erasure request' } });
    expect(erased.status).toBe(200);
    const journal = readFileSync(join(app.instances[0]!.dataDir, 'erasures.jsonl'), 'utf8');
    expect(journal.trim().split('\n').map((l) => JSON.parse(l))).toEqual([{ subject: `centre:${row.id}`, rule: 'request', erasedAt: expect.any(String) }]);
    expect(journal).not.toContain(identity.AdminEmail.toLowerCase());
    expect(journal).not.toContain('Ifeoma');
    // A start reads it; the subject is erased already, so nothing is done twice.
    await app.restart();
    const entries = (await app.db!.query(`SELECT count(*)::int AS n FROM audit_events WHERE action = 'privacy.erased' AND centre_id = $1`, [row.id])).rows[0].n;
    expect(entries).toBe(1);
  }, 180_000);

  it('deletes the .eml files of DATA_DIR/outbox 12 months after they were written', async () => {
    expect(emlFiles().length).toBeGreaterThan(0);
    await passTime(app, 300);
    expect(emlFiles().length).toBeGreaterThan(0);
    await passTime(app, 70);
    expect(emlFiles()).toEqual([]);
    const { rows } = await app.db!.query(`SELECT last_message FROM periodic_runs WHERE name = 'privacy.retention_sweep'`);
    expect(rows[0].last_message).toMatch(/email files: [1-9]\d*/);
  }, 120_000);
});
