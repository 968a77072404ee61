import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DUE_PROCESS_MSG, TOOK_PART_ROLES } from '#contracts';
import { accreditedCentre, initialise, passedAutotestCentre, saveConfig } from '../support/accreditation-factories.js';
import { CODE_SUBJECT, codeOf, seedCentre, type CreatedCentre } from '../support/centre-factories.js';
import { createAdmin, roles, superAdminToken, type CreatedAdmin } from '../support/factories.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * Conflicts of interest (DECISIONS §10, docs/DUE-PROCESS.md): staff declare a conflict with a centre
 * or a GovernmentId; it blocks their decisions, stage approvals, visits and appeal decisions on those
 * centres with a 403 saying why, removes them from the inspector candidates, and counts as having
 * taken part for four-eyes.
 */
describe('conflicts of interest', () => {
  let app: TestApp;
  let su: string;
  let conflicted: CreatedAdmin;
  let colleague: CreatedAdmin;

  beforeAll(async () => {
    app = await startTestApp({ env: { RATE_LIMIT_FACTOR: '1000' } });
    su = await superAdminToken(app);
    await saveConfig(app, 2);
    conflicted = await createAdmin(app, { roles: roles.national(), firstName: 'Conflicted' });
    colleague = await createAdmin(app, { roles: roles.national(), firstName: 'Colleague' });
  }, 120_000);
  afterAll(async () => {
    await app?.close();
  });

  const declare = (token: string, body: unknown) => app.request('POST', '/api/conflicts', { token, body });
  const count = async () => Number((await app.db!.query('SELECT count(*)::int AS n FROM staff_conflicts')).rows[0].n);

  it('bad input is refused with words and nothing is recorded', async () => {
    const before = await count();
    const both = await declare(conflicted.token!, { centreId: '00000000-0000-4000-8000-000000000000', governmentId: 'RC1', reason: 'x' });
    expect(both.status).toBe(400);
    expect(both.body.errors[0].msg).toBe(DUE_PROCESS_MSG.conflictTargetRequired);
    expect((await declare(conflicted.token!, { reason: 'x' })).status).toBe(400);
    const noReason = await declare(conflicted.token!, { governmentId: 'RC1', reason: ' ' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors).toEqual([{ path: 'reason', msg: DUE_PROCESS_MSG.conflictReasonRequired }]);
    expect((await declare(conflicted.token!, { centreId: '00000000-0000-4000-8000-000000000000', reason: 'x' })).status).toBe(404);
    expect((await declare(conflicted.token!, ['x'])).status).toBe(400);
    expect(await count()).toBe(before);
  });

  it('each reads their own declarations; a super admin reads everyone\'s', async () => {
    const centre = await seedCentre(app, { status: 'pending' });
    const made = await declare(conflicted.token!, { centreId: centre.id, reason: 'My brother owns this centre.' });
    expect(made.status).toBe(201);
    expect(made.body.data).toMatchObject({ userId: conflicted.id, centreId: centre.id, centreName: centre.centreName, reason: 'My brother owns this centre.' });
    const own = await app.request('GET', '/api/conflicts', { token: conflicted.token! });
    expect(own.body.data.map((c: { id: string }) => c.id)).toContain(made.body.data.id);
    const others = await app.request('GET', '/api/conflicts', { token: colleague.token! });
    expect(others.body.data.map((c: { id: string }) => c.id)).not.toContain(made.body.data.id);
    const all = await app.request('GET', '/api/conflicts', { token: su });
    expect(all.body.data.map((c: { id: string }) => c.id)).toContain(made.body.data.id);
    const audit = await app.db!.query(`SELECT count(*)::int AS n FROM audit_events WHERE action = 'conflict.declared'`);
    expect(audit.rows[0].n).toBeGreaterThan(0);
  });

  it('a conflict with a centre blocks the person\'s review decisions on it (403 saying why), not a colleague\'s', async () => {
    const centre = await seedCentre(app, { status: 'pending' });
    expect((await declare(conflicted.token!, { centreId: centre.id, reason: 'I advised this centre.' })).status).toBe(201);
    const blocked = await app.request('PUT', `/api/admin/schools/${centre.id}/reject`, { token: conflicted.token!, body: { rejectionReason: 'No.' } });
    expect(blocked.status).toBe(403);
    expect(blocked.body.message).toBe(DUE_PROCESS_MSG.conflictDeclared);
    expect((await app.db!.query('SELECT status FROM centres WHERE id = $1', [centre.id])).rows[0].status).toBe('pending');
    expect((await app.request('PUT', `/api/admin/schools/${centre.id}/query`, { token: colleague.token!, body: { queryDetails: 'Why?' } })).status).toBe(200);
  });

  it('a conflict with a GovernmentId blocks stage approvals and visits of every centre under it, and removes the person from the inspector candidates', async () => {
    const centre: CreatedCentre = await passedAutotestCentre(app);
    expect((await declare(conflicted.token!, { governmentId: centre.governmentId.toLowerCase(), reason: 'My family company.' })).status).toBe(201);
    await initialise(app, centre.id, su);
    const approve = await app.request('POST', `/api/accreditation/centres/${centre.id}/approve`, { token: conflicted.token!, body: {} });
    expect(approve.status).toBe(403);
    expect(approve.body.message).toBe(DUE_PROCESS_MSG.conflictDeclared);
    const candidates = await app.request('GET', `/api/inspections/centres/${centre.id}/inspectors`, { token: su });
    expect(candidates.status).toBe(200);
    const ids = (candidates.body.data.inspectors ?? candidates.body.data).map((i: { id: string }) => i.id);
    expect(ids).toContain(colleague.id);
    expect(ids).not.toContain(conflicted.id);
    const visit = await app.request('POST', '/api/inspections/visits', { token: su, body: { centreId: centre.id, visitDate: new Date().toISOString().slice(0, 10), inspectorIds: [conflicted.id] } });
    expect(visit.status).toBe(400);
    const scheduleByConflicted = await app.request('POST', '/api/inspections/visits', { token: conflicted.token!, body: { centreId: centre.id, visitDate: new Date().toISOString().slice(0, 10), inspectorIds: [colleague.id] } });
    expect(scheduleByConflicted.status).toBe(403);
  });

  it('a declared conflict counts as having taken part: the person cannot decide the centre\'s appeal', async () => {
    const { centre } = await accreditedCentre(app);
    expect((await app.request('POST', `/api/accreditation/centres/${centre.id}/suspend`, { token: su, body: { reason: 'Malpractice.' } })).status).toBe(200);
    const sent = await app.request('POST', `/api/centre-registration/${centre.reference}/send-otp`);
    expect(sent.status).toBe(200);
    const mail = await app.mail.waitFor((m) => m.to.includes(centre.email) && CODE_SUBJECT.test(m.subject));
    const token = (await app.request('POST', `/api/centre-registration/${centre.reference}/verify-otp`, { body: { otp: codeOf(mail) } })).body.data.token;
    const [decision] = (await app.request('GET', `/api/centre-registration/${centre.reference}/decisions`, { token })).body.data;
    const appeal = await app.request('POST', `/api/centre-registration/${centre.reference}/appeals`, { token, body: { decisionId: decision.id, grounds: 'Not us.' } });
    expect(appeal.status).toBe(201);
    const judge = await createAdmin(app, { roles: roles.national(), firstName: 'Judge' });
    expect((await declare(judge.token!, { centreId: centre.id, reason: 'I used to work there.' })).status).toBe(201);
    const refused = await app.request('POST', `/api/appeals/${appeal.body.data.id}/decision`, { token: judge.token!, body: { outcome: 'allowed', reasons: 'x' } });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(DUE_PROCESS_MSG.tookPart(TOOK_PART_ROLES.conflict));
  });
});
