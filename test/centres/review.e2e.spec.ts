import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CENTRE_ACTIONS, CENTRE_STATUS_LABELS, CENTRE_STATUSES, MSG, type CentreAction, type CentreStatus } from '#contracts';
import { seedCentre, type CreatedCentre } from '../support/centre-factories.js';
import { createAdmin, roles, type CreatedAdmin } from '../support/factories.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

// SPEC §4's table and §8's texts, written out by hand so the spec checks the server, not itself.
/** No centre of this suite has an accreditation (DECISIONS §10 counts them beside the registration). */
const NO_ACCREDITATIONS = { in_progress: 0, accredited: 0, suspended: 0, revoked: 0, expired: 0, withdrawn: 0, rejected: 0 };

const ALLOWED: Record<CentreStatus, Partial<Record<CentreAction, CentreStatus>>> = {
  pending: { approve: 'registration_approved', reject: 'rejected', query: 'query' },
  registration_approved: { 'approve-autotest': 'autotest_approved', reject: 'rejected', query: 'query', reset: 'pending' },
  autotest_approved: { 'repost-to-autotest': 'autotest_approved', query: 'query', reset: 'pending' },
  rejected: { query: 'query', reset: 'pending' },
  query: { approve: 'registration_approved', reject: 'rejected', reset: 'pending' },
};
const LABEL: Record<CentreAction, string> = {
  approve: 'approve for registration',
  'approve-autotest': 'approve for autotest',
  reject: 'reject',
  query: 'query',
  reset: 'reset',
  'repost-to-autotest': 'repost to autotest',
};
const SUCCESS: Record<CentreAction, string> = {
  approve: 'Centre approved for registration successfully!',
  'approve-autotest': 'Centre approved for autotest successfully!',
  reject: 'Centre rejected successfully!',
  query: 'Query sent successfully!',
  reset: 'Centre reset to pending status successfully!',
  'repost-to-autotest': MSG.repostedToAutotest,
};
const MAIL_SUBJECT: Partial<Record<CentreAction, string>> = {
  approve: 'Approved for registration',
  'approve-autotest': 'Approved for autotest',
  reject: 'Registration not approved',
  query: 'Additional information required',
};
const BODY_FIELD: Record<CentreAction, string | null> = {
  approve: 'autotestInstructions',
  'approve-autotest': 'autotestInstructions',
  reject: 'rejectionReason',
  query: 'queryDetails',
  reset: 'resetReason',
  'repost-to-autotest': null,
};
const NOTE: Record<CentreAction, string | null> = { approve: 'instructions', 'approve-autotest': 'instructions', reject: 'reason', query: 'details', reset: 'reason', 'repost-to-autotest': null };
const MAIL_EVENTS = ['centre.registration_approved', 'centre.autotest_approved', 'centre.rejected', 'centre.queried'];

const methodOf = (action: CentreAction) => (action === 'repost-to-autotest' ? 'POST' : 'PUT');

