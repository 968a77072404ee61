import { appendFileSync } from 'node:fs';
import fc from 'fast-check';
import type { TestApp } from '../../support/test-app.js';
import { dueProcessCommands, entries, lifecycleCommands } from './commands.js';
import { clockNow } from '../../support/lifecycle-api.js';
import { checkAuditChain, checkPublicAnswers } from './invariants.js';
import { newModel } from './model.js';
import { Portal } from './portal.js';

/** How long and from where: CI's fixed seed and bounded runs, or MODEL_RUNS / MODEL_SEED for a long local run. */
export interface ModelRunOptions {
  runs: number;
  seed: number;
  maxCommands: number;
}

export function modelRunOptions(defaults: ModelRunOptions): ModelRunOptions {
  const int = (name: string, fallback: number) => {
    const raw = process.env[name];
    return raw && /^\d+$/.test(raw) ? Number(raw) : fallback;
  };
  return { runs: int('MODEL_RUNS', defaults.runs), seed: int('MODEL_SEED', defaults.seed), maxCommands: int('MODEL_MAX_COMMANDS', defaults.maxCommands) };
}

/**
 * Drives the running portal through random sequences of the lifecycle's commands, checking it
 * against the model after each. On a failure fast-check shrinks to the shortest sequence it can and
 * reports it with the seed and path to replay it (fc.assert's message).
 */
export async function runLifecycleModel(app: TestApp, options: ModelRunOptions): Promise<{ runs: number; calls: number; statuses: Record<number, number>; reached: Record<string, number> }> {
  const portal = new Portal(app);
  await portal.prepare();
  const auditEvery = Math.max(1, Number(process.env.MODEL_AUDIT_EVERY ?? 1) || 1);
  let runs = 0;
  await fc.assert(
    fc.asyncProperty(entries, fc.commands([...lifecycleCommands, ...dueProcessCommands], { maxCommands: options.maxCommands, size: 'max' }), async (first, commands) => {
      runs++;
      const model = newModel(portal.stages, await clockNow(app));
      for (const entry of first) if (entry.check(model)) await entry.run(model, portal);
      await fc.asyncModelRun(() => ({ model, real: portal }), commands);
      if (portal.globalChecks === 'run') {
        await checkPublicAnswers(portal, model);
        // The whole chain is verified each time, so its cost grows with the log: a long run checks it
        // every MODEL_AUDIT_EVERY runs and once at the end. A break stays a break, so none is missed.
        if (runs % auditEvery === 0) await checkAuditChain(portal);
      }
      // A long local run (npm run test:model) reports how far it got, since fast-check speaks only at the end.
      if (process.env.MODEL_PROGRESS_FILE && runs % 25 === 0) appendFileSync(process.env.MODEL_PROGRESS_FILE, `${new Date().toISOString()} ${runs} runs, ${portal.answers.length} calls\n`);
    }),
    // MODEL_PATH replays (and shrinks) the one failing case fast-check named with its seed and path.
    { numRuns: options.runs, seed: options.seed, verbose: 1, endOnFailure: process.env.MODEL_NO_SHRINK === '1', ...(process.env.MODEL_PATH ? { path: process.env.MODEL_PATH } : {}) },
  );
  if (portal.globalChecks === 'run') await checkAuditChain(portal);
  const statuses: Record<number, number> = {};
  for (const { status } of portal.answers) statuses[status] = (statuses[status] ?? 0) + 1;
  return { runs, calls: portal.answers.length, statuses, reached: Object.fromEntries([...portal.reached].sort()) };
}
