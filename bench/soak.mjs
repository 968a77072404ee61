// Soak (docs/SOAK.md; not in CI): a mixed workload at a FIXED arrival rate (open model: requests
// leave on schedule whether or not earlier ones have answered) against PostgreSQL + Redis with ONE API
// process (RUN_WORKERS=false) and ONE worker process (npm run start:worker), on a fresh database with
// SOAK_CENTRES seeded centres and a unique QUEUE_PREFIX. The mix (weights in MIX below):
//   public status look-ups (some of unknown references: 404 is the intended answer), public
//   pre-registrations, centre sign-ins (find centre -> emailed code -> verify-otp), centre
//   registration views and saves, admin centre lists (national and state admin, filters, search,
//   sorting, deep pages), centre details, transitions (approve / query / reject of centres this run
//   pre-registered), dashboard and report calls.
// Rate limits are lifted with RATE_LIMIT_FACTOR (every request comes from 127.0.0.1).
// Reports: error rate (answers other than the intended one, network errors, timeouts), p50/p99/max
// per call and per SOAK_SAMPLE_SECONDS window, each process's RSS and V8 heap (after a forced GC,
// read through bench/soak/heap-probe.mjs) at the start, every SOAK_SAMPLE_SECONDS and at the end, the
// API's event-loop delay, Redis memory, the outbox and report-job backlogs, the CPU shares of this
// soak and of everything else on the machine, whether every email the run caused arrived exactly
// once, and whether the event-fed report tables equal a rebuild. Figures and method: docs/SOAK.md.
//
// Run: npm run build:server && node bench/soak.mjs
//   SOAK_SECONDS=600 SOAK_RATE=40 SOAK_CENTRES=20000 SOAK_WARMUP_SECONDS=30 SOAK_SAMPLE_SECONDS=30
//   SOAK_TIMEOUT_MS=10000 SOAK_RATE_LIMIT_FACTOR=1000 SOAK_SEED=1 SOAK_OUT=/tmp/soak.json
//   SOAK_KEEP_DB=1 (leave the database for inspection)   BENCH_PG_URL / BENCH_REDIS_URL as the other benches
import { execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { promisify } from 'node:util';
import { Redis } from 'ioredis';
import pg from 'pg';
import { NIGERIA_STATES } from '../dist/libs/contracts/src/geography/nigeria-states.js';
import { createDatabase, freePort, REDIS_URL, sharedSecrets, table } from './lib/processes.mjs';
import { seedCentres, seededReference } from './lib/seed-centres.mjs';
import { startMailSink } from './soak/mail-sink.mjs';

const execFileAsync = promisify(execFile);
const num = (name, fallback) => Number(process.env[name] ?? fallback);
const SECONDS = num('SOAK_SECONDS', 600);
const RATE = num('SOAK_RATE', 40);
const CENTRES = num('SOAK_CENTRES', 20_000);
const WARMUP = num('SOAK_WARMUP_SECONDS', 30);
const SAMPLE_EVERY = num('SOAK_SAMPLE_SECONDS', 30);
const TIMEOUT_MS = num('SOAK_TIMEOUT_MS', 10_000);
const RATE_LIMIT_FACTOR = String(num('SOAK_RATE_LIMIT_FACTOR', 1000));
const SECRET = `soak-${randomBytes(24).toString('hex')}`;
const SUPER = { email: 'soak@council.test', password: 'Soak-Super-Pass1' };
const PASSWORD = 'Soak-Admin-Pass1';
const PREFIX = `soak${randomBytes(3).toString('hex')}`;

// A small seeded PRNG (mulberry32): the same SOAK_SEED gives the same sequence of calls.
let seed = num('SOAK_SEED', 1) >>> 0;
function random() {
  seed = (seed + 0x6d2b79f5) >>> 0;
  let t = seed;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const pick = (list) => list[Math.floor(random() * list.length)];

// ---------------------------------------------------------------------------------------------
// Processes: one API (relay only), one worker, both loaded with the heap probe.

const PROBE = new URL('./soak/heap-probe.mjs', import.meta.url).href;
const ROOT = new URL('..', import.meta.url).pathname;
const PAIRS = NIGERIA_STATES.flatMap((s) => s.lgas.map((lga) => [s.name, lga]));
const workDir = mkdtempSync(join(tmpdir(), 'cbt-soak-'));
const mail = await startMailSink();
const db = await createDatabase('soak');
const port = await freePort();
const BASE = `http://127.0.0.1:${port}`;
const commonEnv = {
  PATH: process.env.PATH,
  HOME: process.env.HOME,
  DATA_DIR: join(workDir, 'data'),
  DATABASE_URL: db.url,
  REDIS_URL,
  SMTP_URL: mail.url,
  ...sharedSecrets(),
  JWT_SECRET: SECRET,
  SUPERADMIN_EMAIL: SUPER.email,
  SUPERADMIN_PASSWORD: SUPER.password,
  QUEUE_PREFIX: PREFIX,
  LOG_LEVEL: 'warn',
  DB_POOL_SIZE: '10',
  RATE_LIMIT_FACTOR,
};

function launch(name, script, env) {
  const heapFile = join(workDir, `${name}.heap.jsonl`);
  const child = spawn(process.execPath, ['--expose-gc', '--import', PROBE, script], {
    cwd: ROOT,
    env: { ...commonEnv, ...env, SOAK_HEAP_FILE: heapFile },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (d) => {
    output += d;
    if (output.length > 200_000) output = output.slice(-100_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  return { name, child, heapFile, output: () => output };
}

const api = launch('api', 'dist/apps/api/src/main.js', { PORT: String(port), RUN_WORKERS: 'false' });
let worker = null;
// However the soak ends, its two processes end with it (the database is dropped only on a clean end).
process.on('exit', () => {
  for (const proc of [api, worker]) if (proc && proc.child.exitCode === null) proc.child.kill('SIGTERM');
});
const bootStart = performance.now();
for (;;) {
  if (api.child.exitCode !== null) throw new Error(`API exited: ${api.output()}`);
  try {
    if ((await fetch(`${BASE}/api/health`)).status === 200) break;
  } catch {}
  await new Promise((r) => setTimeout(r, 50));
}
// The worker runs the migrations too; start it once the API has applied them.
worker = launch('worker', 'dist/apps/worker/src/main.js', {});
for (;;) {
  if (worker.child.exitCode !== null) throw new Error(`worker exited: ${worker.output()}`);
  if (worker.output().includes('worker started')) break;
  await new Promise((r) => setTimeout(r, 50));
}
console.log(`API (pid ${api.child.pid}) and worker (pid ${worker.child.pid}) up in ${((performance.now() - bootStart) / 1000).toFixed(1)} s; queue prefix ${PREFIX}, RATE_LIMIT_FACTOR=${RATE_LIMIT_FACTOR}`);

const harnessDb = new pg.Pool({ connectionString: db.url, max: 2 });
const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });

// ---------------------------------------------------------------------------------------------
// Memory and context sampling.

const readProc = (pid) => {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return { rssMb: Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024, cpuTicks: Number(stat[11]) + Number(stat[12]) };
  } catch {
    return { rssMb: NaN, cpuTicks: NaN };
  }
};

async function probeHeap(proc) {
  const before = existsSync(proc.heapFile) ? readFileSync(proc.heapFile, 'utf8').split('\n').filter(Boolean).length : 0;
  proc.child.kill('SIGUSR2');
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 25));
    if (!existsSync(proc.heapFile)) continue;
    const lines = readFileSync(proc.heapFile, 'utf8').split('\n').filter(Boolean);
    if (lines.length > before) return JSON.parse(lines.at(-1));
  }
  return null;
}

