import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MSG } from '#contracts';
import { seedCentre } from '../support/centre-factories.js';
import { accreditedCentre } from '../support/accreditation-factories.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const REFERENCE = /^JAMB-\d{4}-\d{8}$/;

const preRegistration = (overrides: Record<string, unknown> = {}) => ({
  CentreName: 'Bright Future CBT Centre',
  ownershipType: 'Private Institution',
  GovernmentId: `RC${randomBytes(4).toString('hex')}`,
  AdminName: 'Ada Obi',
  AdminEmail: `admin-${randomBytes(4).toString('hex')}@school.test`,
  AdminNumber: '+2348012345678, +2348098765432',
  State: 'Lagos',
  LocalGovernment: 'Ikeja',
  address: '12 Allen Avenue',
  ...overrides,
});

describe('public flow: geography, pre-registration and status look-up', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  describe('geography', () => {
    it('lists the 36 states and the FCT with 774 LGAs between them', async () => {
      const res = await app.request('GET', '/api/geography/states');
      expect(res.status).toBe(200);
      expect(res.body.data).toHaveLength(37);
      expect(res.body.data.reduce((sum: number, s: { lgaCount: number }) => sum + s.lgaCount, 0)).toBe(774);
      expect(res.body.data).toContainEqual({ name: 'FCT', lgaCount: 6 });
    });

    it("gives a state's LGAs by a loosely spelled name, and 404 for an unknown state", async () => {
      const lagos = await app.request('GET', '/api/geography/states/lagos%20state/lgas');
      expect(lagos.status).toBe(200);
      expect(lagos.body.data.state).toBe('Lagos');
      expect(lagos.body.data.lgas).toHaveLength(20);
      expect(lagos.body.data.lgas).toContain('Ikeja');
      const unknown = await app.request('GET', '/api/geography/states/Atlantis/lgas');
      expect(unknown.status).toBe(404);
      expect(unknown.body).toEqual({ success: false, message: MSG.unknownStateName });
    });
  });

  describe('pre-registration', () => {
    it('creates a pending centre, stores canonical names and the fixed exam body, and emails the reference', async () => {
      const body = preRegistration({ State: ' lagos state ', LocalGovernment: 'IKEJA', AdminEmail: `Mixed-${randomBytes(3).toString('hex')}@School.test`, examBody: 'WAEC', status: 'autotest_approved' });
      const res = await app.request('POST', '/api/school-registration/register', { body });
      expect(res.status).toBe(201);
      expect(res.body.success).toBe(true);
      expect(res.body.message).toBe(MSG.preRegistered);
      const email = (body.AdminEmail as string).toLowerCase();
      expect(res.body.data).toEqual({ registrationNumber: expect.stringMatching(REFERENCE), email, possibleDuplicate: false });

      const reference = res.body.data.registrationNumber as string;
      const { rows } = await app.db!.query('SELECT * FROM centres WHERE reference_number = $1', [reference]);
      expect(rows[0]).toMatchObject({ status: 'pending', source: 'public', exam_body: 'JAMB', state: 'Lagos', local_government: 'Ikeja', admin_email: email, centre_name: body.CentreName });
      const history = await app.db!.query('SELECT action, to_status, actor_type FROM centre_actions WHERE centre_id = $1', [rows[0].id]);
      expect(history.rows).toEqual([{ action: 'pre_registered', to_status: 'pending', actor_type: 'centre' }]);

      const mail = await app.mail.waitFor((m) => m.to.includes(email));
      expect(mail.text).toContain(reference);
      expect(mail.subject).toContain(body.CentreName as string);
    });

    it('answers every missing field with its message, in the form order, and stores nothing', async () => {
      const before = await app.db!.query('SELECT count(*)::int AS n FROM centres');
      const res = await app.request('POST', '/api/school-registration/register', { body: {} });
      expect(res.status).toBe(400);
      expect(res.body.success).toBe(false);
      expect(res.body.errors).toEqual([
        { path: 'CentreName', msg: MSG.centreNameRequired },
        { path: 'ownershipType', msg: MSG.fieldRequired('Ownership type') },
        { path: 'GovernmentId', msg: 'Government Number is required' },
        { path: 'AdminName', msg: MSG.fieldRequired('Admin name') },
        { path: 'AdminEmail', msg: MSG.adminEmailRequired },
        { path: 'AdminNumber', msg: MSG.phoneNumberRequired },
        { path: 'State', msg: MSG.fieldRequired('State') },
        { path: 'LocalGovernment', msg: MSG.fieldRequired('Local government') },
        { path: 'address', msg: MSG.fieldRequired('Address') },
      ]);
      const after = await app.db!.query('SELECT count(*)::int AS n FROM centres');
      expect(after.rows[0].n).toBe(before.rows[0].n);
    });

    it('labels the government number by ownership and checks the email, the ownership and lengths', async () => {
      const res = await app.request('POST', '/api/school-registration/register', {
        body: preRegistration({ GovernmentId: '  ', AdminEmail: 'not-an-email', CentreName: 'x'.repeat(201) }),
      });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([
        { path: 'CentreName', msg: MSG.tooLong('Centre name', 200) },
        { path: 'GovernmentId', msg: MSG.rcNumberRequired },
        { path: 'AdminEmail', msg: MSG.invalidEmail },
      ]);
      const ownership = await app.request('POST', '/api/school-registration/register', { body: preRegistration({ ownershipType: 'Church' }) });
      expect(ownership.status).toBe(400);
      expect(ownership.body.errors).toEqual([{ path: 'ownershipType', msg: MSG.invalidOption('Ownership type') }]);
    });

    it('refuses an unknown state, and an LGA of another state', async () => {
      const state = await app.request('POST', '/api/school-registration/register', { body: preRegistration({ State: 'Atlantis' }) });
      expect(state.status).toBe(400);
      expect(state.body.errors).toEqual([{ path: 'State', msg: MSG.unknownStateName }]);
      const lga = await app.request('POST', '/api/school-registration/register', { body: preRegistration({ State: 'Kano', LocalGovernment: 'Ikeja' }) });
      expect(lga.status).toBe(400);
      expect(lga.body.errors).toEqual([{ path: 'LocalGovernment', msg: MSG.unknownLga }]);
    });

    it('reads a body that is not an object as an empty form', async () => {
      const res = await app.request('POST', '/api/school-registration/register', { body: ['CentreName'] });
      expect(res.status).toBe(400);
      expect(res.body.errors[0]).toEqual({ path: 'CentreName', msg: MSG.centreNameRequired });
      const malformed = await app.request('POST', '/api/school-registration/register', { raw: '{"CentreName":', headers: { 'content-type': 'application/json' } });
      expect(malformed.status).toBe(400);
    });

    it('refuses the same Government/RC number and admin email twice (409), whatever their case', async () => {
      const body = preRegistration();
      expect((await app.request('POST', '/api/school-registration/register', { body })).status).toBe(201);
      const again = await app.request('POST', '/api/school-registration/register', {
        body: { ...body, GovernmentId: (body.GovernmentId as string).toLowerCase(), AdminEmail: (body.AdminEmail as string).toUpperCase(), CentreName: 'Another name' },
      });
      expect(again.status).toBe(409);
      expect(again.body).toEqual({ success: false, message: MSG.duplicateCentre });
      const { rows } = await app.db!.query('SELECT count(*)::int AS n FROM centres WHERE admin_email = $1', [body.AdminEmail]);
      expect(rows[0].n).toBe(1);
    });

    it('accepts the older alias names', async () => {
      const { CentreName, GovernmentId, AdminEmail, AdminNumber, address, LocalGovernment, ...rest } = preRegistration();
      const res = await app.request('POST', '/api/school-registration/register', {
        body: { ...rest, organizationName: CentreName, rcNumber: GovernmentId, emailAddress: AdminEmail, phoneNumbers: AdminNumber, contactAddress: address, lga: LocalGovernment },
      });
      expect(res.status).toBe(201);
      const { rows } = await app.db!.query('SELECT centre_name, government_id, admin_number, address, local_government FROM centres WHERE reference_number = $1', [
        res.body.data.registrationNumber,
      ]);
      expect(rows[0]).toEqual({ centre_name: CentreName, government_id: GovernmentId, admin_number: AdminNumber, address, local_government: LocalGovernment });
    });

    it('limits pre-registrations per admin email (5 an hour)', async () => {
      const AdminEmail = `busy-${randomBytes(4).toString('hex')}@school.test`;
      for (let i = 0; i < 5; i++) {
        const res = await app.request('POST', '/api/school-registration/register', { body: preRegistration({ AdminEmail }) });
        expect(res.status).toBe(201);
      }
      const sixth = await app.request('POST', '/api/school-registration/register', { body: preRegistration({ AdminEmail }) });
      expect(sixth.status).toBe(429);
      expect(sixth.body.message).toBe(MSG.tooManyRequests);
      expect(sixth.headers.get('retry-after')).toMatch(/^\d+$/);
    });
  });

  describe('status look-up', () => {
    it('finds a registration ignoring case and spaces, with the SPEC fields and no other personal data', async () => {
      const created = await app.request('POST', '/api/school-registration/register', { body: preRegistration() });
      const reference = created.body.data.registrationNumber as string;
      const res = await app.request('GET', `/api/school-registration/status/${encodeURIComponent(`  ${reference.toLowerCase()} `)}`);
      expect(res.status).toBe(200);
      expect(Object.keys(res.body.data).sort()).toEqual(
        [
          'accreditation',
          'adminFeedback',
          'autotestApprovalDate',
          'email',
          'isRegistrationComplete',
          'queryDetails',
          'registrationApprovalDate',
          'registrationDate',
          'registrationNumber',
          'rejectionReason',
          'schoolName',
          'status',
          'statusLabel',
          'timeline',
        ].sort(),
      );
      expect(res.body.data).toMatchObject({
        registrationNumber: reference,
        schoolName: 'Bright Future CBT Centre',
        // Masked as find-centre masks it (DECISIONS §8).
        email: `${created.body.data.email[0]}***@s***.test`,
        status: 'pending',
        statusLabel: 'Registration Pending',
        adminFeedback: null,
        isRegistrationComplete: false,
      });
      expect(res.body.data.timeline).toEqual([
        { step: 'submitted', state: 'done', date: res.body.data.registrationDate },
        { step: 'registration_approval', state: 'pending', date: null },
        { step: 'autotest_approval', state: 'pending', date: null },
        { step: 'accreditation', state: 'pending', date: null },
      ]);
      expect(res.body.data.accreditation).toBeNull();
    });

    it('answers 404 "No registration found" for an unknown number', async () => {
      const res = await app.request('GET', '/api/school-registration/status/JAMB-2026-00000000');
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ success: false, message: MSG.noRegistrationFound });
      const long = await app.request('GET', `/api/school-registration/status/${'9'.repeat(90)}`);
      expect(long.status).toBe(404);
    });

    it('keeps autotest approval pending until the detailed registration is complete', async () => {
      const centre = await seedCentre(app, { status: 'registration_approved' });
      const approved = await app.request('GET', `/api/school-registration/status/${centre.reference}`);
      expect(approved.body.data.statusLabel).toBe('Registration Approved');
      expect(approved.body.data.timeline[1]).toEqual({ step: 'registration_approval', state: 'done', date: approved.body.data.registrationApprovalDate });
      expect(approved.body.data.timeline[2]).toEqual({ step: 'autotest_approval', state: 'pending', date: null, waitingFor: 'detailed_registration' });

      await app.db!.query('UPDATE centres SET is_registration_complete = true WHERE id = $1', [centre.id]);
      const complete = await app.request('GET', `/api/school-registration/status/${centre.reference}`);
      expect(complete.body.data.timeline[2]).toEqual({ step: 'autotest_approval', state: 'pending', date: null });

      await app.db!.query(`UPDATE centres SET status = 'autotest_approved', autotest_approval_date = now() WHERE id = $1`, [centre.id]);
      const autotest = await app.request('GET', `/api/school-registration/status/${centre.reference}`);
      expect(autotest.body.data.timeline.map((t: { state: string }) => t.state)).toEqual(['done', 'done', 'done', 'pending']);
      expect(autotest.body.data.timeline[2].date).toBe(autotest.body.data.autotestApprovalDate);
    });

    it('shows where a rejection or a query stopped the registration, with the council texts', async () => {
      const rejected = await seedCentre(app, { status: 'pending' });
      await app.db!.query(`UPDATE centres SET status = 'rejected', rejection_reason = 'Incomplete documents' WHERE id = $1`, [rejected.id]);
      const res = await app.request('GET', `/api/school-registration/status/${rejected.reference}`);
      expect(res.body.data).toMatchObject({ status: 'rejected', rejectionReason: 'Incomplete documents' });
      expect(res.body.data.timeline.map((t: { state: string }) => t.state)).toEqual(['done', 'rejected', 'pending', 'pending']);

      const queried = await seedCentre(app, { status: 'registration_approved' });
      await app.db!.query(`UPDATE centres SET status = 'query', query_details = 'Send the GPS picture' WHERE id = $1`, [queried.id]);
      const query = await app.request('GET', `/api/school-registration/status/${queried.reference}`);
      expect(query.body.data).toMatchObject({ status: 'query', statusLabel: 'Query Sent', queryDetails: 'Send the GPS picture' });
      expect(query.body.data.timeline.map((t: { state: string }) => t.state)).toEqual(['done', 'done', 'query', 'pending']);
    });
  });

  // DECISIONS §10: Check Status leads with the accreditation's standing and, for an accredited
  // centre, its letter: the answer carries the non-personal facts the page needs for that.
  describe('status look-up of an accredited centre', () => {
    it('carries the standing, the end of validity and the letter code /verify/{code} checks', async () => {
      const { centre } = await accreditedCentre(app);
      let data: Record<string, any> = {};
      for (let tries = 0; tries < 120; tries++) {
        data = (await app.request('GET', `/api/school-registration/status/${centre.reference}`)).body.data;
        if (data.accreditation?.verificationCode) break;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      const { rows } = await app.db!.query('SELECT valid_until, letter_code FROM accreditations WHERE centre_id = $1', [centre.id]);
      expect(data.status).toBe('autotest_approved');
      expect(data.accreditation).toMatchObject({
        status: 'approved',
        standing: 'accredited',
        validUntil: new Date(rows[0].valid_until).toISOString(),
        verificationCode: rows[0].letter_code,
      });
      expect(rows[0].letter_code).toEqual(expect.any(String));
      const verified = await app.request('GET', `/api/public/verify/${encodeURIComponent(data.accreditation.verificationCode)}`);
      expect(verified.status).toBe(200);
      expect(verified.body.data.status).toBe('accredited');
    });

    it('gives no letter code while the accreditation is not in good standing', async () => {
      const { centre } = await accreditedCentre(app);
      await app.db!.query(`UPDATE accreditations SET standing = 'suspended', standing_changed_at = now() WHERE centre_id = $1`, [centre.id]);
      const res = await app.request('GET', `/api/school-registration/status/${centre.reference}`);
      expect(res.body.data.accreditation).toMatchObject({ standing: 'suspended', verificationCode: null });
      expect(res.body.data.accreditation.validUntil).toEqual(expect.any(String));
    });
  });

  it('logged no unexpected server error along the way', () => {
    expect(app.output()).not.toMatch(/ failed \[/);
  });
});
