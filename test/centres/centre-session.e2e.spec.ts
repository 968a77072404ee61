import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MSG } from '#contracts';
import { CODE_SUBJECT, codeOf, seedCentre, type CreatedCentre } from '../support/centre-factories.js';
import { createAdmin, roles } from '../support/factories.js';
import { startTestApp, type TestApp } from '../support/test-app.js';


describe('find centre, one-time codes and the centre session', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  const codeMails = (email: string) => app.mail.to(email).filter((m) => CODE_SUBJECT.test(m.subject));

  /** The code of the (n+1)th code email to this address. */
  async function nthCode(email: string, n: number): Promise<string> {
    await app.mail.waitFor(() => codeMails(email).length > n);
    return codeOf(codeMails(email)[n]!);
  }

  const sendOtp = (ref: string) => app.request('POST', `/api/centre-registration/${ref}/send-otp`);
  const verify = (ref: string, otp: unknown) => app.request('POST', `/api/centre-registration/${ref}/verify-otp`, { body: { otp } });

  /** Lets the next send pass the one-a-minute rule without waiting a minute. */
  const ageCodes = (centre: CreatedCentre, minutes = 2) =>
    app.db!.query(`UPDATE centre_otps SET created_at = created_at - make_interval(mins => $2) WHERE centre_id = $1`, [centre.id, minutes]);

  describe('find centre', () => {
    it('answers 404 for an unknown reference', async () => {
      const res = await app.request('GET', '/api/centre-registration/JAMB-2026-00000001');
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ success: false, message: MSG.centreNotFound });
    });

    it('tells a pending centre to wait and sends it no code, not even when asked', async () => {
      const pending = await seedCentre(app, { status: 'pending', email: 'ada.pending@school.test' });
      const res = await app.request('GET', `/api/centre-registration/${pending.reference.toLowerCase()}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        success: true,
        message: MSG.centrePendingApproval,
        pendingApproval: true,
        otpSent: false,
        retryAfterSeconds: 0,
        data: { referenceNumber: pending.reference, centreName: pending.centreName, status: 'pending', statusLabel: 'Registration Pending', maskedEmail: 'a***@s***.test' },
      });
      const asked = await sendOtp(pending.reference);
      expect(asked.status).toBe(200);
      expect(asked.body).toEqual({ success: true, message: MSG.otpSentIfApproved, data: { retryAfterSeconds: 60 } });
      const { rows } = await app.db!.query('SELECT count(*)::int AS n FROM centre_otps WHERE centre_id = $1', [pending.id]);
      expect(rows[0].n).toBe(0);

      // A code sent after these requests has arrived, so a code for the pending centre would have too.
      const approved = await seedCentre(app, { status: 'registration_approved' });
      await sendOtp(approved.reference);
      await nthCode(approved.email, 0);
      expect(app.mail.to(pending.email)).toHaveLength(0);
    });

    it('finds an approved centre without sending anything, emails a code when asked, and signs it in with that code', async () => {
      const centre = await seedCentre(app, { status: 'registration_approved' });
      const found = await app.request('GET', `/api/centre-registration/${centre.reference}`);
      expect(found.status).toBe(200);
      // DECISIONS §9: a GET sends no code; the screen asks for one with POST send-otp.
      expect(found.body).toMatchObject({ success: true, otpSent: false, pendingApproval: false });
      expect(found.body.data.status).toBe('registration_approved');
      expect((await app.request('POST', `/api/centre-registration/${centre.reference}/send-otp`)).status).toBe(200);

      const code = await nthCode(centre.email, 0);
      const { rows } = await app.db!.query('SELECT code_hash FROM centre_otps WHERE centre_id = $1', [centre.id]);
      expect(rows[0].code_hash).not.toContain(code);

      const verified = await verify(centre.reference, code);
      expect(verified.status).toBe(200);
      expect(verified.body.message).toBe(MSG.centreVerified);
      expect(verified.body.data.centre).toMatchObject({ _id: centre.id, ReferenceNumber: centre.reference, registrationNumber: centre.reference, status: 'registration_approved' });
      const token = verified.body.data.token as string;

      const own = await app.request('GET', `/api/centre-registration/centre/${centre.reference.toLowerCase()}`, { token });
      expect(own.status).toBe(200);
      expect(own.body.data.ReferenceNumber).toBe(centre.reference);
      const other = await seedCentre(app, { status: 'registration_approved' });
      const foreign = await app.request('GET', `/api/centre-registration/centre/${other.reference}`, { token });
      expect(foreign.status).toBe(403);
      const none = await app.request('GET', `/api/centre-registration/centre/${centre.reference}`);
      expect(none.status).toBe(401);
    });

    it('offers other statuses a code on request and sends one when asked', async () => {
      const rejected = await seedCentre(app, { status: 'rejected' });
      const found = await app.request('GET', `/api/centre-registration/${rejected.reference}`);
      expect(found.body).toMatchObject({ success: true, otpSent: false, pendingApproval: false });
      const asked = await sendOtp(rejected.reference);
      expect(asked.status).toBe(200);
      const code = await nthCode(rejected.email, 0);
      expect((await verify(rejected.reference, code)).status).toBe(200);
    });
  });

  describe('code rules', () => {
    it('voids a code after five wrong tries', async () => {
      const centre = await seedCentre(app, { status: 'autotest_approved' });
      await sendOtp(centre.reference);
      const code = await nthCode(centre.email, 0);
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 0; i < 5; i++) {
        const res = await verify(centre.reference, wrong);
        expect(res.status).toBe(400);
        // The screen shows how many tries remain.
        expect(res.body).toEqual({ success: false, message: MSG.invalidOtp, errors: [{ path: 'otp', msg: MSG.invalidOtp }], data: { triesLeft: 4 - i } });
      }
      const right = await verify(centre.reference, code);
      expect(right.status).toBe(400);
      expect(right.body.message).toBe(MSG.otpExpired);
    });

    it('refuses an expired code and a code used once already', async () => {
      const centre = await seedCentre(app, { status: 'registration_approved' });
      await sendOtp(centre.reference);
      const first = await nthCode(centre.email, 0);
      await app.db!.query(`UPDATE centre_otps SET expires_at = now() - interval '1 second' WHERE centre_id = $1`, [centre.id]);
      expect((await verify(centre.reference, first)).body.message).toBe(MSG.otpExpired);

      await ageCodes(centre);
      await sendOtp(centre.reference);
      const second = await nthCode(centre.email, 1);
      expect((await verify(centre.reference, second)).status).toBe(200);
      const reused = await verify(centre.reference, second);
      expect(reused.status).toBe(400);
      expect(reused.body.message).toBe(MSG.otpExpired);
    });

    it('keeps the older code valid when a new one is sent, and voids both once one is used', async () => {
      const centre = await seedCentre(app, { status: 'registration_approved' });
      await sendOtp(centre.reference);
      const older = await nthCode(centre.email, 0);
      await ageCodes(centre);
      await sendOtp(centre.reference);
      const newer = await nthCode(centre.email, 1);
      expect((await verify(centre.reference, older)).status).toBe(200);
      if (older !== newer) expect((await verify(centre.reference, newer)).body.message).toBe(MSG.otpExpired);
    });

    it('allows one send a minute and five an hour per centre and client, and says how long to wait', async () => {
      const centre = await seedCentre(app, { status: 'registration_approved' });
      expect((await sendOtp(centre.reference)).status).toBe(200);
      const again = await sendOtp(centre.reference);
      expect(again.status).toBe(429);
      // The wait left, for the screen's countdown: a minute from the first send.
      expect(again.body).toMatchObject({ success: false, message: MSG.otpWaitMinute });
      expect(again.body.data.retryAfterSeconds).toBeGreaterThanOrEqual(58);
      expect(again.body.data.retryAfterSeconds).toBeLessThanOrEqual(60);
      expect(again.headers.get('retry-after')).toBe(String(again.body.data.retryAfterSeconds));

      await ageCodes(centre, 5);
      // Four more codes this hour from the same client (the oldest 40 minutes ago).
      await app.db!.query(
        `INSERT INTO centre_otps (centre_id, code_hash, expires_at, created_at, client_key)
         SELECT $1, 'x', now(), now() - make_interval(mins => m), (SELECT client_key FROM centre_otps WHERE centre_id = $1 LIMIT 1)
           FROM generate_series(10, 40, 10) AS m`,
        [centre.id],
      );
      const sixth = await sendOtp(centre.reference);
      expect(sixth.status).toBe(429);
      expect(sixth.body).toMatchObject({ success: false, message: MSG.otpHourlyLimit });
      // The oldest of the hour (40 minutes ago) leaves the window in about 20 minutes.
      expect(Math.abs(sixth.body.data.retryAfterSeconds - 20 * 60)).toBeLessThanOrEqual(5);

      await app.db!.query(`UPDATE centre_otps SET created_at = now() - interval '61 minutes' WHERE centre_id = $1`, [centre.id]);
      expect((await sendOtp(centre.reference)).status).toBe(200);
    });

    it('answers an unknown reference exactly as a known one, limits included', async () => {
      const known = await seedCentre(app, { status: 'registration_approved' });
      const unknown = 'JAMB-2026-00000002';
      const [k1, u1] = [await sendOtp(known.reference), await sendOtp(unknown)];
      expect([k1.status, u1.status]).toEqual([200, 200]);
      expect(u1.body).toEqual(k1.body);
      const [k2, u2] = [await sendOtp(known.reference), await sendOtp(unknown)];
      expect([k2.status, u2.status]).toEqual([429, 429]);
      expect(u2.body).toEqual(k2.body);
    });

    it("refuses one centre's code on another centre", async () => {
      const a = await seedCentre(app, { status: 'registration_approved' });
      const b = await seedCentre(app, { status: 'registration_approved' });
      await sendOtp(a.reference);
      await sendOtp(b.reference);
      const codeA = await nthCode(a.email, 0);
      const codeB = await nthCode(b.email, 0);
      if (codeA !== codeB) {
        const res = await verify(b.reference, codeA);
        expect(res.status).toBe(400);
        expect(res.body.message).toBe(MSG.invalidOtp);
      }
      expect((await verify(a.reference, codeA)).status).toBe(200);
    });

    it('asks for the code when it is missing, and refuses a malformed one', async () => {
      const centre = await seedCentre(app, { status: 'registration_approved' });
      const missing = await app.request('POST', `/api/centre-registration/${centre.reference}/verify-otp`, { body: {} });
      expect(missing.status).toBe(400);
      expect(missing.body.errors).toEqual([{ path: 'otp', msg: MSG.enterOtp }]);
      const letters = await verify(centre.reference, 'abcdef');
      expect(letters.status).toBe(400);
      expect(letters.body.message).toBe(MSG.invalidOtp);
      const unknown = await verify('JAMB-2026-00000003', '123456');
      expect(unknown.status).toBe(400);
      expect(unknown.body.message).toBe(MSG.invalidOtp);
    });
  });

  describe('centre login', () => {
    it('refuses a reference alone (401) and signs in with reference and code', async () => {
      const centre = await seedCentre(app, { status: 'registration_approved' });
      const alone = await app.request('POST', '/api/auth/centre-login', { body: { referenceNumber: centre.reference } });
      expect(alone.status).toBe(401);
      expect(alone.body).toEqual({ success: false, message: MSG.otpRequiredForLogin });
      const noReference = await app.request('POST', '/api/auth/centre-login', { body: {} });
      expect(noReference.status).toBe(400);
      expect(noReference.body.errors).toEqual([{ path: 'referenceNumber', msg: MSG.enterReferenceNumber }]);

      await sendOtp(centre.reference);
      const code = await nthCode(centre.email, 0);
      const wrong = await app.request('POST', '/api/auth/centre-login', { body: { referenceNumber: centre.reference, otp: code === '999999' ? '888888' : '999999' } });
      expect(wrong.status).toBe(400);
      const res = await app.request('POST', '/api/auth/centre-login', { body: { referenceNumber: ` ${centre.reference.toLowerCase()} `, otp: code } });
      expect(res.status).toBe(200);
      expect(res.body.data.centre.ReferenceNumber).toBe(centre.reference);
      const own = await app.request('GET', `/api/centre-registration/centre/${centre.reference}`, { token: res.body.data.token });
      expect(own.status).toBe(200);
    });

    it('keeps admin and centre sessions apart', async () => {
      const centre = await seedCentre(app, { status: 'registration_approved' });
      await sendOtp(centre.reference);
      const { body } = await verify(centre.reference, await nthCode(centre.email, 0));
      const admin = await createAdmin(app, { roles: roles.national() });
      expect((await app.request('GET', '/api/admin/schools', { token: body.data.token })).status).toBe(401);
      expect((await app.request('GET', `/api/centre-registration/centre/${centre.reference}`, { token: admin.token! })).status).toBe(401);
    });
  });

  it('logged no unexpected server error along the way', () => {
    expect(app.output()).not.toMatch(/ failed \[/);
  });
});
