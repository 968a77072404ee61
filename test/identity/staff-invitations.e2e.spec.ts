import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ACCEPT_INVITATION_PATH, INVITATION_MSG, MSG, SEEDED_SYSTEM_ROLES } from '#contracts';
import { seedCentre } from '../support/centre-factories.js';
import { createAdmin, roles, superAdminToken, uniqueEmail } from '../support/factories.js';
import { recordFinding, scheduleVisit } from '../support/inspection-factories.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/** The token of the invitation link in the last invitation mailed to `email`. */
async function invitationToken(app: TestApp, email: string, after = 0): Promise<string> {
  const mail = await app.mail.waitFor((m) => m.to.includes(email.toLowerCase()) && m.subject === INVITATION_MSG.subject && app.mail.to(email).indexOf(m) >= after);
  const match = new RegExp(`${ACCEPT_INVITATION_PATH}\\?token=([A-Za-z0-9_%-]+)`).exec(mail.text);
  if (!match) throw new Error(`no invitation link in:\n${mail.text}`);
  return decodeURIComponent(match[1]!);
}

/** DECISIONS §10 (Screens): a staff account made without a password is an emailed, one-use, 72-hour invitation. */
describe('staff invitations', () => {
  let app: TestApp;
  let su: string;

  beforeAll(async () => {
    app = await startTestApp();
    su = await superAdminToken(app);
  }, 120_000);
  afterAll(async () => {
    await app?.close();
  });

  const invite = async (email: string, roleList = roles.state(['Lagos'])) => {
    const res = await app.request('POST', '/api/user', { token: su, body: { firstName: 'Ngozi', lastName: 'Invited', email, gender: 'FEMALE', roles: roleList } });
    expect(res.status).toBe(201);
    return res.body.data as { id: string; shouldResetPassword: boolean };
  };
  const auditActions = async (userId: string) =>
    (await app.db!.query(`SELECT action, data FROM audit_events WHERE target_type = 'user' AND target_id = $1 ORDER BY id`, [userId])).rows as Array<{ action: string; data: Record<string, unknown> | null }>;

  it('emails a one-use link valid 72 hours, stored hashed; the person chooses a password and signs in', async () => {
    const email = uniqueEmail('invited');
    const user = await invite(email);
    expect(user.shouldResetPassword).toBe(false);
    const token = await invitationToken(app, email);

    const { rows } = await app.db!.query(`SELECT token_hash, expires_at - created_at AS ttl, used_at FROM password_reset_tokens WHERE user_id = $1 AND purpose = 'invitation'`, [user.id]);
    expect(rows).toHaveLength(1);
    expect(rows[0].token_hash).not.toContain(token);
    expect(rows[0].ttl.days ?? 0).toBe(3);
    expect(rows[0].used_at).toBeNull();
    // Nothing of the outbox holds the token in clear.
    const events = await app.db!.query(`SELECT payload::text AS payload FROM outbox_events WHERE type = 'identity.staff_invited'`);
    expect(events.rows.some((e: { payload: string }) => e.payload.includes(token))).toBe(false);

    // Nobody signs in before a password is chosen.
    expect((await app.request('POST', '/api/auth/login', { body: { email, password: 'Chosen-Pass1' } })).status).toBe(401);

    const check = await app.request('POST', '/api/auth/invitation', { body: { token } });
    expect(check.status).toBe(200);
    expect(check.body).toMatchObject({ success: true, message: INVITATION_MSG.linkValid, data: { email, firstName: 'Ngozi' } });

    // The first-sign-in password rules apply, and a refused password spends nothing.
    const weak = await app.request('POST', '/api/auth/accept-invitation', { body: { token, newPassword: 'weakpass' } });
    expect(weak.status).toBe(400);
    expect(weak.body.errors).toEqual([{ path: 'newPassword', msg: MSG.passwordStrong }]);
    const short = await app.request('POST', '/api/auth/accept-invitation', { body: { token, newPassword: 'Ab1' } });
    expect(short.body.errors).toEqual([{ path: 'newPassword', msg: MSG.passwordMin6 }]);

    const accepted = await app.request('POST', '/api/auth/accept-invitation', { body: { token, newPassword: 'Chosen-Pass1' } });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toEqual({ success: true, message: INVITATION_MSG.passwordSet });
    const login = await app.request('POST', '/api/auth/login', { body: { email, password: 'Chosen-Pass1' } });
    expect(login.status).toBe(200);
    expect(login.body.data.shouldResetPassword).toBe(false);

    // Used once: a second use, or a look, says so in words.
    const again = await app.request('POST', '/api/auth/accept-invitation', { body: { token, newPassword: 'Other-Pass1' } });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ success: false, message: INVITATION_MSG.linkUsed });
    expect((await app.request('POST', '/api/auth/invitation', { body: { token } })).body.message).toBe(INVITATION_MSG.linkUsed);
    expect((await app.request('POST', '/api/auth/login', { body: { email, password: 'Other-Pass1' } })).status).toBe(401);

    const actions = (await auditActions(user.id)).filter((a) => !a.action.startsWith('auth.login'));
    expect(actions.map((a) => a.action)).toEqual(['user.created', 'user.invited', 'auth.invitation_accepted']);
    expect(actions[0]!.data).toEqual({ invited: true });
  });

  it('refuses an expired or unknown link in words, and keeps invitation and reset links apart', async () => {
    const email = uniqueEmail('late');
    const user = await invite(email);
    const token = await invitationToken(app, email);
    // A reset link's endpoints do not take an invitation's token.
    expect((await app.request('POST', '/api/auth/reset-password', { body: { token, newPassword: 'Chosen-Pass1' } })).status).toBe(400);
    await app.db!.query(`UPDATE password_reset_tokens SET expires_at = now() - interval '1 minute' WHERE user_id = $1 AND purpose = 'invitation'`, [user.id]);
    const expired = await app.request('POST', '/api/auth/accept-invitation', { body: { token, newPassword: 'Chosen-Pass1' } });
    expect(expired.status).toBe(400);
    expect(expired.body).toMatchObject({ success: false, message: INVITATION_MSG.linkExpired, errors: [{ path: 'token', msg: INVITATION_MSG.linkExpired }] });
    expect((await app.request('POST', '/api/auth/invitation', { body: { token } })).body.message).toBe(INVITATION_MSG.linkExpired);
    expect((await app.request('POST', '/api/auth/login', { body: { email, password: 'Chosen-Pass1' } })).status).toBe(401);

    const unknown = await app.request('POST', '/api/auth/accept-invitation', { body: { token: 'x'.repeat(43), newPassword: 'Chosen-Pass1' } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(INVITATION_MSG.linkUnknown);
    for (const body of [{}, { token: 42 }, { token: 'y'.repeat(500) }]) {
      const res = await app.request('POST', '/api/auth/invitation', { body });
      expect([JSON.stringify(body), res.status, res.body.success]).toEqual([JSON.stringify(body), 400, false]);
    }
    // The way out the expired message names: forgot password sends a reset link to the invited address.
    const forgot = await app.request('POST', '/api/auth/forgot-password', { body: { email } });
    expect(forgot.status).toBe(200);
    await app.mail.waitFor((m) => m.to.includes(email) && /reset/i.test(m.subject));
  });

  it('voids the invitation when the account is deleted, and still takes a password when one is given', async () => {
    const email = uniqueEmail('gone');
    const user = await invite(email);
    const token = await invitationToken(app, email);
    expect((await app.request('DELETE', `/api/user/${user.id}`, { token: su })).status).toBe(200);
    expect((await app.request('POST', '/api/auth/accept-invitation', { body: { token, newPassword: 'Chosen-Pass1' } })).body.message).toBe(INVITATION_MSG.linkUnknown);

    const given = await createAdmin(app, { login: false });
    expect(given.user.shouldResetPassword).toBe(true);
    expect((await app.db!.query(`SELECT 1 FROM password_reset_tokens WHERE user_id = $1`, [given.id])).rows).toHaveLength(0);
  });

  it('seeds a plain Inspector system role whose holder records the visits they are named on', async () => {
    const list = await app.request('GET', '/api/roles', { token: su });
    const inspector = (list.body.data as Array<Record<string, unknown>>).find((r) => r.roleName === 'inspector');
    expect(inspector).toMatchObject({ ...SEEDED_SYSTEM_ROLES.inspector, isSystem: true, category: 'system', permissions: ['inspections.read', 'inspections.manage'] });

    const person = await createAdmin(app, { roles: [{ type: 'inspector', level: 'state', assignedStates: ['Lagos'] }], firstName: 'Ify' });
    const centre = await seedCentre(app, { status: 'registration_approved', state: 'Lagos' });
    const visit = await scheduleVisit(app, su, centre.id, [person.id]);
    const seen = await app.request('GET', `/api/inspections/visits/${visit.id}`, { token: person.token! });
    expect(seen.status).toBe(200);
    expect(seen.body.data.can.record).toBe(true);
    const key = (visit.checklist as Array<{ key: string; kind: string }>).find((c) => c.kind === 'yes_no')!.key;
    expect((await recordFinding(app, person.token!, visit.id, key, true)).status).toBe(200);
    // Nothing beyond inspections: no centre list, no users.
    expect((await app.request('GET', '/api/user/all', { token: person.token! })).status).toBe(403);
  });
});
