import { execFile } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { seedCentre, type CreatedCentre } from '../support/centre-factories.js';
import { createAdmin, roles } from '../support/factories.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const CLI = join(dirname(fileURLToPath(import.meta.url)), '../../dist/apps/api/src/cli.js');

describe('action history hash chain', () => {
  let app: TestApp;
  let tampered: CreatedCentre;
  let untouched: CreatedCentre;

  /** The operator's command, on the app's database, as a separate process. */
  const cli = (...args: string[]) =>
    new Promise<{ code: number; out: string }>((resolve) => {
      const env = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', DATABASE_URL: app.env.DATABASE_URL!, DATA_DIR: app.env.DATA_DIR!, LOG_LEVEL: 'warn' };
      execFile(process.execPath, [CLI, ...args], { env, timeout: 30000 }, (error, stdout, stderr) => {
        resolve({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, out: `${stdout}${stderr}` });
      });
    });

  beforeAll(async () => {
    app = await startTestApp();
    const admin = await createAdmin(app, { roles: roles.national() });
    const act = async (centre: CreatedCentre, action: string, body: unknown) => {
      const res = await app.request('PUT', `/api/admin/schools/${centre.id}/${action}`, { token: admin.token!, body });
      if (res.status !== 200) throw new Error(`${action}: ${res.status} ${res.text}`);
    };
    tampered = await seedCentre(app);
    untouched = await seedCentre(app);
    await act(tampered, 'query', { queryDetails: 'Send the RC certificate' });
    await act(tampered, 'approve', { autotestInstructions: 'Room 4' });
    await act(untouched, 'reject', { rejectionReason: 'Duplicate' });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('verifies an untouched history, by reference in any case and as a whole', async () => {
    const [one, all] = await Promise.all([cli('verify-history', ` ${tampered.reference.toLowerCase()} `), cli('verify-history', '--all')]);
    expect(one).toEqual({ code: 0, out: 'Checked 3 history entries of 1 centre(s): intact.\n' });
    expect(all).toEqual({ code: 0, out: 'Checked 5 history entries of 2 centre(s): intact.\n' });
  });

  it('is refused by the database when an entry is edited or deleted the ordinary way', async () => {
    await expect(app.db!.query("UPDATE centre_actions SET note = 'softer' WHERE centre_id = $1", [tampered.id])).rejects.toThrow('centre_actions is append-only');
    await expect(app.db!.query('DELETE FROM centre_actions WHERE centre_id = $1', [tampered.id])).rejects.toThrow('centre_actions is append-only');
  });

  it('names the edited entry when someone goes around the trigger', async () => {
    const client = await app.db!.connect();
    try {
      await client.query('ALTER TABLE centre_actions DISABLE TRIGGER centre_actions_no_update');
      await client.query("UPDATE centre_actions SET note = 'Send anything' WHERE centre_id = $1 AND seq = 2", [tampered.id]);
      await client.query('ALTER TABLE centre_actions ENABLE TRIGGER centre_actions_no_update');
    } finally {
      client.release();
    }
    const [one, all, other] = await Promise.all([cli('verify-history', tampered.reference), cli('verify-history', '--all'), cli('verify-history', untouched.reference)]);
    expect(one.code).toBe(2);
    expect(one.out).toBe(`${tampered.reference} entry 2: content does not match its hash (edited)\nChecked 3 history entries of 1 centre(s): 1 problem(s).\n`);
    expect(all.code).toBe(2);
    expect(all.out).toContain(`${tampered.reference} entry 2: content does not match its hash (edited)`);
    expect(all.out).not.toContain(untouched.reference);
    expect(other.code).toBe(0);
  });

  it('reports a rehashed entry by the broken link that follows it', async () => {
    const client = await app.db!.connect();
    try {
      await client.query('ALTER TABLE centre_actions DISABLE TRIGGER centre_actions_no_update');
      await client.query("UPDATE centre_actions SET hash = repeat('0', 64) WHERE centre_id = $1 AND seq = 1", [untouched.id]);
      await client.query('ALTER TABLE centre_actions ENABLE TRIGGER centre_actions_no_update');
    } finally {
      client.release();
    }
    const res = await cli('verify-history', untouched.reference);
    expect(res.code).toBe(2);
    expect(res.out).toContain(`${untouched.reference} entry 1: content does not match its hash (edited)`);
    expect(res.out).toContain(`${untouched.reference} entry 2: does not link to the previous entry`);
  });

  it('answers an unknown reference and a missing argument with their own exit codes', async () => {
    const [unknown, missing] = await Promise.all([cli('verify-history', 'JAMB-2026-00000000'), cli('verify-history')]);
    expect(unknown).toEqual({ code: 1, out: 'No centre has the reference JAMB-2026-00000000.\n' });
    expect(missing.code).toBe(64);
  });
});
