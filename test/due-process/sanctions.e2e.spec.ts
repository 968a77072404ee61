import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { councilDay, SANCTION_MSG } from '#contracts';
import { accreditedCentre, saveConfig } from '../support/accreditation-factories.js';
import { CODE_SUBJECT, codeOf, seedCentre, type CreatedCentre } from '../support/centre-factories.js';
import { createAdmin, roles, superAdminToken, type CreatedAdmin } from '../support/factories.js';
import { clockNow, passTime } from '../support/lifecycle-api.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const DAY = 24 * 3600_000;

/**
 * Sanctions and notices of proposal (DECISIONS §10 "Due process", docs/DUE-PROCESS.md): a warning, a
 * suspension until a date (lifted by the clock or by reinstate), a revocation and a delisting for a
 * period are decisions with reasons and a right of appeal; a non-urgent suspension or revocation is
 * first a notice with a representations window the centre answers in its session. Bad input is a
 * worded 4xx that changes nothing.
 */
describe('due process: sanctions and notices of proposal', () => {
  let app: TestApp;
  let su: string;
  let kanoAdmin: CreatedAdmin;

  beforeAll(async () => {
    app = await startTestApp({ env: { TEST_CLOCK: '1', RATE_LIMIT_FACTOR: '1000' } });
    su = await superAdminToken(app);
    await saveConfig(app, 2);
    kanoAdmin = await createAdmin(app, { roles: roles.state(['Kano']), firstName: 'Kabiru' });
  }, 120_000);

  afterAll(async () => {
    await app?.close();
  });

  async function signIn(centre: CreatedCentre): Promise<string> {
    const before = app.mail.messages.length;
    const sent = await app.request('POST', `/api/centre-registration/${centre.reference}/send-otp`);
    expect(sent.status).toBe(200);
    const mail = await app.mail.waitFor((m) => m.to.includes(centre.email) && CODE_SUBJECT.test(m.subject), undefined, before);
    const res = await app.request('POST', `/api/centre-registration/${centre.reference}/verify-otp`, { body: { otp: codeOf(mail) } });
    expect(res.status).toBe(200);
    return res.body.data.token;
  }

  const sanction = (centreId: string, body: unknown, token = su) => app.request('POST', `/api/accreditation/centres/${centreId}/sanctions`, { token, body });
  const sanctions = (centreId: string, token = su) => app.request('GET', `/api/accreditation/centres/${centreId}/sanctions`, { token });
  const decideNotice = (centreId: string, noticeId: string, body: unknown) => app.request('POST', `/api/accreditation/centres/${centreId}/notices/${noticeId}/decision`, { token: su, body });
  const represent = (centre: CreatedCentre, token: string, noticeId: string, body: unknown) =>
    app.request('POST', `/api/centre-registration/${centre.reference}/notices/${noticeId}/representations`, { token, body });
  const standing = async (centreId: string) => (await app.db!.query(`SELECT standing FROM accreditations WHERE centre_id = $1 AND status = 'approved'`, [centreId])).rows[0]?.standing as string;
  const counts = async () => {
    const { rows } = await app.db!.query(`SELECT (SELECT count(*)::int FROM centre_decisions) AS decisions, (SELECT count(*)::int FROM centre_notices) AS notices`);
    return rows[0] as { decisions: number; notices: number };
  };
  const dayAfter = async (days: number) => councilDay(new Date((await clockNow(app)).getTime() + days * DAY));

  it('a warning is a decision with reasons and the right of appeal; the centre is emailed in its language', async () => {
    const centre = await seedCentre(app, { status: 'registration_approved' });
    await app.db!.query(`UPDATE centres SET language = 'yo' WHERE id = $1`, [centre.id]);
    const before = app.mail.messages.length;
    const res = await sanction(centre.id, { kind: 'warning', reasons: 'Candidates were seated too close together.' });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(SANCTION_MSG.imposed.warning);
    expect(res.body.data.notice).toBeNull();
    expect(res.body.data.decision).toMatchObject({ kind: 'warning', reasons: 'Candidates were seated too close together.', appealable: true });
    const mail = await app.mail.waitFor((m) => m.to.includes(centre.email) && m.text.includes('Candidates were seated too close together.'), undefined, before);
    expect(mail.subject).toMatch(/Ìkìlọ̀/);
    const token = await signIn(centre);
    const mine = await app.request('GET', `/api/centre-registration/${centre.reference}/decisions`, { token });
    expect(mine.body.data[0]).toMatchObject({ kind: 'warning', appealable: true });
    expect(new Date(mine.body.data[0].appealUntil).getTime() - new Date(mine.body.data[0].at).getTime()).toBe(28 * DAY);
  });

  it('an urgent suspension until a date takes effect at once and the clock lifts it on that day', async () => {
    const { centre } = await accreditedCentre(app);
    const until = await dayAfter(5);
    const res = await sanction(centre.id, { kind: 'suspension', reasons: 'Question papers were found outside the hall.', urgent: true, until });
    expect(res.status).toBe(201);
    expect(res.body.data.decision).toMatchObject({ kind: 'suspension', until: expect.any(String) });
    expect(councilDay(new Date(res.body.data.decision.until))).toBe(until);
    expect(await standing(centre.id)).toBe('suspended');
    await passTime(app, 2);
    expect(await standing(centre.id)).toBe('suspended');
    await passTime(app, 4);
    expect(await standing(centre.id)).toBe('accredited');
    const history = await app.request('GET', `/api/admin/schools/${centre.id}/actions`, { token: su });
    const entries = (Array.isArray(history.body.data) ? history.body.data : history.body.data.actions) as Array<{ action: string }>;
    expect(entries.map((e) => e.action)).toEqual(expect.arrayContaining(['accreditation_suspended', 'accreditation_reinstated']));
  });

  it("when the clock lifts a suspension the centre is emailed in its language that the suspension ended on its day (not the council's reinstatement)", async () => {
    const { centre } = await accreditedCentre(app);
    await app.db!.query(`UPDATE centres SET language = 'ha' WHERE id = $1`, [centre.id]);
    const until = await dayAfter(3);
    expect((await sanction(centre.id, { kind: 'suspension', reasons: 'Broken fire exits.', urgent: true, until })).status).toBe(201);
    const before = app.mail.messages.length;
    await passTime(app, 4);
    expect(await standing(centre.id)).toBe('accredited');
    const mail = await app.mail.waitFor((m) => m.to.includes(centre.email) && /Dakatarwa ta ƙare/.test(m.subject), undefined, before);
    expect(mail.text).toContain(`ta ƙare a ranar ${until}`);
    expect(mail.text).not.toMatch(/reinstated/i);
  });

  it('a suspension until a date is lifted earlier by reinstate, and the clock then leaves it alone', async () => {
    const { centre } = await accreditedCentre(app);
    const res = await sanction(centre.id, { kind: 'suspension', reasons: 'Power failures during the exam.', urgent: true, until: await dayAfter(3) });
    expect(res.status).toBe(201);
    expect((await app.request('POST', `/api/accreditation/centres/${centre.id}/reinstate`, { token: su, body: { reason: 'Generator replaced.' } })).status).toBe(200);
    expect(await standing(centre.id)).toBe('accredited');
    const { rows } = await app.db!.query(`SELECT suspended_until FROM accreditations WHERE centre_id = $1 AND status = 'approved'`, [centre.id]);
    expect(rows[0].suspended_until).toBeNull();
  });

  it('a non-urgent suspension is a notice first: the centre makes representations within the window, then staff decide seeing them', async () => {
    const { centre } = await accreditedCentre(app);
    const before = app.mail.messages.length;
    const proposed = await sanction(centre.id, { kind: 'suspension', reasons: 'Repeated late starts.' });
    expect(proposed.status).toBe(201);
    expect(proposed.body.message).toBe(SANCTION_MSG.noticeSent);
    expect(proposed.body.data.decision).toBeNull();
    const notice = proposed.body.data.notice;
    expect(notice).toMatchObject({ kind: 'suspension', status: 'open', reasons: 'Repeated late starts.', representations: null });
    expect(new Date(notice.representationsUntil).getTime() - new Date(notice.proposedAt).getTime()).toBe(14 * DAY);
    expect(await standing(centre.id)).toBe('accredited');
    await app.mail.waitFor((m) => m.to.includes(centre.email) && /Notice of proposed suspension/.test(m.subject), undefined, before);

    // Too early: the window is open and nothing has been said yet.
    const early = await decideNotice(centre.id, notice.id, { outcome: 'imposed', reasons: 'No answer.' });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(SANCTION_MSG.windowOpen(councilDay(new Date(notice.representationsUntil))));

    const token = await signIn(centre);
    const mine = await app.request('GET', `/api/centre-registration/${centre.reference}/notices`, { token });
    expect(mine.body.data).toEqual([expect.objectContaining({ id: notice.id, open: true })]);
    const blank = await represent(centre, token, notice.id, { representations: '  ' });
    expect(blank.status).toBe(400);
    expect(blank.body.errors).toEqual([{ path: 'representations', msg: SANCTION_MSG.representationsRequired }]);
    const sent = await represent(centre, token, notice.id, { representations: 'The buses were late; we now start at 8.' });
    expect(sent.status).toBe(201);
    expect(sent.body.data).toMatchObject({ representations: 'The buses were late; we now start at 8.', open: false });
    const again = await represent(centre, token, notice.id, { representations: 'More.' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(SANCTION_MSG.alreadyRepresented);

    const staff = await sanctions(centre.id);
    expect(staff.body.data.notices[0]).toMatchObject({ id: notice.id, representations: 'The buses were late; we now start at 8.' });
    const c = await counts();
    const badOutcome = await decideNotice(centre.id, notice.id, { outcome: 'maybe', reasons: '' });
    expect(badOutcome.status).toBe(400);
    expect(await counts()).toEqual(c);

    const imposed = await decideNotice(centre.id, notice.id, { outcome: 'imposed', reasons: 'Late starts continued after the explanation.' });
    expect(imposed.status).toBe(200);
    expect(imposed.body.data.notice).toMatchObject({ status: 'imposed' });
    expect(imposed.body.data.decision).toMatchObject({ kind: 'suspension', reasons: 'Late starts continued after the explanation.' });
    expect(await standing(centre.id)).toBe('suspended');
    const twice = await decideNotice(centre.id, notice.id, { outcome: 'withdrawn', reasons: 'Changed my mind.' });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(SANCTION_MSG.noticeDecided('imposed'));
  });

  it('representations after the window are refused with the day it ended; staff may then decide; a withdrawn notice changes nothing', async () => {
    const { centre } = await accreditedCentre(app);
    const proposed = await sanction(centre.id, { kind: 'revocation', reasons: 'Impersonation ring.' });
    expect(proposed.status).toBe(201);
    const notice = proposed.body.data.notice;
    const token = await signIn(centre);
    await passTime(app, 15);
    const c = await counts();
    const late = await represent(centre, token, notice.id, { representations: 'We object.' });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(SANCTION_MSG.windowClosed(councilDay(new Date(notice.representationsUntil))));
    expect(await counts()).toEqual(c);
    const unknown = await represent(centre, token, '00000000-0000-4000-8000-000000000000', { representations: 'We object.' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(SANCTION_MSG.noticeNotFound);

    const withdrawn = await decideNotice(centre.id, notice.id, { outcome: 'withdrawn', reasons: 'The police cleared the centre.' });
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.data).toMatchObject({ notice: { status: 'withdrawn' }, decision: null });
    expect(await standing(centre.id)).toBe('accredited');
  });

  it('an urgent revocation takes effect at once with its reasons and right of appeal', async () => {
    const { centre } = await accreditedCentre(app);
    const res = await sanction(centre.id, { kind: 'revocation', reasons: 'The centre sold exam answers.', urgent: true });
    expect(res.status).toBe(201);
    expect(res.body.data.decision).toMatchObject({ kind: 'revocation', appealable: true });
    expect(await standing(centre.id)).toBe('revoked');
  });

  it('a delisted GovernmentId or AdminEmail cannot pre-register while the delisting lasts (worded 409), and can afterwards', async () => {
    const centre = await seedCentre(app, { status: 'rejected' });
    const until = await dayAfter(10);
    const res = await sanction(centre.id, { kind: 'delisting', reasons: 'Forged documents.', until });
    expect(res.status).toBe(201);
    expect(res.body.data.decision).toMatchObject({ kind: 'delisting' });
    const body = (overrides: Record<string, string>) => ({
      CentreName: 'Second Try CBT Centre',
      ownershipType: 'Private Institution',
      GovernmentId: `RC${randomBytes(4).toString('hex')}`,
      AdminName: 'Ada Obi',
      AdminEmail: `admin-${randomBytes(4).toString('hex')}@school.test`,
      AdminNumber: '+2348012345678',
      State: 'Lagos',
      LocalGovernment: 'Ikeja',
      address: '12 Allen Avenue',
      ...overrides,
    });
    const before = Number((await app.db!.query('SELECT count(*)::int AS n FROM centres')).rows[0].n);
    const byId = await app.request('POST', '/api/school-registration/register', { body: body({ GovernmentId: centre.governmentId.toLowerCase() }) });
    expect(byId.status).toBe(409);
    expect(byId.body).toEqual({ success: false, message: SANCTION_MSG.delisted(until) });
    const byEmail = await app.request('POST', '/api/school-registration/register', { body: body({ AdminEmail: centre.email.toUpperCase() }) });
    expect(byEmail.status).toBe(409);
    expect(Number((await app.db!.query('SELECT count(*)::int AS n FROM centres')).rows[0].n)).toBe(before);
    await passTime(app, 11);
    const after = await app.request('POST', '/api/school-registration/register', { body: body({ GovernmentId: centre.governmentId }) });
    expect(after.status).toBe(201);
  });

  it('a delisting allowed on appeal is set aside: the GovernmentId may pre-register again at once', async () => {
    const centre = await seedCentre(app, { status: 'rejected' });
    const delisted = await sanction(centre.id, { kind: 'delisting', reasons: 'Forged documents.', until: await dayAfter(30) });
    expect(delisted.status).toBe(201);
    const token = await signIn(centre);
    const lodged = await app.request('POST', `/api/centre-registration/${centre.reference}/appeals`, { token, body: { decisionId: delisted.body.data.decision.id, grounds: 'The documents were genuine.' } });
    expect(lodged.status).toBe(201);
    const decider = await createAdmin(app, { roles: roles.national(), firstName: 'Dayo' });
    const allowed = await app.request('POST', `/api/appeals/${lodged.body.data.id}/decision`, { token: decider.token!, body: { outcome: 'allowed', reasons: 'The registry confirmed them.' } });
    expect(allowed.status).toBe(200);
    expect((await sanctions(centre.id)).body.data.delistedUntil).toBeNull();
    const body = {
      CentreName: 'Cleared CBT Centre',
      ownershipType: 'Private Institution',
      GovernmentId: centre.governmentId,
      AdminName: 'Ada Obi',
      AdminEmail: `admin-${randomBytes(4).toString('hex')}@school.test`,
      AdminNumber: '+2348012345678',
      State: 'Lagos',
      LocalGovernment: 'Ikeja',
      address: '12 Allen Avenue',
    };
    expect((await app.request('POST', '/api/school-registration/register', { body })).status).toBe(201);
  });

  it('bad input and wrong states are worded 4xx that change nothing; out of scope is 403 or 404', async () => {
    const { centre } = await accreditedCentre(app);
    const c = await counts();
    const cases: Array<[unknown, number, string]> = [
      [{ kind: 'fine', reasons: 'x' }, 400, 'kind'],
      [{ kind: 'warning', reasons: '' }, 400, 'reasons'],
      [{ kind: 'delisting', reasons: 'x' }, 400, 'until'],
      [{ kind: 'delisting', reasons: 'x', until: '2001-01-01' }, 400, 'until'],
      [{ kind: 'suspension', reasons: 'x', urgent: true, until: 'soon' }, 400, 'until'],
      [{ kind: 'warning', reasons: 'x', urgent: 'yes' }, 400, 'urgent'],
    ];
    for (const [body, status, path] of cases) {
      const res = await sanction(centre.id, body);
      expect(res.status).toBe(status);
      expect(res.body.success).toBe(false);
      expect(res.body.errors.map((e: { path: string }) => e.path)).toContain(path);
    }
    expect((await sanction(centre.id, { kind: 'revocation', reasons: 'x', urgent: true })).status).toBe(201);
    const c2 = await counts();
    const suspendRevoked = await sanction(centre.id, { kind: 'suspension', reasons: 'x' });
    expect(suspendRevoked.status).toBe(409);
    expect(suspendRevoked.body.message).toBe(SANCTION_MSG.notApplicable('suspension', 'Revoked'));
    expect(await counts()).toEqual(c2);
    expect(c2.decisions).toBe(c.decisions + 1);

    const pending = await seedCentre(app, { status: 'pending' });
    const noAccreditation = await sanction(pending.id, { kind: 'suspension', reasons: 'x', urgent: true });
    expect(noAccreditation.status).toBe(409);
    expect(noAccreditation.body.message).toBe(SANCTION_MSG.noAccreditation);

    const forbidden = await sanction(centre.id, { kind: 'warning', reasons: 'x' }, kanoAdmin.token!);
    expect(forbidden.status).toBe(403);
    const missing = await sanction('00000000-0000-4000-8000-000000000000', { kind: 'warning', reasons: 'x' });
    expect(missing.status).toBe(404);
    const missingNotice = await decideNotice(centre.id, '00000000-0000-4000-8000-000000000000', { outcome: 'withdrawn', reasons: 'x' });
    expect(missingNotice.status).toBe(404);
    expect(await counts()).toEqual(c2);
  });

  it('representationsDays of the configuration sets the window of later notices', async () => {
    const current = (await app.request('GET', '/api/accreditation/config', { token: su })).body.data;
    expect(current.representationsDays).toBe(14);
    const bad = await app.request('POST', '/api/accreditation/config', { token: su, body: { ...current, representationsDays: 0 } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual(expect.arrayContaining([{ path: 'representationsDays', msg: SANCTION_MSG.representationsDaysRange }]));
    const saved = await app.request('POST', '/api/accreditation/config', { token: su, body: { ...current, representationsDays: 7 } });
    expect(saved.status).toBe(201);
    try {
      const { centre } = await accreditedCentre(app);
      const notice = (await sanction(centre.id, { kind: 'suspension', reasons: 'Dirty halls.' })).body.data.notice;
      expect(new Date(notice.representationsUntil).getTime() - new Date(notice.proposedAt).getTime()).toBe(7 * DAY);
    } finally {
      expect((await app.request('POST', '/api/accreditation/config', { token: su, body: { ...current, representationsDays: 14 } })).status).toBe(201);
    }
  });
});
