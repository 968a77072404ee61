// Audit log figures (docs/PERFORMANCE.md) on 1,000,000 audit entries (PostgreSQL + Redis):
//   - GET /api/audit/events: first page, a filtered page (action + state), page 1,000 (20 connections, p50 < 50 ms)
//   - the export of every entry as CSV: time (< 30 s) and the portal's memory growth (flat)
//   - GET /api/audit/verify over the whole chain (< 60 s)
//   - appends under load: role updates (each one transaction + one chained entry) at 20 connections
// The entries are seeded with the app's own HMAC chain code (dist/libs/audit), in one transaction
// holding the chain's head, as the app's appends do.
// Run: npm run build && node bench/audit-log.bench.mjs      (ENTRIES, DURATION seconds per load run)
import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { createDatabase, load, REDIS_URL, rssMb, startPortal, table } from './lib/processes.mjs';

const ENTRIES = Number(process.env.ENTRIES ?? 1_000_000);
const DURATION = Number(process.env.DURATION ?? 10);
const BATCH = 5000;
const AUDIT_KEY = randomBytes(32).toString('hex');
const ADMIN = { email: 'bench@council.test', password: 'Bench-Pass1' };
const { auditHash } = await import('../dist/libs/audit/src/chain/audit-hash.js');
const { STATE_NAMES } = await import('../dist/libs/contracts/src/index.js');

const db = await createDatabase('audit');
const portal = await startPortal({
  DATABASE_URL: db.url,
  REDIS_URL,
  AUDIT_KEY,
  SUPERADMIN_EMAIL: ADMIN.email,
  SUPERADMIN_PASSWORD: ADMIN.password,
  DB_POOL_SIZE: '20',
  RATE_LIMIT_FACTOR: '1000000',
});

// Seed: the same fields, JSON and HMAC the app writes; a realistic mix of actors, acts and states.
const ACTIONS = ['centre.approve', 'centre.reject', 'centre.query', 'centre.viewed', 'centre.document_uploaded', 'user.updated', 'auth.login_succeeded', 'auth.login_failed', 'role.updated', 'centres.exported'];
const actors = Array.from({ length: 50 }, (_, i) => ({ id: randomUUID(), email: `admin${i}@council.test`, name: `Admin ${i}` }));
const centres = Array.from({ length: 10_000 }, (_, i) => ({ id: randomUUID(), state: STATE_NAMES[i % STATE_NAMES.length] }));
const key = Buffer.from(AUDIT_KEY, 'utf8');
const client = new pg.Client({ connectionString: db.url });
await client.connect();
const seedStart = performance.now();
await client.query('BEGIN');
const [{ seq, hash }] = (await client.query('SELECT seq, hash FROM audit_head WHERE id = 1 FOR UPDATE')).rows;
let id = Number(seq);
let prev = hash;
const start = Date.now() - ENTRIES * 1000;
while (id < Number(seq) + ENTRIES) {
  const rows = [];
  for (let i = 0; i < BATCH && id < Number(seq) + ENTRIES; i++) {
    id += 1;
    const action = ACTIONS[id % ACTIONS.length];
    const actor = actors[id % actors.length];
    const centre = action.startsWith('centre.') ? centres[id % centres.length] : null;
    const entry = {
      id: String(id),
      at: new Date(start + id * 1000),
      actorType: 'admin',
      actorId: actor.id,
      actorEmail: actor.email,
      actorName: actor.name,
      action,
      targetType: centre ? 'centre' : 'user',
      targetId: centre ? centre.id : actor.id,
      centreId: centre?.id ?? null,
      state: centre?.state ?? null,
      changes: action === 'centre.reject' ? { status: { before: 'pending', after: 'rejected' } } : null,
      data: action === 'centre.reject' ? { reason: 'Incomplete documents' } : null,
      historyId: null,
      requestId: randomUUID(),
      ip: '10.0.0.1',
      prevHash: prev,
    };
    const h = auditHash(key, entry);
    rows.push({ ...entry, at: entry.at.toISOString(), hash: h });
    prev = h;
  }
  await client.query(
    `INSERT INTO audit_events (id, at, actor_type, actor_id, actor_email, actor_name, action, target_type, target_id, centre_id, state, changes, data, history_id, request_id, ip, prev_hash, hash)
     SELECT x.id, x.at, x."actorType", x."actorId", x."actorEmail", x."actorName", x.action, x."targetType", x."targetId", x."centreId", x.state, x.changes, x.data, x."historyId", x."requestId", x.ip, x."prevHash", x.hash
       FROM jsonb_to_recordset($1::jsonb) AS x(id bigint, at timestamptz, "actorType" text, "actorId" uuid, "actorEmail" text, "actorName" text, action text, "targetType" text, "targetId" text, "centreId" uuid, state text, changes jsonb, data jsonb, "historyId" uuid, "requestId" text, ip text, "prevHash" text, hash text)`,
    [JSON.stringify(rows)],
  );
}
await client.query('UPDATE audit_head SET seq = $1, hash = $2 WHERE id = 1', [id, prev]);
await client.query('COMMIT');
// What autovacuum does after a million inserts (PostgreSQL 13+ vacuums insert-only tables): the
// statistics, and the visibility map that lets a count read the index alone. Timed apart from seeding.
const vacuumStart = performance.now();
await client.query('VACUUM (ANALYZE) audit_events');
const vacuumMs = performance.now() - vacuumStart;
console.log(`Seeded ${ENTRIES.toLocaleString('en-US')} chained entries in ${((performance.now() - seedStart - vacuumMs) / 1000).toFixed(1)} s (then VACUUM ANALYZE ${(vacuumMs / 1000).toFixed(1)} s).\n`);

