// The open register's figures (docs/PERFORMANCE.md "Open register") on 100,000 centres, every one on the register:
//   - the feed's first pass over 100,000 centres, and a later pass over 2,000 changed ones
//   - a new follower reading the whole feed from the start
//   - GET /api/public/register/feed at random cursors (500-item pages): p50/p95 and req/s, side by side with a
//     bare node:http + pg server running the very same SQL (bench/bare-register-feed-server.mjs)
//   - the GeoJSON dump: time, size and the portal's peak memory growth
// Run: npm run build && node bench/register-feed.bench.mjs
//      CENTRES=100000 DURATION=10 ROUNDS=3 CONNECTIONS=10 node bench/register-feed.bench.mjs
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import pg from 'pg';
import { createDatabase, freePort, REDIS_URL, rssMb, startPortal, table } from './lib/processes.mjs';
import { seedCentres } from './lib/seed-centres.mjs';

const CENTRES = Number(process.env.CENTRES ?? 100_000);
const DURATION = Number(process.env.DURATION ?? 10);
const ROUNDS = Math.max(1, Number(process.env.ROUNDS ?? 3));
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 10);
const CHANGES = Math.min(2000, Math.floor(CENTRES / 50));
const FEED = '/api/public/register/feed';

const db = await createDatabase('register');
const portal = await startPortal({ DATABASE_URL: db.url, REDIS_URL, DB_POOL_SIZE: '10', RATE_LIMIT_FACTOR: '1000000' });
const sql = new pg.Client({ connectionString: db.url });
await sql.connect();
// A failed run still stops its portal and drops its database.
for (const event of ['uncaughtException', 'unhandledRejection']) process.on(event, async (error) => {
  console.error(error);
  await portal.stop().catch(() => {});
  await db.drop().catch(() => {});
  process.exit(1);
});

// Every seeded centre passes the autotest and is accredited under the configuration the portal seeded
// at start (as granted: standing, validity): the register holds all of them.
const seeded = await seedCentres(db.url, CENTRES);
const seedStart = performance.now();
await sql.query(`UPDATE centres SET status = 'autotest_approved', autotest_decision = 'approved', autotest_approval_date = COALESCE(autotest_approval_date, created_at + interval '10 days')`);
await sql.query(
  `INSERT INTO accreditations (centre_id, config_id, status, current_stage, total_stages_required, accredited_at, standing, standing_changed_at, valid_from, valid_until, created_at, updated_at)
   SELECT c.id, cfg.id, 'approved', cfg.total_stages_required, cfg.total_stages_required, c.created_at + interval '30 days', 'accredited',
          c.created_at + interval '30 days', c.created_at + interval '30 days', c.created_at + interval '395 days', c.created_at + interval '20 days', c.created_at + interval '30 days'
     FROM centres c CROSS JOIN (SELECT id, total_stages_required FROM accreditation_configs ORDER BY version DESC LIMIT 1) cfg`,
);
await sql.query('ANALYZE');
const { rows: [{ listed }] } = await sql.query(`SELECT count(*)::int AS listed FROM accreditations WHERE status = 'approved'`);
console.log(`Seeded ${CENTRES} centres (${seeded.ms} ms) and ${listed} accreditations (${Math.round(performance.now() - seedStart)} ms). Load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}.`);

