import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MSG } from '#contracts';
import { auditEvents } from '../support/audit-factories.js';
import { CODE_SUBJECT, codeOf, seedCentre } from '../support/centre-factories.js';
import { superAdminToken } from '../support/factories.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * docs/SECURITY.md, red-team pass 1, rows 3 and 4, the public sign-in's part:
 *  - row 3: knowing a reference (the public register listed them), anyone could use up a centre's
 *    codes with five send-otp calls an hour, and each new code voided the one the owner was typing.
 *    Limits now count per (reference, client address); earlier codes stay valid; a stranger's wrong
 *    guesses count apart from the owner's, so the owner always has a way in.
 *  - row 4: the public status look-up returned the full email; it is masked as find-centre masks it.
 * Clients are told apart by address: the app trusts X-Forwarded-For here (TRUST_PROXY=1: one proxy hop), as it
 * does behind a reverse proxy.
 */
describe('security: a stranger cannot lock a centre out, and the status look-up leaks no email', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ env: { TRUST_PROXY: '1' } });
  });
  afterAll(async () => {
    await app?.close();
  });

  const OWNER = '198.51.100.7';
  const STRANGER = '203.0.113.66';
  const from = (ip: string) => ({ 'x-forwarded-for': ip });
  const sendOtp = (reference: string, ip: string) => app.request('POST', `/api/centre-registration/${reference}/send-otp`, { headers: from(ip) });
  const verify = (reference: string, otp: string, ip: string) => app.request('POST', `/api/centre-registration/${reference}/verify-otp`, { body: { otp }, headers: from(ip) });
  const codes = (email: string) => app.mail.to(email).filter((m) => CODE_SUBJECT.test(m.subject)).map(codeOf);
  const nthCode = async (email: string, n: number) => {
    await app.mail.waitFor(() => codes(email).length > n);
    return codes(email)[n]!;
  };
  /** Lets the next send pass the one-a-minute rule without waiting a minute. */
  const ageCodes = (centreId: string) => app.db!.query(`UPDATE centre_otps SET created_at = created_at - interval '2 minutes' WHERE centre_id = $1`, [centreId]);

  it('writes each centre sign-in to the audit log, succeeded or failed (wrong, expired), as the centre and without the code (DECISIONS §8)', async () => {
    const centre = await seedCentre(app, { status: 'registration_approved' });
    expect((await sendOtp(centre.reference, OWNER)).status).toBe(200);
    const code = await nthCode(centre.email, 0);
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await verify(centre.reference, wrong, OWNER)).status).toBe(400);
    expect((await verify(centre.reference, code, OWNER)).status).toBe(200);
    // The code was used: trying it again is a sign-in with an expired code.
    expect((await verify(centre.reference, code, OWNER)).status).toBe(400);

    const events = (await auditEvents(app, await superAdminToken(app), `centreId=${centre.id}`)).filter((e) => /^centre\.sign/.test(e.action));
    expect(events.map((e) => [e.action, e.data?.reason ?? null])).toEqual([
      ['centre.sign_in_failed', 'expired'],
      ['centre.signed_in', null],
      ['centre.sign_in_failed', 'wrong code'],
    ]);
    for (const event of events) {
      expect(event.actor).toMatchObject({ type: 'centre', id: centre.id });
      expect(JSON.stringify(event)).not.toContain(code);
      expect(JSON.stringify(event)).not.toContain(wrong);
    }
  });

  it("a stranger's requests from elsewhere do not use up the owner's codes", async () => {
    const centre = await seedCentre(app, { status: 'registration_approved' });
    // The stranger spends a whole hour's worth of codes for this reference, and then some.
    for (let i = 0; i < 5; i++) {
      expect((await sendOtp(centre.reference, STRANGER)).status).toBe(200);
      await ageCodes(centre.id);
    }
    const refused = await sendOtp(centre.reference, STRANGER);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(MSG.otpHourlyLimit);
    expect(refused.body.data.retryAfterSeconds).toBeGreaterThan(60);

    // The owner still gets a code, and the answer says when the next may be asked.
    const asked = await sendOtp(centre.reference, OWNER);
    expect(asked.status).toBe(200);
    expect(asked.body.data).toEqual({ retryAfterSeconds: 60 });
    const code = await nthCode(centre.email, 5);
    const signedIn = await verify(centre.reference, code, OWNER);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data.centre.ReferenceNumber).toBe(centre.reference);
  });

  it("a code the owner is typing stays valid when someone else asks for a new one", async () => {
    const centre = await seedCentre(app, { status: 'autotest_approved' });
    expect((await sendOtp(centre.reference, OWNER)).status).toBe(200);
    const ownerCode = await nthCode(centre.email, 0);
    expect((await sendOtp(centre.reference, STRANGER)).status).toBe(200);
    await nthCode(centre.email, 1);
    expect((await verify(centre.reference, ownerCode, OWNER)).status).toBe(200);
  });

  it("a stranger's wrong guesses cannot void the owner's code, and each side is told its tries left", async () => {
    const centre = await seedCentre(app, { status: 'registration_approved' });
    await sendOtp(centre.reference, OWNER);
    const code = await nthCode(centre.email, 0);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = await verify(centre.reference, wrong, STRANGER);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: false, message: MSG.invalidOtp, errors: [{ path: 'otp', msg: MSG.invalidOtp }], data: { triesLeft: 4 - i } });
    }
    // The stranger has no tries left on this code, even with the right digits...
    const stranger = await verify(centre.reference, code, STRANGER);
    expect(stranger.status).toBe(400);
    expect(stranger.body.message).toBe(MSG.otpExpired);
    // ...while the owner's count is untouched.
    const ownerWrong = await verify(centre.reference, wrong, OWNER);
    expect(ownerWrong.body.data).toEqual({ triesLeft: 4 });
    expect((await verify(centre.reference, code, OWNER)).status).toBe(200);
  });

  it('no code takes more than five wrong guesses from its own client', async () => {
    const centre = await seedCentre(app, { status: 'registration_approved' });
    await sendOtp(centre.reference, OWNER);
    const code = await nthCode(centre.email, 0);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expect((await verify(centre.reference, wrong, OWNER)).status).toBe(400);
    const late = await verify(centre.reference, code, OWNER);
    expect(late.status).toBe(400);
    expect(late.body.message).toBe(MSG.otpExpired);
  });

  it('the public status look-up masks the email and carries it nowhere else', async () => {
    const centre = await seedCentre(app, { status: 'registration_approved', email: 'ada.harvest@bright-school.test' });
    const res = await app.request('GET', `/api/school-registration/status/${centre.reference}`);
    expect(res.status).toBe(200);
    expect(res.body.data.email).toBe('a***@b***.test');
    expect(res.text).not.toContain('ada.harvest');
    expect(res.text).not.toContain('bright-school');
  });

  it('logged no unexpected server error along the way', () => {
    expect(app.output()).not.toMatch(/ failed \[/);
  });
});
