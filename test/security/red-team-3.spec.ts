import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DEADLINE_MSG, SESSION_MSG } from '#contracts';
import { seedCentre } from '../support/centre-factories.js';
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

  describe('F3. notification resends', () => {
    /** A query reminder recorded on the centre, as the deadline sweep records it (the sweep has its own spec). */
    const reminder = async (centreId: string, to: string): Promise<string> => {
      const { rows } = await app.db!.query(
        `INSERT INTO centre_notifications (centre_id, kind, occurrence, template, recipients, data, state, created_at, sent_at)
         VALUES ($1, 'query_half', $2, 'deadline-query-reminder', ARRAY[$3], $4::jsonb, 'sent', now(), now()) RETURNING id`,
        [centreId, randomUUID(), to, JSON.stringify({ centreName: 'Resend Centre', reference: 'JAMB-2026-00000001', dueDate: '2026-12-01', language: 'en' })],
      );
      return rows[0].id as string;
    };

    it('go to the centre’s current AdminEmail, at most once in 10 minutes per notification and 5 a day per centre, refused with a worded 429', async () => {
      const national = await createAdmin(app, { roles: roles.national() });
      const centre = await seedCentre(app, { status: 'pending' });
      const first = await reminder(centre.id, centre.email);
      // The centre's address changed after the reminder went (an approved change; that flow has its own spec).
      const newEmail = `moved-${randomBytes(4).toString('hex')}@school.test`;
      await app.db!.query('UPDATE centres SET admin_email = $2 WHERE id = $1', [centre.id, newEmail]);
      const resend = (id: string) => app.request('POST', `/api/admin/schools/${centre.id}/notifications/${id}/resend`, { token: national.token! });

      const resent = await resend(first);
      expect(resent.status).toBe(200);
      expect(resent.body.data.recipients).toEqual([newEmail]);
      await app.mail.waitFor((m) => m.to.includes(newEmail));
      await sleep(1500);
      expect(app.mail.to(centre.email)).toHaveLength(0);

      const again = await resend(first);
      expect(again.status).toBe(429);
      expect(again.body).toMatchObject({ success: false, message: DEADLINE_MSG.notificationResendTooSoon(10) });
      expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(0);

      const others = [];
      for (let i = 0; i < 5; i++) others.push(await reminder(centre.id, centre.email));
      for (const id of others.slice(0, 4)) expect((await resend(id)).status).toBe(200);
      const sixth = await resend(others[4]!);
      expect(sixth.status).toBe(429);
      expect(sixth.body).toMatchObject({ success: false, message: DEADLINE_MSG.notificationResendDailyLimit(5) });
      await sleep(1500);
      expect(app.mail.to(newEmail)).toHaveLength(5);
    });
  });
});
