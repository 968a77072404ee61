import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { saveConfig } from '../support/accreditation-factories.js';
import { CODE_SUBJECT, detailedRegistration, FORM_IDENTITY_SEED, ownIdentity, seedCentre, signedInCentre } from '../support/centre-factories.js';
import { confirmationToken, createAdmin, recordResponses, registerAccount, roles, superAdminToken, uniqueEmail } from '../support/factories.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * Bodies cannot set what their caller does not own: status, version, reference numbers, roles,
 * levels, flags. Such fields are refused (400/403) or dropped; either way nothing of them is
 * stored. At the end, no response of the whole file carried a password, OTP or reset-token hash.
 */
const REFERENCE = /^JAMB-\d{4}-\d{8}$/;
const t = () => randomBytes(4).toString('hex');

/** Fields a caller must never be able to set on a centre. */
const centreOwned = (reference: string) => ({
  status: 'autotest_approved',
  version: 99,
  id: '00000000-0000-4000-8000-000000000000',
  ReferenceNumber: reference,
  referenceNumber: reference,
  hasPassedAutotest: true,
  autotestDecision: 'approved',
  autotestScore: 100,
  registrationApprovalDate: '2020-01-01',
  source: 'bulk',
  createdAt: '2000-01-01T00:00:00Z',
  documentCount: 7,
  examBody: 'WAEC',
  isRegistrationComplete: true,
});

const preRegistration = (overrides: Record<string, unknown> = {}) => ({
  CentreName: `Mass ${t()} CBT Centre`,
  ownershipType: 'Private Institution',
  GovernmentId: `RC${t()}`,
  AdminName: 'Ada Obi',
  AdminEmail: `mass-${t()}@school.test`,
  AdminNumber: '+2348012345678',
  State: 'Lagos',
  LocalGovernment: 'Ikeja',
  address: '12 Allen Avenue',
  ...overrides,
});