/** Busy and total jiffies of the whole machine (/proc/stat), to tell our share from everyone else's. */
function machineTicks() {
  const cpu = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  const idle = cpu[3] + cpu[4];
  const total = cpu.reduce((a, b) => a + b, 0);
  return { busy: total - idle, total };
}
// PostgreSQL backends of this database come and go with the pools: their CPU is summed as seen.
const backendTicks = new Map();
let postgresTicks = 0;
async function samplePostgresCpu() {
  const { rows } = await harnessDb.query('SELECT pid FROM pg_stat_activity WHERE datname = current_database()');
  for (const { pid } of rows) {
    const ticks = readProc(pid).cpuTicks;
    if (!Number.isFinite(ticks)) continue;
    postgresTicks += ticks - (backendTicks.get(pid) ?? ticks);
    backendTicks.set(pid, ticks);
  }
  return postgresTicks;
}
/** The busiest processes of the machine over two seconds, for the load context of the report. */
async function topSnapshot() {
  try {
    // Asynchronous: top takes its two seconds without holding up the calls' schedule.
    const { stdout: out } = await execFileAsync('top', ['-b', '-c', '-n', '2', '-d', '2', '-w', '512'], { encoding: 'utf8' });
    const last = out.slice(Math.max(0, out.lastIndexOf('\ntop - ')));
    const ours = new Map([[api.child.pid, 'soak API'], [worker.child.pid, 'soak worker'], [process.pid, 'soak harness']]);
    return last.split('\n').filter((l) => /^\s*\d+\s/.test(l)).slice(0, 10).map((l) => {
      const f = l.trim().split(/\s+/);
      const command = f.slice(11).join(' ');
      const label = ours.get(Number(f[0])) ?? (backendTicks.has(Number(f[0])) ? `soak database backend (${command.slice(0, 60)})` : command.slice(0, 90));
      return `${f[8]}% ${label}`;
    });
  } catch {
    return [];
  }
}
const tops = [];

