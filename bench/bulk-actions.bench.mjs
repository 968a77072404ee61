// Bulk decisions on the server (docs/PERFORMANCE.md): CENTRES pending centres (default 10,000) approved by ONE
// request, POST /api/admin/schools/bulk-actions { action: 'approve', filter }, against the built
// portal on PostgreSQL + Redis (BullMQ) with mail written as .eml files to DATA_DIR/outbox.
// Reports: the request's answer time, the time until the job says completed, the time until the
// last approval email is written, the rate, and the check that every centre was transitioned,
// recorded in its history and emailed exactly once (the .eml files are counted per recipient).
// The load average is printed with the figures: on a machine shared with other jobs they stretch.
// Run: npm run build && node bench/bulk-actions.bench.mjs
// Env: CENTRES=10000  BENCH_PG_URL  BENCH_REDIS_URL
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createDatabase, REDIS_URL, startPortal, table } from './lib/processes.mjs';

const CENTRES = Number(process.env.CENTRES ?? 10_000);
const ADMIN = { email: 'bench@council.test', password: 'Bench-Pass1' };
const TAG = `bulk${Date.now().toString(36)}`;

const db = await createDatabase('bulk');
const dataDir = mkdtempSync(join(tmpdir(), 'cbt-bench-bulk-'));
const portal = await startPortal({ DATABASE_URL: db.url, REDIS_URL, DATA_DIR: dataDir, SUPERADMIN_EMAIL: ADMIN.email, SUPERADMIN_PASSWORD: ADMIN.password });
const client = new pg.Client({ connectionString: db.url });
await client.connect();
const scalar = async (sql, params = []) => Number((await client.query(sql, params)).rows[0].n);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
let ok = true;
try {
  await client.query(
    `INSERT INTO centres (reference_number, centre_name, government_id, exam_body, ownership_type, status, source, admin_name, admin_email, admin_number, state, local_government, address)
     SELECT 'JAMB-2026-' || lpad(i::text, 8, '0'), 'Bench Centre ' || i, $1 || '-' || i, 'JAMB', 'Private Institution', 'pending', 'public', 'Ada Obi',
            $1 || '-' || i || '@bulk.test', '+2348012345678', (ARRAY['Lagos', 'Kano', 'Oyo', 'Abia'])[1 + i % 4], NULL, i || ' Market Road'
       FROM generate_series(1, $2) AS i`,
    [TAG, CENTRES],
  );
  const login = await (await fetch(`${portal.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) })).json();
  const headers = { authorization: `Bearer ${login.data.token}`, 'content-type': 'application/json' };
  const load = loadavg().map((n) => n.toFixed(2)).join(' ');

  const started = performance.now();
  const res = await fetch(`${portal.url}/api/admin/schools/bulk-actions`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ action: 'approve', filter: { status: 'pending', search: TAG }, autotestInstructions: 'Bring two forms of ID' }),
  });
  const answered = performance.now() - started;
  const body = await res.json();
  if (res.status !== 202) throw new Error(`bulk request answered ${res.status}: ${JSON.stringify(body)}`);
  const { jobId, total } = body.data;

  let job;
  let polls = 0;
  for (;;) {
    job = (await (await fetch(`${portal.url}/api/admin/bulk-actions/${jobId}`, { headers })).json()).data;
    polls++;
    if (job.state === 'completed') break;
    await sleep(250);
  }
  const completed = performance.now() - started;

  const outbox = join(dataDir, 'outbox');
  const emailed = () => {
    try {
      return readdirSync(outbox).filter((f) => f.endsWith('.eml'));
    } catch {
      return [];
    }
  };
  const deadline = Date.now() + 15 * 60_000;
  while (emailed().length < total && Date.now() < deadline) await sleep(250);
  const mailed = performance.now() - started;
  // Anything late would show up as a second email: wait a little longer before counting.
  await sleep(3000);

  const perRecipient = new Map();
  for (const file of emailed()) {
    const to = /^To: (.+)$/m.exec(readFileSync(join(outbox, file), 'utf8'))?.[1]?.trim();
    perRecipient.set(to, (perRecipient.get(to) ?? 0) + 1);
  }
  const twice = [...perRecipient.values()].filter((n) => n > 1).length;
  const approved = await scalar(`SELECT count(*) AS n FROM centres WHERE government_id LIKE $1 AND status = 'registration_approved' AND version = 2`, [`${TAG}-%`]);
  const histories = await scalar(`SELECT count(*) AS n FROM centre_actions WHERE action = 'approve'`);

  console.log(`### One bulk job approving ${CENTRES.toLocaleString('en')} pending centres (load average at start: ${load}; ${new Date().toISOString()})\n`);
  console.log(
    table([
      { figure: 'POST /api/admin/schools/bulk-actions answered (202, centres fixed as job items)', value: `${answered.toFixed(0)} ms` },
      { figure: 'job completed (every transition, history entry and email event committed)', value: `${(completed / 1000).toFixed(1)} s` },
      { figure: 'centres decided per second', value: (total / (completed / 1000)).toFixed(0) },
      { figure: 'last approval email written', value: `${(mailed / 1000).toFixed(1)} s` },
      { figure: 'centres approved (status registration_approved, version 2)', value: `${approved} of ${total}` },
      { figure: "history entries 'approve'", value: String(histories) },
      { figure: 'emails written / distinct recipients / recipients emailed twice', value: `${emailed().length} / ${perRecipient.size} / ${twice}` },
      { figure: 'job result', value: `${job.result.succeeded} succeeded, ${job.result.failed} failed (${polls} status polls)` },
    ]),
  );
  ok = approved === CENTRES && histories === CENTRES && perRecipient.size === CENTRES && twice === 0 && emailed().length === CENTRES;
  console.log(`\n${ok ? 'Every centre approved, recorded and emailed exactly once.' : 'A check failed.'}`);
} finally {
  await client.end();
  await portal.stop();
  await db.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(ok ? 0 : 1);
