// What the read log (DECISIONS §10, docs/SECURITY.md "Read log") costs, on 100,000 seeded centres
// (bench/lib/seed-centres.mjs, as bench/seed-centres.mjs seeds them), side by side: two portals on the
// same database, one with READ_LOG=on (the default) and one with READ_LOG=off, taking turns in ROUNDS
// short runs so that the machine's other load falls on both alike.
//   - GET /api/admin/schools (the centres list, default page)
//   - GET /api/admin/schools/{id} over 1,000 random centres: each answer writes one read
//   - the export of every centre as CSV: one read per exported row
//   - GET /api/centre-registration/{ref}/my-data of a centre with 20 documents and 1,000 reads logged
// Run: npm run build && node bench/read-log.bench.mjs
//      CENTRES=20000 DURATION=5 ROUNDS=3 node bench/read-log.bench.mjs   (a smaller, quicker run)
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import jwt from 'jsonwebtoken';
import pg from 'pg';
import { createDatabase, REDIS_URL, sharedSecrets, startPortal, table } from './lib/processes.mjs';
import { seedCentres } from './lib/seed-centres.mjs';

const CENTRES = Number(process.env.CENTRES ?? 100_000);
const DURATION = Number(process.env.DURATION ?? 5);
const ROUNDS = Math.max(1, Number(process.env.ROUNDS ?? 3));
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 20);
const ADMIN = { email: 'bench@council.test', password: 'Bench-Pass1' };

const db = await createDatabase('readlog');
const secrets = sharedSecrets();
const common = { DATABASE_URL: db.url, REDIS_URL, SUPERADMIN_EMAIL: ADMIN.email, SUPERADMIN_PASSWORD: ADMIN.password, DB_POOL_SIZE: '10', RATE_LIMIT_FACTOR: '1000000', ...secrets };
const on = await startPortal({ ...common, READ_LOG: 'on' });
const seeded = await seedCentres(db.url, CENTRES);
console.log(`Seeded ${CENTRES} centres in ${seeded.ms} ms.`);
const off = await startPortal({ ...common, READ_LOG: 'off' });
const client = new pg.Client({ connectionString: db.url });
await client.connect();

