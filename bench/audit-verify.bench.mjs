// Audit verification from signed checkpoints (docs/PERFORMANCE.md "Audit verification"):
//   - 1,000,000 chained entries seeded by COPY, hashed by the app's own chain code (dist/libs/audit),
//     personal values as vault references (pv:<uuid>) as the app writes them
//   - GET /api/audit/verify?full=true over the whole chain (it signs a checkpoint at the tip)
//   - then NEW (1,000) entries through the API (role updates, one chained entry each), and
//     GET /api/audit/verify: only the entries after the checkpoint are re-hashed (target < 1 s)
//   - the same again ROUNDS times (median), and a last full verification for comparison
// Run: npx tsc -p tsconfig.build.json && node bench/audit-verify.bench.mjs   (ENTRIES, NEW, ROUNDS)
import { randomBytes, randomUUID } from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import pg from 'pg';
import copyStreams from 'pg-copy-streams';
import { createDatabase, REDIS_URL, startPortal, table } from './lib/processes.mjs';

const ENTRIES = Number(process.env.ENTRIES ?? 1_000_000);
const NEW = Number(process.env.NEW ?? 1000);
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const AUDIT_KEY = randomBytes(32).toString('hex');
const ADMIN = { email: 'bench@council.test', password: 'Bench-Pass1' };
const { auditBody, chainedAuditHash } = await import('../dist/libs/audit/src/chain/audit-hash.js');
const { STATE_NAMES } = await import('../dist/libs/contracts/src/index.js');

const db = await createDatabase('auditverify');
const portal = await startPortal({
  DATABASE_URL: db.url,
  REDIS_URL,
  AUDIT_KEY,
  SUPERADMIN_EMAIL: ADMIN.email,
  SUPERADMIN_PASSWORD: ADMIN.password,
  RATE_LIMIT_FACTOR: '1000000',
  // Only the verifications the bench asks for sign checkpoints (no timer, no sweep in between).
  AUDIT_CHECKPOINT_MS: '86400000',
  AUDIT_FULL_VERIFY_MS: String(7 * 86400000),
});

