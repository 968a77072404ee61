// `npm start` as a person runs it, twice on one data directory: the time from the command to
// /api/health answering 200. The first run creates the database (and builds whatever changed since
// the last build); the second finds nothing to build and an existing database.
// Run: npm run build && RUNS=3 node bench/restart.bench.mjs
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, table } from './lib/processes.mjs';

const RUNS = Number(process.env.RUNS ?? 3);

async function npmStart(dataDir, port) {
  const started = performance.now();
  // Its own process group, so the whole `npm start` (npm, sh, node) is stopped as Ctrl-C would.
  const child = spawn('npm', ['start'], {
    env: { PATH: process.env.PATH, HOME: process.env.HOME, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm start exited: ${output}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).status === 200) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 20));
  }
  const readyMs = performance.now() - started;
  const exited = new Promise((r) => child.once('exit', r));
  process.kill(-child.pid, 'SIGINT');
  await exited;
  // The portal stops its embedded database on SIGINT; wait until the port is free again.
  await new Promise((r) => setTimeout(r, 500));
  return readyMs;
}

const first = [];
const second = [];
for (let i = 0; i < RUNS; i++) {
  const dataDir = mkdtempSync(join(tmpdir(), 'cbt-restart-'));
  const port = await freePort();
  first.push(await npmStart(dataDir, port));
  second.push(await npmStart(dataDir, port));
  rmSync(dataDir, { recursive: true, force: true });
}
const row = (label, times) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { 'npm start': label, runs: RUNS, 'median (ms)': Math.round(sorted[Math.floor(sorted.length / 2)]), 'min (ms)': Math.round(sorted[0]), 'max (ms)': Math.round(sorted.at(-1)) };
};
console.log(table([row('first (fresh DATA_DIR, nothing to build)', first), row('second (same DATA_DIR, nothing changed)', second)]));
console.log(`load average: ${loadavg().map((l) => l.toFixed(2)).join(', ')}`);