const samples = [];
let runStart = 0;
async function sample(label) {
  const t = runStart ? Math.round((performance.now() - runStart) / 1000) : 0;
  const entry = { label, t, load1: loadavg()[0].toFixed(2) };
  for (const proc of [api, worker]) {
    const heap = await probeHeap(proc); // the forced GC first, so RSS is read after it
    const p = readProc(proc.child.pid);
    entry[proc.name] = { rssMb: Math.round(p.rssMb * 10) / 10, cpuTicks: p.cpuTicks, heapUsedMb: heap?.heapUsed, heapAfterGcMb: heap?.heapAfterGc, externalMb: heap?.external, loopDelayMs: heap?.loopDelayMs };
  }
  entry.machine = machineTicks();
  entry.postgresTicks = await samplePostgresCpu();
  entry.harnessCpuMs = Math.round((process.cpuUsage().user + process.cpuUsage().system) / 1000);
  const info = await redis.info('memory');
  entry.redisMb = Math.round((Number(/used_memory:(\d+)/.exec(info)[1]) / 1048576) * 10) / 10;
  const counts = await Promise.all(['mail', 'reports'].map((q) => redis.zcard(`${PREFIX}:${q}:completed`)));
  entry.completedJobsInRedis = counts.reduce((a, b) => a + b, 0);
  // Jobs waiting for the worker: a worker that falls behind shows here before anywhere else.
  const waiting = await Promise.all(['mail', 'reports'].map((q) => redis.llen(`${PREFIX}:${q}:wait`)));
  entry.jobsWaiting = { mail: waiting[0], reports: waiting[1] };
  const { rows: [o] } = await harnessDb.query(
    `SELECT count(*) FILTER (WHERE status = 'pending')::int AS pending, count(*) FILTER (WHERE status = 'failed')::int AS failed,
            (SELECT count(*)::int FROM pg_stat_activity WHERE datname = current_database()) AS connections,
            pg_database_size(current_database()) / 1048576 AS db_mb
       FROM outbox_events`,
  );
  entry.outboxPending = o.pending;
  entry.outboxFailed = o.failed;
  entry.pgConnections = o.connections;
  entry.dbMb = Number(o.db_mb);
  entry.inFlight = inFlight;
  // What the API's connections are doing: a pool starved by slow or blocked queries shows here.
  const { rows: activity } = await harnessDb.query(
    `SELECT state, coalesce(wait_event_type, '-') AS wait, count(*)::int AS n, max(extract(epoch FROM now() - query_start))::float AS oldest_s,
            (array_agg(left(query, 120) ORDER BY query_start))[1] AS oldest_query
       FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() GROUP BY 1, 2`,
  );
  entry.pgActivity = activity;
  samples.push(entry);
  console.log(
    `[${label} t=${t}s] api RSS ${entry.api.rssMb} MB heap ${entry.api.heapAfterGcMb} MB loop p99 ${entry.api.loopDelayMs?.p99} ms | worker RSS ${entry.worker.rssMb} MB heap ${entry.worker.heapAfterGcMb} MB | redis ${entry.redisMb} MB | outbox pending ${o.pending} | in flight ${inFlight} | load ${entry.load1}`,
  );
  return entry;
}

// ---------------------------------------------------------------------------------------------
// HTTP with measurement.

const CODE_EMAIL = 'centre: code email (send to inbox, not HTTP)';
const stats = new Map(); // call -> { latencies[], ok, unexpected, timeouts, errors, statuses }
let phase = 'setup';
let inFlight = 0;
let maxInFlight = 0;
const failures = [];

// The run cut into SAMPLE_EVERY windows (by when each call left), to see errors and latency move with
// the machine's load over time.
const windows = [];
function windowOf(started) {
  if (phase !== 'run') return null;
  // A call the generator sent a little late, or a verify-otp after its email, stays in the last window.
  const last = Math.ceil(SECONDS / SAMPLE_EVERY) - 1;
  const i = Math.min(last, Math.max(0, Math.floor((started - runStart) / (SAMPLE_EVERY * 1000))));
  return (windows[i] ??= { calls: 0, errors: 0, latencies: [] });
}

function bucket(name) {
  const key = `${phase}|${name}`;
  let s = stats.get(key);
  if (!s) stats.set(key, (s = { phase, name, latencies: [], ok: 0, unexpected: 0, timeouts: 0, errors: 0, statuses: {} }));
  return s;
}

/** One measured call: counts as ok only when the status is one of `expect`. */
async function call(name, method, path, { token, body, expect = [200] } = {}) {
  const s = bucket(name);
  const headers = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  inFlight++;
  maxInFlight = Math.max(maxInFlight, inFlight);
  const started = performance.now();
  const win = windowOf(started);
  if (win) win.calls++;
  try {
    const res = await fetch(BASE + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal: AbortSignal.timeout(TIMEOUT_MS) });
    const text = await res.text();
    s.latencies.push(performance.now() - started);
    win?.latencies.push(performance.now() - started);
    s.statuses[res.status] = (s.statuses[res.status] ?? 0) + 1;
    let json;
    try {
      json = JSON.parse(text);
    } catch {}
    if (expect.includes(res.status)) s.ok++;
    else {
      s.unexpected++;
      if (win) win.errors++;
      if (failures.length < 50) failures.push({ phase, name, method, path, status: res.status, body: text.slice(0, 300) });
    }
    return { status: res.status, json };
  } catch (error) {
    const timeout = error.name === 'TimeoutError';
    if (win) win.errors++;
    if (timeout) s.timeouts++;
    else s.errors++;
    if (failures.length < 50) failures.push({ phase, name, method, path, error: `${error.name}: ${error.message}` });
    return { status: 0, json: null };
  } finally {
    inFlight--;
  }
}

