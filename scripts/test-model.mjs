#!/usr/bin/env node
// npm run test:model -- [--runs N] [--seed S] [--max-commands N] [--default-mode]
// Runs the lifecycle model test long (docs/TRUST.md, "The lifecycle model"). On a failure fast-check
// prints the seed, the replay path and the shortest sequence of commands it could shrink to.
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';

const args = process.argv.slice(2);
const value = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const runs = value('--runs', '200');
const seed = value('--seed', String(Date.now() % 2_147_483_647));
const maxCommands = value('--max-commands', '30');
const spec = args.includes('--default-mode') ? 'test/lifecycle/lifecycle-model.default-mode.e2e.spec.ts' : 'test/lifecycle/lifecycle-model.e2e.spec.ts';

console.log(`lifecycle model: ${runs} runs, seed ${seed}, at most ${maxCommands} commands a run (${spec}); progress in test-results/lifecycle-model-progress.log`);
mkdirSync('test-results', { recursive: true });
const build = spawnSync('npx', ['tsc', '-p', 'tsconfig.build.json'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
const started = Date.now();
const jest = spawnSync('npx', ['jest', '--ci', '--runInBand', spec], {
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_OPTIONS: `--experimental-vm-modules ${process.env.NODE_OPTIONS ?? ''}`,
    MODEL_RUNS: runs,
    MODEL_SEED: seed,
    MODEL_MAX_COMMANDS: maxCommands,
    // A long run's database grows: the checks over every centre then run once per run, not per command.
    MODEL_GLOBAL_CHECKS: Number(runs) > 50 ? 'run' : 'command',
    // Verifying the whole audit chain takes longer as the log grows (0.3 s at 15,000 entries, after
    // 200 runs, and linear in them): every 10 runs and at the end, instead of after each run.
    MODEL_AUDIT_EVERY: process.env.MODEL_AUDIT_EVERY ?? (Number(runs) > 50 ? '10' : '1'),
    MODEL_TIMEOUT_MS: String(24 * 3600_000),
    // Every 25 runs a line here: how far a long run got (fast-check reports only at its end).
    MODEL_PROGRESS_FILE: process.env.MODEL_PROGRESS_FILE ?? 'test-results/lifecycle-model-progress.log',
  },
});
console.log(`lifecycle model: ${jest.status === 0 ? 'passed' : 'FAILED'} after ${Math.round((Date.now() - started) / 1000)} s (seed ${seed})`);
process.exit(jest.status ?? 1);