async function token(portal) {
  const res = await (await fetch(`${portal.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) })).json();
  return { authorization: `Bearer ${res.data.token}` };
}
const auth = { on: await token(on), off: await token(off) };
const ids = (await client.query('SELECT id FROM centres ORDER BY random() LIMIT 1000')).rows.map((r) => r.id);

/** CPU seconds (user + system) the process used so far: a cost per request the machine's other load does not skew. */
function cpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/**
 * CPU a portal burns with no request (job pollers, timers): measured once and taken off each run's
 * CPU, so that a run of few requests on a loaded machine is not charged for it.
 */
async function idleCpuPerSecond(portal) {
  const before = cpuSeconds(portal.pid);
  await new Promise((r) => setTimeout(r, 5000));
  return (cpuSeconds(portal.pid) - before) / 5;
}
const idle = { on: await idleCpuPerSecond(on), off: await idleCpuPerSecond(off) };

async function run(portal, headers, path, idlePerSecond) {
  const before = cpuSeconds(portal.pid);
  let i = 0;
  const result = await autocannon({
    url: portal.url,
    connections: CONNECTIONS,
    duration: DURATION,
    headers,
    requests: [{ setupRequest: (req) => ({ ...req, path: typeof path === 'function' ? path(i++) : path }) }],
  });
  const requests = result.requests.total;
  const busy = Math.max(0, cpuSeconds(portal.pid) - before - idlePerSecond * result.duration);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx, cpuUs: requests > 0 ? (busy * 1e6) / requests : 0 };
}

const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;
const median = (xs) => xs.slice().sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const pct = (offValue, onValue) => `${(((offValue - onValue) / offValue) * 100).toFixed(1)} %`;

const cases = [
  { name: 'centres list (default page)', path: '/api/admin/schools' },
  { name: 'centre detail (one read each)', path: (i) => `/api/admin/schools/${ids[i % ids.length]}` },
];
const rows = [];
for (const c of cases) {
  const runs = { on: [], off: [] };
  for (let round = 0; round < ROUNDS; round++) {
    // Alternate which goes first, so neither always runs right after the other's burst.
    const order = round % 2 === 0 ? ['off', 'on'] : ['on', 'off'];
    for (const mode of order) runs[mode].push(await run(mode === 'on' ? on : off, auth[mode], c.path, idle[mode]));
  }
  const figure = (mode) => ({ rps: mean(runs[mode].map((r) => r.rps)), p50: median(runs[mode].map((r) => r.p50)), p99: median(runs[mode].map((r) => r.p99)), cpuUs: mean(runs[mode].map((r) => r.cpuUs)), non2xx: runs[mode].reduce((s, r) => s + r.non2xx, 0) });
  const [fOff, fOn] = [figure('off'), figure('on')];
  rows.push({
    case: c.name,
    'req/s off': Math.round(fOff.rps),
    'req/s on': Math.round(fOn.rps),
    'throughput lost': pct(fOff.rps, fOn.rps),
    'p50/p99 ms off': `${fOff.p50}/${fOff.p99}`,
    'p50/p99 ms on': `${fOn.p50}/${fOn.p99}`,
    'CPU µs/req off': Math.round(fOff.cpuUs),
    'CPU µs/req on': Math.round(fOn.cpuUs),
    non2xx: fOff.non2xx + fOn.non2xx,
  });
}

// The export of every centre: one read per row with the log on.
async function exportAll(portal, headers) {
  const started = performance.now();
  const res = await fetch(`${portal.url}/api/admin/schools/export/csv`, { headers });
  let bytes = 0;
  for await (const chunk of res.body) bytes += chunk.length;
  return { ms: performance.now() - started, bytes, status: res.status };
}
const exports = { on: [], off: [] };
for (let round = 0; round < Math.min(ROUNDS, 2); round++) {
  for (const mode of round % 2 === 0 ? ['off', 'on'] : ['on', 'off']) exports[mode].push(await exportAll(mode === 'on' ? on : off, auth[mode]));
}
const exportOff = median(exports.off.map((e) => e.ms));
const exportOn = median(exports.on.map((e) => e.ms));
rows.push({
  case: `export of ${CENTRES} centres (CSV; ms, not req/s)`,
  'req/s off': `${Math.round(exportOff)} ms`,
  'req/s on': `${Math.round(exportOn)} ms`,
  'throughput lost': pct(1 / exportOff, 1 / exportOn),
  'p50/p99 ms off': '',
  'p50/p99 ms on': '',
  'CPU µs/req off': '',
  'CPU µs/req on': '',
  non2xx: [...exports.on, ...exports.off].filter((e) => e.status !== 200).length,
});
console.log(`\nRead log on vs off, ${CENTRES} centres, ${ROUNDS} rounds of ${DURATION} s, ${CONNECTIONS} connections:\n`);
console.log(table(rows));

// What storing reads costs PostgreSQL, apart from any request: 100,000 reads written with the writer's
// own statement in batches of 500 (READ_LOG_BATCH), into the month's partition with its two indexes.
{
  const [user] = (await client.query(`SELECT id FROM users LIMIT 1`)).rows;
  const centreIds = (await client.query(`SELECT id FROM centres LIMIT 500`)).rows.map((r) => r.id);
  const started = performance.now();
  for (let b = 0; b < 200; b++) {
    const at = centreIds.map(() => new Date());
    await client.query(
      `INSERT INTO centre_reads (at, user_id, role, state, centre_id, kind)
       SELECT * FROM unnest($1::timestamptz[], $2::uuid[], $3::text[], $4::text[], $5::uuid[], $6::text[])`,
      [at, centreIds.map(() => user.id), centreIds.map(() => 'admin'), centreIds.map(() => 'Lagos'), centreIds, centreIds.map(() => 'detail')],
    );
  }
  const ms = performance.now() - started;
  console.log(`\nStoring 100,000 reads in 200 batches of 500: ${Math.round(ms)} ms wall time, ${((ms * 1000) / 100_000).toFixed(1)} µs a read.`);
  await client.query(`DELETE FROM centre_reads WHERE user_id = $1 AND state = 'Lagos' AND kind = 'detail' AND centre_id = ANY($2)`, [user.id, centreIds]);
}
console.log(`Idle CPU of each portal (taken off the CPU per request): on ${(idle.on * 1000).toFixed(0)} ms/s, off ${(idle.off * 1000).toFixed(0)} ms/s.`);

// Every read the "on" portal answered is in the log once its buffer has been written.
await new Promise((r) => setTimeout(r, 1500));
const logged = (await client.query(`SELECT kind, count(*)::int AS n FROM centre_reads GROUP BY kind ORDER BY kind`)).rows;
console.log(`\nRows in the read log: ${logged.map((r) => `${r.kind} ${r.n}`).join(', ')}`);

// The subject export of a centre with 20 documents and 1,000 reads in its log.
const [centre] = (await client.query(`SELECT id, reference_number FROM centres ORDER BY created_at DESC LIMIT 1`)).rows;
for (let i = 0; i < 20; i++) {
  const { rows: [file] } = await client.query(
    `INSERT INTO files (id, kind, filename, content_type, state, size_bytes, chunks, sha256, stored_at) VALUES (gen_random_uuid(), 'document', $1, 'application/pdf', 'kept', 0, 0, repeat('0', 64), now()) RETURNING id`,
    [`doc-${i}.pdf`],
  );
  await client.query(`INSERT INTO centre_documents (centre_id, document_type, filename, stored_name, content_type, size_bytes) VALUES ($1, $2, $3, $4, 'application/pdf', 0)`, [
    centre.id,
    ['applicationLetter', 'rcDocument', 'gpsPicture', 'centrePicture'][i % 4],
    `doc-${i}.pdf`,
    file.id,
  ]);
}
const [admin] = (await client.query(`SELECT id FROM users LIMIT 1`)).rows;
await client.query(`INSERT INTO centre_reads (at, user_id, role, state, centre_id, kind) SELECT now() - i * interval '1 minute', $1, 'admin', NULL, $2, 'detail' FROM generate_series(1, 1000) i`, [admin.id, centre.id]);
const [{ token_version: ver }] = (await client.query(`SELECT token_version FROM centres WHERE id = $1`, [centre.id])).rows;
// The session token the sign-in code would give (signed here so the bench does not wait on email).
const centreToken = jwt.sign({ sub: centre.id, typ: 'centre', ver, ref: centre.reference_number }, secrets.JWT_SECRET, { algorithm: 'HS256', expiresIn: '2h' });
const times = [];
let documents = 0;
// Call 0 is the first of its kind in the process (cold code paths and plans): reported on its own.
for (let i = 0; i <= 20; i++) {
  const started = performance.now();
  const res = await fetch(`${on.url}/api/centre-registration/${centre.reference_number}/my-data`, { headers: { authorization: `Bearer ${centreToken}` } });
  const body = await res.json();
  times.push(performance.now() - started);
  if (i === 0) console.log(`\nSubject export, first call: ${Math.round(times.pop())} ms.`);
  if (res.status !== 200) throw new Error(`my-data answered ${res.status}: ${JSON.stringify(body)}`);
  documents = body.data.totals.centre_documents;
}
console.log(`Subject export (GET /api/centre-registration/{ref}/my-data), ${documents} documents, 1,000 reads logged, the next 20 calls one after another: median ${Math.round(median(times))} ms, slowest ${Math.round(Math.max(...times))} ms.`);

await client.end();
await on.stop();
await off.stop();
await db.drop();