// ---------------------------------------------------------------------------------------------
// The base: seeded centres, admins, a pool of fresh pending centres and signed-in centres.

const seeded = await seedCentres(db.url, CENTRES);
console.log(`Seeded ${CENTRES} centres in ${seeded.ms} ms.`);
const adminLogin = async (email, password) => {
  const r = await call('setup: login', 'POST', '/api/auth/login', { body: { email, password } });
  if (r.status !== 200) throw new Error(`login ${email}: ${r.status}`);
  return r.json.data.token;
};
const superToken = await adminLogin(SUPER.email, SUPER.password);
async function createAdmin(roles, label) {
  const email = `soak-${label}-${randomBytes(3).toString('hex')}@council.test`;
  const r = await call('setup: create user', 'POST', '/api/user', {
    token: superToken,
    expect: [201],
    body: { firstName: 'Soak', lastName: label, email, password: PASSWORD, gender: 'FEMALE', roles },
  });
  if (r.status !== 201) throw new Error(`create ${label}: ${r.status} ${JSON.stringify(r.json)}`);
  // Users made by an admin choose a password at first sign-in; the soak signs in directly (as the test factories do).
  await harnessDb.query('UPDATE users SET should_reset_password = false WHERE id = $1', [r.json.data.id]);
  return adminLogin(email, PASSWORD);
}
const admins = {
  super: superToken,
  national: await createAdmin([{ type: 'admin', level: 'national', assignedStates: [] }], 'national'),
  state: await createAdmin([{ type: 'admin', level: 'state', assignedStates: ['Lagos', 'Ogun'] }], 'state'),
};
const reviewers = [admins.super, admins.national];
const readers = [admins.super, admins.national, admins.state];

// Reports read tables fed by events; the seed wrote straight to the centres table, so rebuild once.
const rebuild = await call('setup: reports rebuild', 'POST', '/api/reports/rebuild', { token: superToken });
if (rebuild.status !== 200) throw new Error(`rebuild: ${rebuild.status}`);

const { rows: seededApproved } = await harnessDb.query(
  `SELECT id, reference_number AS reference, admin_email AS email, government_id AS "governmentId", centre_name AS "centreName", state, local_government AS lga
     FROM centres WHERE status IN ('registration_approved', 'autotest_approved') ORDER BY random() LIMIT 2000`,
);
const { rows: seededIds } = await harnessDb.query('SELECT id FROM centres ORDER BY random() LIMIT 2000');
const knownIds = seededIds.map((r) => r.id);

const pendingPool = []; // pre-registered by this run, waiting for a decision
const signInPool = []; // approved by this run (then seeded approved ones): centres not yet signed in
const sessions = []; // signed-in centres: { reference, token, identity }
const counters = { preRegistered: 0, decided: { approve: 0, query: 0, reject: 0 }, codesSent: 0, signedIn: 0, codeWaits: [] };

let preRegSeq = 0;
async function preRegister() {
  const i = preRegSeq++;
  const [state, lga] = pick(PAIRS);
  const tag = `${PREFIX}${i}`;
  const body = {
    CentreName: `Soak ${pick(['Bright', 'Unity', 'Royal', 'Prime'])} CBT Centre ${i}`,
    ownershipType: 'Private Institution',
    GovernmentId: `RC${tag.toUpperCase()}`,
    AdminName: `Soak Admin ${i}`,
    AdminEmail: `admin-${tag}@soak-centre.test`,
    AdminNumber: `+23480${String(10_000_000 + i).slice(-8)}`,
    State: state,
    LocalGovernment: lga,
    address: `${i} Soak Road, ${lga}`,
  };
  const r = await call('public: pre-register', 'POST', '/api/school-registration/register', { body, expect: [201] });
  if (r.status !== 201) return;
  counters.preRegistered++;
  const reference = r.json.data.registrationNumber;
  const { rows: [row] } = await harnessDb.query('SELECT id FROM centres WHERE reference_number = $1', [reference]);
  pendingPool.push({ id: row.id, reference, email: body.AdminEmail, governmentId: body.GovernmentId, centreName: body.CentreName, state, lga });
}

async function decide() {
  const centre = pendingPool.shift();
  if (!centre) return preRegister(); // nothing waiting yet: the slot pre-registers instead
  const roll = random();
  const token = pick(reviewers);
  if (roll < 0.5) {
    const r = await call('admin: approve', 'PUT', `/api/admin/schools/${centre.id}/approve`, { token, body: { autotestInstructions: 'Bring the systems list to the autotest.' } });
    if (r.status === 200) {
      counters.decided.approve++;
      signInPool.push(centre);
    }
  } else if (roll < 0.75) {
    const r = await call('admin: query', 'PUT', `/api/admin/schools/${centre.id}/query`, { token, body: { queryDetails: 'Send the CAC certificate again, please.' } });
    if (r.status === 200) counters.decided.query++;
  } else {
    const r = await call('admin: reject', 'PUT', `/api/admin/schools/${centre.id}/reject`, { token, body: { rejectionReason: 'Facilities below standard.' } });
    if (r.status === 200) counters.decided.reject++;
  }
}

