import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { defaultStage } from '#contracts';
import { startTestApp, type TestApp } from '../support/test-app.js';

/** The README's promise: a fresh machine, no PostgreSQL, Redis or SMTP, and the portal works. */
describe('first start with embedded defaults', () => {
  let app: TestApp;
  beforeAll(async () => {
    // LOG_LEVEL as `npm start` has it: the default, info.
    app = await startTestApp({ services: false, env: { SUPERADMIN_EMAIL: undefined, SUPERADMIN_PASSWORD: undefined, LOG_LEVEL: undefined } });
  }, 90_000);
  afterAll(async () => {
    await app?.close();
  });

  it('runs on the embedded database with the in-process queue', async () => {
    const res = await app.request('GET', '/api/health');
    expect(res.body.data).toEqual({ status: 'healthy', database: { ok: true }, queue: { driver: 'in-process', ok: true } });
  });

  it('logs JSON lines when its output is not a terminal, and lists no routes at info level', () => {
    const lines = app.output().trim().split('\n');
    for (const line of lines) expect(() => JSON.parse(line)).not.toThrow();
    expect(app.output()).not.toMatch(/Mapped \{|RoutesResolver|RouterExplorer/);
    expect(lines.some((l) => JSON.parse(l).msg?.startsWith('CBT Centre Accreditation Portal ready on'))).toBe(true);
  });

  it('prints the first super admin once, who must change the password, then manages users', async () => {
    // Not a terminal: the framed block is one JSON line carrying the address, email and password.
    const announced = app.output().split('\n').filter((l) => l.includes('First super admin created')).map((l) => JSON.parse(l));
    expect(announced).toHaveLength(1);
    const { email, password, url } = announced[0];
    expect(email).toBe('admin@localhost');
    expect(url).toBe(`http://localhost:${app.env.PORT}/login`);

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

  it('can accredit at once: the default workflow of SPEC §9 is the active configuration', async () => {
    const token = await app.login('admin@localhost', 'NewPassw0rd');
    const res = await app.request('GET', '/api/accreditation/config', { token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ version: 1, totalStagesRequired: 3, approvalStages: [defaultStage(1), defaultStage(2), defaultStage(3)] });
  });

  it('keeps its data across a restart', async () => {
    await app.restart();
    const res = await app.request('POST', '/api/auth/login', { body: { email: 'ada@council.test', password: 'Start123' } });
    expect(res.status).toBe(200);
    expect(app.output().match(/First super admin created/g)).toHaveLength(1);
  }, 90_000);
});
