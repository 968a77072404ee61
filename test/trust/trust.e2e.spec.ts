import { IDENTITY_FIELD_LABELS, MSG, TRUST_MSG } from '#contracts';
import { accreditedCentre, approveStage, initialise, passedAutotestCentre, saveConfig, stageApprovers, stageInput } from '../support/accreditation-factories.js';
import { ALL_DOCUMENT_TYPES, CODE_SUBJECT, codeOf, detailedRegistration, seedCentre, signedInCentre, type CreatedCentre } from '../support/centre-factories.js';
import { createAdmin, roles, superAdminToken, uniqueEmail } from '../support/factories.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

// DECISIONS §8 (docs/TRUST.md): what was accredited stays true.

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n' +
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

function pdfForm(documentType: string): FormData {
  const data = new FormData();
  data.append('files', new Blob([new Uint8Array(PDF)]), `${documentType}.pdf`);
  data.append('documentType', documentType);
  return data;
}

/** The seeded centre's identity, as the detailed registration form sends it back unchanged. */
function sameIdentity(centre: CreatedCentre): Record<string, unknown> {
  return detailedRegistration({
    CentreName: centre.centreName,
    GovernmentId: centre.governmentId,
    AdminEmail: centre.email,
    State: 'Lagos',
    LocalGovernment: 'Ikeja',
    address: '1 School Road',
    ownershipType: 'Private Institution',
  });
}

async function signIn(app: TestApp, centre: CreatedCentre): Promise<string> {
  const before = app.mail.messages.length;
  const sent = await app.request('POST', `/api/centre-registration/${centre.reference}/send-otp`);
  expect(sent.status).toBe(200);
  const mail = await app.mail.waitFor((m) => m.to.includes(centre.email) && CODE_SUBJECT.test(m.subject), undefined, before);
  const res = await app.request('POST', `/api/centre-registration/${centre.reference}/verify-otp`, { body: { otp: codeOf(mail) } });
  expect(res.status).toBe(200);
  return res.body.data.token;
}

