import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { modelRunOptions, runLifecycleModel } from './model/run-model.js';

/**
 * The same lifecycle model against the portal as `npm start` runs it: the embedded PostgreSQL server,
 * jobs in-process, mail as files. Fewer runs than on PostgreSQL + Redis: the same rules, another engine room.
 */
describe('lifecycle model in the default mode (embedded PostgreSQL, in-process jobs)', () => {
  let app: TestApp;
  const options = modelRunOptions({ runs: 4, seed: 20261127, maxCommands: 30 });

  beforeAll(async () => {
    app = await startTestApp({ services: false, env: { RATE_LIMIT_FACTOR: '1000', TEST_CLOCK: '1' } });
  }, 180_000);
  afterAll(async () => {
    await app?.close();
  }, 60_000);

  it(`holds the model's invariants after every command (${options.runs} runs, seed ${options.seed})`, async () => {
    const outcome = await runLifecycleModel(app, options);
    expect(outcome.runs).toBe(options.runs);
    process.stdout.write(`lifecycle model (default mode): ${outcome.runs} runs, ${outcome.calls} calls, answers ${JSON.stringify(outcome.statuses)}, reached ${JSON.stringify(outcome.reached)}\n`);
    expect(outcome.reached['approve stage'] ?? 0).toBeGreaterThan(0);
  }, Number(process.env.MODEL_TIMEOUT_MS ?? 10 * 60_000));
});
