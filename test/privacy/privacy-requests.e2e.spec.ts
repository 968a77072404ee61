import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { addWorkingDays, PRIVACY_MSG, PRIVACY_REQUEST_LIMITS } from '#contracts';
import { createAdmin, roles, superAdminToken, type CreatedAdmin } from '../support/factories.js';
import { clockNow, passTime } from '../support/lifecycle-api.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * DECISIONS §10, Personal data: a person without an account asks the data protection officer about
 * their data. The request opens only once its emailed link is opened; it then has its statutory
 * deadline in working days, reminders and escalation as the deadline engine gives centres, and the
 * officer answers it from the console: the answer is emailed in the requester's language. Every
 * step is in the audit log, without the requester's words.
 */
describe('privacy requests from people without an account', () => {
  let app: TestApp;
  let dpo: CreatedAdmin;
  let su: string;

  const submit = (body: Record<string, unknown>) => app.request('POST', '/api/public/privacy-requests', { body });
  const linkToken = async (email: string) => {
    const mail = await app.mail.waitFor((m) => m.to.includes(email));
    const match = /[?&]token=([A-Za-z0-9_-]+)/.exec(mail.text);
    expect(match).not.toBeNull();
    expect(mail.text).toContain('/privacy/request/confirm?token=');
    return { mail, token: match![1]! };
  };
  const auditOf = async (id: string) =>
    (await app.db!.query(`SELECT action, actor_type, audit_resolve_text(actor_email) AS actor_email, data::text AS data FROM audit_events WHERE target_type = 'privacy_request' AND target_id = $1 ORDER BY id`, [id])).rows as Array<{
      action: string;
      actor_type: string;
      actor_email: string | null;
      data: string;
    }>;

  beforeAll(async () => {
    app = await startTestApp({ env: { TEST_CLOCK: '1' } });
    su = await superAdminToken(app);
    dpo = await createAdmin(app, { roles: roles.national('dpo') });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('refuses bad input with a worded 400 per field, and stores nothing', async () => {
    const res = await submit({ kind: 'delete-everything', name: '', email: 'not-an-email', centre: '', details: '   ', language: 'fr' });
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    const msgs = (res.body.errors as Array<{ path: string; msg: string }>).map((e) => [e.path, e.msg]);
    expect(msgs).toEqual([
      ['kind', PRIVACY_MSG.kindInvalid],
      ['name', PRIVACY_MSG.nameRequired],
      ['email', PRIVACY_MSG.emailInvalid],
      ['centre', PRIVACY_MSG.centreRequired],
      ['details', PRIVACY_MSG.detailsRequired],
      ['language', PRIVACY_MSG.languageInvalid],
    ]);
    expect((await submit({ kind: 'access', name: 'x'.repeat(201), email: 'a@b.ng', centre: 'c', details: 'd' })).body.errors[0].msg).toBe(PRIVACY_MSG.nameTooLong);
    const { rows } = await app.db!.query('SELECT count(*)::int AS n FROM privacy_requests');
    expect(rows[0].n).toBe(0);
    const notJson = await app.request('POST', '/api/public/privacy-requests', { raw: 'kind=access', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(notJson.status).toBe(415);
  });

  it('opens a request only through its emailed link, sets its statutory deadline, and the officer answers it in the requester language', async () => {
    const email = `amina-${Date.now()}@example.ng`;
    const res = await submit({ kind: 'access', name: 'Amina Bello', email, centre: 'CBT-2026-00042, I am its coordinator', details: 'Please send me what you hold about me.', language: 'ha' });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(PRIVACY_MSG.received);
    const reference = res.body.data.reference as string;
    expect(reference).toMatch(/^PR-\d{4}-\d{5}$/);
    const { rows } = await app.db!.query('SELECT id, status, token_hash FROM privacy_requests WHERE reference = $1', [reference]);
    const id = rows[0].id as string;
    expect(rows[0].status).toBe('unconfirmed');

    // The confirmation email is in Hausa, the language of the form.
    const { mail, token } = await linkToken(email);
    expect(mail.subject).toBe('Tabbatar da buƙatarka game da bayananka na sirri');
    expect(mail.text).toContain(reference);
    expect(rows[0].token_hash).not.toContain(token);

    // Unconfirmed: the officer sees it but cannot answer it; no clock runs.
    const before = await app.request('GET', `/api/admin/privacy-requests/${id}`, { token: dpo.token! });
    expect(before.status).toBe(200);
    expect(before.body.data).toEqual(expect.objectContaining({ status: 'unconfirmed', dueDate: null, dueInDays: null }));
    const early = await app.request('POST', `/api/admin/privacy-requests/${id}/answer`, { token: dpo.token!, body: { answer: 'Too early' } });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(PRIVACY_MSG.notOpen);

    const bad = await app.request('POST', '/api/public/privacy-requests/confirm', { body: { token: 'x'.repeat(43) } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(PRIVACY_MSG.invalidLink);
    const now = await clockNow(app);
    const confirmed = await app.request('POST', '/api/public/privacy-requests/confirm', { body: { token } });
    expect(confirmed.status).toBe(200);
    const due = addWorkingDays(now, PRIVACY_REQUEST_LIMITS.targetDays, new Set());
    expect(confirmed.body.data).toEqual({ reference, dueDate: due });
    // The link works once.
    expect((await app.request('POST', '/api/public/privacy-requests/confirm', { body: { token } })).status).toBe(400);

    const list = await app.request('GET', '/api/admin/privacy-requests?status=open', { token: dpo.token! });
    expect(list.status).toBe(200);
    expect(list.body.data.requests).toEqual([
      expect.objectContaining({ id, reference, kind: 'access', status: 'open', name: 'Amina Bello', email, language: 'ha', dueDate: due, dueInDays: PRIVACY_REQUEST_LIMITS.targetDays, overdue: false }),
    ]);
    expect((await app.request('GET', '/api/admin/privacy-requests?status=nonsense', { token: dpo.token! })).status).toBe(400);

    // A national admin is not the data protection officer.
    const admin = await createAdmin(app, { roles: roles.national() });
    expect((await app.request('GET', '/api/admin/privacy-requests', { token: admin.token! })).status).toBe(403);

    const empty = await app.request('POST', `/api/admin/privacy-requests/${id}/answer`, { token: dpo.token!, body: { answer: '  ' } });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual([{ path: 'answer', msg: PRIVACY_MSG.answerRequired }]);
    const before2 = app.mail.to(email).length;
    const answered = await app.request('POST', `/api/admin/privacy-requests/${id}/answer`, { token: dpo.token!, body: { answer: 'We hold your name and email as the centre coordinator.' } });
    expect(answered.status).toBe(200);
    expect(answered.body.data).toEqual(expect.objectContaining({ status: 'answered', closedBy: dpo.email, answer: 'We hold your name and email as the centre coordinator.', dueInDays: null }));
    const answerMail = await app.mail.waitFor((m) => m.to.includes(email) && app.mail.to(email).indexOf(m) >= before2);
    expect(answerMail.subject).toBe(`Amsar buƙatarka ${reference}`);
    expect(answerMail.text).toContain('We hold your name and email as the centre coordinator.');
    expect((await app.request('POST', `/api/admin/privacy-requests/${id}/reject`, { token: dpo.token!, body: { reasons: 'Late' } })).status).toBe(409);

    const shown = await app.request('GET', `/api/admin/privacy-requests/${id}`, { token: dpo.token! });
    expect(shown.body.data.history.map((h: { action: string }) => h.action)).toEqual(['privacy_request.received', 'privacy_request.confirmed', 'privacy_request.answered']);
    const audit = await auditOf(id);
    expect(audit.map((a) => [a.action, a.actor_type])).toEqual([
      ['privacy_request.received', 'anonymous'],
      ['privacy_request.confirmed', 'anonymous'],
      ['privacy_request.answered', 'admin'],
    ]);
    expect(audit[2]!.actor_email).toBe(dpo.email);
    // The requester's words stay out of the hashed audit bodies.
    expect(audit.map((a) => a.data).join(' ')).not.toMatch(/Amina|example\.ng|coordinator|send me/);
    expect((await app.request('GET', '/api/audit/verify', { token: su })).body.data).toMatchObject({ intact: true });
  });

  it('rejects with reasons, emailed in the requester language', async () => {
    const email = `tunde-${Date.now()}@example.ng`;
    expect((await submit({ kind: 'erasure', name: 'Tunde Ade', email, centre: 'Bright Future CBT, Oyo', details: 'Erase my phone number.', language: 'yo' })).status).toBe(201);
    const { token } = await linkToken(email);
    const confirmed = await app.request('POST', '/api/public/privacy-requests/confirm', { body: { token } });
    const { rows } = await app.db!.query('SELECT id FROM privacy_requests WHERE reference = $1', [confirmed.body.data.reference]);
    const before = app.mail.to(email).length;
    const missing = await app.request('POST', `/api/admin/privacy-requests/${rows[0].id}/reject`, { token: dpo.token!, body: {} });
    expect(missing.body.errors).toEqual([{ path: 'reasons', msg: PRIVACY_MSG.reasonsRequired }]);
    const res = await app.request('POST', `/api/admin/privacy-requests/${rows[0].id}/reject`, { token: dpo.token!, body: { reasons: 'The number is needed while the centre is accredited.' } });
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe('rejected');
    const mail = await app.mail.waitFor((m) => m.to.includes(email) && app.mail.to(email).indexOf(m) >= before);
    expect(mail.subject).toBe(`A kò fọwọ́ sí ìbéèrè rẹ ${confirmed.body.data.reference}`);
    expect(mail.text).toContain('The number is needed while the centre is accredited.');
    expect((await auditOf(rows[0].id)).map((a) => a.action)).toContain('privacy_request.rejected');
    expect((await app.request('GET', `/api/admin/privacy-requests/not-a-uuid`, { token: dpo.token! })).status).toBe(404);
  });

  it('reminds the officers at half the statutory time and escalates to the super admins past it, once each', async () => {
    const email = `chidi-${Date.now()}@example.ng`;
    expect((await submit({ kind: 'objection', name: 'Chidi Okeke', email, centre: 'Unity CBT, Enugu', details: 'Stop emailing me.', language: 'ig' })).status).toBe(201);
    const { token } = await linkToken(email);
    const confirmed = await app.request('POST', '/api/public/privacy-requests/confirm', { body: { token } });
    const reference = confirmed.body.data.reference as string;
    const { rows } = await app.db!.query('SELECT id FROM privacy_requests WHERE reference = $1', [reference]);
    const id = rows[0].id as string;
    const toDpo = (subject: RegExp) => app.mail.to(dpo.email).filter((m) => subject.test(m.subject) && m.subject.includes(reference));

    await passTime(app, 1);
    expect(toDpo(/is due by/)).toHaveLength(0);
    // Half the target: 10 working days is at most 14 calendar days (two weekends).
    await passTime(app, 14);
    await app.mail.waitFor((m) => m.to.includes(dpo.email) && m.subject === `Privacy request ${reference} is due by ${confirmed.body.data.dueDate}`);
    await passTime(app, 1);
    expect(toDpo(/is due by/)).toHaveLength(1);

    // Past the target by the margin (25 working days: at most 35 calendar days from confirmation).
    await passTime(app, 21);
    const overdue = await app.request('GET', `/api/admin/privacy-requests?overdue=true`, { token: dpo.token! });
    expect(overdue.body.data.requests.map((r: { id: string }) => r.id)).toEqual([id]);
    expect(overdue.body.data.requests[0].overdue).toBe(true);
    expect(overdue.body.data.requests[0].dueInDays).toBeLessThan(0);
    await app.mail.waitFor((m) => m.to.includes(app.superAdmin.email.toLowerCase()) && m.subject === `Overdue: privacy request ${reference}`);
    await passTime(app, 1);
    expect(toDpo(/^Overdue/)).toHaveLength(1);
    const actions = (await auditOf(id)).map((a) => a.action);
    expect(actions.filter((a) => a === 'privacy_request.reminded')).toHaveLength(1);
    expect(actions.filter((a) => a === 'privacy_request.escalated')).toHaveLength(1);
  });

  it('limits the public form per address like the other public forms', async () => {
    let status = 0;
    for (let i = 0; i < 12 && status !== 429; i += 1) {
      status = (await submit({ kind: 'access', name: 'Flood', email: `flood-${i}@example.ng`, centre: 'x', details: 'y' })).status;
    }
    expect(status).toBe(429);
  });
});
