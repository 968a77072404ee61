import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { accreditedCentre, approveAll, initialise, saveConfig, stageApprovers } from '../support/accreditation-factories.js';
import { CODE_SUBJECT, codeOf, type CreatedCentre } from '../support/centre-factories.js';
import { createAdmin, roles, superAdminToken } from '../support/factories.js';
import { clockNow, passTime, review } from '../support/lifecycle-api.js';

const DAY = 24 * 3600_000;
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * Found by the lifecycle model (test/lifecycle, due process). First: a revoked accreditation is appealed,
 * and meanwhile the centre is reviewed again and granted a new accreditation. DECISIONS §9: the
 * centre has one accreditation in force, so one entry on the register; DECISIONS §10: an allowed
 * appeal reverses through the state machines, and there is no move that would put the revoked
 * accreditation back beside the new one: the appeal cannot be allowed (409, nothing changes).
 * Second: an allowed appeal restores exactly what the revocation took; of an accreditation whose
 * validity had ended, that is an expired one, never a valid accreditation again. Third: a suspension
 * lifted and imposed again is a second decision; allowing the first one's appeal does not lift it.
 */
describe('an allowed appeal restores exactly what its decision took', () => {
  let app: TestApp;
  let su: string;

  beforeAll(async () => {
    app = await startTestApp({ env: { RATE_LIMIT_FACTOR: '1000', TEST_CLOCK: '1' } });
    su = await superAdminToken(app);
    await saveConfig(app, 2);
  }, 120_000);
  afterAll(async () => {
    await app?.close();
  });

  async function signIn(centre: CreatedCentre): Promise<string> {
    const before = app.mail.messages.length;
    expect((await app.request('POST', `/api/centre-registration/${centre.reference}/send-otp`)).status).toBe(200);
    const mail = await app.mail.waitFor((m) => m.to.includes(centre.email) && CODE_SUBJECT.test(m.subject), undefined, before);
    return (await app.request('POST', `/api/centre-registration/${centre.reference}/verify-otp`, { body: { otp: codeOf(mail) } })).body.data.token;
  }

  const registerEntries = async (name: string) =>
    ((await app.request('GET', '/api/public/accredited-centres?limit=100')).body.data.centres as Array<Record<string, any>>).filter((c) => c.centreName === name);

  it('the register lists the centre once, by its new accreditation, and the appeal cannot put the revoked one back', async () => {
    const { centre } = await accreditedCentre(app);
    expect((await app.request('POST', `/api/accreditation/centres/${centre.id}/revoke`, { token: su, body: { reason: 'False declarations.' } })).status).toBe(200);
    const token = await signIn(centre);
    const [decision] = (await app.request('GET', `/api/centre-registration/${centre.reference}/decisions`, { token })).body.data;
    const lodged = await app.request('POST', `/api/centre-registration/${centre.reference}/appeals`, { token, body: { decisionId: decision.id, grounds: 'The count was wrong.' } });
    expect(lodged.status).toBe(201);

    // Reviewed again from the start, and accredited anew.
    for (const action of ['reset', 'approve', 'approve-autotest'] as const) expect((await review(app, su, centre.id, action)).status).toBe(200);
    await initialise(app, centre.id, su);
    await approveAll(app, centre.id, await stageApprovers(app, 2));
    expect((await registerEntries(centre.centreName)).map((e) => e.standing)).toEqual(['accredited']);

    const judge = await createAdmin(app, { roles: roles.national(), firstName: 'Judge' });
    const before = (await app.db!.query('SELECT id, standing FROM accreditations WHERE centre_id = $1 ORDER BY cycle', [centre.id])).rows;
    const allowed = await app.request('POST', `/api/appeals/${lodged.body.data.id}/decision`, { token: judge.token!, body: { outcome: 'allowed', reasons: 'The count was wrong.' } });
    expect(allowed.status).toBe(409);
    expect((await app.db!.query('SELECT id, standing FROM accreditations WHERE centre_id = $1 ORDER BY cycle', [centre.id])).rows).toEqual(before);
    expect((await app.request('GET', `/api/appeals/${lodged.body.data.id}`, { token: judge.token! })).body.data.status).toBe('open');
  });

  it('a revocation of an expired accreditation, allowed on appeal, restores what it took: expired, not accredited', async () => {
    const { centre } = await accreditedCentre(app);
    const validUntil = new Date((await app.db!.query(`SELECT valid_until FROM accreditations WHERE centre_id = $1`, [centre.id])).rows[0].valid_until);
    await passTime(app, Math.ceil((validUntil.getTime() - (await clockNow(app)).getTime()) / DAY) + 1);
    expect((await app.db!.query(`SELECT standing FROM accreditations WHERE centre_id = $1`, [centre.id])).rows[0].standing).toBe('expired');
    expect((await app.request('POST', `/api/accreditation/centres/${centre.id}/revoke`, { token: su, body: { reason: 'Forged inspection records.' } })).status).toBe(200);
    const token = await signIn(centre);
    const [decision] = (await app.request('GET', `/api/centre-registration/${centre.reference}/decisions`, { token })).body.data;
    const lodged = await app.request('POST', `/api/centre-registration/${centre.reference}/appeals`, { token, body: { decisionId: decision.id, grounds: 'The records were genuine.' } });
    expect(lodged.status).toBe(201);
    const judge = await createAdmin(app, { roles: roles.national(), firstName: 'Judge' });
    const allowed = await app.request('POST', `/api/appeals/${lodged.body.data.id}/decision`, { token: judge.token!, body: { outcome: 'allowed', reasons: 'The records were genuine.' } });
    expect(allowed.status).toBe(200);
    expect((await app.db!.query(`SELECT standing FROM accreditations WHERE centre_id = $1`, [centre.id])).rows[0].standing).toBe('expired');
    expect(await registerEntries(centre.centreName)).toEqual([]);
  });

  it('an appeal against a suspension that was lifted and then imposed again cannot lift the second suspension (409, nothing changes)', async () => {
    const { centre } = await accreditedCentre(app);
    const standing = async () => (await app.db!.query(`SELECT standing FROM accreditations WHERE centre_id = $1`, [centre.id])).rows[0].standing;
    expect((await app.request('POST', `/api/accreditation/centres/${centre.id}/suspend`, { token: su, body: { reason: 'Late starts.' } })).status).toBe(200);
    const token = await signIn(centre);
    const [decision] = (await app.request('GET', `/api/centre-registration/${centre.reference}/decisions`, { token })).body.data;
    const lodged = await app.request('POST', `/api/centre-registration/${centre.reference}/appeals`, { token, body: { decisionId: decision.id, grounds: 'The buses were late.' } });
    expect(lodged.status).toBe(201);
    expect((await app.request('POST', `/api/accreditation/centres/${centre.id}/reinstate`, { token: su, body: { reason: 'Explained.' } })).status).toBe(200);
    expect((await app.request('POST', `/api/accreditation/centres/${centre.id}/suspend`, { token: su, body: { reason: 'Exam papers found outside the hall.' } })).status).toBe(200);
    const judge = await createAdmin(app, { roles: roles.national(), firstName: 'Judge' });
    const allowed = await app.request('POST', `/api/appeals/${lodged.body.data.id}/decision`, { token: judge.token!, body: { outcome: 'allowed', reasons: 'The buses were late.' } });
    expect(allowed.status).toBe(409);
    expect(await standing()).toBe('suspended');
  });
});
