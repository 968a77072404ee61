// Centre lifecycle figures (docs/PERFORMANCE.md) on 100,000 seeded centres (PostgreSQL + Redis), side by side with a bare
// node:http + pg server running the very same SQL:
//   - GET /api/admin/schools: default page, state+status filter, search (50 connections)
//   - GET /api/school-registration/status/{reference} (50 connections)
//   - export of every centre as CSV: time and the portal's peak memory growth
//   - import of 50,000 CSV rows end to end, and psql \copy of the same rows into the same table
// Run: npm run build && node bench/centres.bench.mjs      (DURATION seconds per load run, default 10)
//      ONLY='status look-up' node bench/centres.bench.mjs   (the named load cases only; no export or import)
//      ONLY=import node bench/centres.bench.mjs             (the import and its \copy only)
// The status look-up runs with the shared (Redis) limit on, as in production: the bench reads the
// look-up's counter in Redis after every portal round, fails if nothing was counted there, and reports
// the Redis round trips per 1,000 look-ups (each one leases K hits, LeasedRateLimiter) and the load
// average before and after, as the machine may be shared.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeCentreCsv } from './lib/centre-csv.mjs';
import { Redis } from 'ioredis';
import { createDatabase, freePort, load, REDIS_URL, rssMb, startPortal, table } from './lib/processes.mjs';
import { seedCentres, seededReference } from './lib/seed-centres.mjs';

const DURATION = Number(process.env.DURATION ?? 10);
const CENTRES = Number(process.env.CENTRES ?? 100_000);
const IMPORT_ROWS = Number(process.env.IMPORT_ROWS ?? 50_000);
const ONLY = process.env.ONLY;
// On a shared, loaded machine one 10 s run each is at the mercy of what else runs in that window:
// the two servers take turns in ROUNDS short runs, and each figure is over all its rounds.
const ROUNDS = Math.max(1, Number(process.env.ROUNDS ?? 5));
const SECRET = 'bench-secret-bench-secret-bench-secret-123456';
const ADMIN = { email: 'bench@council.test', password: 'Bench-Pass1' };

