import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CODE_SUBJECT, codeOf, seedCentre } from '../support/centre-factories.js';
import { createAdmin, registerAccount, roles, superAdminToken } from '../support/factories.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * One-time codes and password-reset tokens (DECISIONS §4). The base rules have their specs:
 *   test/centres/centre-session.e2e.spec.ts "code rules": five wrong tries void a code, expired and
 *     used codes are refused, earlier codes stay valid when a new one is sent, 1 send a minute / 5 an hour per client, unknown
 *     references answered like known ones, one centre's code refused on another;
 *   test/identity/auth.e2e.spec.ts "forgot and reset password by email" and "rate limits": single-use
 *     links, expired and superseded tokens, only hashes stored, the same answer for unknown emails.
 * This file adds what those leave open: the other door (centre-login) sharing the same limits,
 * references spelled differently sharing one counter, codes and tokens never stored in clear,
 * tokens of deleted users, and identical answers for every kind of unknown target.
 */
const resetToken = (text: string) => /reset-password\?token=([A-Za-z0-9_-]+)/.exec(text)![1]!;

describe('security: one-time codes and reset tokens', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  const sendOtp = (reference: string) => app.request('POST', `/api/centre-registration/${encodeURIComponent(reference)}/send-otp`);
  const verify = (reference: string, otp: string) => app.request('POST', `/api/centre-registration/${encodeURIComponent(reference)}/verify-otp`, { body: { otp } });
  const centreLogin = (referenceNumber: string, otp?: string) => app.request('POST', '/api/auth/centre-login', { body: otp === undefined ? { referenceNumber } : { referenceNumber, otp } });
  const codes = (email: string) => app.mail.to(email).filter((m) => CODE_SUBJECT.test(m.subject)).map(codeOf);
  const nthCode = async (email: string, n: number) => {
    await app.mail.waitFor((m) => m.to.includes(email) && CODE_SUBJECT.test(m.subject) && codes(email).length > n);
    return codes(email)[n]!;
  };
  const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');

  describe('one-time codes', () => {
    it('stores only a hash of the code, never the code', async () => {
      const centre = await seedCentre(app, { status: 'registration_approved' });
      await sendOtp(centre.reference);
      const code = await nthCode(centre.email, 0);
      const { rows } = await app.db!.query('SELECT * FROM centre_otps WHERE centre_id = $1', [centre.id]);
      expect(rows).toHaveLength(1);
      expect(JSON.stringify(rows[0])).not.toContain(code);
      const events = await app.db!.query('SELECT payload::text AS p FROM outbox_events');
      for (const e of events.rows) expect(e.p).not.toContain(`"${code}"`);
    });

    it('counts wrong codes at centre-login and verify-otp together: five in all void the code', async () => {
      const centre = await seedCentre(app, { status: 'registration_approved' });
      await sendOtp(centre.reference);
      const code = await nthCode(centre.email, 0);
      const wrong = wrongFor(code);
      for (let i = 0; i < 5; i++) {
        const res = i % 2 ? await verify(centre.reference, wrong) : await centreLogin(centre.reference, wrong);
        expect(res.status).toBeGreaterThanOrEqual(400);
        expect(res.status).toBeLessThan(500);
      }
      expect((await centreLogin(centre.reference, code)).status).not.toBe(200);
      expect((await verify(centre.reference, code)).status).toBe(400);
    });

    it('is single-use across both doors: a code verified once does not sign in at centre-login', async () => {
      const centre = await seedCentre(app, { status: 'registration_approved' });
      await sendOtp(centre.reference);
      const code = await nthCode(centre.email, 0);
      expect((await verify(centre.reference, code)).status).toBe(200);
      const again = await centreLogin(centre.reference, code);
      expect(again.status).toBeGreaterThanOrEqual(400);
      expect(again.body.data?.token).toBeUndefined();
    });

    it("refuses one centre's code at centre-login for another centre (no session)", async () => {
      const a = await seedCentre(app, { status: 'registration_approved' });
      const b = await seedCentre(app, { status: 'registration_approved' });
      await sendOtp(a.reference);
      await sendOtp(b.reference);
      const codeA = await nthCode(a.email, 0);
      const codeB = await nthCode(b.email, 0);
      if (codeA !== codeB) {
        const res = await centreLogin(b.reference, codeA);
        expect(res.status).toBeGreaterThanOrEqual(400);
        expect(res.body.data?.token).toBeUndefined();
      }
      const own = await centreLogin(a.reference, codeA);
      expect(own.status).toBe(200);
      // The session is bound to A: it opens nothing of B.
      expect((await app.request('GET', `/api/centre-registration/centre/${b.reference}`, { token: own.body.data.token })).status).toBe(403);
    });

    it('refuses an expired code at centre-login', async () => {
      const centre = await seedCentre(app, { status: 'registration_approved' });
      await sendOtp(centre.reference);
      const code = await nthCode(centre.email, 0);
      await app.db!.query(`UPDATE centre_otps SET expires_at = now() - interval '1 second' WHERE centre_id = $1`, [centre.id]);
      const res = await centreLogin(centre.reference, code);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.body.data?.token).toBeUndefined();
    });

    it('keeps one send limit per centre however the reference is spelled', async () => {
      const centre = await seedCentre(app, { status: 'registration_approved' });
      expect((await sendOtp(centre.reference)).status).toBe(200);
      for (const spelling of [centre.reference.toLowerCase(), ` ${centre.reference} `, centre.reference.replace('JAMB', 'jamb')]) {
        expect({ spelling, status: (await sendOtp(spelling)).status }).toEqual({ spelling, status: 429 });
      }
      expect(codes(centre.email).length).toBeLessThanOrEqual(1);
    });

    it('answers send-otp for malformed references like an unknown one, never 5xx', async () => {
      const unknown = await sendOtp('JAMB-2026-00000003');
      for (const reference of ['x', 'JAMB-2026-0000000%00', "' OR 1=1 --", 'a'.repeat(500), '../../etc/passwd']) {
        const res = await sendOtp(reference);
        expect(res.status).toBeLessThan(500);
        if (res.status === 200) expect(res.body).toEqual(unknown.body);
      }
    });
  });

  describe('password-reset tokens', () => {
    it('answers forgot-password the same for a known, an unknown, a deleted and a role-less account', async () => {
      const known = await createAdmin(app, { roles: roles.state(['Lagos']) });
      const deleted = await createAdmin(app, { roles: roles.state(['Lagos']) });
      expect((await app.request('DELETE', `/api/user/${deleted.id}`, { token: await superAdminToken(app) })).status).toBe(200);
      const roleless = await registerAccount(app);
      const answers = [];
      for (const email of [known.email, 'nobody-at-all@council.test', deleted.email, roleless.email, known.email.toUpperCase()]) {
        const res = await app.request('POST', '/api/auth/forgot-password', { body: { email } });
        answers.push({ status: res.status, body: res.body });
      }
      for (const answer of answers) expect(answer).toEqual(answers[0]);
      expect(answers[0]!.status).toBe(200);
      await app.mail.waitFor((m) => m.to.includes(known.email));
      // The deleted account gets no link.
      await new Promise((r) => setTimeout(r, 300));
      expect(app.mail.to(deleted.email).filter((m) => /reset-password\?token=/.test(m.text))).toEqual([]);
    });

    it('voids an outstanding reset token when its user is deleted', async () => {
      const admin = await createAdmin(app, { roles: roles.state(['Lagos']) });
      await app.request('POST', '/api/auth/forgot-password', { body: { email: admin.email } });
      const token = resetToken((await app.mail.waitFor((m) => m.to.includes(admin.email) && /reset-password\?token=/.test(m.text))).text);
      expect((await app.request('DELETE', `/api/user/${admin.id}`, { token: await superAdminToken(app) })).status).toBe(200);
      expect((await app.request('POST', '/api/auth/validate-reset-token', { body: { token } })).status).toBe(400);
      expect((await app.request('POST', '/api/auth/reset-password', { body: { token, newPassword: 'Revived-Pass1' } })).status).toBe(400);
      expect((await app.request('POST', '/api/auth/login', { body: { email: admin.email, password: 'Revived-Pass1' } })).status).toBe(401);
    });

    it('refuses guessed, truncated, padded and malformed tokens with 400, never 5xx', async () => {
      const admin = await createAdmin(app, { roles: roles.state(['Lagos']) });
      await app.request('POST', '/api/auth/forgot-password', { body: { email: admin.email } });
      const token = resetToken((await app.mail.waitFor((m) => m.to.includes(admin.email) && /reset-password\?token=/.test(m.text))).text);
      expect(Buffer.from(token, 'base64url').length + Buffer.from(token, 'hex').length).toBeGreaterThanOrEqual(32);
      for (const guess of [token.slice(0, -1), `${token}A`, token.toUpperCase() === token ? token.toLowerCase() : token.toUpperCase(), ` ${token}`, 'a'.repeat(10_000), '\u0000', [token], { $ne: '' }, 12345, null]) {
        const res = await app.request('POST', '/api/auth/reset-password', { body: { token: guess, newPassword: 'Guessed-Pass1' } });
        expect({ guess: String(guess).slice(0, 20), status: res.status }).toEqual({ guess: String(guess).slice(0, 20), status: 400 });
      }
      // The genuine token still works once, and only once.
      expect((await app.request('POST', '/api/auth/reset-password', { body: { token, newPassword: 'Genuine-Pass1' } })).status).toBe(200);
      expect((await app.request('POST', '/api/auth/reset-password', { body: { token, newPassword: 'Genuine-Pass2' } })).status).toBe(400);
    });

    it('voids a reset token once the password changes another way', async () => {
      const admin = await createAdmin(app, { roles: roles.state(['Lagos']) });
      await app.request('POST', '/api/auth/forgot-password', { body: { email: admin.email } });
      const token = resetToken((await app.mail.waitFor((m) => m.to.includes(admin.email) && /reset-password\?token=/.test(m.text))).text);
      const changed = await app.request('POST', '/api/auth/change-password', { token: admin.token!, body: { oldPassword: admin.password, newPassword: 'Changed-Pass1' } });
      expect(changed.status).toBe(200);
      expect((await app.request('POST', '/api/auth/reset-password', { body: { token, newPassword: 'Stale-Link1' } })).status).toBe(400);
      expect((await app.request('POST', '/api/auth/login', { body: { email: admin.email, password: 'Changed-Pass1' } })).status).toBe(200);
    });
  });
});
