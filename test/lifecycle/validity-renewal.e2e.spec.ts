import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MSG, RENEWAL_MSG, renewalDate, TRUST_MSG, validUntilOf } from '#contracts';
import { accreditedCentre, approveAll, saveConfig, stageApprovers } from '../support/accreditation-factories.js';
import { createAdmin, roles, superAdminToken } from '../support/factories.js';
import {
  accreditedExport,
  adminLetter,
  clockNow,
  passTime,
  publicRegister,
  recordAutotest,
  renewal,
  signInCentre,
  TINY_PDF,
  verifyLetter,
} from '../support/lifecycle-api.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const DAY = 24 * 3600_000;

/**
 * DECISIONS §9 on time: an accreditation is valid for the configuration's months; past its end it is
 * expired (once, by the system, in the history and the audit log) and leaves the register, the
 * export and the letters; from the renewal window on the centre renews and the council runs the
 * workflow again, whose grant supersedes the earlier accreditation. Time moves on the portal's test
 * clock (TEST_CLOCK=1), which also runs the periodic sweeps.
 */
describe('accreditation validity, expiry and renewal', () => {
  let app: TestApp;
  let su: string;
  let national: string;

  beforeAll(async () => {
    app = await startTestApp({ env: { TEST_CLOCK: '1', RATE_LIMIT_FACTOR: '1000' } });
    su = await superAdminToken(app);
    national = (await createAdmin(app, { roles: roles.national() })).token!;
  }, 90_000);
  afterAll(async () => {
    await app?.close();
  }, 60_000);

  const letterCode = async (accreditationId: string): Promise<string> => {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const { rows } = await app.db!.query('SELECT letter_code FROM accreditations WHERE id = $1 AND letter_stored_name IS NOT NULL', [accreditationId]);
      if (rows[0]?.letter_code) return rows[0].letter_code;
      if (Date.now() > deadline) throw new Error('no letter');
      await new Promise((r) => setTimeout(r, 150));
    }
  };
  const history = async (centreId: string) => (await app.request('GET', `/api/admin/schools/${centreId}/actions`, { token: su })).body.data.actions as Array<Record<string, any>>;

  it('checks validityMonths and renewalWindowDays, and keeps them with the version', async () => {
    const base = { configName: 'Timed', description: 'Timed', totalStagesRequired: 1, approvalStages: [{ stageNumber: 1, stageName: 'One', description: 'One', requiredRoles: ['admin'] }] };
    for (const [field, value, msg] of [
      ['validityMonths', 0, MSG.validityMonthsRange],
      ['validityMonths', 61, MSG.validityMonthsRange],
      ['validityMonths', 'a year', MSG.validityMonthsRange],
      ['renewalWindowDays', 0, MSG.renewalWindowRange],
      ['renewalWindowDays', 400, MSG.renewalWindowRange],
    ] as const) {
      const res = await app.request('POST', '/api/accreditation/config', { token: su, body: { ...base, [field]: value } });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([{ path: field, msg }]);
    }
    const saved = await saveConfig(app, 2, { configName: 'Six months' });
    expect(saved).toMatchObject({ validityMonths: 12, renewalWindowDays: 90 });
    const six = await app.request('POST', '/api/accreditation/config', { token: su, body: { ...base, totalStagesRequired: 2, approvalStages: [1, 2].map((n) => ({ stageNumber: n, stageName: `S${n}`, description: `S${n}`, requiredRoles: ['admin', 'superadmin'] })), validityMonths: 6, renewalWindowDays: 30 } });
    expect(six.status).toBe(201);
    expect(six.body.data).toMatchObject({ validityMonths: 6, renewalWindowDays: 30 });
    // Left out, they stay as the active version has them.
    expect(await saveConfig(app, 2, { configName: 'Same timing' })).toMatchObject({ validityMonths: 6, renewalWindowDays: 30 });
  });

  it('grants a validity, expires it once when it ends, and then keeps the centre off the register, the export and its letter', async () => {
    const { centre, accreditation } = await accreditedCentre(app, { state: 'Lagos' });
    const now = await clockNow(app);
    const until = new Date(accreditation.validUntil);
    expect(Math.abs(new Date(accreditation.validFrom).getTime() - now.getTime())).toBeLessThan(60_000);
    expect(until.toISOString()).toBe(validUntilOf(new Date(accreditation.validFrom), 6).toISOString());
    const code = await letterCode(accreditation.id);
    expect((await verifyLetter(app, code)).body.data).toMatchObject({ status: 'accredited', validUntil: until.toISOString() });
    expect((await publicRegister(app)).find((e) => e.centreName === accreditation.snapshot.CentreName)).toMatchObject({ validUntil: until.toISOString() });

    // A day before the end nothing happens; a day after, the standing is expired.
    await passTime(app, (until.getTime() - now.getTime()) / DAY - 1);
    expect((await verifyLetter(app, code)).body.data.status).toBe('accredited');
    await passTime(app, 2);
    const verify = (await verifyLetter(app, code)).body.data;
    expect(verify).toMatchObject({ status: 'expired', statusLabel: 'Accreditation expired', standingSince: until.toISOString() });
    expect(verify.statusText).toBe(`This centre's accreditation expired on ${renewalDate(until)}. It may not hold examinations until the council renews it.`);
    expect((await publicRegister(app)).map((e) => e.centreName)).not.toContain(accreditation.snapshot.CentreName);
    expect((await accreditedExport(app, su)).map((r) => r['Reference Number'])).not.toContain(centre.reference);
    expect(await adminLetter(app, su, centre.id)).toMatchObject({ status: 409, body: { message: TRUST_MSG.letterNeedsGoodStanding('Expired') } });

    // Once, by the system, in the history and the audit log, however many sweeps run.
    await passTime(app, 1);
    const expired = (await history(centre.id)).filter((e) => e.action === 'accreditation_expired');
    expect(expired).toHaveLength(1);
    expect(expired[0]).toMatchObject({ actor: 'system', data: { accreditationId: accreditation.id, fromStanding: 'accredited', toStanding: 'expired' } });
    const { rows } = await app.db!.query(`SELECT count(*)::int AS n FROM audit_events WHERE centre_id = $1 AND action = 'centre.accreditation_expired'`, [centre.id]);
    expect(rows[0].n).toBe(1);
    await app.mail.waitFor((m) => m.to.includes(centre.email) && m.subject.startsWith('Accreditation expired'));
  });

  it('lets the centre renew from its renewal window, with this cycle\'s autotest, and supersedes the old accreditation with a new validity', async () => {
    const { centre, accreditation: first } = await accreditedCentre(app, { state: 'Lagos' });
    const oldCode = await letterCode(first.id);
    const session = (await signInCentre(app, centre.reference, centre.email)).body.data.token;
    const until = new Date(first.validUntil);
    const opens = new Date(until.getTime() - 30 * DAY);

    const closed = await renewal(app, centre.reference, session);
    expect(closed.body.data).toMatchObject({ open: false, blockedReason: RENEWAL_MSG.notYetOpen(renewalDate(opens)), validUntil: until.toISOString(), standing: 'accredited' });
    expect((await renewal(app, centre.reference, session, true)).status).toBe(409);

    // Into the window: the documents open again for replacing; this cycle's autotest is still missing.
    const now = await clockNow(app);
    const today = await passTime(app, (opens.getTime() - now.getTime()) / DAY + 1);
    const form = new FormData();
    form.append('files', new Blob([new Uint8Array(TINY_PDF)]), 'new-gps.pdf');
    expect((await app.request('POST', `/api/centre-registration/${centre.reference}/upload/gpsPicture`, { token: session, raw: form })).status).toBe(201);
    expect((await renewal(app, centre.reference, session, true)).body.message).toBe(RENEWAL_MSG.needsCycleAutotest(renewalDate(opens)));
    expect((await recordAutotest(app, national, centre.reference, 'approved', today.toISOString().slice(0, 10))).status).toBe(200);

    const bad = await app.request('POST', `/api/centre-registration/${centre.reference}/renewal`, { token: session, body: { CentreCapacity: 0 } });
    expect(bad.status).toBe(400);
    // Checked as the detailed registration checks the same fields, with its messages.
    expect(bad.body.errors).toEqual(
      expect.arrayContaining([
        { path: 'CentreCapacity', msg: MSG.atLeastOneSystem },
        { path: 'TypeOfPowerSource', msg: MSG.fieldRequired('Power source') },
      ]),
    );
    expect(bad.body.errors.map((e: { path: string }) => e.path)).not.toContain('CentreName');
    const submitted = await renewal(app, centre.reference, session, true);
    expect(submitted.status).toBe(201);
    expect(submitted.body.data).toMatchObject({ open: false, blockedReason: RENEWAL_MSG.alreadySubmitted, running: { cycle: 2, kind: 'renewal', status: 'pending' } });
    expect((await renewal(app, centre.reference, session, true)).status).toBe(409);
    // While it is decided, the old accreditation stands.
    expect((await verifyLetter(app, oldCode)).body.data.status).toBe('accredited');

    const granted = await approveAll(app, centre.id, await stageApprovers(app, 2));
    expect(granted).toMatchObject({ cycle: 2, kind: 'renewal', status: 'approved', standing: 'accredited' });
    expect(new Date(granted.validUntil).toISOString()).toBe(validUntilOf(new Date(granted.validFrom), 6).toISOString());
    expect((await verifyLetter(app, oldCode)).body.data.status).toBe('superseded');
    expect((await verifyLetter(app, await letterCode(granted.id))).body.data).toMatchObject({ status: 'accredited', validUntil: granted.validUntil });
    const detail = (await app.request('GET', `/api/admin/schools/${centre.id}`, { token: su })).body.data.school;
    expect(detail.accreditationCycles.map((c: any) => [c.cycle, c.kind, c.standing])).toEqual([
      [2, 'renewal', 'accredited'],
      [1, 'initial', 'superseded'],
    ]);
    expect((await history(centre.id)).map((e) => e.action)).toEqual(expect.arrayContaining(['renewal_submitted', 'accreditation_superseded']));
    // The renewals report counts it in this month, in Lagos; a Kano admin sees no Lagos row.
    const report = await app.request('GET', '/api/reports/renewals?period=monthly', { token: su });
    expect(report.status).toBe(200);
    const lagos = report.body.data.states.find((s: any) => s.name === 'Lagos');
    expect(lagos.submitted).toBeGreaterThanOrEqual(1);
    expect(lagos.granted).toBeGreaterThanOrEqual(1);
    expect(report.body.data.totals.granted).toBe(report.body.data.states.reduce((n: number, s: any) => n + s.granted, 0));
    const kano = (await createAdmin(app, { roles: roles.state(['Kano']) })).token!;
    expect((await app.request('GET', '/api/reports/renewals?period=monthly', { token: kano })).body.data.states.map((s: any) => s.name)).not.toContain('Lagos');
    // A renewed centre is never shown expired when its old validity ends.
    await passTime(app, (until.getTime() - today.getTime()) / DAY + 2);
    expect((await verifyLetter(app, await letterCode(granted.id))).body.data.status).toBe('accredited');
    expect((await accreditedExport(app, su)).map((r) => r['Reference Number'])).toContain(centre.reference);
  });

  it('renews a lapsed accreditation too; a revoked one has nothing left to renew', async () => {
    const { centre, accreditation } = await accreditedCentre(app, { state: 'Lagos' });
    const session = (await signInCentre(app, centre.reference, centre.email)).body.data.token;
    const until = new Date(accreditation.validUntil);
    const today = await passTime(app, (until.getTime() - (await clockNow(app)).getTime()) / DAY + 3);
    expect((await recordAutotest(app, national, centre.reference, 'approved', today.toISOString().slice(0, 10))).status).toBe(200);
    expect((await renewal(app, centre.reference, session)).body.data).toMatchObject({ open: true, standing: 'expired' });
    expect((await app.request('POST', `/api/accreditation/centres/${centre.id}/revoke`, { token: su, body: { reason: 'Closed down' } })).status).toBe(200);
    expect((await renewal(app, centre.reference, session)).body.data).toMatchObject({ open: false, blockedReason: null, standing: null });
  });
});
