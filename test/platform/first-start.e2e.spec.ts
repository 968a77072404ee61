import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestApp, type TestApp } from '../support/test-app.js';

/** The README's promise: a fresh machine, no PostgreSQL, Redis or SMTP, and the portal works. */
describe('first start with embedded defaults', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ services: false, env: { SUPERADMIN_EMAIL: undefined, SUPERADMIN_PASSWORD: undefined } });
    // PGlite creates its cluster in WebAssembly on first start: slow on a busy CI machine.
  }, 90_000);
  afterAll(async () => {
    await app?.close();
  });

  it('runs on the embedded database with the in-process queue', async () => {
    const res = await app.request('GET', '/api/health');
    expect(res.body.data).toEqual({ status: 'healthy', database: { ok: true }, queue: { driver: 'in-process', ok: true } });
  });

  it('prints the first super admin once, who must change the password, then manages users', async () => {
    const printed = /email:\s+(\S+)\s+password:\s+(\S+)/.exec(app.output());
    expect(printed).not.toBeNull();
    const [, email, password] = printed!;
    expect(email).toBe('admin@localhost');

    const login = await app.request('POST', '/api/auth/login', { body: { email, password } });
    expect(login.status).toBe(200);
    expect(login.body.data.shouldResetPassword).toBe(true);
    const restricted = login.body.data.token;
    expect((await app.request('GET', '/api/user/all', { token: restricted })).status).toBe(401);

    const reset = await app.request('POST', '/api/auth/reset-password-login', {
      token: restricted,
      body: { userId: login.body.data.user.id, newPassword: 'NewPassw0rd' },
    });
    expect(reset.status).toBe(200);
    const token = reset.body.data.token;

    const created = await app.request('POST', '/api/user', {
      token,
      body: { firstName: 'Ada', lastName: 'Obi', email: 'ada@council.test', password: 'Start123', gender: 'FEMALE', role: 'admin', adminLevel: 'state', assignedState: 'Lagos' },
    });
    expect(created.status).toBe(201);
    const second = await app.request('POST', '/api/auth/login', { body: { email: 'ada@council.test', password: 'Start123' } });
    expect(second.status).toBe(200);
  });

  it('writes mail to DATA_DIR/outbox as .eml files', async () => {
    const res = await app.request('POST', '/api/auth/forgot-password', { body: { email: 'ada@council.test' } });
    expect(res.status).toBe(200);
    const dir = join(app.env.DATA_DIR!, 'outbox');
    const deadline = Date.now() + 10000;
    let files: string[] = [];
    while (Date.now() < deadline) {
      files = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.eml')) : [];
      if (files.length > 0) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(files).toHaveLength(1);
    const eml = readFileSync(join(dir, files[0]!), 'utf8');
    expect(eml).toMatch(/^To: ada@council\.test/m);
    expect(eml).toContain('/reset-password?token=');
  });

  it('keeps its data across a restart', async () => {
    await app.restart();
    const res = await app.request('POST', '/api/auth/login', { body: { email: 'ada@council.test', password: 'Start123' } });
    expect(res.status).toBe(200);
    expect(app.output().match(/First super admin created/g)).toHaveLength(1);
  }, 90_000);
});