let seededCursor = 0;
/** A centre signing in as the public site does it: find centre (emails a code), read the mail, verify. */
async function signIn() {
  const centre = signInPool.shift() ?? seededApproved[seededCursor++ % seededApproved.length];
  const found = await call('centre: find (sends code)', 'GET', `/api/centre-registration/${centre.reference}`);
  if (found.status !== 200) return;
  if (!found.json.otpSent) return; // signed in already within the minute (a seeded centre met twice): nothing to wait for
  counters.codesSent++;
  const waitStart = performance.now();
  let code;
  try {
    code = await mail.waitForCode(centre.email, 60_000);
  } catch (error) {
    bucket(CODE_EMAIL).errors++;
    if (failures.length < 50) failures.push({ phase, name: CODE_EMAIL, error: error.message });
    return;
  }
  const waited = performance.now() - waitStart;
  bucket(CODE_EMAIL).latencies.push(waited);
  bucket(CODE_EMAIL).ok++;
  const verified = await call('centre: verify-otp', 'POST', `/api/centre-registration/${centre.reference}/verify-otp`, { body: { otp: code } });
  if (verified.status !== 200) return;
  counters.signedIn++;
  sessions.push({ ...centre, token: verified.json.data.token });
  if (sessions.length > 200) sessions.shift(); // sessions end too; keep the most recent
}

function registrationBody(c) {
  return {
    CentreName: c.centreName,
    CoordinatorName: 'Musa Bello',
    GovernmentId: c.governmentId,
    isJambAccredited: pick(['Yes', 'No']),
    yearOfEstablishment: String(1990 + Math.floor(random() * 35)),
    AdminNumber: '+2348012345678',
    AdminEmail: c.email,
    State: c.state,
    LocalGovernment: c.lga,
    town: `${c.lga} town`,
    neighbourhood: 'Central',
    nearestLandmark: 'The market',
    address: `${Math.floor(random() * 200) + 1} School Road, ${c.lga}`,
    systemConfiguration: 'Core i5, 8 GB RAM',
    CentreCapacity: 20 + Math.floor(random() * 280),
    TypeOfPowerSource: pick(['Generator', 'National Grid', 'Solar']),
    NetworkTopology: 'Star',
    SystemArchitecture: 'Standalone',
    networkingType: 'LAN',
    CCTV: pick(['Yes', 'No']),
    internetConnection: 'Fiber Optic',
  };
}

async function centreSave() {
  const s = sessions.length ? pick(sessions) : null;
  if (!s) return signIn();
  await call('centre: save registration', 'POST', '/api/centre-registration', { token: s.token, body: registrationBody(s) });
}

async function centreView() {
  const s = sessions.length ? pick(sessions) : null;
  if (!s) return signIn();
  await call('centre: view registration', 'GET', `/api/centre-registration/centre/${s.reference}`, { token: s.token });
}

async function statusLookUp() {
  if (random() < 0.1) {
    // A mistyped reference: 404 "No registration found" is the intended answer.
    await call('public: status look-up (unknown, 404)', 'GET', `/api/school-registration/status/JAMB-2026-X${Math.floor(random() * 1e7)}`, { expect: [404] });
    return;
  }
  const recent = pendingPool.length && random() < 0.2 ? pendingPool.at(-1).reference : seededReference(Math.floor(random() * CENTRES));
  await call('public: status look-up', 'GET', `/api/school-registration/status/${recent}`);
}

const LIST_QUERIES = [
  () => '',
  () => `?state=${encodeURIComponent(pick(NIGERIA_STATES).name)}&status=${pick(['pending', 'registration_approved', 'query'])}`,
  () => `?search=${encodeURIComponent(pick(['crescent', 'unity ikeja', 'royal', 'prime kano', 'landmark']))}`,
  () => `?page=${1 + Math.floor(random() * 50)}&limit=25&sortBy=${pick(['CentreName', 'createdAt', 'State', 'status'])}&sortOrder=${pick(['asc', 'desc'])}`,
  () => `?status=pending&sortBy=createdAt&sortOrder=desc`,
];
async function adminList() {
  const token = pick(readers);
  await call(token === admins.state ? 'admin: centre list (state admin)' : 'admin: centre list', 'GET', `/api/admin/schools${pick(LIST_QUERIES)()}`, { token });
}

async function adminDetail() {
  await call('admin: centre detail', 'GET', `/api/admin/schools/${pick(knownIds)}`, { token: pick([admins.super, admins.national]) });
}

const REPORTS = ['registration-trends', 'approval-pipeline', 'state-distribution', 'capacity-analysis', 'documentation-compliance'];
async function report() {
  const r = pick(REPORTS);
  await call(`report: ${r}`, 'GET', `/api/reports/${r}?period=${pick(['daily', 'weekly', 'monthly'])}`, { token: pick(readers) });
}

async function dashboard() {
  await call('admin: dashboard', 'GET', '/api/admin/dashboard', { token: pick(readers) });
}

