// Accreditation and report figures (docs/PERFORMANCE.md) on 100,000 seeded centres (PostgreSQL + Redis): p50/p99 of each report call and
// of /api/accreditation/stats at 20 connections, a full report rebuild, and the accredited export of
// 10,000 centres.
// Run: npm run build && node bench/accreditation-reports.bench.mjs   (DURATION seconds per run, default 10)
import { createDatabase, load, REDIS_URL, rssMb, startPortal, table } from './lib/processes.mjs';
import { seedAccreditations } from './lib/seed-accreditations.mjs';
import { seedCentres } from './lib/seed-centres.mjs';

const DURATION = Number(process.env.DURATION ?? 10);
const CENTRES = Number(process.env.CENTRES ?? 100_000);
const ACCREDITED = Number(process.env.ACCREDITED ?? 10_000);
const ADMIN = { email: 'bench@council.test', password: 'Bench-Pass1' };

const db = await createDatabase('reports');
const portal = await startPortal({ DATABASE_URL: db.url, REDIS_URL, SUPERADMIN_EMAIL: ADMIN.email, SUPERADMIN_PASSWORD: ADMIN.password, DB_POOL_SIZE: '10', RATE_LIMIT_FACTOR: '1000000' });
const centres = await seedCentres(db.url, CENTRES);
const accreditations = await seedAccreditations(db.url, ACCREDITED);
console.log(`Seeded ${CENTRES} centres in ${centres.ms} ms and their accreditations (${ACCREDITED} accredited) in ${accreditations.ms} ms.\n`);
const login = await (await fetch(`${portal.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) })).json();
const headers = { authorization: `Bearer ${login.data.token}` };

// The seed wrote straight to the tables: one full rebuild brings the report tables up to date.
const rebuildStart = performance.now();
const rebuild = await fetch(`${portal.url}/api/reports/rebuild`, { method: 'POST', headers });
if (rebuild.status >= 300) throw new Error(`rebuild: ${rebuild.status} ${await rebuild.text()}`);
console.log(`full report rebuild: ${((performance.now() - rebuildStart) / 1000).toFixed(2)} s (${rebuild.status})\n`);

const calls = [
  '/api/reports/registration-trends?period=monthly',
  '/api/reports/registration-trends?period=daily',
  '/api/reports/approval-pipeline?period=monthly',
  '/api/reports/state-distribution?period=monthly',
  '/api/reports/capacity-analysis?period=monthly',
  '/api/reports/documentation-compliance?period=monthly',
  '/api/accreditation/stats',
];
const rows = [];
for (const path of calls) {
  const probe = await fetch(portal.url + path, { headers });
  if (probe.status !== 200) throw new Error(`${path}: ${probe.status} ${await probe.text()}`);
  await load({ url: portal.url + path, connections: 5, duration: 2, headers });
  const r = await load({ url: portal.url + path, connections: 20, duration: DURATION, headers });
  rows.push({ call: `GET ${path}`, 'req/s': r.rps, 'p50 ms': r.p50, 'p99 ms': r.p99, 'non-2xx': r.non2xx, errors: r.errors });
}
console.log(table(rows));

const before = await rssMb(portal.pid);
let peak = before;
const sampler = setInterval(async () => (peak = Math.max(peak, await rssMb(portal.pid).catch(() => peak))), 25);
const exportStart = performance.now();
const res = await fetch(`${portal.url}/api/accreditation/export/csv`, { headers });
let lines = 0;
let bytes = 0;
for await (const chunk of res.body) {
  bytes += chunk.length;
  for (const byte of chunk) if (byte === 10) lines++;
}
clearInterval(sampler);
console.log(`\naccredited export: ${res.status}, ${lines - 1} rows, ${(bytes / 1e6).toFixed(1)} MB in ${((performance.now() - exportStart) / 1000).toFixed(2)} s; RSS growth ${(peak - before).toFixed(0)} MB`);
await portal.stop();
await db.drop();
