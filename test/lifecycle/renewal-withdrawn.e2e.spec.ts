import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { RENEWAL_MSG } from '#contracts';
import { accreditedCentre, stageApprovers } from '../support/accreditation-factories.js';
import { createAdmin, roles, superAdminToken } from '../support/factories.js';
import { accreditedExport, accreditationCall, clockNow, passTime, publicRegister, recordAutotest, renewal, signInCentre, verifyLetter } from '../support/lifecycle-api.js';
import type { CreatedCentre } from '../support/centre-factories.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const DAY = 24 * 3600_000;

/**
 * DECISIONS §10 (due process, last lines): a suspension or a revocation withdraws a renewal in flight;
 * only reinstate lifts a suspension; a revoked accreditation never returns to good standing. Without
 * that, two ordinary stage approvers granting the renewal would put a revoked or suspended centre back
 * on the register with a new letter, past the super admin's decision.
 */
describe('a suspension or revocation withdraws the renewal in flight', () => {
  let app: TestApp;
  let su: string;
  let national: string;

  beforeAll(async () => {
    app = await startTestApp({ env: { TEST_CLOCK: '1', RATE_LIMIT_FACTOR: '1000' } });
    su = await superAdminToken(app);
    national = (await createAdmin(app, { roles: roles.national() })).token!;
    const stages = [1, 2].map((n) => ({ stageNumber: n, stageName: `S${n}`, description: `S${n}`, requiredRoles: ['admin', 'superadmin'] }));
    const saved = await app.request('POST', '/api/accreditation/config', {
      token: su,
      body: { configName: 'Renewable', description: 'Two stages', totalStagesRequired: 2, approvalStages: stages, validityMonths: 6, renewalWindowDays: 30 },
    });
    expect(saved.status).toBe(201);
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

  /** An accredited centre inside its renewal window, with this cycle's autotest, that has submitted its renewal. */
  async function renewalInFlight(): Promise<{ centre: CreatedCentre; first: Record<string, any>; session: string; renewalId: string }> {
    const { centre, accreditation: first } = await accreditedCentre(app, { state: 'Lagos' });
    await letterCode(first.id);
    const session = (await signInCentre(app, centre.reference, centre.email)).body.data.token;
    const opens = new Date(new Date(first.validUntil).getTime() - 30 * DAY);
    const today = await passTime(app, (opens.getTime() - (await clockNow(app)).getTime()) / DAY + 1);
    expect((await recordAutotest(app, national, centre.reference, 'approved', today.toISOString().slice(0, 10))).status).toBe(200);
    const submitted = await renewal(app, centre.reference, session, true);
    expect(submitted.status).toBe(201);
    return { centre, first, session, renewalId: submitted.body.data.running.id };
  }

  /** Two fresh ordinary stage approvers try to grant the renewal: each gets the worded 409, nothing changes. */
  async function approversAreRefused(centreId: string): Promise<void> {
    for (const approver of await stageApprovers(app, 2)) {
      const res = await app.request('POST', `/api/accreditation/centres/${centreId}/approve`, { token: approver.token!, body: {} });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(RENEWAL_MSG.renewalWithdrawn);
    }
  }

  const shownAccreditation = async (centreId: string) => (await app.request('GET', `/api/admin/schools/${centreId}`, { token: su })).body.data.school.accreditation;

  it('a revocation withdraws it: the renewal cannot be granted, the centre stays off the register, the export and its letters', async () => {
    const { centre, first, session, renewalId } = await renewalInFlight();
    expect((await accreditationCall(app, su, centre.id, 'revoke')).status).toBe(200);

    expect(await shownAccreditation(centre.id)).toMatchObject({ id: renewalId, status: 'withdrawn', standing: null });
    const view = (await renewal(app, centre.reference, session)).body.data;
    expect(view).toMatchObject({ open: false, running: null });
    expect(view.cycles.find((c: any) => c.id === renewalId)).toMatchObject({ kind: 'renewal', status: 'withdrawn' });
    const withdrawn = (await history(centre.id)).filter((e) => e.action === 'renewal_withdrawn');
    expect(withdrawn).toHaveLength(1);
    expect(withdrawn[0]).toMatchObject({ data: { accreditationId: renewalId, cause: 'revoked', inForceAccreditationId: first.id } });
    await app.mail.waitFor((m) => m.to.includes(centre.email) && m.subject.startsWith('Renewal withdrawn'));

    await approversAreRefused(centre.id);
    expect((await verifyLetter(app, await letterCode(first.id))).body.data.status).toBe('revoked');
    expect((await publicRegister(app)).map((e) => e.centreName)).not.toContain(first.snapshot.CentreName);
    expect((await accreditedExport(app, su)).map((r) => r['Reference Number'])).not.toContain(centre.reference);
    // A revoked accreditation has nothing left to renew.
    expect((await renewal(app, centre.reference, session, true)).body.message).toBe(RENEWAL_MSG.nothingToRenew);
  });

  it('a suspension withdraws it; only reinstate lifts the suspension, after which the centre may renew again', async () => {
    const { centre, first, session, renewalId } = await renewalInFlight();
    expect((await accreditationCall(app, su, centre.id, 'suspend')).status).toBe(200);
    expect(await shownAccreditation(centre.id)).toMatchObject({ id: renewalId, status: 'withdrawn' });
    expect((await history(centre.id)).filter((e) => e.action === 'renewal_withdrawn')[0]).toMatchObject({ data: { accreditationId: renewalId, cause: 'suspended' } });

    await approversAreRefused(centre.id);
    expect((await verifyLetter(app, await letterCode(first.id))).body.data.status).toBe('suspended');

    expect((await accreditationCall(app, su, centre.id, 'reinstate')).status).toBe(200);
    expect((await verifyLetter(app, await letterCode(first.id))).body.data.status).toBe('accredited');
    // A new renewal is a new cycle, decided from its first stage.
    const again = await renewal(app, centre.reference, session, true);
    expect(again.status).toBe(201);
    expect(again.body.data.running).toMatchObject({ kind: 'renewal', status: 'pending', currentStage: 0 });
    expect(again.body.data.running.id).not.toBe(renewalId);
  });

  it('a failed autotest suspends the accreditation and withdraws the renewal too', async () => {
    const { centre, renewalId } = await renewalInFlight();
    const today = (await clockNow(app)).toISOString().slice(0, 10);
    expect((await recordAutotest(app, national, centre.reference, 'rejected', today)).status).toBe(200);
    expect(await shownAccreditation(centre.id)).toMatchObject({ id: renewalId, status: 'withdrawn' });
    expect((await history(centre.id)).filter((e) => e.action === 'renewal_withdrawn')[0]).toMatchObject({ actor: 'system', data: { accreditationId: renewalId, cause: 'suspended' } });
    await approversAreRefused(centre.id);
  });
});
