// Helpers for benchmarks: start the built portal as a process, fresh databases, load runs.
import { spawn } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';

export const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export async function createDatabase(prefix = 'bench') {
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: PG_ADMIN_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/**
 * The secrets every instance shares: with DATABASE_URL set the portal refuses to start without them
 * (DECISIONS §9), so a bench on PostgreSQL passes these unless it sets its own.
 */
export function sharedSecrets() {
  const letterKey = generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64url');
  return { JWT_SECRET: randomBytes(32).toString('hex'), LINK_SECRET: randomBytes(32).toString('hex'), AUDIT_KEY: randomBytes(32).toString('hex'), LETTER_SIGNING_KEY: letterKey };
}

/** Starts dist/apps/api/src/main.js; resolves once /api/health answers, with the time that took. */
export async function startPortal(env = {}) {
  const port = await freePort();
  const started = performance.now();
  // PORTAL_ROOT: another checkout's build (a comparison with an earlier version).
  const root = env.PORTAL_ROOT ?? '.';
  // PORTAL_NODE_ARGS: flags for the portal's node (e.g. --cpu-prof to see where a bench's time goes).
  const nodeArgs = (process.env.PORTAL_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, join(root, 'dist/apps/api/src/main.js')], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: String(port),
      DATA_DIR: mkdtempSync(join(tmpdir(), 'cbt-bench-')),
      LOG_LEVEL: 'warn',
      QUEUE_PREFIX: `b${randomBytes(3).toString('hex')}`,
      ...(env.DATABASE_URL ? sharedSecrets() : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`portal exited: ${output}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.status === 200) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 20));
  }
  return {
    url,
    pid: child.pid,
    readyMs: performance.now() - started,
    output: () => output,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Runs autocannon and returns requests/s, p50 and p99 latency (ms) and the error count. */
export async function load({ url, connections = 50, duration = 10, headers = {}, method = 'GET', body }) {
  const result = await autocannon({ url, connections, duration, headers, method, body });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** Resident memory of a process in MB (Linux /proc). */
export async function rssMb(pid) {
  const { readFile } = await import('node:fs/promises');
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024;
}

export function table(rows) {
  const cols = Object.keys(rows[0]);
  const lines = [`| ${cols.join(' | ')} |`, `| ${cols.map(() => '---').join(' | ')} |`];
  for (const row of rows) lines.push(`| ${cols.map((c) => row[c]).join(' | ')} |`);
  return lines.join('\n');
}