async function timed(path) {
  const started = performance.now();
  const res = await fetch(portal.url + path);
  const body = await res.json();
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${JSON.stringify(body)}`);
  return { ms: performance.now() - started, body };
}

/** Reads the feed until the change log is empty: how many reads, how long in all, the slowest read. */
async function catchUp() {
  const started = performance.now();
  let reads = 0;
  let slowest = 0;
  for (;;) {
    const { ms } = await timed(FEED);
    reads++;
    slowest = Math.max(slowest, ms);
    const { rows: [{ left }] } = await sql.query('SELECT count(*)::int AS left FROM register_feed_changes');
    if (left === 0) return { reads, ms: performance.now() - started, slowest };
  }
}

// The first reads bring the feed up to date with the whole register (the migration's first pass, at scale).
const first = await catchUp();
console.log(`first pass: ${listed} centres published over ${first.reads} feed reads in ${(first.ms / 1000).toFixed(2)} s (slowest read ${first.slowest.toFixed(0)} ms)`);
await sql.query(`UPDATE accreditations SET standing = 'suspended' WHERE id IN (SELECT id FROM accreditations WHERE status = 'approved' ORDER BY id LIMIT $1)`, [CHANGES]);
const second = await catchUp();
console.log(`later pass: ${CHANGES} suspensions published over ${second.reads} feed read(s) in ${second.ms.toFixed(0)} ms`);

// A new follower reads everything; its cursors are the load run's pages.
const cursors = [];
let next = FEED;
let items = 0;
const followStart = performance.now();
for (;;) {
  const { body } = await timed(next);
  if (body.items.length === 0) break;
  items += body.items.length;
  const url = new URL(body.next);
  next = `${url.pathname}${url.search}`;
  cursors.push(next);
}
const followMs = performance.now() - followStart;
console.log(`new follower: ${items} items in ${cursors.length} pages, ${(followMs / 1000).toFixed(2)} s (${(followMs / cursors.length).toFixed(1)} ms a page, one at a time)`);
const pages = cursors.slice(0, -1); // full 500-item pages only (the last cursor points at the empty page)

const middle = new URL(pages[Math.floor(pages.length / 2)], 'http://x').searchParams;
const { rows: plan } = await sql.query(
  `EXPLAIN (ANALYZE, FORMAT JSON) SELECT centre_id, modified, state, data FROM register_feed WHERE (modified, centre_id) > ($2::bigint, $3::uuid) ORDER BY modified, centre_id LIMIT $1`,
  [500, middle.get('afterTimestamp'), middle.get('afterId')],
);
const top = plan[0]['QUERY PLAN'][0];
console.log(`cursor query in PostgreSQL: ${top['Execution Time'].toFixed(2)} ms (${top.Plan.Plans?.[0]?.['Node Type'] ?? top.Plan['Node Type']} on ${top.Plan.Plans?.[0]?.['Index Name'] ?? '?'})`);

const barePort = await freePort();
const bare = spawn(process.execPath, ['bench/bare-register-feed-server.mjs'], { env: { ...process.env, DATABASE_URL: db.url, PORT: String(barePort) }, stdio: ['ignore', 'pipe', 'inherit'] });
await new Promise((r) => bare.stdout.once('data', r));
const bareUrl = `http://127.0.0.1:${barePort}`;

/** CONNECTIONS clients each reading random full pages for `seconds`: every latency, in ms. */
async function run(base, seconds) {
  const latencies = [];
  let failures = 0;
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < until) {
        const path = pages[Math.floor(Math.random() * pages.length)];
        const started = performance.now();
        const res = await fetch(base + path);
        await res.arrayBuffer();
        if (res.status !== 200) failures++;
        latencies.push(performance.now() - started);
      }
    }),
  );
  return { latencies, failures, seconds };
}

function summary(runs) {
  const all = runs.flatMap((r) => r.latencies).sort((a, b) => a - b);
  const at = (q) => all[Math.min(all.length - 1, Math.floor(q * all.length))];
  const seconds = runs.reduce((s, r) => s + r.seconds, 0);
  return { rps: Math.round(all.length / seconds), p50: at(0.5), p95: at(0.95), failures: runs.reduce((s, r) => s + r.failures, 0), requests: all.length };
}

await run(portal.url, 2);
await run(bareUrl, 2);
const portalRuns = [];
const bareRuns = [];
for (let round = 0; round < ROUNDS; round++) {
  const slice = Math.max(1, Math.round(DURATION / ROUNDS));
  portalRuns.push(await run(portal.url, slice));
  bareRuns.push(await run(bareUrl, slice));
}
bare.kill();
const p = summary(portalRuns);
const b = summary(bareRuns);
console.log(`\nfeed pages of 500 at random cursors, ${CONNECTIONS} connections, ${ROUNDS} rounds of ${Math.max(1, Math.round(DURATION / ROUNDS))} s each:`);
console.log(
  table([
    {
      server: 'portal',
      requests: p.requests,
      'req/s': p.rps,
      'p50 ms': p.p50.toFixed(1),
      'p95 ms': p.p95.toFixed(1),
      failures: p.failures,
    },
    { server: 'bare node:http + pg', requests: b.requests, 'req/s': b.rps, 'p50 ms': b.p50.toFixed(1), 'p95 ms': b.p95.toFixed(1), failures: b.failures },
  ]),
);
console.log(`ratio: portal req/s ÷ bare = ${(p.rps / b.rps).toFixed(2)}; bare p95 ÷ portal p95 = ${(b.p95 / p.p95).toFixed(2)} (goal: portal p95 < 100 ms, ratio ≥ 0.6)`);

// The GeoJSON dump, sampling the portal's resident memory while it streams.
const before = await rssMb(portal.pid);
let peak = before;
const sampler = setInterval(async () => (peak = Math.max(peak, await rssMb(portal.pid).catch(() => peak))), 25);
const dumpStart = performance.now();
const dump = await fetch(`${portal.url}/api/public/register/centres.geojson`);
let bytes = 0;
let features = 0;
for await (const chunk of dump.body) {
  bytes += chunk.length;
  for (const byte of chunk) if (byte === 10) features++;
}
const dumpMs = performance.now() - dumpStart;
clearInterval(sampler);
console.log(`load average at the end ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
console.log(`\nGeoJSON dump: ${features - 2} features, ${(bytes / 1e6).toFixed(1)} MB in ${(dumpMs / 1000).toFixed(2)} s; portal RSS ${before.toFixed(0)} MB before, peak ${peak.toFixed(0)} MB (growth ${(peak - before).toFixed(0)} MB)`);

await sql.end();
await portal.stop();
await db.drop();
