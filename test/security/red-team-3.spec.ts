import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { SESSION_MSG } from '#contracts';
import { createAdmin, roles, superAdminToken, uniqueEmail } from '../support/factories.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * docs/SECURITY.md, red-team pass 3: the low and informational findings, one case each. The app
 * runs the test clock (TEST_CLOCK=1, NODE_ENV=test as every test process) and trusts one proxy hop,
 * so a test plays a client at any address with X-Forwarded-For.
 */
const from = (address: string) => ({ 'x-forwarded-for': address });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const addr = () => `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${1 + (randomBytes(1)[0]! % 250)}`;

describe('security: red-team pass 3 (low and informational)', () => {
  let app: TestApp;
  let su: string;

  beforeAll(async () => {
    app = await startTestApp({ env: { TEST_CLOCK: '1', TRUST_PROXY: '1' } });
    su = await superAdminToken(app);
  }, 90_000);
  afterAll(async () => {
    await app?.close();
  });

  describe('F9. the test clock', () => {
    it('is moved or read only with a super admin token: anonymous 401, another admin 403', async () => {
      const before = await app.request('GET', '/api/test/clock', { token: su });
      expect(before.status).toBe(200);
      const anonymous = await app.request('POST', '/api/test/clock', { body: { days: 30 }, headers: from(addr()) });
      expect(anonymous.status).toBe(401);
      expect(anonymous.body.success).toBe(false);
      expect((await app.request('GET', '/api/test/clock')).status).toBe(401);
      const national = await createAdmin(app, { roles: roles.national() });
      const refused = await app.request('POST', '/api/test/clock', { token: national.token!, body: { days: 30 } });
      expect(refused.status).toBe(403);
      const after = await app.request('GET', '/api/test/clock', { token: su });
      expect(after.body.data.offsetMs).toBe(before.body.data.offsetMs);
      const moved = await app.request('POST', '/api/test/clock', { token: su, body: { hours: 1 } });
      expect(moved.status).toBe(200);
      expect(moved.body.data.offsetMs).toBe(before.body.data.offsetMs + 3600_000);
    });
  });

  describe('F5. registration mails per address', () => {
    const register = (email: string, ip: string) =>
      app.request('POST', '/api/auth/register', { body: { firstName: 'Reg', lastName: 'Istered', email, password: 'Regist3r@Pass', gender: 'MALE' }, headers: from(ip) });

    it.each([
      ['a new address', () => uniqueEmail('target')],
      ['an existing account', () => ''],
    ])('sends %s at most 5 mails an hour from any number of clients; past that the answer is the same and no mail goes', async (_label, pick) => {
      const email = pick() || (await createAdmin(app, { roles: roles.national() })).email;
      const clients = [addr(), addr(), addr()];
      const answers = [];
      for (let i = 0; i < 9; i++) answers.push(await register(email, clients[i % 3]!));
      for (const res of answers) expect({ status: res.status, body: res.body }).toEqual({ status: 201, body: answers[0]!.body });
      expect(answers[0]!.body.message).toBe(SESSION_MSG.registerCheckEmail);
      await app.mail.waitFor((m) => m.to.includes(email.toLowerCase()) && app.mail.to(email).length >= 5);
      await sleep(2500);
      expect(app.mail.to(email)).toHaveLength(5);
    });
  });
});
