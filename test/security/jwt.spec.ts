import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import jwt from 'jsonwebtoken';
import { seedCentre, signedInCentre } from '../support/centre-factories.js';
import { createAdmin, roles, superAdminToken, type CreatedAdmin } from '../support/factories.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * Bearer tokens (DECISIONS §4): only a genuine, unexpired HS256 token of the right kind, of a live
 * user whose access has not shrunk since it was issued, opens anything. The app runs with a known
 * JWT_SECRET so the test can forge tokens the way an attacker holding a leaked secret could not.
 */
const SECRET = 'security-suite-jwt-secret-0123456789-abcdef';
const ADMIN_CALL = '/api/admin/schools';

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('security: JWT handling', () => {
  let app: TestApp;
  let admin: CreatedAdmin;
  let tokenVersion: number;
  let centre: Awaited<ReturnType<typeof signedInCentre>>;

  const adminClaims = (extra: Record<string, unknown> = {}) => ({ sub: admin.id, typ: 'admin', ver: tokenVersion, ...extra });
  const adminCall = (token: string | undefined, path = ADMIN_CALL) => app.request('GET', path, { token });
  const centreCall = (token: string | undefined, reference = centre.reference) =>
    app.request('GET', `/api/centre-registration/centre/${reference}`, { token });

  beforeAll(async () => {
    app = await startTestApp({ env: { JWT_SECRET: SECRET } });
    admin = await createAdmin(app, { roles: roles.national() });
    tokenVersion = (await app.db!.query('SELECT token_version FROM users WHERE id = $1', [admin.id])).rows[0].token_version;
    centre = await signedInCentre(app);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('accepts a token forged with the real secret and claims (the control for every case below)', async () => {
    expect((await adminCall(jwt.sign(adminClaims(), SECRET, { algorithm: 'HS256', expiresIn: '1h' }))).status).toBe(200);
    expect((await adminCall(admin.token!)).status).toBe(200);
    expect((await centreCall(centre.token)).status).toBe(200);
  });

  it('refuses alg "none" (401), signed or unsigned', async () => {
    const payload = b64({ ...adminClaims(), iat: Math.floor(Date.now() / 1000), exp: Math.floor(Date.now() / 1000) + 3600 });
    for (const alg of ['none', 'None', 'NONE']) {
      const header = b64({ alg, typ: 'JWT' });
      expect((await adminCall(`${header}.${payload}.`)).status).toBe(401);
      expect((await adminCall(`${header}.${payload}`)).status).toBe(401);
    }
    const centreNone = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub: centre.id, typ: 'centre', ref: centre.reference })}.`;
    expect((await centreCall(centreNone)).status).toBe(401);
  });

  it('refuses a wrong signature (401): another secret, a tampered payload, another HMAC algorithm', async () => {
    expect((await adminCall(jwt.sign(adminClaims(), 'another-secret-of-the-same-length-0123456789', { algorithm: 'HS256' }))).status).toBe(401);
    const genuine = admin.token!.split('.');
    const tampered = `${genuine[0]}.${b64({ ...JSON.parse(Buffer.from(genuine[1]!, 'base64url').toString()), sub: '00000000-0000-4000-8000-000000000000' })}.${genuine[2]}`;
    expect((await adminCall(tampered)).status).toBe(401);
    expect((await adminCall(`${genuine[0]}.${genuine[1]}.${genuine[2]!.slice(0, -3)}abc`)).status).toBe(401);
    // The right secret under HS512: the server pins HS256.
    expect((await adminCall(jwt.sign(adminClaims(), SECRET, { algorithm: 'HS512' }))).status).toBe(401);
    expect((await centreCall(jwt.sign({ sub: centre.id, typ: 'centre', ref: centre.reference }, 'wrong-secret-wrong-secret-wrong-secret'))).status).toBe(401);
  });

  it('refuses an expired token (401), admin and centre', async () => {
    const past = Math.floor(Date.now() / 1000) - 60;
    expect((await adminCall(jwt.sign({ ...adminClaims(), iat: past - 3600, exp: past }, SECRET))).status).toBe(401);
    expect((await centreCall(jwt.sign({ sub: centre.id, typ: 'centre', ref: centre.reference, iat: past - 3600, exp: past }, SECRET))).status).toBe(401);
    // A token valid only in the future is not valid yet.
    expect((await adminCall(jwt.sign(adminClaims(), SECRET, { notBefore: 3600 }))).status).toBe(401);
  });

  it('refuses malformed bearer headers and tokens (401)', async () => {
    for (const header of ['Bearer', 'Bearer ', `Token ${admin.token}`, `Bearer ${admin.token} extra`, 'Bearer a.b.c', 'Bearer ....', `Basic ${Buffer.from('a:b').toString('base64')}`]) {
      expect((await app.request('GET', ADMIN_CALL, { headers: { authorization: header } })).status).toBe(401);
    }
    expect((await adminCall(jwt.sign({ ...adminClaims(), sub: 'not-a-uuid' }, SECRET))).status).toBe(401);
    expect((await adminCall(jwt.sign({ ...adminClaims(), sub: '00000000-0000-4000-8000-000000000000' }, SECRET))).status).toBe(401);
    expect((await adminCall(jwt.sign({ ...adminClaims(), ver: tokenVersion + 1 }, SECRET))).status).toBe(401);
    expect((await adminCall(jwt.sign({ ...adminClaims(), typ: undefined }, SECRET))).status).toBe(401);
  });

  it('refuses a centre token on admin calls (401)', async () => {
    for (const path of [ADMIN_CALL, '/api/user/all', '/api/roles', '/api/accreditation/centres', '/api/reports/state-distribution', '/api/auth/profile', `/api/admin/schools/${centre.id}`]) {
      expect({ path, status: (await adminCall(centre.token, path)).status }).toEqual({ path, status: 401 });
    }
    // Even one claiming an admin's id: the kind of token decides.
    expect((await adminCall(jwt.sign({ sub: admin.id, typ: 'centre', ref: centre.reference, ver: tokenVersion }, SECRET))).status).toBe(401);
  });

  it('refuses an admin token on centre calls (401), including a super admin token', async () => {
    const superToken = await superAdminToken(app);
    for (const token of [admin.token!, superToken]) {
      expect((await centreCall(token)).status).toBe(401);
      expect((await app.request('POST', `/api/centre-registration/${centre.reference}/complete`, { token })).status).toBe(401);
      expect((await app.request('POST', '/api/centre-registration', { token, body: { ReferenceNumber: centre.reference } })).status).toBe(401);
    }
    // A forced-reset token opens neither side.
    const reset = jwt.sign({ sub: admin.id, typ: 'admin-reset', ver: tokenVersion }, SECRET);
    expect((await adminCall(reset)).status).toBe(401);
    expect((await centreCall(reset)).status).toBe(401);
  });

  it("refuses a centre token on another centre's calls (403) and with a forged reference (403)", async () => {
    const other = await seedCentre(app, { status: 'registration_approved' });
    expect((await centreCall(centre.token, other.reference)).status).toBe(403);
    expect((await app.request('POST', `/api/centre-registration/${other.reference}/complete`, { token: centre.token })).status).toBe(403);
  });

  it('refuses a deleted user on the next call (401), old tokens included', async () => {
    const victim = await createAdmin(app, { roles: roles.national() });
    expect((await adminCall(victim.token!)).status).toBe(200);
    const del = await app.request('DELETE', `/api/user/${victim.id}`, { token: await superAdminToken(app) });
    expect(del.status).toBe(200);
    expect((await adminCall(victim.token!)).status).toBe(401);
    expect((await adminCall(victim.token!, '/api/auth/profile')).status).toBe(401);
    expect((await app.request('POST', '/api/auth/login', { body: { email: victim.email, password: victim.password } })).status).toBe(401);
  });

  it('refuses a disabled (inactive) user on the next call (401)', async () => {
    const victim = await createAdmin(app, { roles: roles.national() });
    expect((await adminCall(victim.token!)).status).toBe(200);
    await app.db!.query('UPDATE users SET is_active = false WHERE id = $1', [victim.id]);
    expect((await adminCall(victim.token!)).status).toBe(401);
  });

  it('refuses a state admin whose state was removed on the next call, and shows the new state only after signing in again', async () => {
    const lagosCentre = await seedCentre(app, { state: 'Lagos' });
    const victim = await createAdmin(app, { roles: roles.state(['Lagos', 'Kano']) });
    expect((await adminCall(victim.token!, `/api/admin/schools/${lagosCentre.id}`)).status).toBe(200);
    const edit = await app.request('PUT', `/api/user/${victim.id}`, {
      token: await superAdminToken(app),
      body: { firstName: 'Test', lastName: 'Admin', email: victim.email, roles: roles.state(['Kano']) },
    });
    expect(edit.status).toBe(200);
    // The old token carried Lagos: it opens nothing any more.
    expect((await adminCall(victim.token!, `/api/admin/schools/${lagosCentre.id}`)).status).toBe(401);
    expect((await adminCall(victim.token!)).status).toBe(401);
    const fresh = await app.login(victim.email, victim.password);
    expect((await adminCall(fresh, `/api/admin/schools/${lagosCentre.id}`)).status).toBe(404);
    const list = await adminCall(fresh, `${ADMIN_CALL}?limit=1000`);
    expect(list.status).toBe(200);
    expect(list.body.data.schools.every((s: any) => s.State === 'Kano')).toBe(true);
  });

  it('refuses the holder of a deactivated role on the next call (403)', async () => {
    const superToken = await superAdminToken(app);
    const created = await app.request('POST', '/api/roles', {
      token: superToken,
      body: { roleName: 'jwt_reviewer', displayName: 'JWT reviewer', description: 'Made by the security suite', category: 'technical' },
    });
    expect(created.status).toBe(201);
    const holder = await createAdmin(app, { roles: roles.national('jwt_reviewer') });
    expect((await adminCall(holder.token!)).status).toBe(200);
    const off = await app.request('DELETE', `/api/roles/${created.body.data.id}`, { token: superToken });
    expect(off.status).toBe(200);
    // The active role names may be cached for a few seconds (users-roles spec: "within seconds").
    const deadline = Date.now() + 10_000;
    let status = 200;
    while (Date.now() < deadline && (status = (await adminCall(holder.token!)).status) === 200) await new Promise((r) => setTimeout(r, 250));
    expect(status).toBe(403);
  });
});
