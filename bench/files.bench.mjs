// Stored documents through the API (DECISIONS §9: files in PostgreSQL): a 10 MB document uploaded
// and downloaded at CONNECTIONS at once, with the portal process's memory. One run measures the build
// in PORTAL_ROOT (default: this checkout), so the same script times a build that kept files in
// DATA_DIR ("before") and one that keeps them in the database ("after"); docs/PERFORMANCE.md has both.
// The portal runs on PostgreSQL + Redis as one process; mail goes to DATA_DIR/outbox, where the
// bench reads each centre's sign-in code.
// Run: npm run build && node bench/files.bench.mjs
// Env: PORTAL_ROOT=.  CONNECTIONS=20  ROUNDS=3 (uploads, then downloads, per connection)  SIZE_MB=10
//      DB_POOL_SIZE (the portal's; default 10)  PORTAL_NODE_ARGS (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof")
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { createDatabase, REDIS_URL, rssMb, startPortal, table } from './lib/processes.mjs';

const ROOT = resolve(process.env.PORTAL_ROOT ?? '.');
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 20);
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const SIZE = Number(process.env.SIZE_MB ?? 10) * 1024 * 1024;
const ADMIN = { email: 'bench@council.test', password: 'Bench-Pass1' };
const TAG = `files${Date.now().toString(36)}`;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

const db = await createDatabase('files');
const dataDir = mkdtempSync(join(tmpdir(), 'cbt-bench-files-'));
const portal = await startPortal({
  DATABASE_URL: db.url,
  REDIS_URL,
  DATA_DIR: dataDir,
  SUPERADMIN_EMAIL: ADMIN.email,
  SUPERADMIN_PASSWORD: ADMIN.password,
  RATE_LIMIT_FACTOR: '1000000',
  ...(process.env.DB_POOL_SIZE ? { DB_POOL_SIZE: process.env.DB_POOL_SIZE } : {}),
  UPLOAD_MAX_BYTES: String(SIZE + 1024 * 1024),
  PORTAL_ROOT: ROOT,
});
const client = new pg.Client({ connectionString: db.url });
await client.connect();

/** CPU seconds the portal process has used (user + system, /proc). */
function cpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** Samples the portal's resident memory every 100 ms while `work` runs; returns the peak and the CPU it used. */
async function withPeakRss(work) {
  const cpuBefore = cpuSeconds(portal.pid);
  let peak = await rssMb(portal.pid);
  let running = true;
  const sampler = (async () => {
    while (running) {
      peak = Math.max(peak, await rssMb(portal.pid).catch(() => peak));
      await sleep(100);
    }
  })();
  const started = performance.now();
  const latencies = await work();
  const seconds = (performance.now() - started) / 1000;
  running = false;
  await sampler;
  return { seconds, latencies, peak, cpu: cpuSeconds(portal.pid) - cpuBefore };
}

const quantile = (values, q) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))];

try {
  // One approved centre per connection, signed in the way a centre does it (emailed code).
  await client.query(
    `INSERT INTO centres (reference_number, centre_name, government_id, exam_body, ownership_type, status, source, admin_name, admin_email, admin_number, state, local_government, address)
     SELECT 'JAMB-2026-7' || lpad(i::text, 7, '0'), 'Files Centre ' || i, $1 || '-' || i, 'JAMB', 'Private Institution', 'registration_approved', 'public', 'Ada Obi',
            $1 || '-' || i || '@files.test', '+2348012345678', 'Lagos', 'Ikeja', i || ' Market Road'
       FROM generate_series(1, $2) AS i`,
    [TAG, CONNECTIONS],
  );
  const centres = (await client.query(`SELECT reference_number AS reference, admin_email AS email FROM centres WHERE government_id LIKE $1 ORDER BY reference_number`, [`${TAG}-%`])).rows;
  for (const centre of centres) await fetch(`${portal.url}/api/centre-registration/${centre.reference}/send-otp`, { method: 'POST' });
  const codeOf = (email) => {
    const dir = join(dataDir, 'outbox');
    for (const file of readdirSync(dir)) {
      const text = readFileSync(join(dir, file), 'utf8');
      if (text.includes(email)) return /: (\d{6})\s*$/m.exec(text)?.[1]; // the code is on its own "label: 123456" line (never in the subject)
    }
    return undefined;
  };
  for (const centre of centres) {
    let code;
    for (let i = 0; i < 300 && !code; i++) {
      code = (() => {
        try {
          return codeOf(centre.email);
        } catch {
          return undefined;
        }
      })();
      if (!code) await sleep(100);
    }
    const res = await fetch(`${portal.url}/api/centre-registration/${centre.reference}/verify-otp`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ otp: code }) });
    centre.token = (await res.json()).data.token;
  }

  const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(SIZE - 16), Buffer.from('\n%%EOF\n')]);
  const idle = await rssMb(portal.pid);
  const links = [];
  const uploads = await withPeakRss(async () => {
    const latencies = [];
    await Promise.all(
      centres.map(async (centre) => {
        for (let round = 0; round < ROUNDS; round++) {
          const form = new FormData();
          form.append('files', new Blob([pdf]), `letter-${round}.pdf`);
          form.append('documentType', ['applicationLetter', 'rcDocument', 'gpsPicture', 'centrePicture'][round % 4]);
          const started = performance.now();
          const res = await fetch(`${portal.url}/api/centre-registration/${centre.reference}/upload`, { method: 'POST', headers: { authorization: `Bearer ${centre.token}` }, body: form });
          const body = await res.json();
          latencies.push(performance.now() - started);
          if (res.status !== 201) throw new Error(`upload answered ${res.status}: ${JSON.stringify(body)}`);
          links.push(body.data.file.url.replace(/^https?:\/\/[^/]+/, portal.url));
        }
      }),
    );
    return latencies;
  });
  const downloads = await withPeakRss(async () => {
    const latencies = [];
    let next = 0;
    await Promise.all(
      centres.map(async () => {
        while (next < links.length) {
          const url = links[next++];
          const started = performance.now();
          const res = await fetch(url);
          let bytes = 0;
          for await (const chunk of res.body) bytes += chunk.length;
          latencies.push(performance.now() - started);
          if (res.status !== 200 || bytes !== pdf.length) throw new Error(`download answered ${res.status} with ${bytes} bytes`);
        }
      }),
    );
    return latencies;
  });

  const mb = (links.length * SIZE) / 1048576;
  const row = (name, run) => ({
    phase: name,
    documents: links.length,
    'MB/s': (mb / run.seconds).toFixed(1),
    'p50 (ms)': Math.round(quantile(run.latencies, 0.5)),
    'p99 (ms)': Math.round(quantile(run.latencies, 0.99)),
    'peak RSS (MB)': run.peak.toFixed(0),
    'portal CPU (s)': run.cpu.toFixed(1),
  });
  console.log(`build: ${ROOT}; ${CONNECTIONS} connections x ${ROUNDS} documents of ${(SIZE / 1048576).toFixed(0)} MB; idle RSS ${idle.toFixed(0)} MB; load average ${loadavg().map((n) => n.toFixed(2)).join(' ')}`);
  console.log(table([row(`upload ${(SIZE / 1048576).toFixed(0)} MB`, uploads), row(`download ${(SIZE / 1048576).toFixed(0)} MB`, downloads)]));
} finally {
  await client.end();
  await portal.stop();
  await db.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
