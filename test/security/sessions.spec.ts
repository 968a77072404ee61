import { randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { SESSION_MSG } from '#contracts';
import { seedCentre, signedInCentre } from '../support/centre-factories.js';
import { confirmationToken, createAdmin, roles, superAdminToken, uniqueEmail } from '../support/factories.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * Sessions, sign-up and the HTTP edge (DECISIONS §9; docs/SECURITY.md, red-team pass 2): each case is
 * a row of that pass's table, written so that it failed before its fix. The app trusts one
 * proxy hop (TRUST_PROXY=1), so a test plays a client at any address with X-Forwarded-For.
 */
const from = (address: string) => ({ 'x-forwarded-for': address });
const addr = () => `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${1 + (randomBytes(1)[0]! % 250)}`;
const RESET_SUBJECT = 'Reset your password';
const linkToken = (text: string) => /[?&]token=([A-Za-z0-9_-]+)/.exec(text)![1]!;

/** A raw HTTP exchange, for requests fetch will not send as they are. */
function rawRequest(url: string, path: string, headers: Record<string, string>): Promise<{ status: number; type: string; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${url}${path}`, { headers }, (res) => {
      let body = '';
      res.on('data', (c) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type'] ?? ''), body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('security: sessions, sign-up and the HTTP edge', () => {
  let app: TestApp;
  let su: string;

  beforeAll(async () => {
    app = await startTestApp({ env: { TRUST_PROXY: '1' } });
    su = await superAdminToken(app);
  }, 90_000);
  afterAll(async () => {
    await app?.close();
  });

  it('strangers asking for reset links from many addresses neither block the owner nor void the link they hold', async () => {
    const owner = await createAdmin(app, { roles: roles.state(['Lagos']) });
    const home = addr();
    expect((await app.request('POST', '/api/auth/forgot-password', { body: { email: owner.email }, headers: from(home) })).status).toBe(200);
    const first = await app.mail.waitFor((m) => m.to.includes(owner.email.toLowerCase()) && m.subject === RESET_SUBJECT);
    for (let i = 0; i < 8; i++) {
      expect((await app.request('POST', '/api/auth/forgot-password', { body: { email: owner.email }, headers: from(addr()) })).status).toBe(200);
    }
    // One address asking again and again for one account is refused; the owner's own address is not.
    const pest = addr();
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push((await app.request('POST', '/api/auth/forgot-password', { body: { email: owner.email }, headers: from(pest) })).status);
    expect(answers).toEqual([200, 200, 200, 200, 200, 429]);
    expect((await app.request('POST', '/api/auth/forgot-password', { body: { email: owner.email }, headers: from(home) })).status).toBe(200);
    // The owner's first link still works, once; it voids every other.
    const reset = await app.request('POST', '/api/auth/reset-password', { body: { token: linkToken(first.text), newPassword: 'Mine-Again-1a' }, headers: from(home) });
    expect(reset.status).toBe(200);
    expect(await app.login(owner.email, 'Mine-Again-1a')).toBeTruthy();
    const outstanding = await app.db!.query(`SELECT count(*)::int AS n FROM password_reset_tokens WHERE user_id = $1 AND used_at IS NULL`, [owner.id]);
    expect(outstanding.rows[0].n).toBe(0);
    // At most five reset emails an hour reach the inbox, however many strangers ask.
    await new Promise((r) => setTimeout(r, 500));
    expect(app.mail.to(owner.email).filter((m) => m.subject === RESET_SUBJECT).length).toBeLessThanOrEqual(5);
  });

  it('a registration makes no account until the emailed link is opened, and its mails carry nothing the registrant typed', async () => {
    const email = uniqueEmail('signup');
    const body = { firstName: 'Click http://evil.test now', lastName: 'Visit evil.test', email, password: 'Regist3r@Pass', gender: 'MALE' };
    const res = await app.request('POST', '/api/auth/register', { body, headers: from(addr()) });
    expect([res.status, res.body]).toEqual([201, { success: true, message: SESSION_MSG.registerCheckEmail }]);
    expect((await app.request('POST', '/api/auth/login', { body: { email, password: body.password }, headers: from(addr()) })).status).toBe(401);
    expect((await app.db!.query('SELECT count(*)::int AS n FROM users WHERE email = $1', [email])).rows[0].n).toBe(0);
    const token = await confirmationToken(app, email);
    const mail = app.mail.to(email).at(-1)!;
    expect(`${mail.subject} ${mail.text} ${mail.html}`).not.toMatch(/evil|Click/);
    // Someone registering again with the address replaces the waiting registration: the first link is void.
    const second = { ...body, firstName: 'Ada', password: 'RealOwner@1' };
    expect((await app.request('POST', '/api/auth/register', { body: second, headers: from(addr()) })).status).toBe(201);
    const secondToken = await confirmationToken(app, email, 1);
    expect((await app.request('POST', '/api/auth/confirm-registration', { body: { token } })).status).toBe(400);
    const confirmed = await app.request('POST', '/api/auth/confirm-registration', { body: { token: secondToken } });
    expect([confirmed.status, confirmed.body.message]).toEqual([200, SESSION_MSG.registrationConfirmed]);
    expect((await app.request('POST', '/api/auth/confirm-registration', { body: { token: secondToken } })).status).toBe(400);
    const signedIn = await app.login(email, second.password);
    expect((await app.request('GET', '/api/auth/profile', { token: signedIn })).body.data).toMatchObject({ level: null, permissions: [], power: [] });
    // The owner of a taken address hears of the attempt, without the registrant's words.
    expect((await app.request('POST', '/api/auth/register', { body: { ...body, password: 'Another@Pass1' }, headers: from(addr()) })).status).toBe(201);
    const attempt = await app.mail.waitFor((m) => m.to.includes(email) && /tried to register/.test(m.subject));
    expect(`${attempt.text} ${attempt.html}`).not.toMatch(/evil|Click/);
  });

  it('every request id is the server\'s; a client\'s own is kept apart when short and plain', async () => {
    const res = await app.request('POST', '/api/auth/forgot-password', { body: { email: uniqueEmail('rid') }, headers: { 'x-request-id': 'client-abc.123', ...from(addr()) } });
    const serverId = res.headers.get('x-request-id')!;
    expect(serverId).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers.get('x-client-request-id')).toBe('client-abc.123');
    const { rows } = await app.db!.query(`SELECT request_id FROM audit_events WHERE action = 'auth.password_reset_requested' ORDER BY id DESC LIMIT 1`);
    expect(rows[0].request_id).toBe(serverId);
    for (const forged of ['x'.repeat(65), 'has space', 'semi;colon', '<script>']) {
      const answer = await app.request('GET', '/api/health', { headers: { 'x-request-id': forged } });
      expect(answer.headers.get('x-request-id')).not.toBe(forged);
      expect(answer.headers.get('x-client-request-id')).toBeNull();
    }
  });

  it('an admin signs out: the token ends, and so does every earlier one of the account; an email change ends them too', async () => {
    const admin = await createAdmin(app, { roles: roles.state(['Lagos']) });
    const laptop = admin.token!;
    const phone = await app.login(admin.email, admin.password);
    const out = await app.request('POST', '/api/auth/logout', { token: laptop });
    expect([out.status, out.body.message]).toEqual([200, SESSION_MSG.signedOut]);
    expect((await app.request('GET', '/api/auth/profile', { token: laptop })).status).toBe(401);
    expect((await app.request('GET', '/api/auth/profile', { token: phone })).status).toBe(401);
    expect((await app.request('POST', '/api/auth/logout', { token: laptop })).status).toBe(401);
    const again = await app.login(admin.email, admin.password);
    expect((await app.request('GET', '/api/auth/profile', { token: again })).status).toBe(200);
    const moved = await app.request('PUT', `/api/user/${admin.id}`, { token: su, body: { firstName: 'Test', lastName: 'Admin', email: uniqueEmail('moved') } });
    expect(moved.status).toBe(200);
    expect((await app.request('GET', '/api/auth/profile', { token: again })).status).toBe(401);
    expect((await app.db!.query(`SELECT count(*)::int AS n FROM audit_events WHERE action = 'auth.logout' AND target_id = $1`, [admin.id])).rows[0].n).toBe(1);
  });

  it("a centre signs out: the token ends; a change of the centre's admin email ends its tokens too", async () => {
    const centre = await signedInCentre(app);
    const own = `/api/centre-registration/centre/${centre.reference}`;
    expect((await app.request('GET', own, { token: centre.token })).status).toBe(200);
    const out = await app.request('POST', '/api/centre-registration/logout', { token: centre.token });
    expect([out.status, out.body.message]).toEqual([200, SESSION_MSG.signedOut]);
    expect((await app.request('GET', own, { token: centre.token })).status).toBe(401);
    expect((await app.request('GET', `/api/autotest/CentreDetails/${centre.reference}`, { token: centre.token })).status).toBe(401);
    // An admin token opens nothing of a centre's session.
    expect((await app.request('POST', '/api/centre-registration/logout', { token: su })).status).toBe(401);
    const other = await signedInCentre(app);
    await app.db!.query(`UPDATE centres SET admin_email = $2 WHERE id = $1`, [other.id, `changed-${randomBytes(3).toString('hex')}@school.test`]);
    expect((await app.request('GET', `/api/centre-registration/centre/${other.reference}`, { token: other.token })).status).toBe(401);
  });

  it('reads JSON bodies only: a form, multipart or text body is 415 in the envelope and reaches no handler', async () => {
    const admin = await createAdmin(app, { roles: roles.state(['Lagos']) });
    const form = `email=${encodeURIComponent(admin.email)}&password=${encodeURIComponent(admin.password)}`;
    for (const type of ['application/x-www-form-urlencoded', 'text/plain', 'application/xml']) {
      const res = await app.request('POST', '/api/auth/login', { raw: form, headers: { 'content-type': type, ...from(addr()) } });
      expect([type, res.status, res.body]).toEqual([type, 415, { success: false, message: SESSION_MSG.unsupportedMediaType }]);
    }
    const multipart = new FormData();
    multipart.append('email', admin.email);
    multipart.append('password', admin.password);
    expect((await app.request('POST', '/api/auth/login', { raw: multipart, headers: from(addr()) })).status).toBe(415);
    expect((await app.request('POST', '/api/auth/login', { body: { email: admin.email, password: admin.password }, headers: from(addr()) })).status).toBe(200);
  });

  it('answers headers too large with 431 in the envelope', async () => {
    const res = await rawRequest(app.url, '/api/health', { 'x-padding': 'a'.repeat(20_000) });
    expect(res.status).toBe(431);
    expect(res.type).toMatch(/application\/json/);
    expect(JSON.parse(res.body)).toEqual({ success: false, message: SESSION_MSG.headersTooLarge });
  });

  it('finding a centre sends no code: the screen asks for one with a POST', async () => {
    const centre = await seedCentre(app, { status: 'registration_approved' });
    const found = await app.request('GET', `/api/centre-registration/${centre.reference}`, { headers: from(addr()) });
    expect(found.status).toBe(200);
    expect(found.body).toMatchObject({ success: true, otpSent: false, pendingApproval: false });
    expect((await app.db!.query('SELECT count(*)::int AS n FROM centre_otps WHERE centre_id = $1', [centre.id])).rows[0].n).toBe(0);
    expect((await app.request('POST', `/api/centre-registration/${centre.reference}/send-otp`, { headers: from(addr()) })).status).toBe(200);
    expect((await app.db!.query('SELECT count(*)::int AS n FROM centre_otps WHERE centre_id = $1', [centre.id])).rows[0].n).toBe(1);
  });
});
