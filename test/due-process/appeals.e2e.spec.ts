import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DUE_PROCESS_MSG, TOOK_PART_ROLES } from '#contracts';
import { accreditedCentre, saveConfig } from '../support/accreditation-factories.js';
import { CODE_SUBJECT, codeOf, seedCentre, type CreatedCentre } from '../support/centre-factories.js';
import { createAdmin, roles, superAdminToken, type CreatedAdmin } from '../support/factories.js';
import { passTime } from '../support/lifecycle-api.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const DAY = 24 * 3600_000;

/**
 * Due process (DECISIONS §10, docs/DUE-PROCESS.md): every decision against a centre carries its
 * reasons and its right of appeal; the centre appeals once within the deadline from its session;
 * staff who took no part decide; an allowed appeal reverses the decision through the machines; the
 * register and /verify say "under appeal" while one is open. Bad input is a worded 4xx changing nothing.
 */
describe('due process: decisions and appeals', () => {
  let app: TestApp;
  let su: string;
  /** National admins: each holds appeals.decide. */
  let deciderA: CreatedAdmin;
  let deciderB: CreatedAdmin;
  let deciderC: CreatedAdmin;
  let kanoAdmin: CreatedAdmin;

  beforeAll(async () => {
    app = await startTestApp({ env: { TEST_CLOCK: '1', RATE_LIMIT_FACTOR: '1000' } });
    su = await superAdminToken(app);
    await saveConfig(app, 2);
    deciderA = await createAdmin(app, { roles: roles.national(), firstName: 'Amina' });
    deciderB = await createAdmin(app, { roles: roles.national(), firstName: 'Bola' });
    deciderC = await createAdmin(app, { roles: roles.national(), firstName: 'Chidi' });
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

  async function rejected(by: CreatedAdmin, reason = 'The centre has too few working computers.'): Promise<{ centre: CreatedCentre; token: string; decisionId: string }> {
    const centre = await seedCentre(app, { status: 'pending' });
    const res = await app.request('PUT', `/api/admin/schools/${centre.id}/reject`, { token: by.token!, body: { rejectionReason: reason } });
    expect(res.status).toBe(200);
    const token = await signIn(centre);
    const decisions = await app.request('GET', `/api/centre-registration/${centre.reference}/decisions`, { token });
    expect(decisions.status).toBe(200);
    return { centre, token, decisionId: decisions.body.data[0].id };
  }

  const appeal = (centre: CreatedCentre, token: string, body: unknown) => app.request('POST', `/api/centre-registration/${centre.reference}/appeals`, { token, body });
  const decide = (id: string, token: string, body: unknown) => app.request('POST', `/api/appeals/${id}/decision`, { token, body });
  const appealCount = async () => Number((await app.db!.query('SELECT count(*)::int AS n FROM centre_appeals')).rows[0].n);

  async function letterCode(centreId: string): Promise<string> {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const { rows } = await app.db!.query('SELECT letter_code FROM accreditations WHERE centre_id = $1 AND letter_code IS NOT NULL', [centreId]);
      if (rows[0]) return rows[0].letter_code as string;
      if (Date.now() > deadline) throw new Error(`no letter code for ${centreId}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  async function inRegister(name: string): Promise<Record<string, any> | undefined> {
    const res = await app.request('GET', '/api/public/accredited-centres?limit=100');
    expect(res.status).toBe(200);
    return (res.body.data.centres as Array<Record<string, any>>).find((c) => c.centreName === name);
  }

  it('a rejection records its reasons and the right of appeal (28 days by default); the email says so in the centre language', async () => {
    const centre = await seedCentre(app, { status: 'pending' });
    await app.db!.query(`UPDATE centres SET language = 'ha' WHERE id = $1`, [centre.id]);
    const before = app.mail.messages.length;
    const res = await app.request('PUT', `/api/admin/schools/${centre.id}/reject`, { token: deciderA.token!, body: { rejectionReason: 'Documents do not match the centre.' } });
    expect(res.status).toBe(200);
    const mail = await app.mail.waitFor((m) => m.to.includes(centre.email) && /Ba a amince da rajista ba/.test(m.subject), undefined, before);
    expect(mail.text).toContain('Kuna iya ɗaukaka ƙara kan wannan shawara har zuwa');

    const token = await signIn(centre);
    const list = await app.request('GET', `/api/centre-registration/${centre.reference}/decisions`, { token });
    expect(list.status).toBe(200);
    expect(list.body.data).toHaveLength(1);
    const [decision] = list.body.data;
    expect(decision).toMatchObject({ kind: 'rejection', reasons: 'Documents do not match the centre.', appealable: true, appealId: null });
    expect(new Date(decision.appealUntil).getTime() - new Date(decision.at).getTime()).toBe(28 * DAY);
    expect(mail.text).toContain(new Date(new Date(decision.appealUntil).getTime() + 3600_000).toISOString().slice(0, 10));
  });

  it('appealDays of the configuration sets the deadline of later decisions', async () => {
    const current = (await app.request('GET', '/api/accreditation/config', { token: su })).body.data;
    const saved = await app.request('POST', '/api/accreditation/config', { token: su, body: { ...current, appealDays: 10 } });
    expect(saved.status).toBe(201);
    expect(saved.body.data.appealDays).toBe(10);
    const bad = await app.request('POST', '/api/accreditation/config', { token: su, body: { ...current, appealDays: 0 } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual(expect.arrayContaining([{ path: 'appealDays', msg: DUE_PROCESS_MSG.appealDaysRange }]));
    try {
      const { centre, token } = await rejected(deciderA);
      const [decision] = (await app.request('GET', `/api/centre-registration/${centre.reference}/decisions`, { token })).body.data;
      expect(new Date(decision.appealUntil).getTime() - new Date(decision.at).getTime()).toBe(10 * DAY);
    } finally {
      const back = await app.request('POST', '/api/accreditation/config', { token: su, body: { ...current, appealDays: 28 } });
      expect(back.status).toBe(201);
    }
  });

  it('the centre appeals once from its session and gets a receipt; the decider cannot decide it; another allows it and the registration re-opens', async () => {
    const { centre, token, decisionId } = await rejected(deciderA);
    const before = app.mail.messages.length;
    const lodged = await appeal(centre, token, { decisionId, grounds: 'We have since installed forty new computers.' });
    expect(lodged.status).toBe(201);
    expect(lodged.body.message).toBe(DUE_PROCESS_MSG.appealSent);
    expect(lodged.body.data).toMatchObject({ decisionId, decisionKind: 'rejection', status: 'open', outcomeReasons: null });
    const receipt = await app.mail.waitFor((m) => m.to.includes(centre.email) && /Appeal received/.test(m.subject), undefined, before);
    expect(receipt.text).toContain('We have since installed forty new computers.');

    const mine = await app.request('GET', `/api/centre-registration/${centre.reference}/appeals`, { token });
    expect(mine.body.data).toEqual([expect.objectContaining({ id: lodged.body.data.id, status: 'open' })]);
    const decisions = await app.request('GET', `/api/centre-registration/${centre.reference}/decisions`, { token });
    expect(decisions.body.data[0]).toMatchObject({ appealable: false, appealId: lodged.body.data.id });

    const staffList = await app.request('GET', '/api/appeals?status=open', { token: deciderB.token! });
    expect(staffList.status).toBe(200);
    expect(staffList.body.data.appeals.map((a: { id: string }) => a.id)).toContain(lodged.body.data.id);

    const count = await appealCount();
    const refused = await decide(lodged.body.data.id, deciderA.token!, { outcome: 'allowed', reasons: 'I reconsidered.' });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(DUE_PROCESS_MSG.tookPart(TOOK_PART_ROLES.decider));

    const allowed = await decide(lodged.body.data.id, deciderB.token!, { outcome: 'allowed', reasons: 'The new computers meet the minimum.' });
    expect(allowed.status).toBe(200);
    expect(allowed.body.data).toMatchObject({ status: 'allowed', outcomeReasons: 'The new computers meet the minimum.', decidedBy: deciderB.id });
    expect(await appealCount()).toBe(count);
    const detail = await app.request('GET', `/api/admin/schools/${centre.id}`, { token: su });
    expect(detail.body.data.school.status).toBe('pending');
    const actions = await app.request('GET', `/api/admin/schools/${centre.id}/actions`, { token: su });
    const names = (Array.isArray(actions.body.data) ? actions.body.data : actions.body.data.actions).map((a: { action: string }) => a.action);
    expect(names).toEqual(expect.arrayContaining(['appeal_lodged', 'reset', 'appeal_allowed']));
    await app.mail.waitFor((m) => m.to.includes(centre.email) && /Appeal allowed/.test(m.subject), undefined, before);

    const again = await decide(lodged.body.data.id, deciderC.token!, { outcome: 'dismissed', reasons: 'Second look.' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(DUE_PROCESS_MSG.alreadyDecided('allowed'));
  });

  it('bad input: a second appeal, a decision of another centre, an unknown decision, empty grounds, another centre\'s session: worded and nothing changes', async () => {
    const { centre, token, decisionId } = await rejected(deciderA);
    const other = await rejected(deciderA);
    expect((await appeal(centre, token, { decisionId, grounds: 'First.' })).status).toBe(201);
    const count = await appealCount();

    const second = await appeal(centre, token, { decisionId, grounds: 'Second.' });
    expect(second.status).toBe(409);
    expect(second.body.message).toBe(DUE_PROCESS_MSG.alreadyAppealed);

    const foreign = await appeal(centre, token, { decisionId: other.decisionId, grounds: 'Not ours.' });
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe(DUE_PROCESS_MSG.decisionNotFound);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const unknown = await appeal(centre, token, { decisionId: id, grounds: 'Unknown.' });
      expect(unknown.status).toBe(404);
    }

    const empty = await appeal(other.centre, other.token, { decisionId: other.decisionId, grounds: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual([{ path: 'grounds', msg: DUE_PROCESS_MSG.groundsRequired }]);
    const malformed = await appeal(other.centre, other.token, ['decisionId']);
    expect(malformed.status).toBe(400);

    const crossed = await app.request('POST', `/api/centre-registration/${other.centre.reference}/appeals`, { token, body: { decisionId: other.decisionId, grounds: 'Through another session.' } });
    expect(crossed.status).toBe(403);
    const crossedRead = await app.request('GET', `/api/centre-registration/${other.centre.reference}/decisions`, { token });
    expect(crossedRead.status).toBe(403);
    expect(await appealCount()).toBe(count);
  });

  it('staff decisions: outside scope is 404, a bad outcome or no reasons is 400, without appeals.decide 403', async () => {
    const { centre, token, decisionId } = await rejected(deciderA);
    const id = (await appeal(centre, token, { decisionId, grounds: 'Grounds.' })).body.data.id as string;
    expect((await app.request('GET', `/api/appeals/${id}`, { token: kanoAdmin.token! })).status).toBe(404);
    const kanoList = await app.request('GET', '/api/appeals', { token: kanoAdmin.token! });
    expect(kanoList.body.data.appeals.map((a: { id: string }) => a.id)).not.toContain(id);
    const lagosAdmin = await createAdmin(app, { roles: roles.state(['Lagos']) });
    expect((await decide(id, lagosAdmin.token!, { outcome: 'allowed', reasons: 'x' })).status).toBe(403);
    const badOutcome = await decide(id, deciderB.token!, { outcome: 'upheld', reasons: 'x' });
    expect(badOutcome.status).toBe(400);
    expect(badOutcome.body.errors).toEqual([{ path: 'outcome', msg: DUE_PROCESS_MSG.outcomeInvalid }]);
    const noReasons = await decide(id, deciderB.token!, { outcome: 'dismissed', reasons: '' });
    expect(noReasons.status).toBe(400);
    expect((await decide('00000000-0000-4000-8000-000000000000', deciderB.token!, { outcome: 'dismissed', reasons: 'x' })).status).toBe(404);
    const still = await app.request('GET', `/api/appeals/${id}`, { token: deciderB.token! });
    expect(still.body.data.status).toBe('open');
  });

  it('two staff deciding one appeal at once: one wins, the other gets 409, one outcome is recorded', async () => {
    const { centre, token, decisionId } = await rejected(deciderA);
    const id = (await appeal(centre, token, { decisionId, grounds: 'Grounds.' })).body.data.id as string;
    const [b, c] = await Promise.all([
      decide(id, deciderB.token!, { outcome: 'allowed', reasons: 'Allowed by B.' }),
      decide(id, deciderC.token!, { outcome: 'dismissed', reasons: 'Dismissed by C.' }),
    ]);
    expect([b.status, c.status].sort()).toEqual([200, 409]);
    const winner = b.status === 200 ? b : c;
    const { rows } = await app.db!.query(`SELECT action FROM centre_actions WHERE centre_id = $1 AND action IN ('appeal_allowed', 'appeal_dismissed', 'reset')`, [centre.id]);
    const expected = winner.body.data.status === 'allowed' ? ['appeal_allowed', 'reset'] : ['appeal_dismissed'];
    expect(rows.map((r) => r.action).sort()).toEqual(expected);
    const status = (await app.db!.query('SELECT status FROM centres WHERE id = $1', [centre.id])).rows[0].status;
    expect(status).toBe(winner.body.data.status === 'allowed' ? 'pending' : 'rejected');
  });

  it('a revocation under appeal shows on the register and /verify; its approvers and its decider cannot decide it; allowed, the centre is accredited again', async () => {
    const { centre } = await accreditedCentre(app);
    const approvers = (await app.db!.query('SELECT DISTINCT approver_email FROM accreditation_approvals ap JOIN accreditations a ON a.id = ap.accreditation_id WHERE a.centre_id = $1', [centre.id])).rows;
    expect(approvers.length).toBeGreaterThan(0);
    const code = await letterCode(centre.id);
    const superB = await createAdmin(app, { roles: roles.superAdmin(), firstName: 'Second' });
    const revoked = await app.request('POST', `/api/accreditation/centres/${centre.id}/revoke`, { token: su, body: { reason: 'False declarations of capacity.' } });
    expect(revoked.status).toBe(200);
    expect(await inRegister(centre.centreName)).toBeUndefined();

    const token = await signIn(centre);
    const [decision] = (await app.request('GET', `/api/centre-registration/${centre.reference}/decisions`, { token })).body.data;
    expect(decision).toMatchObject({ kind: 'revocation', reasons: 'False declarations of capacity.', appealable: true });
    const id = (await appeal(centre, token, { decisionId: decision.id, grounds: 'Our capacity was counted on an exam day with a power cut.' })).body.data.id as string;

    const verify = await app.request('GET', `/api/public/verify/${code}`);
    expect(verify.body.data).toMatchObject({ status: 'revoked', underAppeal: true });
    expect(verify.body.data.statusText).toMatch(/appealed/);
    expect(await inRegister(centre.centreName)).toMatchObject({ standing: 'revoked', underAppeal: true });
    const detail = await app.request('GET', `/api/admin/schools/${centre.id}`, { token: su });
    expect(detail.body.data.underAppeal).toBe(true);

    // The super admin who revoked, and an approver of the accreditation (an admin created by the factory), took part.
    const byDecider = await decide(id, su, { outcome: 'allowed', reasons: 'x' });
    expect(byDecider.status).toBe(403);
    expect(byDecider.body.message).toBe(DUE_PROCESS_MSG.tookPart(TOOK_PART_ROLES.decider));
    const approverId = (await app.db!.query('SELECT ap.approver_id FROM accreditation_approvals ap JOIN accreditations a ON a.id = ap.accreditation_id WHERE a.centre_id = $1 LIMIT 1', [centre.id])).rows[0].approver_id;
    await app.db!.query('UPDATE users SET roles = $2 WHERE id = $1', [approverId, JSON.stringify(roles.national())]);
    const approverEmail = (await app.db!.query('SELECT email FROM users WHERE id = $1', [approverId])).rows[0].email;
    const approverToken = await app.login(approverEmail, 'Admin-Pass1');
    const byApprover = await decide(id, approverToken, { outcome: 'allowed', reasons: 'x' });
    expect(byApprover.status).toBe(403);
    expect(byApprover.body.message).toBe(DUE_PROCESS_MSG.tookPart(TOOK_PART_ROLES.approver));

    const allowed = await decide(id, superB.token!, { outcome: 'allowed', reasons: 'The capacity count was flawed.' });
    expect(allowed.status).toBe(200);
    const after = await app.request('GET', `/api/public/verify/${code}`);
    expect(after.body.data).toMatchObject({ status: 'accredited', underAppeal: false });
    expect(await inRegister(centre.centreName)).toMatchObject({ standing: 'accredited', underAppeal: false });
  });

  it('a suspension appealed and dismissed stays suspended, and is no longer under appeal', async () => {
    const { centre } = await accreditedCentre(app);
    const code = await letterCode(centre.id);
    expect((await app.request('POST', `/api/accreditation/centres/${centre.id}/suspend`, { token: su, body: { reason: 'Exam malpractice reported.' } })).status).toBe(200);
    const token = await signIn(centre);
    const [decision] = (await app.request('GET', `/api/centre-registration/${centre.reference}/decisions`, { token })).body.data;
    expect(decision.kind).toBe('suspension');
    const id = (await appeal(centre, token, { decisionId: decision.id, grounds: 'The report was about another centre.' })).body.data.id as string;
    expect(await inRegister(centre.centreName)).toMatchObject({ standing: 'suspended', underAppeal: true });
    const dismissed = await decide(id, deciderC.token!, { outcome: 'dismissed', reasons: 'The report names this centre.' });
    expect(dismissed.status).toBe(200);
    expect((await app.request('GET', `/api/public/verify/${code}`)).body.data).toMatchObject({ status: 'suspended', underAppeal: false });
    expect(await inRegister(centre.centreName)).toMatchObject({ standing: 'suspended', underAppeal: false });
  });

  it('after the deadline the appeal is refused with the date it ended, and nothing is recorded', async () => {
    const { centre, token, decisionId } = await rejected(deciderA);
    await passTime(app, 29);
    const count = await appealCount();
    const late = await appeal(centre, token, { decisionId, grounds: 'Late grounds.' });
    expect(late.status).toBe(409);
    expect(late.body.message).toMatch(/^The time to appeal this decision ended on \d{4}-\d{2}-\d{2}; an appeal can no longer be made\.$/);
    expect(await appealCount()).toBe(count);
    const [decision] = (await app.request('GET', `/api/centre-registration/${centre.reference}/decisions`, { token })).body.data;
    expect(decision.appealable).toBe(false);
  });

  it('an open appeal is reminded at its target and escalated past the margin by the deadline sweep, once each (DECISIONS §9)', async () => {
    const { centre, token, decisionId } = await rejected(deciderA);
    const id = (await appeal(centre, token, { decisionId, grounds: 'Grounds.' })).body.data.id as string;
    // 20 working days' target and 5 of margin: 40 calendar days pass both, whatever the holidays.
    await passTime(app, 40);
    await passTime(app, 1 / 24);
    const deadline = Date.now() + 20_000;
    let rows: Array<{ kind: string; recipients: string[] }> = [];
    while (Date.now() < deadline) {
      rows = (await app.db!.query('SELECT kind, recipients FROM centre_notifications WHERE occurrence = $1 ORDER BY kind', [id])).rows;
      if (rows.length >= 2) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(rows.map((r) => r.kind)).toEqual(['escalation', 'target_reached']);
    expect(rows[0]!.recipients).toContain(deciderB.email.toLowerCase());
    expect(rows[0]!.recipients).not.toContain(kanoAdmin.email.toLowerCase());
    const escalated = await app.db!.query(`SELECT data FROM centre_actions WHERE centre_id = $1 AND action = 'deadline_escalated'`, [centre.id]);
    expect(escalated.rows).toHaveLength(1);
    expect(escalated.rows[0].data.kind).toBe('appeal_decision');
  });
});