describe('centre review', () => {
  let app: TestApp;
  let national: CreatedAdmin;
  let lagosAdmin: CreatedAdmin;

  const act = (centre: { id: string }, action: CentreAction, body?: Record<string, unknown>, token = national.token!, headers?: Record<string, string>) =>
    app.request(methodOf(action), `/api/admin/schools/${centre.id}/${action}`, { token, body, headers });
  const detail = (centre: { id: string }, token = national.token!) => app.request('GET', `/api/admin/schools/${centre.id}`, { token });
  const actions = async (centre: { id: string }) => (await app.request('GET', `/api/admin/schools/${centre.id}/actions`, { token: national.token! })).body.data.actions;
  const mailEvents = async (centre: { id: string }) =>
    Number((await app.db!.query(`SELECT count(*) FROM outbox_events WHERE payload->>'centreId' = $1 AND type = ANY($2)`, [centre.id, MAIL_EVENTS])).rows[0].count);

  beforeAll(async () => {
    app = await startTestApp();
    national = await createAdmin(app, { roles: roles.national(), firstName: 'Nkechi' });
    lagosAdmin = await createAdmin(app, { roles: roles.state(['Lagos']) });
  });
  afterAll(async () => {
    await app?.close();
  });

  describe('statistics and dashboard', () => {
    it('counts by status over the caller’s states and lists the newest activity', async () => {
      const seeded: CreatedCentre[] = [];
      for (const status of ['pending', 'pending', 'registration_approved', 'autotest_approved', 'rejected', 'query'] as const) seeded.push(await seedCentre(app, { status }));
      const kano = await seedCentre(app, { status: 'pending', state: 'Kano', localGovernment: 'Fagge' });
      expect((await act(seeded[0]!, 'approve', { autotestInstructions: 'Bring ID' })).status).toBe(200);

      const stats = await app.request('GET', '/api/admin/statistics', { token: national.token! });
      expect(stats.status).toBe(200);
      expect(stats.body.data.statistics).toEqual({ total: 7, pending: 2, approved: 3, registration_approved: 2, autotest_approved: 1, rejected: 1, query: 1, accreditation: NO_ACCREDITATIONS });
      const lagos = await app.request('GET', '/api/admin/statistics', { token: lagosAdmin.token! });
      expect(lagos.body.data.statistics).toEqual({ total: 6, pending: 1, approved: 3, registration_approved: 2, autotest_approved: 1, rejected: 1, query: 1, accreditation: NO_ACCREDITATIONS });

      const dashboard = await app.request('GET', '/api/admin/dashboard', { token: national.token! });
      expect(dashboard.body.data.statistics).toEqual(stats.body.data.statistics);
      const recent = dashboard.body.data.recentActivity;
      expect(recent).toHaveLength(8);
      expect(recent[0]).toMatchObject({
        centreId: seeded[0]!.id,
        centreName: seeded[0]!.centreName,
        reference: seeded[0]!.reference,
        action: 'approve',
        fromStatus: 'pending',
        toStatus: 'registration_approved',
        actor: { id: national.id, email: national.email, name: 'Nkechi Admin' },
        instructions: 'Bring ID',
      });
      const ats = recent.map((e: any) => e.at);
      expect([...ats].sort().reverse()).toEqual(ats);
      const lagosRecent = (await app.request('GET', '/api/admin/dashboard', { token: lagosAdmin.token! })).body.data.recentActivity;
      expect(lagosRecent).toHaveLength(7);
      expect(lagosRecent.map((e: any) => e.centreId)).not.toContain(kano.id);
    });
  });

  describe('GET /admin/schools/{id}', () => {
    it('answers the centre with its documents, the allowed actions and the capacity verdict', async () => {
      const centre = await seedCentre(app, { status: 'autotest_approved' });
      await app.db!.query('UPDATE centres SET autotest_expected_capacity = 100, autotest_realized_capacity = 70 WHERE id = $1', [centre.id]);
      const res = await detail(centre);
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({
        school: { _id: centre.id, ReferenceNumber: centre.reference, registrationNumber: centre.reference, CentreName: centre.centreName, status: 'autotest_approved', uploadedDocuments: {} },
        allowedActions: ['query', 'reset', 'repost-to-autotest'],
        capacityPerformance: { label: 'Fair', percent: 70 },
        canResendRegistrationApproval: true,
        canResendAutotestApproval: true,
        version: 1,
      });
      expect(res.body.data.school).not.toHaveProperty('version');
    });

    it('shows approve-autotest to national admins only', async () => {
      const centre = await seedCentre(app, { status: 'registration_approved' });
      expect((await detail(centre)).body.data).toMatchObject({ allowedActions: ['approve-autotest', 'reject', 'query', 'reset'], canResendAutotestApproval: false, capacityPerformance: null });
      expect((await detail(centre, lagosAdmin.token!)).body.data.allowedActions).toEqual(['reject', 'query', 'reset']);
    });

    it('is 404 for an unknown or malformed id', async () => {
      for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', "1'; DROP TABLE centres;--"]) {
        const res = await detail({ id: encodeURIComponent(id) });
        expect(res.status).toBe(404);
        expect(res.body).toEqual({ success: false, message: MSG.centreNotFound });
      }
    });
  });

  describe('transitions (SPEC §4, every status and action)', () => {
    const cases = CENTRE_STATUSES.flatMap((status) => CENTRE_ACTIONS.map((action) => [status, action] as const));

    it.each(cases)('%s + %s', async (status, action) => {
      const centre = await seedCentre(app, { status, documents: action === 'approve-autotest' ? 1 : 0 });
      const text = `Text for ${action} on ${status} ${centre.reference}`;
      const field = BODY_FIELD[action];
      const res = await act(centre, action, field ? { [field]: `  ${text}  ` } : undefined);
      const to = ALLOWED[status][action];
      const history = await actions(centre);
      if (!to) {
        expect(res.status).toBe(409);
        expect(res.body).toEqual({ success: false, message: MSG.transitionNotAllowed(LABEL[action], CENTRE_STATUS_LABELS[status]) });
        expect((await detail(centre)).body.data.school.status).toBe(status);
        expect(history).toHaveLength(1);
        expect(await mailEvents(centre)).toBe(0);
        return;
      }
      expect(res.status).toBe(200);
      expect(res.body.message).toBe(SUCCESS[action]);
      expect(res.body.data.school.status).toBe(to);
      expect(res.body.data.version).toBe(2);
      expect(res.body.data.allowedActions).toEqual(Object.keys(ALLOWED[to]).filter((a) => a !== 'approve-autotest' || to === 'registration_approved').sort((a, b) => CENTRE_ACTIONS.indexOf(a as CentreAction) - CENTRE_ACTIONS.indexOf(b as CentreAction)));
      expect(history).toHaveLength(2);
      expect(history[0]).toMatchObject({ action, fromStatus: status, toStatus: to, actor: { id: national.id, email: national.email } });
      if (NOTE[action]) expect(history[0][NOTE[action]!]).toBe(text);
      const school = res.body.data.school;
      if (action === 'approve') expect(school).toMatchObject({ autotestInstructions: text, adminFeedback: text, rejectionReason: null, queryDetails: null });
      if (action === 'approve') expect(Date.parse(school.registrationApprovalDate)).toBeGreaterThan(Date.now() - 60000);
      if (action === 'approve-autotest') expect(Date.parse(school.autotestApprovalDate)).toBeGreaterThan(Date.now() - 60000);
      if (action === 'reject') expect(school).toMatchObject({ rejectionReason: text, adminFeedback: text });
      if (action === 'query') expect(school).toMatchObject({ queryDetails: text, adminFeedback: text });
      if (action === 'reset') expect(school).toMatchObject({ adminFeedback: text, registrationApprovalDate: null, autotestApprovalDate: null, rejectionReason: null });
      if (action === 'repost-to-autotest') expect(Date.parse(school.repostedToAutotestAt)).toBeGreaterThan(Date.now() - 60000);
      const subject = MAIL_SUBJECT[action];
      if (subject) {
        const mail = await app.mail.waitFor((m) => m.to.includes(centre.email) && m.subject.startsWith(subject));
        expect(mail.text).toContain(text);
        expect(mail.text).toContain(centre.reference);
      }
      expect(await mailEvents(centre)).toBe(subject ? 1 : 0);
    });
  });

  describe('rules', () => {
    it.each([
      ['reject', 'rejectionReason', 'Rejection reason'],
      ['query', 'queryDetails', 'Query details'],
      ['reset', 'resetReason', 'Reset reason'],
    ] as const)('%s needs a non-blank %s and changes nothing without it', async (action, field, label) => {
      const centre = await seedCentre(app, { status: 'registration_approved' });
      for (const body of [undefined, {}, { [field]: '   ' }, { [field]: 42 }, { [field]: null }]) {
        const res = await act(centre, action, body);
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ success: false, errors: [{ path: field, msg: MSG.reasonRequired(label) }] });
      }
      const long = await act(centre, action, { [field]: 'x'.repeat(2001) });
      expect(long.body.errors).toEqual([{ path: field, msg: MSG.tooLong(label, 2000) }]);
      expect((await detail(centre)).body.data).toMatchObject({ version: 1, school: { status: 'registration_approved' } });
      expect(await actions(centre)).toHaveLength(1);
    });

    it('answers malformed bodies with 400 and changes nothing', async () => {
      const centre = await seedCentre(app, { status: 'pending' });
      const raw = (action: CentreAction, body: string, type = 'application/json') =>
        app.request('PUT', `/api/admin/schools/${centre.id}/${action}`, { token: national.token!, raw: body, headers: { 'content-type': type } });
      for (const body of ['[]', 'null', '"text"', '123', '{"rejectionReason":', '{"rejectionReason":["a"]}', '{"rejectionReason":{"$gt":""}}']) {
        const res = await raw('reject', body);
        expect([body, res.status, res.body.success]).toEqual([body, 400, false]);
      }
      expect((await raw('reject', 'rejectionReason=x', 'text/plain')).status).toBeLessThan(500);
      expect((await raw('approve', '{"autotestInstructions":[1,2]}')).body.errors).toEqual([{ path: 'autotestInstructions', msg: MSG.textExpected('Autotest instructions') }]);
      expect((await detail(centre)).body.data).toMatchObject({ version: 1, school: { status: 'pending' } });
    });

    it('takes approve without instructions and keeps the feedback fields as they were', async () => {
      const centre = await seedCentre(app, { status: 'query' });
      const res = await act(centre, 'approve', { autotestInstructions: '   ', status: 'autotest_approved', version: 99 });
      expect(res.status).toBe(200);
      expect(res.body.data.school).toMatchObject({ status: 'registration_approved', autotestInstructions: null });
      expect((await actions(centre))[0]).not.toHaveProperty('instructions');
      const mail = await app.mail.waitFor((m) => m.to.includes(centre.email));
      expect(mail.subject).toBe(`Approved for registration: ${centre.centreName}`);
    });

    it('lets only national admins approve for autotest', async () => {
      const centre = await seedCentre(app, { status: 'registration_approved' });
      const res = await act(centre, 'approve-autotest', { autotestInstructions: 'Tuesday 9am' }, lagosAdmin.token!);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ success: false, message: 'Only national admins can approve centres for autotest.' });
      expect((await detail(centre)).body.data.school.status).toBe('registration_approved');
      expect((await act(centre, 'reject', { rejectionReason: 'Incomplete' }, lagosAdmin.token!)).status).toBe(200);
    });
  });

  describe('concurrency', () => {
    it('lets one of twenty simultaneous decisions on the version they saw win', async () => {
      const centre = await seedCentre(app, { status: 'pending' });
      const version = (await detail(centre)).body.data.version;
      const calls = Array.from({ length: 20 }, (_, i) => {
        const action = (['approve', 'reject', 'query'] as const)[i % 3]!;
        return act(centre, action, { [BODY_FIELD[action]!]: `Decision ${i}` }, national.token!, { 'if-match': `"${version}"` });
      });
      const results = await Promise.all(calls);
      expect(results.map((r) => r.status).sort()).toEqual([200, ...Array(19).fill(409)]);
      expect(results.filter((r) => r.status === 409).map((r) => r.body.message)).toEqual(Array(19).fill(MSG.concurrentChange));
      expect(await actions(centre)).toHaveLength(2);
      expect(await mailEvents(centre)).toBe(1);
      expect((await detail(centre)).body.data.version).toBe(version + 1);
    });

    it('applies one of twenty simultaneous approvals without If-Match', async () => {
      const centre = await seedCentre(app, { status: 'pending' });
      const results = await Promise.all(Array.from({ length: 20 }, () => act(centre, 'approve', {})));
      expect(results.map((r) => r.status).sort()).toEqual([200, ...Array(19).fill(409)]);
      expect(await actions(centre)).toHaveLength(2);
      expect(await mailEvents(centre)).toBe(1);
    });

    it('refuses a stale or unreadable If-Match', async () => {
      const centre = await seedCentre(app, { status: 'pending' });
      const stale = await act(centre, 'query', { queryDetails: 'Why?' }, national.token!, { 'if-match': '"7"' });
      expect(stale.status).toBe(409);
      expect(stale.body.message).toBe(MSG.concurrentChange);
      const bad = await act(centre, 'query', { queryDetails: 'Why?' }, national.token!, { 'if-match': 'yesterday' });
      expect(bad.status).toBe(400);
      expect(bad.body.errors).toEqual([{ path: 'If-Match', msg: MSG.ifMatchInvalid }]);
      expect((await act(centre, 'query', { queryDetails: 'Why?' }, national.token!, { 'if-match': 'W/"1"' })).status).toBe(200);
    });
  });

  describe('resending approval emails', () => {
    const resend = (centre: { id: string }, kind: 'registration' | 'autotest') =>
      app.request('POST', `/api/admin/schools/${centre.id}/resend-${kind}-approval`, { token: national.token! });

    it('sends the registration approval again while the approval stands', async () => {
      const centre = await seedCentre(app, { status: 'pending' });
      await act(centre, 'approve', { autotestInstructions: 'Bring the RC certificate' });
      await app.mail.waitFor((m) => m.to.includes(centre.email));
      const res = await resend(centre, 'registration');
      expect(res.status).toBe(200);
      expect(res.body.message).toBe(MSG.registrationEmailResent);
      const deadline = Date.now() + 15000;
      while (app.mail.to(centre.email).length < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      const mails = app.mail.to(centre.email);
      expect(mails).toHaveLength(2);
      expect(mails[1]!.subject).toBe(mails[0]!.subject);
      expect(mails[1]!.text).toContain('Bring the RC certificate');
      expect((await actions(centre))[0]).toMatchObject({ action: 'resend_registration_approval', fromStatus: 'registration_approved', toStatus: 'registration_approved' });
      const autotest = await resend(centre, 'autotest');
      expect(autotest.status).toBe(409);
      expect(autotest.body.message).toBe(MSG.transitionNotAllowed('resend the autotest approval email for', 'Registration Approved'));
    });

    it('sends the autotest approval again for an autotest-approved centre only', async () => {
      const approved = await seedCentre(app, { status: 'autotest_approved' });
      const res = await resend(approved, 'autotest');
      expect(res.status).toBe(200);
      expect(res.body.message).toBe(MSG.autotestEmailResent);
      await app.mail.waitFor((m) => m.to.includes(approved.email) && m.subject.startsWith('Approved for autotest'));
      expect((await resend(approved, 'registration')).status).toBe(200);
      expect((await actions(approved)).slice(0, 2).map((e: any) => e.action)).toEqual(['resend_registration_approval', 'resend_autotest_approval']);
      for (const status of ['pending', 'rejected', 'query'] as const) {
        const centre = await seedCentre(app, { status });
        expect([(await resend(centre, 'registration')).status, (await resend(centre, 'autotest')).status]).toEqual([409, 409]);
      }
    });
  });

  describe('GET /admin/schools/{id}/actions', () => {
    it('lists every entry newest first in the DECISIONS §5 shape', async () => {
      const centre = await seedCentre(app, { status: 'pending' });
      await act(centre, 'query', { queryDetails: 'Send your CAC papers' });
      await act(centre, 'reject', { rejectionReason: 'No reply' }, lagosAdmin.token!);
      await act(centre, 'reset', { resetReason: 'Papers arrived' });
      const list = await actions(centre);
      expect(list.map((e: any) => e.action)).toEqual(['reset', 'reject', 'query', 'pre_registered']);
      expect(list[0]).toEqual({
        id: expect.any(String),
        action: 'reset',
        fromStatus: 'rejected',
        toStatus: 'pending',
        actor: { id: national.id, email: national.email, name: 'Nkechi Admin' },
        reason: 'Papers arrived',
        at: expect.any(String),
        hash: expect.stringMatching(/^[0-9a-f]{64}$/),
      });
      expect(list[1]).toMatchObject({ actor: { id: lagosAdmin.id }, reason: 'No reply' });
      expect(list[2]).toMatchObject({ details: 'Send your CAC papers' });
      expect(list[3].actor).toBe('system');
    });
  });
});
