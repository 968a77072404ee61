import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createAdmin, roles, superAdminToken } from '../support/factories.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * docs/SECURITY.md, red-team pass 3: the low and informational findings, one case each. The app
 * runs the test clock (TEST_CLOCK=1, NODE_ENV=test as every test process) and trusts one proxy hop,
 * so a test plays a client at any address with X-Forwarded-For.
 */
const from = (address: string) => ({ 'x-forwarded-for': address });
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
});
