// GET /api/auth/profile at 50 connections: the portal versus a bare node:http server doing the same
// JWT check and user query through pg, side by side on one PostgreSQL database.
// Run: npm run build && node bench/profile.bench.mjs   (DURATION=10 seconds per run by default)
import { spawn } from 'node:child_process';
import { createDatabase, freePort, load, REDIS_URL, startPortal, table } from './lib/processes.mjs';

const DURATION = Number(process.env.DURATION ?? 10);
const SECRET = 'bench-secret-bench-secret-bench-secret-123456';
const db = await createDatabase('profile');
const portal = await startPortal({ DATABASE_URL: db.url, REDIS_URL, JWT_SECRET: SECRET, SUPERADMIN_EMAIL: 'bench@council.test', SUPERADMIN_PASSWORD: 'Bench-Pass1', LOG_LEVEL: process.env.PORTAL_LOG_LEVEL ?? 'warn' });
const login = await (await fetch(`${portal.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'bench@council.test', password: 'Bench-Pass1' }) })).json();
const token = login.data.token;

const barePort = await freePort();
const bare = spawn(process.execPath, ['bench/bare-profile-server.mjs'], { env: { ...process.env, DATABASE_URL: db.url, JWT_SECRET: SECRET, PORT: String(barePort) }, stdio: ['ignore', 'pipe', 'inherit'] });
await new Promise((r) => bare.stdout.once('data', r));

const headers = { authorization: `Bearer ${token}` };
// Warm both (JIT, pools) before measuring.
await load({ url: `${portal.url}/api/auth/profile`, connections: 10, duration: 2, headers });
await load({ url: `http://127.0.0.1:${barePort}/`, connections: 10, duration: 2, headers });
const portalRun = await load({ url: `${portal.url}/api/auth/profile`, connections: 50, duration: DURATION, headers });
const bareRun = await load({ url: `http://127.0.0.1:${barePort}/`, connections: 50, duration: DURATION, headers });

console.log(table([
  { server: 'portal GET /api/auth/profile', 'req/s': portalRun.rps, 'p50 ms': portalRun.p50, 'p99 ms': portalRun.p99, 'non-2xx': portalRun.non2xx, errors: portalRun.errors },
  { server: 'bare node:http + jsonwebtoken + pg', 'req/s': bareRun.rps, 'p50 ms': bareRun.p50, 'p99 ms': bareRun.p99, 'non-2xx': bareRun.non2xx, errors: bareRun.errors },
]));
console.log(`\nratio portal/bare throughput: ${(portalRun.rps / bareRun.rps).toFixed(2)} (target >= 0.6)`);
bare.kill();
await portal.stop();
await db.drop();
