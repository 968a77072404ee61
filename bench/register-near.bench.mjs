// `npm run build && node bench/register-near.bench.mjs`: the public register nearest first
// (`GET /api/public/accredited-centres?near=lat,lng`, DECISIONS §10; docs/REGISTER.md "Nearest first")
// at CENTRES (default 100,000) accredited centres, LOCATED of them (default 0.8) with a declared
// position. Positions are spread at random over Nigeria's bounding box: bench data only, to load the
// index. Prints the located statement's plan inside PostgreSQL and the portal's latency for a first
// page, a deep page, a page past the located centres, and the newest-first page beside them.
import pg from 'pg';
import { createDatabase, REDIS_URL, startPortal, table } from './lib/processes.mjs';
import { seedCentres } from './lib/seed-centres.mjs';
import { LOCATED_NEAREST_FIRST } from '../dist/libs/accreditation/src/verification/register-order-sql.js';

const CENTRES = Number(process.env.CENTRES ?? 100_000);
const LOCATED = Number(process.env.LOCATED ?? 0.8);
const SAMPLES = Number(process.env.SAMPLES ?? 20);

const db = await createDatabase('near');
const portal = await startPortal({ DATABASE_URL: db.url, REDIS_URL, DB_POOL_SIZE: '10', RATE_LIMIT_FACTOR: '1000000' });
const sql = new pg.Client({ connectionString: db.url });
await sql.connect();
const stop = async () => {
  await sql.end().catch(() => {});
  await portal.stop().catch(() => {});
  await db.drop().catch(() => {});
};
for (const event of ['uncaughtException', 'unhandledRejection']) process.on(event, async (error) => {
  console.error(error);
  await stop();
  process.exit(1);
});

await seedCentres(db.url, CENTRES);
await sql.query(`UPDATE centres SET status = 'autotest_approved', autotest_decision = 'approved', autotest_approval_date = COALESCE(autotest_approval_date, created_at + interval '10 days')`);
await sql.query(
  `INSERT INTO accreditations (centre_id, config_id, status, current_stage, total_stages_required, accredited_at, standing, standing_changed_at, valid_from, valid_until, created_at, updated_at)
   SELECT c.id, cfg.id, 'approved', cfg.total_stages_required, cfg.total_stages_required, c.created_at + interval '30 days', 'accredited',
          c.created_at + interval '30 days', c.created_at + interval '30 days', c.created_at + interval '395 days', c.created_at + interval '20 days', c.created_at + interval '30 days'
     FROM centres c CROSS JOIN (SELECT id, total_stages_required FROM accreditation_configs ORDER BY version DESC LIMIT 1) cfg`,
);
await sql.query(`UPDATE centres SET latitude = 4 + random() * 10, longitude = 2.5 + random() * 12.2 WHERE random() < $1`, [LOCATED]);
await sql.query('ANALYZE');
const { rows: [{ located }] } = await sql.query(`SELECT count(*)::int AS located FROM centres WHERE latitude IS NOT NULL`);
console.log(`${CENTRES} accredited centres, ${located} with a position.`);

// The located statement as the service runs it, Ibadan as the visitor: the first page, and page 50.
for (const offset of [0, 980]) {
  const plan = await sql.query(`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${LOCATED_NEAREST_FIRST}`, [null, 20, offset, 3.947, 7.3775]);
  console.log(`offset ${offset}:\n${plan.rows.map((r) => r['QUERY PLAN']).join('\n')}`);
}

async function timed(path) {
  const times = [];
  for (let i = 0; i < SAMPLES; i++) {
    const start = performance.now();
    const res = await fetch(`${portal.url}${path}`);
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
    times.push(performance.now() - start);
  }
  times.sort((x, y) => x - y);
  return { path, median: `${times[Math.floor(times.length / 2)].toFixed(1)} ms`, p90: `${times[Math.floor(times.length * 0.9)].toFixed(1)} ms` };
}

const lastLocatedPage = Math.ceil(located / 20);
const rows = [];
for (const path of [
  '/api/public/accredited-centres?limit=20',
  '/api/public/accredited-centres?limit=20&near=7.3775,3.9470',
  '/api/public/accredited-centres?limit=20&near=12.0,8.52&page=50',
  `/api/public/accredited-centres?limit=20&near=7.3775,3.9470&page=${lastLocatedPage + 10}`,
  '/api/public/accredited-centres?limit=20&near=7.3775,3.9470&state=Oyo',
])
  rows.push(await timed(path));
console.log(table(rows));
await stop();
