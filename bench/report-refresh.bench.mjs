// One centre's report refresh (docs/PERFORMANCE.md, "A report refresh on long-lived centres"):
// CENTRES seeded centres, each with ENTRIES history entries a month apart, then the daily-figures
// statement a refresh runs for one centre of Lagos (its days and its state), timed with the index on
// history by centre and time and, in a rolled-back transaction, without it.
// Run: npm run build && node bench/report-refresh.bench.mjs      (CENTRES=20000 ENTRIES=12 by default)
import pg from 'pg';
import { insertDailySql, TRANSITION_ACTIONS } from '../dist/libs/reports/src/aggregation/report-sql.js';
import { createDatabase, REDIS_URL, startPortal } from './lib/processes.mjs';
import { seedCentres } from './lib/seed-centres.mjs';

const CENTRES = Number(process.env.CENTRES ?? 20_000);
const ENTRIES = Number(process.env.ENTRIES ?? 12);
const ROUNDS = Number(process.env.ROUNDS ?? 3);

const db = await createDatabase('refresh');
// The portal migrates the database, then stops: the bench reads it directly.
const portal = await startPortal({ DATABASE_URL: db.url, REDIS_URL });
await portal.stop();
await seedCentres(db.url, CENTRES);
const client = new pg.Client({ connectionString: db.url });
await client.connect();
await client.query(
  `INSERT INTO centre_actions (centre_id, seq, action, from_status, to_status, actor_type, actor_name, at, hash)
   SELECT c.id, k, CASE WHEN k = 1 THEN 'pre_registered' ELSE 'document_uploaded' END, NULL, c.status, 'system', 'bench',
          c.created_at + ((k - 1) * 30 || ' days')::interval, md5(c.id::text || k)
     FROM centres c CROSS JOIN generate_series(1, $1::int) k`,
  [ENTRIES],
);
await client.query('ANALYZE centre_actions');
const { rows: [centre] } = await client.query(`SELECT id FROM centres WHERE state = 'Lagos' ORDER BY created_at LIMIT 1`);
const { rows: dayRows } = await client.query(
  `SELECT DISTINCT to_char((at AT TIME ZONE 'Africa/Lagos')::date, 'YYYY-MM-DD') AS day FROM centre_actions WHERE centre_id = $1`,
  [centre.id],
);
const days = dayRows.map((r) => r.day);
const { rows: [lagos] } = await client.query(`SELECT count(*)::int AS centres FROM centres WHERE state = 'Lagos'`);

async function refreshMs(withoutIndex) {
  await client.query('BEGIN');
  try {
    if (withoutIndex) await client.query('DROP INDEX centre_actions_centre_at');
    await client.query('DELETE FROM report_daily WHERE day = ANY($1::date[]) AND state = $2', [days, 'Lagos']);
    const started = performance.now();
    await client.query(insertDailySql(true), [TRANSITION_ACTIONS, days, ['Lagos']]);
    return performance.now() - started;
  } finally {
    await client.query('ROLLBACK');
  }
}

const median = (values) => values.slice().sort((a, b) => a - b)[Math.floor(values.length / 2)];
const runs = { with: [], without: [] };
for (let i = 0; i < ROUNDS; i++) {
  runs.with.push(await refreshMs(false));
  runs.without.push(await refreshMs(true));
}
console.log(
  `${CENTRES} centres (${lagos.centres} in Lagos), ${CENTRES * ENTRIES} history entries; one Lagos centre's refresh over its ${days.length} days:`,
);
console.log(`  with the index on (centre_id, at): median ${median(runs.with).toFixed(0)} ms (${runs.with.map((v) => v.toFixed(0)).join(', ')})`);
console.log(`  without it:                        median ${median(runs.without).toFixed(0)} ms (${runs.without.map((v) => v.toFixed(0)).join(', ')})`);
await client.end();
await db.drop();