const MIX = [
  [30, statusLookUp],
  [8, preRegister],
  [6, decide],
  [1.5, signIn],
  [12, centreSave],
  [4.5, centreView],
  [22, adminList],
  [5, adminDetail],
  [9, report],
  [2, dashboard],
];
const TOTAL_WEIGHT = MIX.reduce((a, [w]) => a + w, 0);
function nextCall() {
  let roll = random() * TOTAL_WEIGHT;
  for (const [w, fn] of MIX) if ((roll -= w) < 0) return fn;
  return MIX[0][1];
}

// Before the clock: a queue of fresh centres to decide on and a first set of signed-in centres.
for (let i = 0; i < 40; i++) await preRegister();
await Promise.all(Array.from({ length: 5 }, async () => {
  for (let i = 0; i < 6; i++) await signIn();
}));
console.log(`Setup: ${pendingPool.length} pending centres queued, ${sessions.length} centres signed in.`);

// ---------------------------------------------------------------------------------------------
// The open-model run: calls leave at fixed intervals; lateness of the generator itself is recorded.

const lag = monitorEventLoopDelay({ resolution: 10 });
let maxLateMs = 0;
const pending = new Set();
let midTop = false;
async function runPhase(name, seconds) {
  phase = name;
  const interval = 1000 / RATE;
  const start = performance.now();
  const end = start + seconds * 1000;
  let issued = 0;
  let nextSample = start + SAMPLE_EVERY * 1000;
  await new Promise((resolve) => {
    const tick = () => {
      const now = performance.now();
      while (start + issued * interval <= now && start + issued * interval < end) {
        maxLateMs = Math.max(maxLateMs, now - (start + issued * interval));
        const p = nextCall()().catch((error) => failures.length < 50 && failures.push({ phase, error: String(error) }));
        pending.add(p);
        p.finally(() => pending.delete(p));
        issued++;
      }
      if (name === 'run' && now >= nextSample) {
        nextSample += SAMPLE_EVERY * 1000;
        void sample('sample');
      }
      if (name === 'run' && !midTop && now >= start + (seconds * 1000) / 2) {
        midTop = true;
        void topSnapshot().then((top) => tops.push({ at: 'middle', top }));
      }
      if (now >= end) return resolve();
      setTimeout(tick, Math.max(0, Math.min(start + issued * interval, end) - performance.now()));
    };
    tick();
  });
  return issued;
}

await sample('idle, after setup');
if (WARMUP > 0) {
  console.log(`Warm-up: ${WARMUP} s at ${RATE} req/s (not counted)`);
  await runPhase('warmup', WARMUP);
}
lag.enable();
runStart = performance.now();
const startSample = await sample('start');
void topSnapshot().then((top) => tops.push({ at: 'start', top }));
console.log(`Soak: ${SECONDS} s at ${RATE} req/s`);
const issued = await runPhase('run', SECONDS);
const runSeconds = (performance.now() - runStart) / 1000;
await Promise.allSettled([...pending]);
lag.disable();
const endSample = await sample('end');
tops.push({ at: 'end', top: await topSnapshot() });

// Drain: every event relayed and every email the run caused delivered, once.
// What was committed decides, not what was answered: a call the harness gave up on (timeout) may
// still have committed, and then its email is owed too.
const MAIL_EVENTS = ['centre.pre_registered', 'centre.registration_approved', 'centre.autotest_approved', 'centre.queried', 'centre.rejected', 'centre.otp_requested'];
let owed = 0;
const drainStart = performance.now();
for (;;) {
  const { rows: [o] } = await harnessDb.query(
    `SELECT count(*) FILTER (WHERE status = 'pending')::int AS pending, count(*) FILTER (WHERE type = ANY($1))::int AS mails FROM outbox_events`,
    [MAIL_EVENTS],
  );
  owed = o.mails;
  if ((o.pending === 0 && mail.received >= owed) || performance.now() - drainStart > 180_000) break;
  await new Promise((r) => setTimeout(r, 500));
}
const expectedMails = () => owed;
const drainMs = performance.now() - drainStart;
await new Promise((r) => setTimeout(r, 2000)); // a late duplicate would show up here
const afterDrain = await sample('after drain');

// The report tables the events kept up to date must equal a rebuild from the sources: wait for the
// reports queue to empty, fingerprint both tables, rebuild, fingerprint again.
const reportsStart = performance.now();
while (performance.now() - reportsStart < 120_000) {
  const [waiting, active] = await Promise.all([redis.llen(`${PREFIX}:reports:wait`), redis.llen(`${PREFIX}:reports:active`)]);
  if (waiting === 0 && active === 0) break;
  await new Promise((r) => setTimeout(r, 250));
}
const reportsCaughtUpMs = performance.now() - reportsStart;
const REPORT_FINGERPRINT = `SELECT (SELECT md5(coalesce(string_agg(d::text, '|' ORDER BY day, state), '')) FROM report_daily d) AS daily,
  (SELECT md5(coalesce(string_agg(s::text, '|' ORDER BY state), '')) FROM (SELECT state, total, pending, registration_approved, autotest_approved, rejected, query,
     registration_complete, total_capacity, doc_eligible, doc_compliant FROM report_state_snapshot) s) AS snapshot`;
