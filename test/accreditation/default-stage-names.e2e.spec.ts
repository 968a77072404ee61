import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { QueryRunner } from 'typeorm';
import { DEFAULT_STAGES, DEFAULT_WORKFLOW } from '#contracts';
import { DefaultStageNames1733620000002 } from '../../migrations/1733620000002-DefaultStageNames.js';
import { superAdminToken } from '../support/factories.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/** DECISIONS §10 (Screens): the default workflow's stages have names; an install from before is renamed where untouched. */
describe('default workflow stage names', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  }, 120_000);
  afterAll(async () => {
    await app?.close();
  });

  const stagesOf = async (version: number) =>
    ((await app.db!.query(`SELECT approval_stages FROM accreditation_configs WHERE version = $1`, [version])).rows[0].approval_stages as Array<{ stageName: string; description: string }>).map((s) => [s.stageName, s.description]);

  it('installs a fresh portal with named stages', async () => {
    const active = await app.request('GET', '/api/accreditation/config', { token: await superAdminToken(app) });
    expect(active.body.data.approvalStages.map((s: { stageName: string }) => s.stageName)).toEqual(DEFAULT_STAGES.map((s) => s.stageName));
  });

  it('renames only the default configuration’s stages that still carry "Stage n" and "Approval stage n"', async () => {
    const stage = (n: number, stageName: string, description: string) => ({ stageNumber: n, stageName, description, requiredRoles: ['admin'], autoApprove: false, isActive: true });
    const insert = async (version: number, name: string, stages: unknown[]) =>
      // A copy of version 1 with these stages (every other column as the install made it).
      app.db!.query(
        `INSERT INTO accreditation_configs
         SELECT (jsonb_populate_record(c, jsonb_build_object('id', gen_random_uuid(), 'version', $1::int, 'config_name', $2::text, 'total_stages_required', $3::int, 'approval_stages', $4::jsonb))).*
           FROM accreditation_configs c WHERE c.version = 1`,
        [
        version,
        name,
        stages.length,
        JSON.stringify(stages),
        ],
      );
    await insert(101, DEFAULT_WORKFLOW.configName, [stage(1, 'Stage 1', 'Approval stage 1'), stage(2, 'Checks', 'Approval stage 2'), stage(3, 'Stage 3', 'Approval stage 3'), stage(4, 'Stage 4', 'Approval stage 4')]);
    await insert(102, 'A council’s own workflow', [stage(1, 'Stage 1', 'Approval stage 1')]);

    const runner = { query: (sql: string, params?: unknown[]) => app.db!.query(sql, params) } as unknown as QueryRunner;
    await new DefaultStageNames1733620000002().up(runner);

    expect(await stagesOf(101)).toEqual([
      [DEFAULT_STAGES[0]!.stageName, DEFAULT_STAGES[0]!.description],
      ['Checks', 'Approval stage 2'],
      [DEFAULT_STAGES[2]!.stageName, DEFAULT_STAGES[2]!.description],
      ['Stage 4', 'Approval stage 4'],
    ]);
    expect(await stagesOf(102)).toEqual([['Stage 1', 'Approval stage 1']]);

    await new DefaultStageNames1733620000002().down(runner);
    expect((await stagesOf(101))[0]).toEqual(['Stage 1', 'Approval stage 1']);
  });
});