// COPY's text format: tab-separated, \N for null, backslash escapes.
const cell = (v) => (v === null || v === undefined ? '\\N' : String(v).replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n').replace(/\r/g, '\\r'));
const ACTIONS = ['centre.approve', 'centre.reject', 'centre.query', 'centre.viewed', 'centre.document_uploaded', 'user.updated', 'auth.login_succeeded', 'auth.login_failed', 'role.updated', 'centres.exported'];
const actors = Array.from({ length: 50 }, () => ({ id: randomUUID(), email: `pv:${randomUUID()}`, name: `pv:${randomUUID()}` }));
const centres = Array.from({ length: 10_000 }, (_, i) => ({ id: randomUUID(), state: STATE_NAMES[i % STATE_NAMES.length] }));
const key = Buffer.from(AUDIT_KEY, 'utf8');

const client = new pg.Client({ connectionString: db.url });
await client.connect();
const seedStart = performance.now();
await client.query('BEGIN');
const [{ seq, hash }] = (await client.query('SELECT seq, hash FROM audit_head WHERE id = 1 FOR UPDATE')).rows;
const first = Number(seq);
let prev = hash;
const start = Date.now() - ENTRIES * 1000;
function* lines() {
  for (let id = first + 1; id <= first + ENTRIES; id++) {
    const action = ACTIONS[id % ACTIONS.length];
    const actor = actors[id % actors.length];
    const centre = action.startsWith('centre.') ? centres[id % centres.length] : null;
    const entry = {
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
      data: action === 'centre.reject' ? { reason: `pv:${randomUUID()}` } : null,
      historyId: null,
      requestId: randomUUID(),
      ip: `pv:${randomUUID()}`,
    };
    const h = chainedAuditHash(key, String(id), auditBody(entry), prev);
    yield `${[id, entry.at.toISOString(), entry.actorType, entry.actorId, entry.actorEmail, entry.actorName, entry.action, entry.targetType, entry.targetId, entry.centreId, entry.state, entry.changes && JSON.stringify(entry.changes), entry.data && JSON.stringify(entry.data), entry.historyId, entry.requestId, entry.ip, prev, h].map(cell).join('\t')}\n`;
    prev = h;
  }
}
/** Lines grouped into chunks, so the stream is not one write a line. */
function* chunks() {
  let buffer = '';
  for (const line of lines()) {
    buffer += line;
    if (buffer.length > 1 << 20) {
      yield buffer;
      buffer = '';
    }
  }
  if (buffer) yield buffer;
}
await pipeline(
  Readable.from(chunks()),
  client.query(
    copyStreams.from(
      'COPY audit_events (id, at, actor_type, actor_id, actor_email, actor_name, action, target_type, target_id, centre_id, state, changes, data, history_id, request_id, ip, prev_hash, hash) FROM STDIN',
    ),
  ),
);
await client.query('UPDATE audit_head SET seq = $1, hash = $2 WHERE id = 1', [first + ENTRIES, prev]);
await client.query('COMMIT');
const seedMs = performance.now() - seedStart;
const vacuumStart = performance.now();
await client.query('VACUUM (ANALYZE) audit_events');
const vacuumMs = performance.now() - vacuumStart;
console.log(`Seeded ${ENTRIES.toLocaleString('en-US')} chained entries by COPY in ${(seedMs / 1000).toFixed(1)} s (then VACUUM ANALYZE ${(vacuumMs / 1000).toFixed(1)} s).`);

const login = await (await fetch(`${portal.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) })).json();
const auth = { authorization: `Bearer ${login.data.token}` };
const verify = async (query = '') => {
  const t = performance.now();
  const res = await fetch(`${portal.url}/api/audit/verify${query}`, { headers: auth });
  const body = await res.json();
  if (res.status !== 200 || !body.data.intact) throw new Error(`verify${query}: ${res.status} ${JSON.stringify(body)}`);
  return { ms: performance.now() - t, data: body.data };
};
const role = await (await fetch(`${portal.url}/api/roles`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ roleName: 'bench_role', displayName: 'Bench', description: 'Bench' }) })).json();
/** n new entries through the API, 10 at a time: each role update is one transaction with one chained entry. */
const appendThroughApi = async (n) => {
  let left = n;
  await Promise.all(
    Array.from({ length: 10 }, async () => {
      while (left > 0) {
        left--;
        const res = await fetch(`${portal.url}/api/roles/${role.data.id}`, { method: 'PUT', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ displayName: 'Bench', description: `Changed ${left}` }) });
        if (res.status !== 200) throw new Error(`role update: ${res.status} ${await res.text()}`);
      }
    }),
  );
};

const rows = [];
const full1 = await verify('?full=true');
rows.push({ run: 'full (first, signs a checkpoint)', entries: full1.data.checked, rehashed: full1.data.rehashed, 'ms': Math.round(full1.ms) });
const incremental = [];
for (let round = 1; round <= ROUNDS; round++) {
  await appendThroughApi(NEW);
  const r = await verify();
  incremental.push(r.ms);
  rows.push({ run: `incremental after ${NEW} new (round ${round})`, entries: r.data.checked, rehashed: r.data.rehashed, ms: Math.round(r.ms) });
}
const idle = await verify();
rows.push({ run: 'incremental, nothing new', entries: idle.data.checked, rehashed: idle.data.rehashed, ms: Math.round(idle.ms) });
const full2 = await verify('?full=true');
rows.push({ run: 'full again', entries: full2.data.checked, rehashed: full2.data.rehashed, ms: Math.round(full2.ms) });
console.log(table(rows));
const median = [...incremental].sort((a, b) => a - b)[Math.floor(incremental.length / 2)];
console.log(`\nincremental after ${NEW} new entries on ${full1.data.checked.toLocaleString('en-US')}: median ${Math.round(median)} ms (target < 1000 ms); full: ${(full1.ms / 1000).toFixed(1)} s and ${(full2.ms / 1000).toFixed(1)} s`);

await client.end();
await portal.stop();
await db.drop();
process.exit(0);
