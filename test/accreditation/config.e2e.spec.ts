import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { defaultStage, MSG } from '#contracts';
import { saveConfig, stageInput } from '../support/accreditation-factories.js';
import { createAdmin, createRole, registerAccount, roles, superAdminToken } from '../support/factories.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const body = (overrides: Record<string, unknown> = {}) => ({
  configName: 'Council workflow',
  description: 'Two approvals',
  totalStagesRequired: 2,
  approvalStages: [stageInput(1), stageInput(2)],
  ...overrides,
});

describe('accreditation configuration', () => {
  let app: TestApp;
  let su: string;
  let national: string;
  beforeAll(async () => {
    app = await startTestApp();
    su = await superAdminToken(app);
    national = (await createAdmin(app, { roles: roles.national() })).token!;
  });
  afterAll(async () => {
    await app?.close();
  });

  const post = (payload: unknown, token = su) => app.request('POST', '/api/accreditation/config', { token, body: payload });

  it('serves the SPEC §9 default workflow, installed at first start, as version 1, and offers the same defaults to the editor', async () => {
    const res = await app.request('GET', '/api/accreditation/config', { token: national });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ version: 1, totalStagesRequired: 3, approvalStages: [defaultStage(1), defaultStage(2), defaultStage(3)] });
    expect(res.body.data.configName).not.toBe('');
    const defaults = await app.request('GET', '/api/accreditation/config/defaults', { token: national });
    expect(defaults.status).toBe(200);
    expect(defaults.body.data.totalStagesRequired).toBe(3);
    expect(defaults.body.data.approvalStages).toEqual([defaultStage(1), defaultStage(2), defaultStage(3)]);
    // Installed once, by the system, with its event like any version.
    expect((await app.db!.query(`SELECT count(*)::int AS n FROM outbox_events WHERE type = 'accreditation.config_saved' AND payload->>'by' = 'system'`)).rows[0].n).toBe(1);
    await app.restart();
    expect((await app.db!.query('SELECT count(*)::int AS n FROM accreditation_configs')).rows[0].n).toBe(1);
  }, 90_000);

  it("gives every SPEC §5 message in SPEC's order and saves nothing", async () => {
    const res = await post({
      configName: '',
      description: '  ',
      totalStagesRequired: 2,
      approvalStages: [stageInput(1, { stageName: '', description: '', requiredRoles: '' }), stageInput(2)],
    });
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e: { msg: string }) => e.msg)).toEqual([
      MSG.configNameRequired,
      MSG.configDescriptionRequired,
      MSG.stageNameRequired(1),
      MSG.stageDescriptionRequired(1),
      MSG.stageNeedsRole(1),
    ]);
    // Only the installed default: nothing saved.
    expect((await app.db!.query('SELECT count(*)::int AS n FROM accreditation_configs')).rows[0].n).toBe(1);
  });

  it('refuses a stage count outside 1..10 and one that does not match the stages', async () => {
    for (const total of [0, 11]) {
      const res = await post(body({ totalStagesRequired: total }));
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([{ path: 'totalStagesRequired', msg: MSG.totalStagesRange }]);
    }
    const mismatch = await post(body({ totalStagesRequired: 3 }));
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.errors).toEqual([{ path: 'approvalStages', msg: MSG.stagesCountMismatch }]);
  });

  it('refuses a required role that does not exist', async () => {
    const res = await post(body({ approvalStages: [stageInput(1), stageInput(2, { requiredRoles: 'admin, ghost_role' })] }));
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ path: 'approvalStages.1.requiredRoles', msg: MSG.unknownRequiredRole(2, 'ghost_role') }]);
  });

  it.each([['an array body', [1, 2]], ['a string body', 'config'], ['stages of numbers', body({ approvalStages: [1, 2] })]])('answers 400, never 5xx, to %s', async (_, payload) => {
    const res = await post(payload);
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
  });

  it('lets only a super admin save, with the reason in the message', async () => {
    const res = await post(body(), national);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(MSG.onlySuperAdminConfig);
    const invalid = await post({}, national);
    expect(invalid.status).toBe(403);
  });

  it('saves versions, keeps the old ones readable and serves the newest as active', async () => {
    const role = await createRole(app, 'site_visitor');
    const first = await post(body({ approvalStages: [stageInput(5, { requiredRoles: ' admin , site_visitor ' }), stageInput(9, { autoApprove: true })] }));
    expect(first.status).toBe(201);
    expect(first.body.message).toBe(MSG.configSaved);
    expect(first.body.data).toMatchObject({
      version: 2,
      configName: 'Council workflow',
      totalStagesRequired: 2,
      createdBy: app.superAdmin.email,
      approvalStages: [
        { stageNumber: 1, stageName: 'Stage 5', requiredRoles: ['admin', role.roleName], autoApprove: false, isActive: true },
        { stageNumber: 2, stageName: 'Stage 9', autoApprove: true },
      ],
    });
    const second = await saveConfig(app, 3, { configName: 'Three stages' });
    expect(second.version).toBe(3);

    const active = await app.request('GET', '/api/accreditation/config', { token: national });
    expect(active.status).toBe(200);
    expect(active.body.data).toMatchObject({ version: 3, configName: 'Three stages', totalStagesRequired: 3 });
    const versions = await app.request('GET', '/api/accreditation/config/versions', { token: national });
    expect(versions.body.data.map((v: { version: number }) => v.version)).toEqual([3, 2, 1]);
    const old = await app.request('GET', '/api/accreditation/config/versions/2', { token: national });
    expect(old.status).toBe(200);
    expect(old.body.data).toEqual(first.body.data);
    for (const missing of ['4', 'abc']) expect((await app.request('GET', `/api/accreditation/config/versions/${missing}`, { token: national })).status).toBe(404);
  });

  it('gives simultaneous saves distinct versions and records an event for each', async () => {
    const before = (await app.db!.query('SELECT max(version)::int AS v FROM accreditation_configs')).rows[0].v as number;
    const results = await Promise.all(Array.from({ length: 4 }, () => post(body())));
    expect(results.map((r) => r.status)).toEqual([201, 201, 201, 201]);
    expect(results.map((r) => r.body.data.version).sort()).toEqual([before + 1, before + 2, before + 3, before + 4]);
    const events = await app.db!.query(`SELECT count(*)::int AS n FROM outbox_events WHERE type = 'accreditation.config_saved'`);
    expect(events.rows[0].n).toBe(before + 4);
  });

  it('is closed to anonymous callers and accounts without a role', async () => {
    expect((await app.request('GET', '/api/accreditation/config')).status).toBe(401);
    expect((await app.request('POST', '/api/accreditation/config', { body: body() })).status).toBe(401);
    const noRole = (await registerAccount(app)).token!;
    expect((await app.request('GET', '/api/accreditation/config', { token: noRole })).status).toBe(403);
    expect((await app.request('POST', '/api/accreditation/config', { token: noRole, body: body() })).status).toBe(403);
  });
});