const login = await (await fetch(`${portal.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) })).json();
const auth = { authorization: `Bearer ${login.data.token}` };

const cases = [
  { name: 'first page', path: '/api/audit/events?limit=25' },
  { name: 'filtered page (action + state)', path: '/api/audit/events?limit=25&action=centre.reject&state=Lagos' },
  { name: 'filtered page (actor)', path: `/api/audit/events?limit=25&actor=${actors[7].id}` },
  { name: 'page 1,000', path: '/api/audit/events?limit=25&page=1000' },
  { name: 'ra-data-simple-rest page 1,000', path: `/api/audit/audit-events?range=${encodeURIComponent('[24975,24999]')}` },
];
const rows = [];
for (const c of cases) {
  const probe = await fetch(portal.url + c.path, { headers: auth });
  if (probe.status !== 200) throw new Error(`${c.name}: ${probe.status} ${await probe.text()}`);
  await load({ url: portal.url + c.path, connections: 20, duration: 2, headers: auth });
  const r = await load({ url: portal.url + c.path, connections: 20, duration: DURATION, headers: auth });
  rows.push({ call: c.name, 'req/s': r.rps, 'p50 ms': r.p50, 'p99 ms': r.p99, 'non-2xx': r.non2xx + r.errors });
}
console.log(table(rows));

// Export: every entry, streamed, sampling the portal's resident memory.
const before = await rssMb(portal.pid);
let peak = before;
const sampler = setInterval(async () => (peak = Math.max(peak, await rssMb(portal.pid).catch(() => peak))), 50);
const exportStart = performance.now();
const res = await fetch(`${portal.url}/api/audit/events/export/csv`, { headers: auth });
let bytes = 0;
let lines = 0;
for await (const chunk of res.body) {
  bytes += chunk.length;
  for (const byte of chunk) if (byte === 10) lines++;
}
const exportMs = performance.now() - exportStart;
clearInterval(sampler);
console.log(`\nexport: ${lines - 1} rows (multi-line cells count extra), ${(bytes / 1e6).toFixed(0)} MB in ${(exportMs / 1000).toFixed(1)} s; portal RSS ${before.toFixed(0)} MB before, peak ${peak.toFixed(0)} MB (growth ${(peak - before).toFixed(0)} MB)`);

// Appends under load: each role update is one transaction with one chained entry.
const role = await (await fetch(`${portal.url}/api/roles`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ roleName: 'bench_role', displayName: 'Bench', description: 'Bench' }) })).json();
const appends = await load({ url: `${portal.url}/api/roles/${role.data.id}`, method: 'PUT', connections: 20, duration: DURATION, headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ displayName: 'Bench', description: 'Changed' }) });
console.log(`\nappends: role updates at 20 connections: ${appends.rps} req/s, p50 ${appends.p50} ms, p99 ${appends.p99} ms, non-2xx ${appends.non2xx}`);

const verifyStart = performance.now();
const verified = await (await fetch(`${portal.url}/api/audit/verify`, { headers: auth })).json();
console.log(`\nverify: ${JSON.stringify(verified.data)} in ${((performance.now() - verifyStart) / 1000).toFixed(1)} s`);

await client.end();
await portal.stop();
await db.drop();
process.exit(0);