async function letterReady(app: TestApp, centreId: string): Promise<string> {
  const deadline = Date.now() + 20000;
  for (;;) {
    const { rows } = await app.db!.query('SELECT letter_code FROM accreditations WHERE centre_id = $1 AND letter_stored_name IS NOT NULL', [centreId]);
    if (rows[0]) return rows[0].letter_code as string;
    if (Date.now() > deadline) throw new Error(`no letter for ${centreId}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function history(app: TestApp, centreId: string): Promise<Array<Record<string, any>>> {
  const res = await app.request('GET', `/api/admin/schools/${centreId}/actions`, { token: await superAdminToken(app) });
  expect(res.status).toBe(200);
  return Array.isArray(res.body.data) ? res.body.data : res.body.data.actions;
}

describe('trust: locked identity, snapshots, standing, the accreditation gate', () => {
  let app: TestApp;
  let su: string;

  beforeAll(async () => {
    app = await startTestApp();
    su = await superAdminToken(app);
    await saveConfig(app, 2);
  }, 60000);

  afterAll(async () => {
    await app?.close();
  });

  describe('locked identity after registration approval', () => {
    it('refuses each identity field from the centre session, naming it, and changes nothing', async () => {
      const centre = await signedInCentre(app);
      const changes: Record<string, unknown> = {
        CentreName: 'Renamed CBT Centre',
        GovernmentId: 'RC-OTHER-1',
        ownershipType: 'State/Government Institution',
        State: 'Kano',
        LocalGovernment: 'Eti-Osa',
        address: '9 Another Street',
        AdminEmail: uniqueEmail('hijack'),
      };
      for (const [field, value] of Object.entries(changes)) {
        const body = { ...sameIdentity(centre), [field]: value, ...(field === 'State' ? { LocalGovernment: 'Kano Municipal' } : {}) };
        const res = await app.request('POST', '/api/centre-registration', { token: centre.token, body });
        expect(res.status).toBe(409);
        expect(res.body.success).toBe(false);
        expect(res.body.message).toContain(IDENTITY_FIELD_LABELS[field as keyof typeof IDENTITY_FIELD_LABELS]);
      }
      const { rows } = await app.db!.query('SELECT centre_name, government_id, state, admin_email, address, ownership_type FROM centres WHERE id = $1', [centre.id]);
      expect(rows[0]).toEqual({ centre_name: centre.centreName, government_id: centre.governmentId, state: 'Lagos', admin_email: centre.email, address: '1 School Road', ownership_type: 'Private Institution' });
      // The rest of the form is the centre's to fill in.
      const ok = await app.request('POST', '/api/centre-registration', { token: centre.token, body: sameIdentity(centre) });
      expect(ok.status).toBe(200);
      const view = await app.request('GET', `/api/centre-registration/centre/${centre.reference}`, { token: centre.token });
      expect(view.body.data).toMatchObject({ identityLocked: true, readOnly: false });
    });

    it('makes details and documents read-only once complete, until a query reopens them', async () => {
      const centre = await signedInCentre(app);
      expect((await app.request('POST', `/api/centre-registration/${centre.reference}/upload`, { token: centre.token, raw: pdfForm('applicationLetter') })).status).toBe(201);
      expect((await app.request('POST', `/api/centre-registration/${centre.reference}/complete`, { token: centre.token })).status).toBe(200);

      const save = await app.request('POST', '/api/centre-registration', { token: centre.token, body: sameIdentity(centre) });
      expect(save.status).toBe(409);
      expect(save.body.message).toBe(TRUST_MSG.registrationReadOnly);
      const upload = await app.request('POST', `/api/centre-registration/${centre.reference}/upload`, { token: centre.token, raw: pdfForm('rcDocument') });
      expect(upload.status).toBe(409);
      expect((await app.db!.query('SELECT count(*)::int AS n FROM centre_documents WHERE centre_id = $1', [centre.id])).rows[0].n).toBe(1);

      const query = await app.request('PUT', `/api/admin/schools/${centre.id}/query`, { token: su, body: { queryDetails: 'Please add the RC document' } });
      expect(query.status).toBe(200);
      expect((await history(app, centre.id)).map((e) => e.action)).toContain('registration_reopened');
      expect((await app.request('POST', `/api/centre-registration/${centre.reference}/upload`, { token: centre.token, raw: pdfForm('rcDocument') })).status).toBe(201);
      expect((await app.request('POST', '/api/centre-registration', { token: centre.token, body: sameIdentity(centre) })).status).toBe(200);
    });
  });

  describe('identity change requests', () => {
    it('lets the centre ask; an admin in scope approves; the history and the email record it', async () => {
      const centre = await signedInCentre(app);
      const empty = await app.request('POST', `/api/centre-registration/${centre.reference}/change-requests`, { token: centre.token, body: { reason: 'x' } });
      expect(empty.status).toBe(400);
      const badLga = await app.request('POST', `/api/centre-registration/${centre.reference}/change-requests`, { token: centre.token, body: { State: 'Kano' } });
      expect(badLga.status).toBe(400);

      const asked = await app.request('POST', `/api/centre-registration/${centre.reference}/change-requests`, {
        token: centre.token,
        body: { State: 'Kano', LocalGovernment: 'Kano Municipal', address: '3 Zoo Road', reason: 'We moved' },
      });
      expect(asked.status).toBe(201);
      expect(asked.body.data).toMatchObject({ status: 'pending', changes: { State: 'Kano', LocalGovernment: 'Kano Municipal', address: '3 Zoo Road' }, previous: { State: 'Lagos' } });
      const again = await app.request('POST', `/api/centre-registration/${centre.reference}/change-requests`, { token: centre.token, body: { CentreName: 'Other' } });
      expect(again.status).toBe(409);

      const oyo = await createAdmin(app, { roles: roles.state(['Oyo']) });
      const outside = await app.request('PUT', `/api/admin/schools/${centre.id}/change-requests/${asked.body.data.id}/approve`, { token: oyo.token!, body: {} });
      expect(outside.status).toBe(404);
      const lagos = await createAdmin(app, { roles: roles.state(['Lagos']) });
      const detail = await app.request('GET', `/api/admin/schools/${centre.id}`, { token: lagos.token! });
      expect(detail.body.data.school.pendingChangeRequests).toBe(1);
      // DECISIONS §9: a move to Kano needs an admin whose states include Kano; the Lagos admin alone cannot.
      const lagosAlone = await app.request('PUT', `/api/admin/schools/${centre.id}/change-requests/${asked.body.data.id}/approve`, { token: lagos.token!, body: {} });
      expect(lagosAlone.status).toBe(403);
      expect(lagosAlone.body.message).toBe(TRUST_MSG.changeRequestNeedsDestinationScope('Kano'));
      expect((await app.db!.query('SELECT state FROM centres WHERE id = $1', [centre.id])).rows[0].state).toBe('Lagos');
      const both = await createAdmin(app, { roles: roles.state(['Lagos', 'Kano']) });
      const approved = await app.request('PUT', `/api/admin/schools/${centre.id}/change-requests/${asked.body.data.id}/approve`, { token: both.token!, body: {} });
      expect(approved.status).toBe(200);
      expect(approved.body.data.status).toBe('approved');
      // The centre is in Kano now: outside the Lagos admin's states.
      expect((await app.request('GET', `/api/admin/schools/${centre.id}`, { token: lagos.token! })).status).toBe(404);
      const twice = await app.request('PUT', `/api/admin/schools/${centre.id}/change-requests/${asked.body.data.id}/decline`, { token: su, body: { reason: 'no' } });
      expect(twice.status).toBe(409);

      const { rows } = await app.db!.query('SELECT state, local_government, address FROM centres WHERE id = $1', [centre.id]);
      expect(rows[0]).toEqual({ state: 'Kano', local_government: 'Kano Municipal', address: '3 Zoo Road' });
      const actions = (await history(app, centre.id)).map((e) => e.action);
      expect(actions).toEqual(expect.arrayContaining(['identity_change_requested', 'identity_change_approved']));
      await app.mail.waitFor((m) => m.to.includes(centre.email) && m.subject.startsWith('Change request approved'));
    });

    it('declines with a reason only, keeping the record', async () => {
      const centre = await signedInCentre(app);
      const asked = await app.request('POST', `/api/centre-registration/${centre.reference}/change-requests`, { token: centre.token, body: { AdminEmail: uniqueEmail('new') } });
      expect(asked.status).toBe(201);
      const noReason = await app.request('PUT', `/api/admin/schools/${centre.id}/change-requests/${asked.body.data.id}/decline`, { token: su, body: {} });
      expect(noReason.status).toBe(400);
      const declined = await app.request('PUT', `/api/admin/schools/${centre.id}/change-requests/${asked.body.data.id}/decline`, { token: su, body: { reason: 'Send a letter from the proprietor' } });
      expect(declined.status).toBe(200);
      expect((await app.db!.query('SELECT admin_email FROM centres WHERE id = $1', [centre.id])).rows[0].admin_email).toBe(centre.email);
      expect((await history(app, centre.id)).map((e) => e.action)).toContain('identity_change_declined');
      const mail = await app.mail.waitFor((m) => m.to.includes(centre.email) && m.subject.startsWith('Change request declined'));
      expect(mail.text).toContain('Send a letter from the proprietor');
    });

  });

  describe('the accreditation gate', () => {
    it('refuses a centre without a complete registration and every document, naming what is missing', async () => {
      const bare = await seedCentre(app, { status: 'autotest_approved', autotestDecision: 'approved', documents: ['applicationLetter'] });
      const res = await app.request('POST', `/api/accreditation/centres/${bare.id}/initialize`, { token: su });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(TRUST_MSG.accreditationGate([TRUST_MSG.gateRegistrationIncomplete, TRUST_MSG.gateMissingDocuments(['RC / Government Document', 'GPS Picture', 'Centre Picture'])]));
      expect((await app.db!.query('SELECT count(*)::int AS n FROM accreditations WHERE centre_id = $1', [bare.id])).rows[0].n).toBe(0);

      const oneMissing = await seedCentre(app, { status: 'autotest_approved', autotestDecision: 'approved', complete: true, documents: ['applicationLetter', 'rcDocument', 'gpsPicture'] });
      const missing = await app.request('POST', `/api/accreditation/centres/${oneMissing.id}/initialize`, { token: su });
      expect(missing.status).toBe(409);
      expect(missing.body.message).toBe(TRUST_MSG.accreditationGate([TRUST_MSG.gateMissingDocuments(['Centre Picture'])]));

      const ready = await passedAutotestCentre(app);
      expect((await app.request('POST', `/api/accreditation/centres/${ready.id}/initialize`, { token: su })).status).toBe(201);
    });
  });

  describe('snapshot and live standing', () => {
    let centre: CreatedCentre;
    let code: string;

    beforeAll(async () => {
      centre = (await accreditedCentre(app, { centreName: 'Ikorodu Snapshot Hall', state: 'Lagos', localGovernment: 'Ikorodu' })).centre;
      code = await letterReady(app, centre.id);
    }, 60000);

    it('shows the accreditation on the centre record (SPEC §3)', async () => {
      const res = await app.request('GET', `/api/admin/schools/${centre.id}`, { token: su });
      expect(res.body.data.school.accreditation).toMatchObject({
        status: 'approved',
        currentStage: 2,
        totalStagesRequired: 2,
        standing: 'accredited',
        snapshot: { CentreName: 'Ikorodu Snapshot Hall', State: 'Lagos', LocalGovernment: 'Ikorodu' },
      });
      expect(res.body.data.school.accreditation.approvals).toHaveLength(2);
    });

    it('keeps the verification page and the register on what was accredited, without contact details', async () => {
      // Even when the record changes later (an approved change request), the promise does not.
      await app.db!.query(`UPDATE centres SET centre_name = 'Renamed Later', state = 'Kano', local_government = 'Kano Municipal' WHERE id = $1`, [centre.id]);
      const verify = await app.request('GET', `/api/public/verify/${code}`);
      expect(verify.body.data).toMatchObject({ centreName: 'Ikorodu Snapshot Hall', state: 'Lagos', localGovernment: 'Ikorodu', status: 'accredited' });
      expect(verify.body.data.statusText).toMatch(/has been accredited by the council since \d{1,2} \w+ \d{4}/);
      const register = await app.request('GET', '/api/public/accredited-centres?limit=100');
      const entry = register.body.data.centres.find((c: any) => c.centreName === 'Ikorodu Snapshot Hall');
      expect(entry).toEqual({ id: centre.id, centreName: 'Ikorodu Snapshot Hall', state: 'Lagos', localGovernment: 'Ikorodu', accreditedAt: expect.any(String), standing: 'accredited', standingLabel: 'Accredited', validUntil: expect.any(String), underAppeal: false });
      expect(register.text).not.toContain('JAMB-');
      expect(register.text).not.toContain('@');
      expect(register.text).not.toContain('+234');
    });

    it('suspends on a rejected autotest after accreditation: the verify page says so in plain words', async () => {
      const res = await app.request('PUT', `/api/autotest/reference/${centre.reference}`, {
        token: su,
        body: { autotestCompletedDate: '2026-05-01', autotestExpectedCapacity: 100, autotestRealizedCapacity: 20, autotestScore: 20, autotestDecision: 'rejected' },
      });
      expect(res.status).toBe(200);
      const verify = await app.request('GET', `/api/public/verify/${code}`);
      expect(verify.body.data).toMatchObject({ status: 'suspended', statusLabel: 'Accreditation suspended' });
      expect(verify.body.data.statusText).toMatch(/accreditation was suspended on \d{1,2} \w+ \d{4}\. It may not hold examinations/);
      const register = await app.request('GET', '/api/public/accredited-centres?limit=100');
      // DECISIONS §9: a suspended centre stays on the register, marked as such, never as accredited.
      expect(register.body.data.centres.find((c: any) => c.centreName === 'Ikorodu Snapshot Hall')).toMatchObject({ standing: 'suspended', standingLabel: 'Suspended' });
      const entry = (await history(app, centre.id)).find((e) => e.action === 'accreditation_suspended');
      expect(entry).toMatchObject({ actor: 'system' });
      await app.mail.waitFor((m) => m.to.includes(centre.email) && m.subject.startsWith('Accreditation suspended'));
      const status = await app.request('GET', `/api/school-registration/status/${centre.reference}`);
      expect(status.body.data.accreditation).toMatchObject({ status: 'approved', standing: 'suspended' });
      expect(status.body.data.timeline.at(-1)).toMatchObject({ step: 'accreditation', state: 'suspended' });
    });

    it('lets only a super admin reinstate, suspend and revoke, each with a reason; revoked is final', async () => {
      const national = await createAdmin(app, { roles: roles.national() });
      const forbidden = await app.request('POST', `/api/accreditation/centres/${centre.id}/reinstate`, { token: national.token!, body: { reason: 'ok' } });
      expect(forbidden.status).toBe(403);
      const noReason = await app.request('POST', `/api/accreditation/centres/${centre.id}/reinstate`, { token: su, body: {} });
      expect(noReason.status).toBe(400);
      const reinstated = await app.request('POST', `/api/accreditation/centres/${centre.id}/reinstate`, { token: su, body: { reason: 'Passed a re-test' } });
      expect(reinstated.status).toBe(200);
      expect(reinstated.body.data.standing).toBe('accredited');
      expect((await app.request('GET', `/api/public/verify/${code}`)).body.data.status).toBe('accredited');
      const notSuspended = await app.request('POST', `/api/accreditation/centres/${centre.id}/reinstate`, { token: su, body: { reason: 'again' } });
      expect(notSuspended.status).toBe(409);

      const revoked = await app.request('POST', `/api/accreditation/centres/${centre.id}/revoke`, { token: su, body: { reason: 'Exam malpractice' } });
      expect(revoked.status).toBe(200);
      const verify = await app.request('GET', `/api/public/verify/${code}`);
      expect(verify.body.data).toMatchObject({ status: 'revoked', statusLabel: 'Accreditation revoked' });
      expect(verify.body.data.statusText).toMatch(/was revoked on/);
      expect((await app.request('POST', `/api/accreditation/centres/${centre.id}/reinstate`, { token: su, body: { reason: 'undo' } })).status).toBe(409);
      const actions = (await history(app, centre.id)).map((e) => e.action);
      expect(actions).toEqual(expect.arrayContaining(['accreditation_reinstated', 'accreditation_revoked']));
      await app.mail.waitFor((m) => m.to.includes(centre.email) && m.subject.startsWith('Accreditation revoked'));
    });
  });

  describe('the centre sees its outcome', () => {
    it('shows progress on check-status and lets the signed-in centre download its own letter', async () => {
      const { centre } = await accreditedCentre(app);
      await letterReady(app, centre.id);
      const status = await app.request('GET', `/api/school-registration/status/${centre.reference}`);
      expect(status.body.data.timeline.map((s: any) => s.step)).toEqual(['submitted', 'registration_approval', 'autotest_approval', 'accreditation']);
      expect(status.body.data.timeline.at(-1)).toMatchObject({ state: 'done' });
      const token = await signIn(app, centre);
      const view = await app.request('GET', `/api/centre-registration/centre/${centre.reference}`, { token });
      expect(view.body.data).toMatchObject({ hasLetter: true, accreditation: { standing: 'accredited' } });
      const res = await fetch(`${app.url}/api/centre-registration/${centre.reference}/letter`, { headers: { authorization: `Bearer ${token}` } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(Buffer.from(await res.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
      const other = await seedCentre(app, { status: 'autotest_approved' });
      expect((await app.request('GET', `/api/centre-registration/${other.reference}/letter`, { token })).status).toBe(403);
      expect((await app.request('GET', `/api/centre-registration/${centre.reference}/letter`, { token: su })).status).toBe(401);
    });

    it('shows stage progress while the accreditation runs', async () => {
      const centre = await passedAutotestCentre(app);
      await initialise(app, centre.id, su);
      const [first] = await stageApprovers(app, 1);
      await approveStage(app, centre.id, first!.token!);
      const status = await app.request('GET', `/api/school-registration/status/${centre.reference}`);
      expect(status.body.data.timeline.at(-1)).toMatchObject({ step: 'accreditation', state: 'in_progress', currentStage: 1, totalStagesRequired: 2, progress: 50 });
    });
  });

  describe('four-eyes as a setting, and the stage flags', () => {
    it('explains the block and names who may approve instead', async () => {
      const centre = await passedAutotestCentre(app);
      await initialise(app, centre.id, su);
      await approveStage(app, centre.id, su);
      const [other] = await stageApprovers(app, 1);
      const view = await app.request('GET', `/api/accreditation/centres/${centre.id}`, { token: su });
      expect(view.body.data).toMatchObject({ fourEyes: true, canApprove: false, canReject: true, blockedReason: TRUST_MSG.fourEyesBlocked('Stage 2') });
      expect(view.body.data.mayApproveInstead).toEqual(expect.arrayContaining([{ name: expect.stringContaining('Approver1'), email: other!.email }]));
      const refused = await app.request('POST', `/api/accreditation/centres/${centre.id}/approve`, { token: su, body: {} });
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe(MSG.fourEyes);
    });

    it('lets one person approve every stage when the configuration says so', async () => {
      const config = await saveConfig(app, 2, { configName: 'Small council' });
      const off = await app.request('POST', '/api/accreditation/config', {
        token: su,
        body: { configName: 'Small council', description: 'One approver', totalStagesRequired: 2, approvalStages: config.approvalStages, fourEyes: false },
      });
      expect(off.status).toBe(201);
      expect(off.body.data.fourEyes).toBe(false);
      const centre = await passedAutotestCentre(app);
      await initialise(app, centre.id, su);
      await approveStage(app, centre.id, su);
      const done = await approveStage(app, centre.id, su);
      expect(done).toMatchObject({ status: 'approved', standing: 'accredited' });
      await saveConfig(app, 2);
    });

    it('skips an inactive stage and lets the system approve an auto-approve stage, both in the history', async () => {
      await saveConfig(app, [stageInput(1, { isActive: false }), stageInput(2, { autoApprove: true }), stageInput(3)]);
      const centre = await passedAutotestCentre(app);
      const started = await initialise(app, centre.id, su);
      expect(started).toMatchObject({ status: 'in_progress', currentStage: 2 });
      expect(started.approvals).toEqual([expect.objectContaining({ stageNumber: 2, approverName: 'System (auto-approve)' })]);
      const actions = (await history(app, centre.id)).map((e) => e.action);
      expect(actions).toEqual(expect.arrayContaining(['accreditation_stage_skipped', 'accreditation_stage_auto_approved']));
      const done = await approveStage(app, centre.id, su);
      expect(done.status).toBe('approved');
      await saveConfig(app, 2);
    });
  });

  describe('creation through the status machine', () => {
    it('records an admin-created centre with its source and emails its admin the reference', async () => {
      const email = uniqueEmail('created');
      const res = await app.request('POST', '/api/centre-registration/simple', {
        token: su,
        body: { examBody: 'JAMB', CentreName: 'Admin Made Centre', GovernmentId: `RC-${Date.now()}`, AdminEmail: email, State: 'Lagos', LocalGovernment: 'Ikeja' },
      });
      expect(res.status).toBe(201);
      const id = res.body.data.centre._id;
      const [first] = (await history(app, id)).reverse();
      expect(first).toMatchObject({ action: 'created', toStatus: 'registration_approved', data: { source: 'admin' } });
      const mail = await app.mail.waitFor((m) => m.to.includes(email));
      expect(mail.text).toContain(res.body.data.referenceNumber);
    });

    it('emails each imported centre its reference and how to sign in, once', async () => {
      const email = uniqueEmail('imported');
      const form = new FormData();
      form.append('csvFile', new Blob([`CentreName,GovernmentId,AdminEmail,State,LocalGovernment\nImported Hall,RC-IMP-${Date.now()},${email},Lagos,Ikeja\n`], { type: 'text/csv' }), 'c.csv');
      const res = await app.request('POST', '/api/centre-registration/bulk-upload', { token: su, raw: form });
      expect(res.status).toBe(202);
      const mail = await app.mail.waitFor((m) => m.to.includes(email), 30000);
      expect(mail.subject).toBe('Your CBT centre is registered: Imported Hall');
      const { rows } = await app.db!.query('SELECT id, reference_number, status FROM centres WHERE admin_email = $1', [email]);
      expect(rows[0].status).toBe('registration_approved');
      expect(mail.text).toContain(rows[0].reference_number);
      const [first] = (await history(app, rows[0].id)).reverse();
      expect(first).toMatchObject({ action: 'imported', toStatus: 'registration_approved', data: expect.objectContaining({ source: 'import' }) });
      await new Promise((r) => setTimeout(r, 500));
      expect(app.mail.messages.filter((m) => m.to.includes(email))).toHaveLength(1);
    });
  });

  describe('possible duplicates', () => {
    it('tells the applicant, and flags both centres on the list and the detail', async () => {
      const existing = await seedCentre(app, { governmentId: `RC-DUP-${Date.now()}` });
      const res = await app.request('POST', '/api/school-registration/register', {
        body: {
          CentreName: 'Second Claim Centre',
          ownershipType: 'Private Institution',
          GovernmentId: existing.governmentId.toLowerCase(),
          AdminName: 'Bola Ade',
          AdminEmail: uniqueEmail('dup'),
          AdminNumber: '+2348011111111',
          State: 'Lagos',
          LocalGovernment: 'Ikeja',
          address: '2 Market Road',
        },
      });
      expect(res.status).toBe(201);
      expect(res.body.data).toMatchObject({ possibleDuplicate: true, duplicateNotice: TRUST_MSG.possibleDuplicate });
      const list = await app.request('GET', `/api/admin/schools?search=${encodeURIComponent(existing.governmentId)}&limit=10`, { token: su });
      expect(list.status).toBe(200);
      const flagged = list.body.data.schools.filter((s: any) => s.possibleDuplicate);
      expect(flagged.length).toBe(2);
      const detail = await app.request('GET', `/api/admin/schools/${existing.id}`, { token: su });
      expect(detail.body.data.school.possibleDuplicate).toBe(true);
      expect(detail.body.data.school.duplicates[0]).toMatchObject({ ReferenceNumber: res.body.data.registrationNumber });
      const fresh = await app.request('GET', `/api/admin/schools/${(await seedCentre(app)).id}`, { token: su });
      expect(fresh.body.data.school.possibleDuplicate).toBe(false);
      expect(MSG.duplicateCentre).toBeTruthy();
      expect(ALL_DOCUMENT_TYPES).toHaveLength(4);
    });
  });
});