const QUEUE_PREFIX = `b${randomBytes(3).toString('hex')}`;
const RATE_LIMIT_FACTOR = 1_000_000;
const db = await createDatabase('centres');
const portal = await startPortal({
  DATABASE_URL: db.url,
  REDIS_URL,
  QUEUE_PREFIX,
  JWT_SECRET: SECRET,
  SUPERADMIN_EMAIL: ADMIN.email,
  SUPERADMIN_PASSWORD: ADMIN.password,
  DB_POOL_SIZE: '10',
  RATE_LIMIT_FACTOR: String(RATE_LIMIT_FACTOR),
});
const redis = new Redis(REDIS_URL);
// The look-up's per-address counter (public-limits.ts: 60 a minute) and the lease the portal takes
// from it in one round trip (leaseSize in leased-rate-limiter.ts: a tenth of the limit, at most 100).
const lookupCounter = `${QUEUE_PREFIX}:rl:status-lookup:ip:127.0.0.1`;
const LOOKUP_LEASE = Math.max(1, Math.min(100, Math.floor((60 * RATE_LIMIT_FACTOR) / 10)));
const counted = async () => Number((await redis.get(lookupCounter)) ?? 0);
const seeded = await seedCentres(db.url, CENTRES);
console.log(`Seeded ${CENTRES} centres in ${seeded.ms} ms.\n`);
const login = await (await fetch(`${portal.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) })).json();
const auth = { authorization: `Bearer ${login.data.token}` };

const barePort = await freePort();
const bare = spawn(process.execPath, ['bench/bare-centres-server.mjs'], { env: { ...process.env, DATABASE_URL: db.url, JWT_SECRET: SECRET, PORT: String(barePort) }, stdio: ['ignore', 'pipe', 'inherit'] });
await new Promise((r) => bare.stdout.once('data', r));
const bareUrl = `http://127.0.0.1:${barePort}`;

const reference = seededReference(4242);
const cases = [
  { name: 'list: default page', path: '/api/admin/schools', headers: auth },
  { name: 'list: state + status', path: '/api/admin/schools?state=Lagos&status=pending', headers: auth },
  { name: 'list: search', path: '/api/admin/schools?search=crescent%20ikeja', headers: auth },
  { name: 'status look-up', path: `/api/school-registration/status/${reference}`, headers: {}, sharedLimit: true },
];
/** CPU seconds (user + system) a process has used so far, from /proc: a cost per request that the machine's load does not skew. */
function cpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** One load run with the server's CPU time per request beside it. */
async function measured(pid, options) {
  const before = cpuSeconds(pid);
  const result = await load(options);
  const requests = result.rps * options.duration;
  return { ...result, cpuUs: requests > 0 ? ((cpuSeconds(pid) - before) * 1e6) / requests : 0 };
}

/** Rounds into one figure: mean throughput, median latencies, summed failures. */
function combine(runs) {
  const median = (values) => values.slice().sort((x, y) => x - y)[Math.floor(values.length / 2)];
  return {
    rps: Math.round(runs.reduce((sum, r) => sum + r.rps, 0) / runs.length),
    p50: median(runs.map((r) => r.p50)),
    p99: median(runs.map((r) => r.p99)),
    non2xx: runs.reduce((sum, r) => sum + r.non2xx, 0),
    cpuUs: Math.round(runs.reduce((sum, r) => sum + r.cpuUs, 0) / runs.length),
  };
}

const rows = [];
for (const c of cases.filter((c) => !ONLY || c.name === ONLY)) {
  const portalProbe = await fetch(portal.url + c.path, { headers: c.headers });
  const bareProbe = await fetch(bareUrl + c.path, { headers: c.headers });
  if (portalProbe.status !== 200 || bareProbe.status !== 200) throw new Error(`${c.name}: portal ${portalProbe.status}, bare ${bareProbe.status}`);
  await load({ url: portal.url + c.path, connections: 10, duration: 2, headers: c.headers });
  await load({ url: bareUrl + c.path, connections: 10, duration: 2, headers: c.headers });
  const portalRuns = [];
  const bareRuns = [];
  const loadBefore = loadavg()[0];
  let leasedHits = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const slice = Math.max(1, Math.round(DURATION / ROUNDS));
    const countedBefore = c.sharedLimit ? await counted() : 0;
    portalRuns.push(await measured(portal.pid, { url: portal.url + c.path, connections: 50, duration: slice, headers: c.headers }));
    if (c.sharedLimit) {
      const countedAfter = await counted();
      // A new window started during the round: its count is all that can be read (a slight undercount).
      leasedHits += countedAfter >= countedBefore ? countedAfter - countedBefore : countedAfter;
    }
    bareRuns.push(await measured(bare.pid, { url: bareUrl + c.path, connections: 50, duration: slice, headers: c.headers }));
  }
  const loadAfter = loadavg()[0];
  const p = combine(portalRuns);
  const b = combine(bareRuns);
  const portalRequests = portalRuns.reduce((sum, r) => sum + r.rps, 0) * Math.max(1, Math.round(DURATION / ROUNDS));
  if (c.sharedLimit && leasedHits === 0) throw new Error(`${c.name}: nothing was counted in Redis: the shared limit is not on`);
  rows.push({
    call: c.name,
    'portal req/s': p.rps,
    'portal p50': p.p50,
    'portal p99': p.p99,
    'bare req/s': b.rps,
    'bare p99': b.p99,
    ratio: (p.rps / b.rps).toFixed(2),
    'non-2xx': p.non2xx + b.non2xx,
    'portal CPU µs/req': p.cpuUs,
    'bare CPU µs/req': b.cpuUs,
    'CPU ratio': (b.cpuUs / p.cpuUs).toFixed(2),
    'load avg': `${loadBefore.toFixed(1)} → ${loadAfter.toFixed(1)}`,
    'Redis trips / 1k req': c.sharedLimit ? ((leasedHits / LOOKUP_LEASE / portalRequests) * 1000).toFixed(1) : '-',
  });
}
bare.kill();
redis.disconnect();
if (rows.length > 0) console.log(table(rows));
if (ONLY && ONLY !== 'import') {
  await portal.stop();
  await db.drop();
  process.exit(0);
}

// Export: stream the whole list, sampling the portal's resident memory while it runs.
if (!ONLY) {
  const before = await rssMb(portal.pid);
  let peak = before;
  const sampler = setInterval(async () => (peak = Math.max(peak, await rssMb(portal.pid).catch(() => peak))), 25);
  const exportStart = performance.now();
  const res = await fetch(`${portal.url}/api/admin/schools/export/csv`, { headers: auth });
  let bytes = 0;
  let lines = 0;
  for await (const chunk of res.body) {
    bytes += chunk.length;
    for (const byte of chunk) if (byte === 10) lines++;
}
const exportMs = performance.now() - exportStart;
clearInterval(sampler);
console.log(`\nexport: ${lines - 1} rows, ${(bytes / 1e6).toFixed(1)} MB in ${(exportMs / 1000).toFixed(2)} s; portal RSS ${before.toFixed(0)} MB before, peak ${peak.toFixed(0)} MB (growth ${(peak - before).toFixed(0)} MB)`);
}

// Import: upload a 50,000-row file and wait for the job; then \copy the same rows with psql.
const dir = mkdtempSync(join(tmpdir(), 'cbt-import-'));
const csvPath = join(dir, 'centres.csv');
await writeCentreCsv(csvPath, IMPORT_ROWS, 'BENCH');
const form = new FormData();
form.append('csvFile', new Blob([readFileSync(csvPath)], { type: 'text/csv' }), 'centres.csv');
const importStart = performance.now();
const upload = await (await fetch(`${portal.url}/api/centre-registration/bulk-upload`, { method: 'POST', headers: auth, body: form })).json();
if (!upload.success) throw new Error(`upload failed: ${JSON.stringify(upload)}`);
let job;
for (;;) {
  job = (await (await fetch(`${portal.url}/api/centre-registration/bulk-upload/${upload.data.jobId}`, { headers: auth })).json()).data;
  if (job.state === 'completed' || job.state === 'failed') break;
  await new Promise((r) => setTimeout(r, 100));
}
const importMs = performance.now() - importStart;
if (job.state !== 'completed' || job.result.successful !== IMPORT_ROWS) throw new Error(`import ended ${job.state}: ${JSON.stringify(job.result ?? job)}`);

// The created centres' notices are held until the import ends, then sent: how long until the last.
const noticesStart = performance.now();
for (;;) {
  const sent = Number(execFileSync('psql', [db.url, '-Atc', `SELECT count(*) FROM completed_jobs WHERE job_name = 'mail.send' AND job_id LIKE '%mail.send_batch:%'`]).toString().trim());
  if (sent >= IMPORT_ROWS) break;
  if (performance.now() - noticesStart > 600_000) throw new Error(`only ${sent} of ${IMPORT_ROWS} notices sent after 10 minutes`);
  await new Promise((r) => setTimeout(r, 500));
}
const noticesMs = performance.now() - noticesStart;

const copyPath = join(dir, 'copy.csv');
const copyLines = readFileSync(csvPath, 'utf8').trim().split('\n').slice(1).map((line, i) => {
  const ref = `COPY-2026-${String(i).padStart(8, '0')}`;
  return `${ref},${line.replaceAll('BENCH', 'PSQL').replaceAll('bench.', 'psql.')},JAMB,registration_approved,import`;
});
writeFileSync(copyPath, `${copyLines.join('\n')}\n`);
const copyStart = performance.now();
execFileSync('psql', [db.url, '-q', '-c', `\\copy centres (reference_number, centre_name, government_id, admin_email, state, local_government, admin_name, admin_number, ownership_type, exam_body, status, source) FROM '${copyPath}' WITH (FORMAT csv)`]);
const copyMs = performance.now() - copyStart;
const rate = Math.round(IMPORT_ROWS / (importMs / 1000));
console.log(`notices: all ${IMPORT_ROWS} emails sent ${(noticesMs / 1000).toFixed(1)} s after the import completed`);
console.log(`import: ${IMPORT_ROWS} rows (${(statSync(csvPath).size / 1e6).toFixed(1)} MB) in ${(importMs / 1000).toFixed(2)} s = ${rate} rows/s end to end; psql \\copy of the same rows: ${(copyMs / 1000).toFixed(2)} s = ${Math.round(IMPORT_ROWS / (copyMs / 1000))} rows/s; ratio ${(copyMs / importMs).toFixed(2)}`);

await portal.stop();
await db.drop();
