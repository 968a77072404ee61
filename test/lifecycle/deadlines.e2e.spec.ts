import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MSG } from '#contracts';
import { accreditedCentre, initialise, passedAutotestCentre, stageInput } from '../support/accreditation-factories.js';
import { createAdmin, roles, superAdminToken, type CreatedAdmin } from '../support/factories.js';
import { clockNow, completeRegistration, LGA_OF, newIdentity, passTime, preRegister, review, saveRegistration, signInCentre, uploadAllDocuments } from '../support/lifecycle-api.js';
import type { SmtpCapture } from '../support/smtp-capture.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const DAY = 24 * 3600_000;
const HOUR = 3600_000;

/**
 * Deadlines, reminders and escalation (docs/TRUST.md "Deadlines and reminders"), on the portal's test
 * clock: time is moved to a Friday 09:00 in Nigeria, the Monday after is a public holiday, and the
 * items age in working days. Every sweep is run more than once (each passTime runs them all) to show
 * that each notification is recorded and mailed once.
 */
describe('deadlines, reminders and escalation', () => {
  let app: TestApp;
  let su: string;
  let national: CreatedAdmin;
  let lagosAdmin: CreatedAdmin;
  let kanoAdmin: CreatedAdmin;
  let friday: Date;
  const blocked = `blocked-${Date.now()}@centre.test`;
  const centres: Record<string, { id: string; name: string; email: string }> = {};

  const mail = () => app.mail as SmtpCapture;
  /** Moves the clock to `days` after the Friday, 09:00 in Nigeria (08:00 UTC), plus `hours`. */
  const goTo = async (days: number, hours = 0) => {
    const now = await clockNow(app);
    const target = friday.getTime() + days * DAY + hours * HOUR;
    if (target > now.getTime()) await passTime(app, (target - now.getTime()) / DAY);
  };
  const sweepAgain = async () => {
    await passTime(app, 1 / 24 / 60);
    await passTime(app, 1 / 24 / 60);
  };
  const notifications = async (centreId: string, token = su) => {
    const res = await app.request('GET', `/api/admin/schools/${centreId}/notifications`, { token });
    expect(res.status).toBe(200);
    return res.body.data.notifications as Array<Record<string, any>>;
  };
  const centreList = async (query: string, token = su) => {
    const res = await app.request('GET', `/api/admin/schools?limit=100&${query}`, { token });
    expect(res.status).toBe(200);
    return res.body.data.schools as Array<Record<string, any>>;
  };
  const accreditationList = async (query: string) => {
    const res = await app.request('GET', `/api/accreditation/centres?limit=100&${query}`, { token: su });
    expect(res.status).toBe(200);
    return res.body.data.centres as Array<Record<string, any>>;
  };
  const until = async <T>(read: () => Promise<T>, ok: (value: T) => boolean, what: string): Promise<T> => {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const value = await read();
      if (ok(value)) return value;
      if (Date.now() > deadline) throw new Error(`${what}: last seen ${JSON.stringify(value)}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  };
  const preRegistered = async (key: string, state: string, email?: string) => {
    const identity = newIdentity(state, email ? { AdminEmail: email } : {});
    const res = await preRegister(app, identity);
    expect(res.status).toBe(201);
    const { rows } = await app.db!.query('SELECT id FROM centres WHERE admin_email = $1', [identity.AdminEmail.toLowerCase()]);
    centres[key] = { id: rows[0].id, name: identity.CentreName, email: identity.AdminEmail.toLowerCase() };
    return centres[key]!;
  };

  beforeAll(async () => {
    app = await startTestApp({ env: { TEST_CLOCK: '1', RATE_LIMIT_FACTOR: '1000' } });
    su = await superAdminToken(app);
    national = await createAdmin(app, { roles: roles.national() });
    lagosAdmin = await createAdmin(app, { roles: roles.state(['Lagos']) });
    kanoAdmin = await createAdmin(app, { roles: roles.state(['Kano']) });
    const now = await clockNow(app);
    let day = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 8);
    while (new Date(day).getUTCDay() !== 5 || day < now.getTime() + HOUR) day += DAY;
    friday = new Date(day);
    await goTo(0);
  }, 120_000);
  afterAll(async () => {
    await app?.close();
  }, 60_000);

  it('keeps the targets with the configuration version and checks them', async () => {
    const stages = [stageInput(1, { targetDays: 1 } as never)];
    const base = { configName: 'Timed', description: 'Timed', totalStagesRequired: 1, approvalStages: stages };
    const bad = await app.request('POST', '/api/accreditation/config', { token: su, body: { ...base, pendingReviewTargetDays: 0, escalationMarginDays: 'soon', approvalStages: [stageInput(1, { targetDays: 500 } as never)] } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: { path: string }) => e.path).sort()).toEqual(['approvalStages.0.targetDays', 'escalationMarginDays', 'pendingReviewTargetDays']);
    const saved = await app.request('POST', '/api/accreditation/config', {
      token: su,
      body: { ...base, pendingReviewTargetDays: 2, autotestApprovalTargetDays: 2, queryAnswerTargetDays: 2, escalationMarginDays: 1 },
    });
    expect(saved.status).toBe(201);
    expect(saved.body.data).toMatchObject({ pendingReviewTargetDays: 2, autotestApprovalTargetDays: 2, queryAnswerTargetDays: 2, escalationMarginDays: 1 });
    expect(saved.body.data.approvalStages[0].targetDays).toBe(1);
    // Left out, they stay as the active version has them.
    const again = await app.request('POST', '/api/accreditation/config', { token: su, body: base });
    expect(again.body.data).toMatchObject({ pendingReviewTargetDays: 2, queryAnswerTargetDays: 2, escalationMarginDays: 1 });
  });

  it('lets only a super admin keep the holiday list, audited', async () => {
    const monday = new Date(friday.getTime() + 3 * DAY).toISOString().slice(0, 10);
    const refused = await app.request('POST', '/api/admin/holidays', { token: national.token!, body: { date: monday, name: 'Holiday' } });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(MSG.onlySuperAdminConfig);
    const invalid = await app.request('POST', '/api/admin/holidays', { token: su, body: { date: '2026-02-30', name: ' ' } });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors.map((e: { path: string }) => e.path)).toEqual(['date', 'name']);
    const created = await app.request('POST', '/api/admin/holidays', { token: su, body: { date: monday, name: 'Test holiday' } });
    expect(created.status).toBe(201);
    expect((await app.request('POST', '/api/admin/holidays', { token: su, body: { date: monday, name: 'Twice' } })).status).toBe(409);
    const spare = await app.request('POST', '/api/admin/holidays', { token: su, body: { date: '2099-01-02', name: 'Spare' } });
    const renamed = await app.request('PUT', `/api/admin/holidays/${spare.body.data.id}`, { token: su, body: { name: 'Spare day' } });
    expect(renamed.body.data).toMatchObject({ date: '2099-01-02', name: 'Spare day' });
    expect((await app.request('DELETE', `/api/admin/holidays/${spare.body.data.id}`, { token: su })).status).toBe(200);
    const list = await app.request('GET', '/api/admin/holidays', { token: national.token! });
    expect(list.body.data).toEqual([expect.objectContaining({ date: monday, name: 'Test holiday' })]);
    const { rows } = await app.db!.query(`SELECT action FROM audit_events WHERE action LIKE 'holiday.%' ORDER BY at`);
    expect(rows.map((r) => r.action)).toEqual(['holiday.created', 'holiday.created', 'holiday.updated', 'holiday.deleted']);
  });

  it('ages items in working days, skipping the weekend and the holiday', async () => {
    const a = await preRegistered('a', 'Lagos');
    const q = await preRegistered('q', 'Kano', blocked);
    mail().rejected.add(blocked);
    expect((await review(app, su, q.id, 'query')).status).toBe(200);
    const s = await passedAutotestCentre(app, { state: 'Lagos', localGovernment: 'Ikeja' });
    centres.s = { id: s.id, name: s.centreName, email: s.email };
    await initialise(app, s.id, su);

    const row = (await centreList('status=pending')).find((r) => r.id === a.id)!;
    expect(row.deadline).toMatchObject({ kind: 'pending_review', waitsOn: 'council', ageDays: 0, targetDays: 2, dueInDays: 2, overdue: false });
    // Friday + Tuesday (Monday is the holiday) + Wednesday.
    expect(row.deadline.dueDate).toBe(new Date(friday.getTime() + 5 * DAY).toISOString().slice(0, 10));
    expect((await centreList('status=query')).find((r) => r.id === q.id)!.deadline).toMatchObject({ kind: 'query_answer', waitsOn: 'centre' });

    await goTo(3); // the holiday Monday
    expect((await centreList('status=pending')).find((r) => r.id === a.id)!.deadline).toMatchObject({ ageDays: 0, dueInDays: 2 });
    expect(await notifications(a.id)).toEqual([]);
  });

  it("reminds the centre at half its query's target, records a failed delivery with its reason, and resends it (audited)", async () => {
    await goTo(4); // Tuesday: one working day of two
    const q = centres.q!;
    const failed = await until(() => notifications(q.id), (list) => list.some((n) => n.kind === 'query_half' && n.state === 'failed'), 'query reminder failed');
    const reminder = failed.find((n) => n.kind === 'query_half')!;
    expect(reminder.recipients).toEqual([blocked]);
    expect(reminder.lastError).toMatch(/550|Mailbox unavailable/);

    // Only an admin reaching the centre may see or resend it.
    expect((await app.request('GET', `/api/admin/schools/${q.id}/notifications`, { token: lagosAdmin.token! })).status).toBe(404);
    expect((await app.request('POST', `/api/admin/schools/${q.id}/notifications/${reminder.id}/resend`, { token: lagosAdmin.token! })).status).toBe(404);
    mail().rejected.delete(blocked);
    const resent = await app.request('POST', `/api/admin/schools/${q.id}/notifications/${reminder.id}/resend`, { token: kanoAdmin.token! });
    expect(resent.status).toBe(200);
    expect(resent.body.data).toMatchObject({ state: 'queued', resends: 1 });
    await until(() => notifications(q.id), (list) => list.find((n) => n.id === reminder.id)?.state === 'sent', 'resent reminder sent');
    await mail().waitFor((m) => m.to.includes(blocked) && /waiting for your answer/.test(m.subject));
    const { rows } = await app.db!.query(`SELECT audit_resolve_text(actor_email) AS actor_email, data FROM audit_events WHERE action = 'notification.resent'`);
    expect(rows).toEqual([expect.objectContaining({ actor_email: kanoAdmin.email })]);
    expect(rows[0].data).toMatchObject({ notificationId: reminder.id, kind: 'query_half', previousState: 'failed' });
    // DECISIONS §10: the addresses live outside the hashed body (the audit vault), so an erasure can reach them.
    expect(JSON.stringify(rows[0].data)).not.toContain(blocked);
  });

  it('tells the admins able to act when an item reaches its target, once however often the sweep runs', async () => {
    await goTo(5); // Wednesday: the pending review reaches its target of 2
    await sweepAgain();
    const a = centres.a!;
    const list = await notifications(a.id);
    expect(list.filter((n) => n.kind === 'target_reached')).toHaveLength(1);
    const reached = list.find((n) => n.kind === 'target_reached')!;
    expect(reached.recipients).toEqual(expect.arrayContaining([national.email, lagosAdmin.email, app.superAdmin.email]));
    expect(reached.recipients).not.toContain(kanoAdmin.email);
    await mail().waitFor((m) => m.to.includes(lagosAdmin.email) && m.subject.includes(a.name));
    await sweepAgain();
    await new Promise((r) => setTimeout(r, 1500));
    expect(mail().to(lagosAdmin.email).filter((m) => m.subject.includes(a.name))).toHaveLength(1);
    // The accreditation stage (target 1) is already overdue by one: escalated, once.
    const stage = await notifications(centres.s!.id);
    expect(stage.map((n) => n.kind).sort()).toEqual(['escalation', 'target_reached']);
    const { rows } = await app.db!.query(`SELECT count(*)::int AS n FROM centre_notifications WHERE kind IN ('target_reached', 'escalation')`);
    await sweepAgain();
    const { rows: after } = await app.db!.query(`SELECT count(*)::int AS n FROM centre_notifications WHERE kind IN ('target_reached', 'escalation')`);
    expect(after[0].n).toBe(rows[0].n);
  });

  it('filters both lists on overdue, shows overdue items by state, and escalates once with a history entry', async () => {
    const accreditations = await accreditationList('overdue=true');
    expect(accreditations.map((r) => r.id)).toContain(centres.s!.id);
    expect(accreditations.find((r) => r.id === centres.s!.id)!.deadline).toMatchObject({ kind: 'stage', stageNumber: 1, targetDays: 1, overdue: true, overdueByDays: 1 });
    expect((await accreditationList('overdue=false')).map((r) => r.id)).not.toContain(centres.s!.id);
    // The dashboard's link to one state's overdue stages: the state narrows the same list.
    expect((await accreditationList('overdue=true&state=lagos')).map((r) => r.id)).toContain(centres.s!.id);
    expect((await accreditationList('overdue=true&state=Kano')).map((r) => r.id)).not.toContain(centres.s!.id);
    expect((await app.request('GET', '/api/accreditation/centres?state=Atlantis', { token: su })).status).toBe(400);
    expect((await centreList('overdue=true')).map((r) => r.id)).not.toContain(centres.a!.id); // due today, not late

    await goTo(6); // Thursday: overdue by one working day = the margin
    const fresh = await preRegistered('fresh', 'Lagos');
    await sweepAgain();
    const overdue = (await centreList('overdue=true')).map((r) => r.id);
    expect(overdue).toEqual(expect.arrayContaining([centres.a!.id, centres.q!.id]));
    expect(overdue).not.toContain(fresh.id);
    expect((await centreList('overdue=false')).map((r) => r.id)).toContain(fresh.id);
    expect((await app.request('GET', '/api/admin/schools?overdue=maybe', { token: su })).status).toBe(400);

    const escalation = (await notifications(centres.a!.id)).filter((n) => n.kind === 'escalation');
    expect(escalation).toHaveLength(1);
    expect(escalation[0]!.recipients).toEqual(expect.arrayContaining([national.email, app.superAdmin.email]));
    expect(escalation[0]!.recipients).not.toContain(lagosAdmin.email);
    await mail().waitFor((m) => m.to.includes(national.email) && /Overdue by 1 working days/.test(m.subject) && m.subject.includes(centres.a!.name));
    const actions = (await app.request('GET', `/api/admin/schools/${centres.a!.id}/actions`, { token: su })).body.data.actions as Array<Record<string, any>>;
    const escalated = actions.filter((e) => e.action === 'deadline_escalated');
    expect(escalated).toHaveLength(1);
    expect(escalated[0]).toMatchObject({ actor: 'system', data: { kind: 'pending_review', targetDays: 2, overdueByDays: 1 } });

    const board = await app.request('GET', '/api/admin/deadlines/overdue', { token: su });
    expect(board.status).toBe(200);
    const byState = Object.fromEntries((board.body.data.rows as Array<Record<string, any>>).map((r) => [r.state, r]));
    expect(byState.Lagos).toMatchObject({ pending_review: 1, stage: 1 });
    expect(byState.Kano).toMatchObject({ query_answer: 1 });
    const kano = await app.request('GET', '/api/admin/deadlines/overdue', { token: kanoAdmin.token! });
    expect(kano.body.data.rows.map((r: { state: string }) => r.state)).toEqual(['Kano']);
  });

  it('waits on the council for approval for autotest only once the centre has completed its registration', async () => {
    const identity = newIdentity('Lagos');
    const res = await preRegister(app, identity);
    const reference = res.body.data.registrationNumber as string;
    const { rows } = await app.db!.query('SELECT id FROM centres WHERE reference_number = $1', [reference]);
    const id = rows[0].id as string;
    expect((await review(app, su, id, 'approve')).status).toBe(200);
    await passTime(app, 30);
    const before = (await centreList(`search=${reference}`)).find((r) => r.id === id)!;
    expect(before.deadline).toBeNull();

    const session = (await signInCentre(app, reference, identity.AdminEmail)).body.data.token as string;
    expect((await saveRegistration(app, reference, session, { ...identity, LocalGovernment: LGA_OF.Lagos! })).status).toBe(200);
    expect((await uploadAllDocuments(app, reference, session)).status).toBe(201);
    expect((await completeRegistration(app, reference, session)).status).toBe(200);
    const completedAt = await clockNow(app);
    const after = (await centreList(`search=${reference}`)).find((r) => r.id === id)!;
    expect(after.deadline).toMatchObject({ kind: 'autotest_approval', waitsOn: 'council', ageDays: 0, overdue: false });
    expect(Math.abs(new Date(after.deadline.since).getTime() - completedAt.getTime())).toBeLessThan(60_000);
  }, 60_000);

  it('reminds the centre 60, 30 and 7 days before expiry and on expiry, each once', async () => {
    const { centre, accreditation } = await accreditedCentre(app, { state: 'Oyo', localGovernment: 'Ibadan North' });
    // The centre uses the site in Hausa (its language, as the public site saves it): its reminders come in Hausa.
    await app.db!.query(`UPDATE centres SET language = 'ha' WHERE id = $1`, [centre.id]);
    const until_ = new Date(accreditation.validUntil).getTime();
    const at = async (daysBefore: number) => {
      const now = await clockNow(app);
      await passTime(app, (until_ - daysBefore * DAY - now.getTime()) / DAY);
      await sweepAgain();
    };
    await at(59);
    await at(45);
    await at(29);
    await at(6);
    await at(-1);
    await sweepAgain();
    const kinds = (await notifications(centre.id)).map((n) => n.kind).filter((k) => k.startsWith('expi')).sort();
    expect(kinds).toEqual(['expired', 'expiry_30', 'expiry_60', 'expiry_7']);
    await until(async () => mail().to(centre.email).length, (n) => n >= 4, 'four expiry mails');
    await new Promise((r) => setTimeout(r, 1500));
    const subjects = mail().to(centre.email).map((m) => m.subject);
    expect(subjects.filter((s) => /^Amincewa za ta ƙare cikin kwanaki \d+: /.test(s))).toHaveLength(3);
    expect(subjects.filter((s) => /^Accreditation ends in/.test(s))).toHaveLength(0);
    expect(subjects.filter((s) => /^Amincewa ta ƙare: /.test(s))).toHaveLength(1);
    await until(() => notifications(centre.id), (list) => list.every((n) => n.state === 'sent'), 'every expiry notification sent');
  }, 120_000);
});