const { rows: [byEvents] } = await harnessDb.query(REPORT_FINGERPRINT);
const rebuilt = await fetch(`${BASE}/api/reports/rebuild`, { method: 'POST', headers: { authorization: `Bearer ${admins.super}` } });
const { rows: [byRebuild] } = await harnessDb.query(REPORT_FINGERPRINT);
const reportsMatch = rebuilt.status === 200 && byEvents.daily === byRebuild.daily && byEvents.snapshot === byRebuild.snapshot;

// ---------------------------------------------------------------------------------------------
// Report.

const quantile = (sorted, q) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : NaN);
const rows = [];
let total = 0;
let bad = 0;
for (const s of [...stats.values()].filter((x) => x.phase === 'run').sort((a, b) => a.name.localeCompare(b.name))) {
  const sorted = [...s.latencies].sort((a, b) => a - b);
  const n = s.ok + s.unexpected + s.timeouts + s.errors;
  // The code email is not an HTTP call: its failures count, its deliveries do not add to the calls.
  if (s.name !== CODE_EMAIL) total += n;
  bad += s.unexpected + s.timeouts + s.errors;
  rows.push({
    call: s.name,
    count: n,
    'p50 ms': quantile(sorted, 0.5).toFixed(1),
    'p99 ms': quantile(sorted, 0.99).toFixed(1),
    'max ms': (sorted.at(-1) ?? NaN).toFixed(0),
    statuses: Object.entries(s.statuses).map(([k, v]) => `${k}:${v}`).join(' ') || '-',
    errors: s.unexpected + s.timeouts + s.errors,
  });
}
const warmBad = [...stats.values()].filter((x) => x.phase === 'warmup').reduce((a, s) => a + s.unexpected + s.timeouts + s.errors, 0);
const cpuPct = (proc) => (((endSample[proc].cpuTicks - startSample[proc].cpuTicks) / 100 / runSeconds) * 100).toFixed(0);
// Shares of the machine's two cores over the run: ours (API, worker, their PostgreSQL backends, this
// harness with its mail sink) and everything else running at the same time.
const machineBusy = endSample.machine.busy - startSample.machine.busy;
const machineTotal = endSample.machine.total - startSample.machine.total;
const ourTicks =
  endSample.api.cpuTicks - startSample.api.cpuTicks + endSample.worker.cpuTicks - startSample.worker.cpuTicks +
  (endSample.postgresTicks - startSample.postgresTicks) + (endSample.harnessCpuMs - startSample.harnessCpuMs) / 10;
const machine = {
  busyPct: Math.round((machineBusy / machineTotal) * 100),
  oursPct: Math.round((ourTicks / machineTotal) * 100),
  othersPct: Math.round(((machineBusy - ourTicks) / machineTotal) * 100),
  postgresPct: Math.round(((endSample.postgresTicks - startSample.postgresTicks) / machineTotal) * 100),
  load1: samples.filter((x) => x.label === 'sample').map((x) => Number(x.load1)),
};
const memRows = samples.map((s) => ({
  sample: s.label,
  't s': s.t,
  'api RSS MB': s.api.rssMb,
  'api heap MB': s.api.heapAfterGcMb,
  'worker RSS MB': s.worker.rssMb,
  'worker heap MB': s.worker.heapAfterGcMb,
  'redis MB': s.redisMb,
  'jobs kept': s.completedJobsInRedis,
  'outbox pending': s.outboxPending,
  'db MB': s.dbMb,
  'in flight': s.inFlight,
  load1: s.load1,
}));
// Flatness: least-squares slope of each series over the run's samples, in MB per 10 minutes.
function slope(key, sub) {
  const pts = samples.filter((s) => s.label === 'sample' || s.label === 'start' || s.label === 'end').map((s) => [s.t, sub ? s[key][sub] : s[key]]);
  const n = pts.length;
  if (n < 3) return NaN;
  const mx = pts.reduce((a, p) => a + p[0], 0) / n;
  const my = pts.reduce((a, p) => a + p[1], 0) / n;
  const num2 = pts.reduce((a, p) => a + (p[0] - mx) * (p[1] - my), 0);
  const den = pts.reduce((a, p) => a + (p[0] - mx) ** 2, 0);
  return (num2 / den) * 600;
}
const windowRows = windows.map((w, i) => {
  const sorted = [...w.latencies].sort((a, b) => a - b);
  const sampleAt = samples.find((x) => x.label === 'sample' && x.t >= (i + 1) * SAMPLE_EVERY - 2);
  return {
    window: `${i * SAMPLE_EVERY}-${(i + 1) * SAMPLE_EVERY} s`,
    calls: w.calls,
    errors: w.errors,
    'p50 ms': quantile(sorted, 0.5).toFixed(0),
    'p99 ms': quantile(sorted, 0.99).toFixed(0),
    'api loop p99 ms': sampleAt?.api.loopDelayMs?.p99 ?? '',
    'reports jobs waiting': sampleAt?.jobsWaiting?.reports ?? '',
    'load1 at end': sampleAt?.load1 ?? '',
  };
});
const trend = {
  'api RSS': slope('api', 'rssMb'),
  'api heap after GC': slope('api', 'heapAfterGcMb'),
  'worker RSS': slope('worker', 'rssMb'),
  'worker heap after GC': slope('worker', 'heapAfterGcMb'),
  redis: slope('redisMb'),
};

