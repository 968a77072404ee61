import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { modelRunOptions, runLifecycleModel } from './model/run-model.js';

/**
 * The lifecycle as a model, checked against the real API on PostgreSQL + Redis (docs/TRUST.md, "The
 * lifecycle model"). CI runs a fixed seed and a bounded number of runs; `npm run test:model -- --runs
 * 2000` runs it long and prints a failing seed with its shortest sequence.
 */
describe('lifecycle model: every entry path, action and actor against the real API', () => {
  let app: TestApp;
  const options = modelRunOptions({ runs: 10, seed: 20261126, maxCommands: 30 });

  beforeAll(async () => {
    app = await startTestApp({ env: { RATE_LIMIT_FACTOR: '1000', TEST_CLOCK: '1' } });
  }, 90_000);
  afterAll(async () => {
    await app?.close();
  }, 60_000);

  it(`holds the model's invariants after every command (${options.runs} runs, seed ${options.seed})`, async () => {
    const outcome = await runLifecycleModel(app, options);
    // The runs walked the space, not one path: refusals and successes both.
    expect(outcome.runs).toBe(options.runs);
    process.stdout.write(`lifecycle model: ${outcome.runs} runs, ${outcome.calls} calls, answers ${JSON.stringify(outcome.statuses)}, reached ${JSON.stringify(outcome.reached)}\n`);
    expect(Object.keys(outcome.statuses).filter((s) => Number(s) >= 400).length).toBeGreaterThan(2);
    // ...and reached deep states: a granted accreditation at least.
    expect(outcome.reached['approve stage'] ?? 0).toBeGreaterThan(0);
  }, Number(process.env.MODEL_TIMEOUT_MS ?? 10 * 60_000));
});
