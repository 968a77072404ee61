import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MSG } from '#contracts';
import { approveStage, initialise, passedAutotestCentre, saveConfig, stageApprovers, stageInput } from '../support/accreditation-factories.js';
import { seedCentre } from '../support/centre-factories.js';
import { createAdmin, createRole, roles, superAdminToken, type CreatedAdmin } from '../support/factories.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

describe('accreditation workflow', () => {
  let app: TestApp;
  let su: string;
  let reviewer: CreatedAdmin;
  let admins: CreatedAdmin[];
  beforeAll(async () => {
    app = await startTestApp();
    su = await superAdminToken(app);
    await createRole(app, 'reviewer');
    reviewer = await createAdmin(app, { roles: [{ type: 'reviewer', level: 'national', assignedStates: [] }] });
    admins = await stageApprovers(app, 3);
    // Five accounts (argon2 each) after a start: more than the default 30 s on a loaded machine.
  }, 90_000);
  afterAll(async () => {
    await app?.close();
  });

  const call = (centreId: string, action: 'initialize' | 'approve' | 'reject', token: string, body?: unknown) =>
    app.request('POST', `/api/accreditation/centres/${centreId}/${action}`, { token, body });
  const history = async (centreId: string) =>
    (await app.db!.query('SELECT action, note, data FROM centre_actions WHERE centre_id = $1 ORDER BY seq', [centreId])).rows;
  const events = async (centreId: string) =>
    // Events of one transaction share created_at, so they are compared as a sorted list.
    (await app.db!.query(`SELECT type FROM outbox_events WHERE payload->>'centreId' = $1 ORDER BY type`, [centreId])).rows.map((r) => r.type);

  it('starts a fresh install on the installed default workflow, and refuses to start without any configuration', async () => {
    const seeded = await app.request('GET', '/api/accreditation/config', { token: su });
    expect(seeded.body.data).toMatchObject({ version: 1, totalStagesRequired: 3 });
    // With no configuration at all (here: the installed one removed before any use), nothing starts.
    await app.db!.query('DELETE FROM accreditation_configs');
    const centre = await passedAutotestCentre(app);
    const res = await call(centre.id, 'initialize', su);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(MSG.noActiveConfig);
  });

  it('starts only for a centre that passed the autotest, and only once', async () => {
    // Stage 1 is the reviewer's, stage 2 any admin's.
    await saveConfig(app, [stageInput(1, { stageName: 'Technical review', requiredRoles: ['reviewer'] }), stageInput(2, { stageName: 'Board' })]);
    const failed = await seedCentre(app, { status: 'autotest_approved', autotestDecision: 'rejected' });
    const refused = await call(failed.id, 'initialize', su);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(MSG.accreditationNeedsPassedAutotest);

    const centre = await passedAutotestCentre(app);
    const res = await call(centre.id, 'initialize', admins[0]!.token!);
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(MSG.accreditationInitialized);
    expect(res.body.data).toMatchObject({ status: 'pending', currentStage: 0, totalStagesRequired: 2, progress: 0, configVersion: 1, approvals: [] });
    expect(res.body.data.stages.map((s: { state: string }) => s.state)).toEqual(['active', 'locked']);
    const again = await call(centre.id, 'initialize', su);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(MSG.accreditationExists);
    expect((await history(centre.id)).map((h) => h.action)).toEqual(['pre_registered', 'accreditation_initialized']);
    expect(await events(centre.id)).toEqual(['accreditation.initialized']);
  });

  it('runs the stages in order under their roles, four-eyes, and keeps the bound configuration', async () => {
    const centre = await passedAutotestCentre(app);
    await initialise(app, centre.id, su);

    // An admin without the reviewer role cannot take stage 1, whatever else they hold.
    const wrongRole = await call(centre.id, 'approve', admins[0]!.token!, {});
    expect(wrongRole.status).toBe(403);
    expect(wrongRole.body.message).toBe(MSG.noStagePermission);
    const before = await app.request('GET', `/api/accreditation/centres/${centre.id}`, { token: reviewer.token! });
    expect(before.body.data).toMatchObject({ canApprove: true, canReject: true, currentStage: 0 });

    const first = await call(centre.id, 'approve', reviewer.token!, { comments: 'Labs checked' });
    expect(first.status).toBe(200);
    expect(first.body.message).toBe(MSG.stageApproved);
    expect(first.body.data).toMatchObject({
      status: 'in_progress',
      currentStage: 1,
      progress: 50,
      approvals: [{ stageNumber: 1, stageName: 'Technical review', approverEmail: reviewer.email, comments: 'Labs checked' }],
    });
    expect(first.body.data.stages.map((s: { state: string }) => s.state)).toEqual(['done', 'active']);

    // A new three-stage configuration changes nothing for this running accreditation.
    const newer = await saveConfig(app, 3);
    expect(newer.version).toBe(2);

    // Stage 2 is open to admins, but not to the stage 1 approver even were they to hold the role.
    const sameReviewer = await createAdmin(app, { roles: [...roles.national(), { type: 'reviewer', level: 'national', assignedStates: [] }] });
    const fourEyesCentre = await passedAutotestCentreInitialised();
    expect((await approveStage(app, fourEyesCentre.id, sameReviewer.token!)).canApprove).toBe(false);
    const fourEyes = await call(fourEyesCentre.id, 'approve', sameReviewer.token!, {});
    expect(fourEyes.status).toBe(403);
    expect(fourEyes.body.message).toBe(MSG.fourEyes);
    // The schema refuses it too, whatever code path would try.
    await expect(
      app.db!.query(
        `INSERT INTO accreditation_approvals (accreditation_id, stage_number, stage_name, approver_id, approver_name, approver_email)
         SELECT id, 2, 'Board', $2, 'x', 'x@x.test' FROM accreditations WHERE centre_id = $1`,
        [fourEyesCentre.id, sameReviewer.id],
      ),
    ).rejects.toThrow(/unique/i);

    const last = await call(centre.id, 'approve', admins[1]!.token!, {});
    expect(last.status).toBe(200);
    expect(last.body.data).toMatchObject({ status: 'approved', currentStage: 2, totalStagesRequired: 2, progress: 100, configVersion: 1, canApprove: false });
    expect(Date.now() - Date.parse(last.body.data.accreditedAt)).toBeLessThan(60_000);
    expect(last.body.data.stages.map((s: { state: string }) => s.state)).toEqual(['done', 'done']);

    const after = await call(centre.id, 'approve', admins[2]!.token!, {});
    expect(after.status).toBe(409);
    expect(after.body.message).toBe(MSG.accreditationNotActive('Accredited'));
    expect((await history(centre.id)).map((h) => h.action)).toEqual([
      'pre_registered',
      'accreditation_initialized',
      'accreditation_stage_approved',
      'accreditation_stage_approved',
      'accreditation_approved',
    ]);
    expect((await history(centre.id))[2]).toMatchObject({ note: 'Labs checked', data: { stageNumber: 1, stageName: 'Technical review' } });
    expect(await events(centre.id)).toEqual(['accreditation.approved', 'accreditation.initialized', 'accreditation.stage_approved', 'accreditation.stage_approved']);

    // New accreditations take the newest configuration.
    const fresh = await passedAutotestCentre(app);
    expect(await initialise(app, fresh.id, su)).toMatchObject({ configVersion: 2, totalStagesRequired: 3 });
  });

  /** A centre started on configuration version 1 (reviewer, then admins), optionally with stage 1 done by `reviewer`. */
  async function passedAutotestCentreInitialised(approvedStages = 0) {
    const centre = await passedAutotestCentre(app);
    const inserted = await app.db!.query(
      `INSERT INTO accreditations (centre_id, config_id, status, current_stage, total_stages_required)
       SELECT $1, id, 'pending', 0, total_stages_required FROM accreditation_configs WHERE version = 1 RETURNING id`,
      [centre.id],
    );
    if (approvedStages > 0) await approveStage(app, centre.id, reviewer.token!);
    expect(inserted.rowCount).toBe(1);
    return centre;
  }

  it('rejects with a reason from a stage-role holder only, and then accepts nothing more', async () => {
    const centre = await passedAutotestCentreInitialised();
    const blank = await call(centre.id, 'reject', reviewer.token!, { rejectionReason: '  ' });
    expect(blank.status).toBe(400);
    expect(blank.body.errors).toEqual([{ path: 'rejectionReason', msg: MSG.rejectionReasonRequired }]);
    const notHolder = await call(centre.id, 'reject', admins[0]!.token!, { rejectionReason: 'No' });
    expect(notHolder.status).toBe(403);
    expect(notHolder.body.message).toBe(MSG.noStagePermission);

    const res = await call(centre.id, 'reject', reviewer.token!, { rejectionReason: 'Power supply unreliable' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(MSG.accreditationRejectedMsg);
    expect(res.body.data).toMatchObject({ status: 'rejected', rejectionReason: 'Power supply unreliable', progress: 0, canApprove: false });
    const again = await call(centre.id, 'approve', reviewer.token!, {});
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(MSG.accreditationNotActive('Rejected'));
    const entry = (await history(centre.id)).at(-1);
    expect(entry).toMatchObject({ action: 'accreditation_rejected', note: 'Power supply unreliable' });
    expect(await events(centre.id)).toEqual(['accreditation.rejected']);
  });

  it('lets exactly one of two simultaneous approvals of a stage through', async () => {
    const centre = await passedAutotestCentreInitialised(1);
    const results = await Promise.all([call(centre.id, 'approve', admins[0]!.token!, {}), call(centre.id, 'approve', admins[1]!.token!, {})]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    // Overlapping, the loser's version check fails; had one finished first, the other finds it accredited.
    expect([MSG.concurrentChange, MSG.accreditationNotActive('Accredited')]).toContain(results.find((r) => r.status === 409)!.body.message);
    const rows = await app.db!.query('SELECT a.status, a.version, (SELECT count(*)::int FROM accreditation_approvals p WHERE p.accreditation_id = a.id) AS n FROM accreditations a WHERE centre_id = $1', [centre.id]);
    expect(rows.rows[0]).toMatchObject({ status: 'approved', n: 2 });
  });

  it('answers 404 for unknown centres and centres without an accreditation, 400 for bad comments', async () => {
    expect((await call('not-a-uuid', 'approve', su, {})).status).toBe(404);
    const bare = await passedAutotestCentre(app);
    const none = await app.request('GET', `/api/accreditation/centres/${bare.id}`, { token: su });
    expect(none.status).toBe(404);
    expect(none.body.message).toBe(MSG.accreditationNotFound);
    const centre = await passedAutotestCentreInitialised();
    const bad = await call(centre.id, 'approve', reviewer.token!, { comments: { $ne: 1 } });
    expect(bad.status).toBe(400);
  });
});