const summary = {
  config: { SECONDS, RATE, CENTRES, WARMUP, SAMPLE_EVERY, TIMEOUT_MS, RATE_LIMIT_FACTOR, PREFIX, node: process.version },
  issued,
  achievedRate: issued / runSeconds,
  total,
  bad,
  errorRate: bad / total,
  warmupErrors: warmBad,
  maxInFlight,
  generatorMaxLateMs: maxLateMs,
  generatorLoopDelayP99Ms: lag.percentile(99) / 1e6,
  cpu: { api: cpuPct('api'), worker: cpuPct('worker') },
  machine,
  tops,
  counters: { ...counters, codeWaits: undefined },
  mail: { expected: expectedMails(), received: mail.received, byKind: mail.byKind(), duplicates: mail.duplicates(), drainMs },
  outboxFailed: afterDrain.outboxFailed,
  reports: { caughtUpMs: Math.round(reportsCaughtUpMs), equalToRebuild: reportsMatch, byEvents, byRebuild },
  trendMbPer10Min: trend,
  rows,
  windows: windowRows,
  samples,
  failures,
};
const out = process.env.SOAK_OUT ?? join(tmpdir(), `soak-${Date.now()}.json`);
writeFileSync(out, JSON.stringify(summary, null, 2));

console.log(`\n${issued} scheduled calls in ${runSeconds.toFixed(0)} s (${summary.achievedRate.toFixed(1)}/s), ${total} HTTP requests; unintended answers, network errors and timeouts: ${bad} = ${((bad / total) * 100).toFixed(3)}% (warm-up: ${warmBad}); most in flight at once: ${maxInFlight}; generator at most ${maxLateMs.toFixed(0)} ms late`);
console.log(`CPU over the run: API ${summary.cpu.api}%, worker ${summary.cpu.worker}% of one core; machine (2 cores = 100%) ${machine.busyPct}% busy: this soak ${machine.oursPct}% (its PostgreSQL backends ${machine.postgresPct}%), everything else ${machine.othersPct}%; load average over the run ${Math.min(...machine.load1)} to ${Math.max(...machine.load1)}`);
for (const t of tops) console.log(`  busiest at ${t.at}: ${t.top.slice(0, 6).join(' | ')}`);
console.log('');
console.log(table(rows));
console.log(`\n${table(windowRows)}`);
console.log(`\n${table(memRows)}`);
console.log(`\ntrend (least squares over the run's samples, MB per 10 min): ${Object.entries(trend).map(([k, v]) => `${k} ${v.toFixed(1)}`).join(', ')}`);
console.log(`mail: ${mail.received} received for ${expectedMails()} mail events committed (${JSON.stringify(mail.byKind())}); duplicates: ${summary.mail.duplicates.length}; drained in ${(drainMs / 1000).toFixed(1)} s; outbox failed: ${afterDrain.outboxFailed}`);
console.log(`reports: the event-fed tables ${reportsMatch ? 'equal' : 'DIFFER FROM'} a rebuild after the run (queue empty ${(reportsCaughtUpMs / 1000).toFixed(1)} s after the drain)`);
console.log(`work done: ${counters.preRegistered} pre-registered, decisions ${JSON.stringify(counters.decided)}, ${counters.codesSent} codes sent, ${counters.signedIn} sign-ins`);
if (failures.length) console.log(`\nfirst failures:\n${failures.slice(0, 15).map((f) => JSON.stringify(f)).join('\n')}`);
console.log(`\nfull results: ${out}`);

// Shut down: both processes by SIGTERM (they finish active work), then the database and the queue keys.
const stopped = async (proc) => {
  if (proc.child.exitCode !== null) return proc.child.exitCode;
  const exited = new Promise((r) => proc.child.once('exit', (code) => r(code)));
  proc.child.kill('SIGTERM');
  return exited;
};
await Promise.all([stopped(api), stopped(worker)]);
await harnessDb.end();
let cursor = '0';
do {
  const [next, keys] = await redis.scan(cursor, 'MATCH', `${PREFIX}:*`, 'COUNT', 1000);
  cursor = next;
  if (keys.length) await redis.del(...keys);
} while (cursor !== '0');
redis.disconnect();
await mail.close();
if (!process.env.SOAK_KEEP_DB) await db.drop();
else console.log(`database kept: ${db.url}`);
rmSync(workDir, { recursive: true, force: true });
if (api.child.exitCode !== 0 || worker.child.exitCode !== 0) console.log(`exit codes: api ${api.child.exitCode}, worker ${worker.child.exitCode}`);
process.exit(bad > 0 || summary.mail.duplicates.length > 0 || mail.received < owed || !reportsMatch ? 1 : 0);
