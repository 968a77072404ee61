import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MSG } from '#contracts';
import { approveStage, initialise, passedAutotestCentre, saveConfig, stageInput } from '../support/accreditation-factories.js';
import { createAdmin, createRole, superAdminToken, type CreatedAdmin } from '../support/factories.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * Four-eyes is a setting of each configuration version (docs/TRUST.md "Four-eyes and the stage
 * flags"). Saved without it, it is on only when the council has a different approver for every stage
 * that needs a person; else a council with fewer approvers than stages could never accredit.
 */
describe('four-eyes: a per-configuration setting whose default follows the approvers there are', () => {
  let app: TestApp;
  let su: string;
  const examiners: CreatedAdmin[] = [];
  const examinerStages = () => [stageInput(1, { requiredRoles: ['examiner'] }), stageInput(2, { requiredRoles: ['examiner'] })];
  const addExaminer = async () => examiners.push(await createAdmin(app, { roles: [{ type: 'examiner', level: 'national', assignedStates: [] }], firstName: `Examiner${examiners.length + 1}` }));

  beforeAll(async () => {
    app = await startTestApp();
    su = await superAdminToken(app);
    await createRole(app, 'examiner');
  }, 90_000);
  afterAll(async () => {
    await app?.close();
  }, 60_000);

  it('installs the three-stage default with four-eyes off when fewer people than stages may approve', async () => {
    const seeded = (await app.request('GET', '/api/accreditation/config/versions', { token: su })).body.data as Array<Record<string, any>>;
    expect(seeded.find((v) => v.version === 1)).toMatchObject({ totalStagesRequired: 3, fourEyes: false });
  });

  it('left out with one examiner for two examiner stages: off, and that examiner accredits alone', async () => {
    await addExaminer();
    const config = await saveConfig(app, examinerStages(), { fourEyes: null, configName: 'One examiner' });
    expect(config.fourEyes).toBe(false);
    const centre = await passedAutotestCentre(app);
    await initialise(app, centre.id, su);
    await approveStage(app, centre.id, examiners[0]!.token!);
    expect(await approveStage(app, centre.id, examiners[0]!.token!)).toMatchObject({ status: 'approved' });
  });

  it('left out with two examiners: on, and the same examiner is refused the second stage', async () => {
    await addExaminer();
    const config = await saveConfig(app, examinerStages(), { fourEyes: null, configName: 'Two examiners' });
    expect(config.fourEyes).toBe(true);
    const centre = await passedAutotestCentre(app);
    await initialise(app, centre.id, su);
    await approveStage(app, centre.id, examiners[0]!.token!);
    const again = await app.request('POST', `/api/accreditation/centres/${centre.id}/approve`, { token: examiners[0]!.token!, body: {} });
    expect(again.status).toBe(403);
    expect(again.body.message).toBe(MSG.fourEyes);
    expect(await approveStage(app, centre.id, examiners[1]!.token!)).toMatchObject({ status: 'approved' });
  });

  it('a deactivated examiner is no longer counted; an explicit choice is kept either way', async () => {
    expect((await app.request('POST', `/api/user/${examiners[1]!.id}/deactivate`, { token: su, body: {} })).status).toBe(200);
    expect((await saveConfig(app, examinerStages(), { fourEyes: null })).fourEyes).toBe(false);
    expect((await saveConfig(app, examinerStages(), { fourEyes: true })).fourEyes).toBe(true);
    // An auto-approved stage needs nobody: one examiner is enough for the other.
    expect((await saveConfig(app, [stageInput(1, { requiredRoles: ['examiner'], autoApprove: true }), stageInput(2, { requiredRoles: ['examiner'] })], { fourEyes: null })).fourEyes).toBe(true);
  });
});