describe('security: mass assignment and secrets in responses', () => {
  let app: TestApp;
  let su: string;
  let recorder: ReturnType<typeof recordResponses>;
  const centreRow = async (id: string) => (await app.db!.query('SELECT * FROM centres WHERE id = $1', [id])).rows[0];
  const userRow = async (id: string) => (await app.db!.query('SELECT * FROM users WHERE id = $1', [id])).rows[0];

  beforeAll(async () => {
    app = await startTestApp();
    recorder = recordResponses(app);
    su = await superAdminToken(app);
  });
  afterAll(async () => {
    await app?.close();
  });

  describe('centres', () => {
    it('pre-registration with status autotest_approved, a version and a chosen reference stays pending, version 1, with its own reference', async () => {
      const other = await seedCentre(app);
      const res = await app.request('POST', '/api/school-registration/register', { body: { ...preRegistration(), ...centreOwned(other.reference) } });
      expect(res.status).toBe(201);
      const reference = res.body.data.registrationNumber as string;
      expect(reference).toMatch(REFERENCE);
      expect(reference).not.toBe(other.reference);
      const { rows } = await app.db!.query('SELECT * FROM centres WHERE reference_number = $1', [reference]);
      expect(rows[0]).toMatchObject({ status: 'pending', version: 1, source: 'public', exam_body: 'JAMB', autotest_decision: null, autotest_score: null, document_count: 0, is_registration_complete: false });
      expect(rows[0].id).not.toBe('00000000-0000-4000-8000-000000000000');
      expect(rows[0].registration_approval_date).toBeNull();
      expect((await centreRow(other.id)).status).toBe('pending');
    });

    it('refuses prototype-poisoning keys in JSON bodies (400) and stores nothing', async () => {
      const before = (await app.db!.query('SELECT count(*)::int AS n FROM centres')).rows[0].n;
      const base = JSON.stringify(preRegistration()).slice(0, -1);
      for (const extra of ['"__proto__":{"status":"autotest_approved"}', '"constructor":{"prototype":{"status":"autotest_approved"}}']) {
        const res = await app.request('POST', '/api/school-registration/register', { raw: `${base},${extra}}`, headers: { 'content-type': 'application/json' } });
        expect(res.status).toBe(400);
      }
      expect((await app.db!.query('SELECT count(*)::int AS n FROM centres')).rows[0].n).toBe(before);
    });

    it("registration save naming another centre's ReferenceNumber is 403, under any alias or case, and changes neither centre", async () => {
      const centre = await signedInCentre(app);
      const other = await seedCentre(app, { status: 'registration_approved' });
      for (const body of [
        detailedRegistration({ ReferenceNumber: other.reference }),
        detailedRegistration({ ReferenceNumber: other.reference.toLowerCase() }),
        detailedRegistration({ ReferenceNumber: ` ${other.reference} ` }),
      ]) {
        const res = await app.request('POST', '/api/centre-registration', { token: centre.token, body });
        expect({ status: res.status, body: body.ReferenceNumber }).toEqual({ status: 403, body: body.ReferenceNumber });
      }
      const basic = await app.request('POST', '/api/centre-registration/basic', { token: centre.token, body: detailedRegistration({ ReferenceNumber: other.reference }) });
      expect([403, 404]).toContain(basic.status);
      expect((await centreRow(centre.id)).version).toBe(1);
      expect((await centreRow(other.id)).version).toBe(1);
    });

    it('registration save ignores status, version, autotest and approval fields', async () => {
      const centre = await signedInCentre(app, FORM_IDENTITY_SEED);
      const approvedAt = (await centreRow(centre.id)).registration_approval_date;
      const { ReferenceNumber: _r, referenceNumber: _rr, ...owned } = centreOwned(centre.reference);
      const res = await app.request('POST', '/api/centre-registration', { token: centre.token, body: detailedRegistration({ ...ownIdentity(centre), ...owned, ReferenceNumber: centre.reference }) });
      expect(res.status).toBe(200);
      const row = await centreRow(centre.id);
      expect(row).toMatchObject({ status: 'registration_approved', autotest_decision: null, autotest_score: null, exam_body: 'JAMB', reference_number: centre.reference, document_count: 0, is_registration_complete: false, registration_approval_date: approvedAt });
      expect(row.version).toBe(2);
    });

    it('admin decisions ignore a status in the body: query stays query, approve stays registration_approved', async () => {
      const a = await seedCentre(app);
      const query = await app.request('PUT', `/api/admin/schools/${a.id}/query`, { token: su, body: { queryDetails: 'Fix it', status: 'autotest_approved', version: 50, toStatus: 'autotest_approved' } });
      expect(query.status).toBe(200);
      expect(await centreRow(a.id)).toMatchObject({ status: 'query', version: 2 });
      const b = await seedCentre(app);
      const approve = await app.request('PUT', `/api/admin/schools/${b.id}/approve`, { token: su, body: { status: 'autotest_approved', hasPassedAutotest: true } });
      expect(approve.status).toBe(200);
      expect(await centreRow(b.id)).toMatchObject({ status: 'registration_approved', autotest_decision: null, version: 2 });
    });

    it('admin simple create ignores status, reference and exam body', async () => {
      const other = await seedCentre(app);
      const res = await app.request('POST', '/api/centre-registration/simple', { token: su, body: { ...preRegistration(), ...centreOwned(other.reference) } });
      expect(res.status).toBe(201);
      const reference = JSON.stringify(res.body.data).match(/JAMB-\d{4}-\d{8}/)![0];
      expect(reference).not.toBe(other.reference);
      const { rows } = await app.db!.query('SELECT * FROM centres WHERE reference_number = $1', [reference]);
      expect(rows[0]).toMatchObject({ status: 'registration_approved', version: 1, exam_body: 'JAMB', autotest_decision: null, document_count: 0 });
    });

    it('an autotest result cannot set the status or hasPassedAutotest against its decision', async () => {
      const c = await seedCentre(app, { status: 'autotest_approved' });
      const res = await app.request('PUT', `/api/autotest/reference/${c.reference}`, {
        token: su,
        body: { autotestCompletedDate: '2026-01-10', autotestExpectedCapacity: 250, autotestRealizedCapacity: 100, autotestScore: 20, autotestDecision: 'rejected', hasPassedAutotest: true, status: 'registration_approved', ReferenceNumber: 'JAMB-2026-00000000' },
      });
      expect(res.status).toBe(200);
      expect(res.body.data.hasPassedAutotest).toBe(false);
      expect(await centreRow(c.id)).toMatchObject({ status: 'autotest_approved', autotest_decision: 'rejected', reference_number: c.reference });
    });

    it('an accreditation configuration ignores a chosen version, id and active flag', async () => {
      await saveConfig(app, 1);
      const res = await app.request('POST', '/api/accreditation/config', {
        token: su,
        body: { configName: 'Mass', description: 'Mass', totalStagesRequired: 1, version: 999, id: '00000000-0000-4000-8000-000000000000', isActive: false, createdBy: 'someone', approvalStages: [{ stageNumber: 1, stageName: 'One', description: 'One', requiredRoles: ['admin'] }] },
      });
      expect(res.status).toBe(201);
      expect(res.body.data.version).not.toBe(999);
      expect(res.body.data.id).not.toBe('00000000-0000-4000-8000-000000000000');
      const active = await app.request('GET', '/api/accreditation/config', { token: su });
      expect(active.body.data.version).toBe(res.body.data.version);
    });
  });

  describe('users and roles', () => {
    it('registration ignores roles, levels and flags: the account holds no role and must sign in with its own password', async () => {
      const email = uniqueEmail('mass');
      const res = await app.request('POST', '/api/auth/register', {
        body: {
          firstName: 'Mass', lastName: 'Assign', email, password: 'Regist3r@Pass', gender: 'MALE',
          roles: roles.superAdmin(), role: 'superadmin', adminLevel: 'national', isSuperAdmin: true, isActive: true,
          tokenVersion: 5, shouldResetPassword: false, passwordHash: '$argon2id$v=19$m=1,t=1,p=1$x$y', deletedAt: null,
        },
      });
      expect([201, 400]).toContain(res.status);
      if (res.status === 201) {
        // The account is made when the emailed link is opened (DECISIONS §9); nothing of the body but the names, email, gender and password is kept.
        expect((await app.request('POST', '/api/auth/confirm-registration', { body: { token: await confirmationToken(app, email) } })).status).toBe(200);
        const { rows: [{ id }] } = await app.db!.query(`SELECT id FROM users WHERE email = $1 AND deleted_at IS NULL`, [email]);
        const row = await userRow(id);
        expect(row.roles).toEqual([]);
        expect(row.token_version).toBe(0);
        expect(row.password_hash).not.toBe('$argon2id$v=19$m=1,t=1,p=1$x$y');
        const token = await app.login(email, 'Regist3r@Pass');
        expect((await app.request('GET', '/api/admin/schools', { token })).status).toBe(403);
        expect((await app.request('GET', '/api/user/all', { token })).status).toBe(403);
      }
    });

    it('a national admin cannot create or promote national or super admins (403), nor by the legacy fields', async () => {
      const national = await createAdmin(app, { roles: roles.national() });
      const create = (body: Record<string, unknown>) =>
        app.request('POST', '/api/user', { token: national.token!, body: { firstName: 'N', lastName: 'A', email: uniqueEmail('n'), password: 'Admin-Pass1', gender: 'MALE', ...body } });
      expect((await create({ roles: roles.superAdmin() })).status).toBe(403);
      expect((await create({ roles: roles.national() })).status).toBe(403);
      expect((await create({ role: 'superadmin', adminLevel: 'national' })).status).toBe(403);
      expect((await create({ role: 'admin', adminLevel: 'national' })).status).toBe(403);

      const target = await createAdmin(app, { roles: roles.state(['Lagos']), login: false });
      const base = { firstName: 'T', lastName: 'U', email: target.email };
      for (const body of [{ roles: roles.superAdmin() }, { roles: roles.national() }, { role: 'superadmin', adminLevel: 'national' }, { adminLevel: 'national' }]) {
        const res = await app.request('PUT', `/api/user/${target.id}`, { token: national.token!, body: { ...base, ...body } });
        expect({ body, status: res.status }).toEqual({ body, status: 403 });
      }
      expect((await app.request('POST', `/api/user/${target.id}/roles`, { token: national.token!, body: { role: 'superadmin', level: 'national' } })).status).toBe(403);
      expect((await userRow(target.id)).roles).toEqual(roles.state(['Lagos']));
      // Nor raise themselves.
      const self = await app.request('PUT', `/api/user/${national.id}`, { token: national.token!, body: { firstName: 'N', lastName: 'A', email: national.email, roles: roles.superAdmin() } });
      expect(self.status).toBe(403);
      expect((await userRow(national.id)).roles).toEqual(roles.national());
    });

    it('a state admin changes no user, not even themselves (403)', async () => {
      const lagos = await createAdmin(app, { roles: roles.state(['Lagos']) });
      const res = await app.request('PUT', `/api/user/${lagos.id}`, { token: lagos.token!, body: { firstName: 'S', lastName: 'A', email: lagos.email, roles: roles.national() } });
      expect(res.status).toBe(403);
      expect((await app.request('POST', `/api/user/${lagos.id}/roles`, { token: lagos.token!, body: { role: 'superadmin', level: 'national' } })).status).toBe(403);
      expect((await userRow(lagos.id)).roles).toEqual(roles.state(['Lagos']));
    });

    it('a no-role account cannot give itself a role', async () => {
      const account = await registerAccount(app);
      const res = await app.request('PUT', `/api/user/${account.id}`, { token: account.token!, body: { firstName: 'R', lastName: 'A', email: account.email, roles: roles.superAdmin() } });
      expect(res.status).toBe(403);
      expect((await userRow(account.id)).roles).toEqual([]);
    });

    it('a user edit ignores password, flags and token version, even from a super admin', async () => {
      const target = await createAdmin(app, { roles: roles.state(['Lagos']) });
      const before = await userRow(target.id);
      const res = await app.request('PUT', `/api/user/${target.id}`, {
        token: su,
        body: { firstName: 'T', lastName: 'U', email: target.email, password: 'Hijack-Pass1', passwordHash: 'x', isSuperAdmin: true, tokenVersion: 0, isActive: true, deletedAt: null, shouldResetPassword: false },
      });
      expect(res.status).toBe(200);
      const after = await userRow(target.id);
      expect(after.password_hash).toBe(before.password_hash);
      expect(after.roles).toEqual(roles.state(['Lagos']));
      expect(after.token_version).toBe(before.token_version);
      expect((await app.request('POST', '/api/auth/login', { body: { email: target.email, password: 'Hijack-Pass1' } })).status).toBe(401);
    });

    it('a role edit keeps its name and system flag', async () => {
      const list = await app.request('GET', '/api/roles', { token: su });
      const admin = list.body.data.find((r: any) => r.roleName === 'admin');
      const res = await app.request('PUT', `/api/roles/${admin.id}`, { token: su, body: { displayName: admin.displayName, description: admin.description, roleName: 'superadmin', isSystem: false } });
      expect([200, 400, 403]).toContain(res.status);
      const { rows } = await app.db!.query('SELECT role_name, is_system FROM system_roles WHERE id = $1', [admin.id]);
      expect(rows[0]).toEqual({ role_name: 'admin', is_system: true });
    });
  });

  describe('secrets never leave the server', () => {
    it('walks the flows that make password, OTP and reset-token hashes, reading every user and centre view', async () => {
      const national = await createAdmin(app, { roles: roles.national() });
      await app.request('POST', '/api/auth/forgot-password', { body: { email: national.email } });
      await app.mail.waitFor((m) => m.to.includes(national.email));
      const centre = await signedInCentre(app);
      await app.request('POST', `/api/centre-registration/${centre.reference}/send-otp`);
      await app.request('POST', `/api/centre-registration/${centre.reference}/verify-otp`, { body: { otp: '000000' } });
      for (const path of ['/api/user/all?limit=100', '/api/auth/profile', '/api/admin/schools?limit=100', `/api/admin/schools/${centre.id}`, `/api/admin/schools/${centre.id}/actions`, '/api/admin/dashboard', '/api/roles']) {
        expect((await app.request('GET', path, { token: su })).status).toBe(200);
      }
      await app.request('GET', '/api/admin/schools/export/csv', { token: su });
      await app.request('GET', `/api/centre-registration/centre/${centre.reference}`, { token: centre.token });
      await app.request('GET', `/api/centre-registration/${centre.reference}`);
      await app.request('GET', `/api/school-registration/status/${centre.reference}`);
      await app.request('POST', '/api/auth/login', { body: { email: national.email, password: national.password } });
    });

    it('no response of this file carried a password, OTP or reset-token hash', async () => {
      expect(recorder.secrets()).toEqual([]);
      const hashes = [
        ...(await app.db!.query('SELECT password_hash AS h FROM users')).rows,
        ...(await app.db!.query('SELECT code_hash AS h FROM centre_otps')).rows,
        ...(await app.db!.query('SELECT token_hash AS h FROM password_reset_tokens')).rows,
      ].map((r) => String(r.h));
      expect(hashes.length).toBeGreaterThan(5);
      const all = recorder.texts.join('\n');
      expect(recorder.texts.length).toBeGreaterThan(40);
      for (const hash of hashes) expect(all.includes(hash)).toBe(false);
      expect(all).not.toMatch(/code_?hash|token_?hash|tokenVersion|token_version|\$2[aby]\$/i);
    });
  });
});
