import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { BREACH_MSG } from '#contracts';
import { seedCentre } from '../support/centre-factories.js';
import { createAdmin, roles, type CreatedAdmin } from '../support/factories.js';
import { clockNow, passTime } from '../support/lifecycle-api.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const HOUR = 3600_000;

/**
 * DECISIONS §10, Personal data: the data protection officer's breach register. A breach has a
 * 72-hour clock from its discovery to the notice to the Nigeria Data Protection Commission, shown as
 * time left and then overdue (on the portal's test clock); the notice is prefilled from the register;
 * the affected centres are emailed from it, each in its own language; every step is audited.
 */
describe('the breach register', () => {
  let app: TestApp;
  let dpo: CreatedAdmin;

  beforeAll(async () => {
    app = await startTestApp({ env: { TEST_CLOCK: '1' } });
    dpo = await createAdmin(app, { roles: roles.national('dpo') });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('refuses a bad record with a worded 400 per field', async () => {
    const future = new Date((await clockNow(app)).getTime() + 48 * HOUR).toISOString();
    const res = await app.request('POST', '/api/admin/privacy-breaches', { token: dpo.token!, body: { discoveredAt: future, summary: '', categories: ['gossip'], centreIds: ['not-a-uuid'] } });
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e: { path: string; msg: string }) => [e.path, e.msg])).toEqual([
      ['discoveredAt', BREACH_MSG.discoveredAtInvalid],
      ['summary', BREACH_MSG.summaryRequired],
      ['categories', BREACH_MSG.categoriesInvalid],
      ['centreIds', BREACH_MSG.centresInvalid],
    ]);
    const unknown = await app.request('POST', '/api/admin/privacy-breaches', {
      token: dpo.token!,
      body: { discoveredAt: new Date().toISOString(), summary: 'x', categories: ['contact'], centreIds: ['00000000-0000-4000-8000-000000000000'] },
    });
    expect(unknown.body.errors).toEqual([{ path: 'centreIds', msg: BREACH_MSG.centresInvalid }]);
    const byReference = await app.request('POST', '/api/admin/privacy-breaches', {
      token: dpo.token!,
      body: { discoveredAt: new Date().toISOString(), summary: 'x', categories: ['contact'], centreReferences: ['JAMB-2026-NOPE'] },
    });
    expect(byReference.status).toBe(400);
    expect(byReference.body.errors).toEqual([{ path: 'centreReferences', msg: BREACH_MSG.unknownReferences(['JAMB-2026-NOPE']) }]);
    expect((await app.db!.query('SELECT count(*)::int AS n FROM privacy_breaches')).rows[0].n).toBe(0);
    const admin = await createAdmin(app, { roles: roles.national() });
    expect((await app.request('GET', '/api/admin/privacy-breaches', { token: admin.token! })).status).toBe(403);
  });

  it('runs the 72-hour clock, prefills the notice, emails the centres in their languages and audits each step', async () => {
    const kano = await seedCentre(app, { state: 'Kano', localGovernment: 'Fagge', centreName: 'Kano Star CBT' });
    const lagos = await seedCentre(app, { state: 'Lagos', centreName: 'Lagos Bright CBT' });
    await app.db!.query(`UPDATE centres SET language = 'ha' WHERE id = $1`, [kano.id]);
    const now = await clockNow(app);
    const discoveredAt = new Date(now.getTime() - 2 * HOUR).toISOString();
    const recorded = await app.request('POST', '/api/admin/privacy-breaches', {
      token: dpo.token!,
      body: {
        discoveredAt,
        summary: 'A staff laptop holding an export of centre contacts was stolen.',
        measures: 'The export link was revoked and the staff passwords reset.',
        categories: ['identity', 'contact'],
        // The console names centres by reference number; the API takes ids too.
        centreIds: [kano.id],
        centreReferences: [lagos.reference.toLowerCase()],
      },
    });
    expect(recorded.status).toBe(201);
    const breach = recorded.body.data;
    expect(breach.reference).toMatch(/^BR-\d{4}-\d{4}$/);
    expect(breach.noticeDueAt).toBe(new Date(Date.parse(discoveredAt) + 72 * HOUR).toISOString());
    expect(breach.overdue).toBe(false);
    expect(breach.noticeLeftMs).toBeGreaterThan(69 * HOUR);
    expect(breach.noticeLeftMs).toBeLessThanOrEqual(70 * HOUR);
    expect(breach.centres.map((c: { name: string }) => c.name)).toEqual(['Kano Star CBT', 'Lagos Bright CBT']);

    const notice = await app.request('GET', `/api/admin/privacy-breaches/${breach.id}/notice`, { token: dpo.token! });
    expect(notice.status).toBe(200);
    const text = notice.body.data.text as string;
    expect(text).toContain('Nigeria Data Protection Commission');
    expect(text).toContain(breach.reference);
    expect(text).toContain(`Discovered at: ${discoveredAt}`);
    expect(text).toContain('A staff laptop holding an export of centre contacts was stolen.');
    expect(text).toContain('- contact details (email addresses, phone numbers)');
    expect(text).toContain(`- Kano Star CBT (${kano.reference}, Kano)`);
    expect(text).toContain('The export link was revoked');

    // Past 72 hours from discovery the clock shows it overdue.
    await passTime(app, 3);
    const late = await app.request('GET', `/api/admin/privacy-breaches/${breach.id}`, { token: dpo.token! });
    expect(late.body.data.overdue).toBe(true);
    expect(late.body.data.noticeLeftMs).toBeLessThan(0);
    expect(late.body.data.notice).toBe((await app.request('GET', `/api/admin/privacy-breaches/${breach.id}/notice`, { token: dpo.token! })).body.data.text);
    const listed = await app.request('GET', '/api/admin/privacy-breaches', { token: dpo.token! });
    expect(listed.body.data).toEqual({ breaches: [expect.objectContaining({ id: breach.id, overdue: true })], total: 1 });

    const notified = await app.request('POST', `/api/admin/privacy-breaches/${breach.id}/notified`, { token: dpo.token! });
    expect(notified.status).toBe(200);
    expect(notified.body.data).toEqual(expect.objectContaining({ overdue: false, noticeLeftMs: null }));
    expect(notified.body.data.notifiedAt).not.toBeNull();
    const again = await app.request('POST', `/api/admin/privacy-breaches/${breach.id}/notified`, { token: dpo.token! });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(BREACH_MSG.alreadyNotified);

    const emailed = await app.request('POST', `/api/admin/privacy-breaches/${breach.id}/email-centres`, { token: dpo.token! });
    expect(emailed.status).toBe(200);
    expect(emailed.body.data.emailed).toBe(2);
    expect(emailed.body.data.centresEmailedAt).not.toBeNull();
    const hausa = await app.mail.waitFor((m) => m.to.includes(kano.email));
    expect(hausa.subject).toBe('Keta bayanan sirri da ya shafi Kano Star CBT');
    expect(hausa.text).toContain('A staff laptop holding an export of centre contacts was stolen.');
    expect(hausa.text).toContain('adireshin imel da lambobin waya');
    const english = await app.mail.waitFor((m) => m.to.includes(lagos.email));
    expect(english.subject).toBe('A personal data breach concerning Lagos Bright CBT');

    const shown = await app.request('GET', `/api/admin/privacy-breaches/${breach.id}`, { token: dpo.token! });
    expect(shown.body.data.history.map((h: { action: string; actor: string }) => [h.action, h.actor])).toEqual([
      ['privacy_breach.recorded', dpo.email],
      ['privacy_breach.regulator_notified', dpo.email],
      ['privacy_breach.centres_emailed', dpo.email],
    ]);
    const { rows } = await app.db!.query(`SELECT data FROM audit_events WHERE target_type = 'privacy_breach' AND action = 'privacy_breach.regulator_notified'`);
    expect(rows[0].data.withinHours).toBe(false);
    expect((await app.request('GET', `/api/admin/privacy-breaches/${breach.id}x`, { token: dpo.token! })).status).toBe(404);
  });
});
