import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MSG, SECURITY_MSG, SESSION_MSG } from '#contracts';
import { confirmationToken, createAdmin, recordResponses, registerAccount, roles, superAdminToken, uniqueEmail } from '../support/factories.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const PUBLIC_USER_KEYS = [
  '_id',
  'adminLevel',
  'assignedState',
  'createdAt',
  'email',
  'firstName',
  'gender',
  'id',
  'isActive',
  'isSuperAdmin',
  'lastName',
  'role',
  'roles',
  'shouldResetPassword',
];

function resetLink(text: string): string {
  const match = /(https?:\/\/\S+\/reset-password\?token=([A-Za-z0-9_%-]+))/.exec(text);
  if (!match) throw new Error(`no reset link in:\n${text}`);
  return decodeURIComponent(match[2]!);
}

describe('admin authentication', () => {
  let app: TestApp;
  let responses: ReturnType<typeof recordResponses>;
  beforeAll(async () => {
    app = await startTestApp();
    responses = recordResponses(app);
  });
  afterAll(async () => {
    await app?.close();
  });

  describe('login', () => {
    it('signs in with the right password and answers the public user shape', async () => {
      const res = await app.request('POST', '/api/auth/login', { body: { email: ' SUPER@council.test ', password: app.superAdmin.password } });
      expect(res.status).toBe(200);
      expect(res.body.success).toBe(true);
      expect(res.body.data.shouldResetPassword).toBe(false);
      expect(typeof res.body.data.token).toBe('string');
      expect(Object.keys(res.body.data.user).sort()).toEqual(PUBLIC_USER_KEYS);
      expect(res.body.data.user).toMatchObject({ email: app.superAdmin.email, role: 'superadmin', adminLevel: 'national', isSuperAdmin: true });
      const profile = await app.request('GET', '/api/auth/profile', { token: res.body.data.token });
      expect(profile.status).toBe(200);
      const { rows } = await app.db!.query('SELECT last_login_at FROM users WHERE email = $1', [app.superAdmin.email]);
      expect(rows[0].last_login_at).not.toBeNull();
    });

    it('gives one answer for a wrong password, an unknown email and a deleted account', async () => {
      const wrong = await app.request('POST', '/api/auth/login', { body: { email: app.superAdmin.email, password: 'Wrong-Pass1' } });
      const unknown = await app.request('POST', '/api/auth/login', { body: { email: 'nobody@council.test', password: 'Wrong-Pass1' } });
      const gone = await createAdmin(app, { roles: roles.state(['Oyo']) });
      const del = await app.request('DELETE', `/api/user/${gone.id}`, { token: await superAdminToken(app) });
      expect(del.status).toBe(200);
      const deleted = await app.request('POST', '/api/auth/login', { body: { email: gone.email, password: gone.password } });
      for (const res of [wrong, unknown, deleted]) {
        expect(res.status).toBe(401);
        expect(res.body).toEqual({ success: false, message: MSG.invalidCredentials });
      }
    });

    it('checks the fields with the SPEC messages', async () => {
      const empty = await app.request('POST', '/api/auth/login', { body: {} });
      expect(empty.status).toBe(400);
      expect(empty.body.errors).toEqual([
        { path: 'email', msg: MSG.emailRequired },
        { path: 'password', msg: MSG.passwordRequired },
      ]);
      const bad = await app.request('POST', '/api/auth/login', { body: { email: 'not-an-email', password: '12345' } });
      expect(bad.status).toBe(400);
      expect(bad.body.errors).toEqual([
        { path: 'email', msg: MSG.invalidEmail },
        { path: 'password', msg: MSG.passwordMin6 },
      ]);
    });
  });

  describe('forced password reset at first sign-in', () => {
    it('hands out a restricted token that opens only reset-password-login, then a full session', async () => {
      const creator = await superAdminToken(app);
      const email = uniqueEmail('first');
      const created = await app.request('POST', '/api/user', {
        token: creator,
        body: { firstName: 'First', lastName: 'Timer', email, password: 'Given-Pass1', gender: 'MALE', role: 'admin', adminLevel: 'state', assignedState: 'Kano' },
      });
      expect(created.status).toBe(201);
      expect(created.body.data.shouldResetPassword).toBe(true);
      const userId = created.body.data.id as string;

      const login = await app.request('POST', '/api/auth/login', { body: { email, password: 'Given-Pass1' } });
      expect(login.status).toBe(200);
      expect(login.body.data.shouldResetPassword).toBe(true);
      const restricted = login.body.data.token as string;

      for (const [method, path] of [
        ['GET', '/api/auth/profile'],
        ['GET', '/api/user/all'],
        ['GET', '/api/roles'],
        ['POST', '/api/auth/change-password'],
      ] as const) {
        const res = await app.request(method, path, { token: restricted, body: method === 'POST' ? { oldPassword: 'Given-Pass1', newPassword: 'Other-Pass1' } : undefined });
        expect([path, res.status]).toEqual([path, 401]);
      }

      // Only the restricted token of that very user will do.
      const noToken = await app.request('POST', '/api/auth/reset-password-login', { body: { userId, newPassword: 'Chosen-Pass1' } });
      expect(noToken.status).toBe(401);
      const fullToken = await app.request('POST', '/api/auth/reset-password-login', { token: creator, body: { userId, newPassword: 'Chosen-Pass1' } });
      expect(fullToken.status).toBe(401);
      const otherUser = await app.request('POST', '/api/auth/reset-password-login', {
        token: restricted,
        body: { userId: '00000000-0000-4000-8000-000000000000', newPassword: 'Chosen-Pass1' },
      });
      expect(otherUser.status).toBe(403);

      const weak = await app.request('POST', '/api/auth/reset-password-login', { token: restricted, body: { userId, newPassword: 'weakpass' } });
      expect(weak.status).toBe(400);
      expect(weak.body.errors).toEqual([{ path: 'newPassword', msg: MSG.passwordStrong }]);
      const short = await app.request('POST', '/api/auth/reset-password-login', { token: restricted, body: { userId, newPassword: 'Ab1' } });
      expect(short.body.errors).toEqual([{ path: 'newPassword', msg: MSG.passwordMin6 }]);
      const same = await app.request('POST', '/api/auth/reset-password-login', { token: restricted, body: { userId, newPassword: 'Given-Pass1' } });
      expect(same.status).toBe(400);
      expect(same.body.message).toBe(MSG.newPasswordMustDiffer);

      const done = await app.request('POST', '/api/auth/reset-password-login', { token: restricted, body: { userId, newPassword: 'Chosen-Pass1' } });
      expect(done.status).toBe(200);
      expect(done.body.data.user).toMatchObject({ id: userId, shouldResetPassword: false });
      const profile = await app.request('GET', '/api/auth/profile', { token: done.body.data.token });
      expect(profile.status).toBe(200);
      expect(profile.body.data).toMatchObject({ email, level: 'state', assignedState: 'Kano' });

      // The restricted token is spent; the next sign-in is a normal one.
      const again = await app.request('POST', '/api/auth/reset-password-login', { token: restricted, body: { userId, newPassword: 'Third-Pass1' } });
      expect(again.status).toBe(401);
      const relogin = await app.request('POST', '/api/auth/login', { body: { email, password: 'Chosen-Pass1' } });
      expect(relogin.body.data.shouldResetPassword).toBe(false);
      expect((await app.request('POST', '/api/auth/login', { body: { email, password: 'Given-Pass1' } })).status).toBe(401);
    });
  });

  describe('registration', () => {
    it('creates an account without a role, which sees its profile and nothing else', async () => {
      const email = uniqueEmail('reg');
      const res = await app.request('POST', '/api/auth/register', {
        body: { firstName: 'Reg', lastName: 'User', email: email.toUpperCase(), password: 'Regist3r@Pass', gender: 'FEMALE', roles: roles.superAdmin() },
      });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({ success: true, message: SESSION_MSG.registerCheckEmail });
      // The account is made when the emailed link is opened (DECISIONS §9).
      const confirmed = await app.request('POST', '/api/auth/confirm-registration', { body: { token: await confirmationToken(app, email) } });
      expect(confirmed.status).toBe(200);

      const token = await app.login(email, 'Regist3r@Pass');
      const profile = await app.request('GET', '/api/auth/profile', { token });
      expect(profile.status).toBe(200);
      expect(profile.body.data).toMatchObject({ email, firstName: 'Reg', lastName: 'User', level: null, roles: [], isSuperAdmin: false, permissions: [] });
      expect((await app.request('GET', '/api/user/all', { token })).status).toBe(403);
      expect((await app.request('GET', '/api/roles', { token })).status).toBe(403);

      const duplicate = await app.request('POST', '/api/auth/register', {
        body: { firstName: 'Reg', lastName: 'User', email, password: 'Regist3r@Pass', gender: 'FEMALE' },
      });
      // The same answer for a taken email (docs/SECURITY.md, red-team pass 1, row 6): the owner is emailed instead.
      expect(duplicate.status).toBe(201);
      expect(duplicate.body).toEqual(res.body);
    });

    it('checks the registration rules', async () => {
      const empty = await app.request('POST', '/api/auth/register', { body: {} });
      expect(empty.status).toBe(400);
      expect(empty.body.errors.map((e: { msg: string }) => e.msg)).toEqual([
        MSG.firstNameRequired,
        MSG.lastNameRequired,
        MSG.emailRequired,
        MSG.passwordRequired,
        MSG.genderRequired,
      ]);
      const weak = await app.request('POST', '/api/auth/register', {
        body: { firstName: 'A', lastName: 'B', email: uniqueEmail(), password: 'abcdefgh', gender: 'MALE' },
      });
      expect(weak.body.errors).toEqual([{ path: 'password', msg: MSG.passwordRegistration }]);
      const short = await app.request('POST', '/api/auth/register', { body: { firstName: 'A', lastName: 'B', email: uniqueEmail(), password: 'Ab1@', gender: 'MALE' } });
      expect(short.body.errors).toEqual([{ path: 'password', msg: MSG.passwordMin8 }]);
    });
  });

  describe('forgot and reset password by email', () => {
    it('emails a single-use link, answering the same for an unknown email', async () => {
      const admin = await createAdmin(app, { roles: roles.state(['Enugu']) });
      const unknown = await app.request('POST', '/api/auth/forgot-password', { body: { email: 'nobody-here@council.test' } });
      const known = await app.request('POST', '/api/auth/forgot-password', { body: { email: admin.email } });
      expect(unknown.status).toBe(200);
      expect(known.status).toBe(200);
      expect(known.body).toEqual(unknown.body);
      expect(known.body).toEqual({ success: true, message: MSG.resetLinkSent });

      const mail = await app.mail.waitFor((m) => m.to.includes(admin.email));
      expect(mail.subject).toBe('Reset your password');
      const token = resetLink(mail.text);
      expect(mail.html).toContain('/reset-password?token=');
      expect(app.mail.to('nobody-here@council.test')).toEqual([]);

      // Only a hash is stored, and the outbox holds the token sealed.
      const stored = await app.db!.query('SELECT token_hash FROM password_reset_tokens WHERE user_id = $1', [admin.id]);
      expect(stored.rows).toHaveLength(1);
      expect(stored.rows[0].token_hash).not.toContain(token);
      const events = await app.db!.query(`SELECT payload::text AS payload FROM outbox_events WHERE type = 'identity.password_reset_requested'`);
      expect(events.rows.length).toBeGreaterThan(0);
      for (const row of events.rows) expect(row.payload).not.toContain(token);

      expect((await app.request('POST', '/api/auth/validate-reset-token', { body: { token } })).status).toBe(200);
      const reset = await app.request('POST', '/api/auth/reset-password', { body: { token, newPassword: 'Fresh-Pass1' } });
      expect(reset.status).toBe(200);
      expect(reset.body.message).toBe(MSG.passwordResetSuccessful);

      const reused = await app.request('POST', '/api/auth/reset-password', { body: { token, newPassword: 'Another-Pass1' } });
      expect(reused.status).toBe(400);
      expect(reused.body.message).toBe(MSG.invalidOrExpiredResetToken);
      expect((await app.request('POST', '/api/auth/validate-reset-token', { body: { token } })).status).toBe(400);

      expect((await app.request('GET', '/api/auth/profile', { token: admin.token! })).status).toBe(401);
      expect((await app.request('POST', '/api/auth/login', { body: { email: admin.email, password: admin.password } })).status).toBe(401);
      const login = await app.request('POST', '/api/auth/login', { body: { email: admin.email, password: 'Fresh-Pass1' } });
      expect(login.status).toBe(200);
      expect(login.body.data.shouldResetPassword).toBe(false);
    });

    it('refuses an expired and a missing token; a newer link leaves an earlier one valid until either is used', async () => {
      const admin = await createAdmin(app, { roles: roles.state(['Ekiti']) });
      await app.request('POST', '/api/auth/forgot-password', { body: { email: admin.email } });
      const first = resetLink((await app.mail.waitFor((m) => m.to.includes(admin.email))).text);
      await app.request('POST', '/api/auth/forgot-password', { body: { email: admin.email } });
      await app.mail.waitFor((m) => m.to.includes(admin.email) && resetLink(m.text) !== first);
      const second = resetLink(app.mail.to(admin.email).at(-1)!.text);

      // DECISIONS §9: a stranger's request voids nothing the owner holds.
      expect((await app.request('POST', '/api/auth/validate-reset-token', { body: { token: first } })).status).toBe(200);

      await app.db!.query(`UPDATE password_reset_tokens SET expires_at = now() - interval '1 minute' WHERE user_id = $1`, [admin.id]);
      const expired = await app.request('POST', '/api/auth/validate-reset-token', { body: { token: second } });
      expect(expired.status).toBe(400);
      expect(expired.body.message).toBe(MSG.invalidOrExpiredResetToken);
      expect((await app.request('POST', '/api/auth/reset-password', { body: { token: second, newPassword: 'Late-Pass1' } })).status).toBe(400);
      expect((await app.request('POST', '/api/auth/validate-reset-token', { body: { token: first } })).status).toBe(400);

      const missing = await app.request('POST', '/api/auth/validate-reset-token', { body: {} });
      expect(missing.status).toBe(400);
      expect(missing.body.message).toBe(MSG.invalidOrMissingResetToken);
      const badBody = await app.request('POST', '/api/auth/reset-password', { body: { token: 'x' } });
      expect(badBody.body.errors).toEqual([{ path: 'newPassword', msg: MSG.newPasswordRequired }]);
      const short = await app.request('POST', '/api/auth/reset-password', { body: { token: 'x', newPassword: '12345' } });
      expect(short.body.errors).toEqual([{ path: 'newPassword', msg: MSG.passwordMin6Long }]);
    });

    it('checks the forgot-password email', async () => {
      const empty = await app.request('POST', '/api/auth/forgot-password', { body: {} });
      expect(empty.status).toBe(400);
      expect(empty.body.errors).toEqual([{ path: 'email', msg: MSG.emailAddressRequired }]);
      const bad = await app.request('POST', '/api/auth/forgot-password', { body: { email: 'nope' } });
      expect(bad.body.errors).toEqual([{ path: 'email', msg: MSG.invalidEmail }]);
    });
  });

  describe('change own password', () => {
    it('ends the other sessions and keeps this one with a fresh token', async () => {
      const admin = await createAdmin(app, { roles: roles.national() });
      const otherSession = await app.login(admin.email, admin.password);

      const empty = await app.request('POST', '/api/auth/change-password', { token: admin.token!, body: {} });
      expect(empty.status).toBe(400);
      expect(empty.body.errors).toEqual([
        { path: 'oldPassword', msg: MSG.currentPasswordRequired },
        { path: 'newPassword', msg: MSG.newPasswordRequired },
      ]);
      const short = await app.request('POST', '/api/auth/change-password', { token: admin.token!, body: { oldPassword: admin.password, newPassword: '12345' } });
      expect(short.body.errors).toEqual([{ path: 'newPassword', msg: MSG.newPasswordMin6Long }]);
      const wrong = await app.request('POST', '/api/auth/change-password', { token: admin.token!, body: { oldPassword: 'Not-It-1', newPassword: 'Changed-Pass1' } });
      expect(wrong.status).toBe(400);
      expect(wrong.body.message).toBe(MSG.currentPasswordIncorrect);
      const same = await app.request('POST', '/api/auth/change-password', { token: admin.token!, body: { oldPassword: admin.password, newPassword: admin.password } });
      expect(same.status).toBe(400);
      expect(same.body.message).toBe(MSG.newPasswordMustDiffer);

      const changed = await app.request('POST', '/api/auth/change-password', { token: admin.token!, body: { oldPassword: admin.password, newPassword: 'Changed-Pass1' } });
      expect(changed.status).toBe(200);
      expect(changed.body.message).toBe(MSG.passwordChanged);
      expect((await app.request('GET', '/api/auth/profile', { token: changed.body.data.token })).status).toBe(200);
      expect((await app.request('GET', '/api/auth/profile', { token: admin.token! })).status).toBe(401);
      expect((await app.request('GET', '/api/auth/profile', { token: otherSession })).status).toBe(401);
      expect((await app.request('POST', '/api/auth/login', { body: { email: admin.email, password: 'Changed-Pass1' } })).status).toBe(200);
    });

    it('lets an account without a role change its password', async () => {
      const account = await registerAccount(app);
      const res = await app.request('POST', '/api/auth/change-password', { token: account.token!, body: { oldPassword: account.password, newPassword: 'Another@Pass1' } });
      expect(res.status).toBe(200);
    });
  });

  // Last: these exhaust this app's counters.
  describe('rate limits', () => {
    it('blocks the address that failed 10 times for an account, even with the right password', async () => {
      const admin = await createAdmin(app, { roles: roles.state(['Kwara']), login: false });
      for (let i = 0; i < 10; i += 1) {
        const res = await app.request('POST', '/api/auth/login', { body: { email: admin.email, password: `Wrong-${i}x` } });
        expect(res.status).toBe(401);
      }
      const blocked = await app.request('POST', '/api/auth/login', { body: { email: admin.email, password: admin.password } });
      expect(blocked.status).toBe(429);
      expect(blocked.body).toEqual({ success: false, message: SECURITY_MSG.tooManyLoginAttempts });
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    });

    it('limits forgot-password per email, with the same answer for unknown emails', async () => {
      const email = uniqueEmail('flood');
      const statuses: number[] = [];
      for (let i = 0; i < 6; i += 1) statuses.push((await app.request('POST', '/api/auth/forgot-password', { body: { email } })).status);
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    });

    it('blocks an address after 100 login attempts in 15 minutes', async () => {
      let blockedAt = -1;
      for (let i = 0; i < 12 && blockedAt < 0; i += 1) {
        const batch = await Promise.all(
          Array.from({ length: 10 }, (_, j) => app.request('POST', '/api/auth/login', { body: { email: `spray-${i}-${j}@council.test`, password: 'Guess-123' } })),
        );
        if (batch.some((r) => r.status === 429)) blockedAt = i;
        for (const r of batch) expect([401, 429]).toContain(r.status);
      }
      expect(blockedAt).toBeGreaterThanOrEqual(0);
      const res = await app.request('POST', '/api/auth/login', { body: { email: app.superAdmin.email, password: app.superAdmin.password } });
      expect(res.status).toBe(429);
    });
  });

  it('never answered with a password hash', () => {
    expect(responses.texts.length).toBeGreaterThan(50);
    expect(responses.secrets()).toEqual([]);
    // Nothing reached the exception filter as an unexpected (5xx) failure.
    expect(app.output()).not.toMatch(/ failed \[/);
  });
});
