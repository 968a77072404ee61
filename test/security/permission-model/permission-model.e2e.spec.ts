import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { PERMISSIONS } from '#contracts';
import { modelRunOptions } from '../../lifecycle/model/run-model.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { permissionCommands } from './commands.js';
import { setAllPermissions } from './model.js';
import { Portal } from './portal.js';

/**
 * Permission administration as a model (DECISIONS §4, §9; SPEC §6), against the real API: random
 * actors create and edit roles, give and take role entries, create, deactivate and reactivate
 * accounts, and try real writes. CI runs a fixed seed and 10 runs; MODEL_RUNS / MODEL_SEED /
 * MODEL_MAX_COMMANDS run it longer. A failure is shrunk to its shortest sequence and printed.
 */
describe('permission model: grants through roles and role entries against the real API', () => {
  let app: TestApp;
  const options = modelRunOptions({ runs: 10, seed: 20261129, maxCommands: 25 });

  beforeAll(async () => {
    setAllPermissions(PERMISSIONS);
    app = await startTestApp({ env: { RATE_LIMIT_FACTOR: '1000' } });
  }, 90_000);
  afterAll(async () => {
    await app?.close();
  }, 60_000);

  it(`every account holds exactly the model's pairs after every command (${options.runs} runs, seed ${options.seed})`, async () => {
    const portal = new Portal(app);
    await portal.prepare();
    let runs = 0;
    await fc.assert(
      fc.asyncProperty(fc.commands(permissionCommands, { maxCommands: options.maxCommands, size: 'max' }), async (commands) => {
        runs++;
        const model = await portal.newRun();
        await fc.asyncModelRun(() => ({ model, real: portal }), commands);
      }),
      { numRuns: options.runs, seed: options.seed, verbose: 1 },
    );
    process.stdout.write(`permission model: ${runs} runs, answers ${JSON.stringify(portal.statuses)}\n`);
    // The runs met both answers: grants that went through and grants refused.
    expect(Object.keys(portal.statuses).some((s) => Number(s) >= 200 && Number(s) < 300)).toBe(true);
    expect(Object.keys(portal.statuses).filter((s) => Number(s) >= 400).length).toBeGreaterThan(1);
  }, Number(process.env.MODEL_TIMEOUT_MS ?? 10 * 60_000));
});
