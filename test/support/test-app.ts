import { spawn, type ChildProcess } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { embeddedDatabaseUrl, embeddedServerPid, OutboxMailbox } from './outbox-mailbox.js';
import { RoundRobinProxy } from './round-robin-proxy.js';
import { SmtpCapture } from './smtp-capture.js';
import { createTestDatabase, TEST_REDIS_URL } from './test-database.js';

export interface ApiResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
  text: string;
}

export interface RequestOptions {
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
  /** Sent as-is (for malformed-input and multipart tests). */
  raw?: string | Buffer | FormData;
}

export interface TestApp {
  /** Where the tests send requests: the API, or in the scaled topology the proxy in front of the instances. */
  url: string;
  /** 'single' (one API process running the jobs) or 'scaled' (see TEST_TOPOLOGY). */
  topology: Topology;
  /** Each API instance's own address and DATA_DIR (one in the single topology), to reach one of them on purpose. */
  instances: Array<{ url: string; dataDir: string }>;
  /** Requests the proxy sent to each instance (the scaled topology; [] otherwise). */
  served(): number[];
  /** The environment of the (first) API process; each instance of the scaled topology has its own DATA_DIR. */
  env: Record<string, string>;
  /** The app's database: the test's own pool (in the default mode, on the embedded server the portal runs). */
  db: pg.Pool | null;
  /** Mail as received: an SMTP capture, or in the default mode the .eml files of DATA_DIR/outbox. */
  mail: SmtpCapture | OutboxMailbox;
  superAdmin: { email: string; password: string };
  request<T = any>(method: string, path: string, options?: RequestOptions): Promise<ApiResponse<T>>;
  /** Logs in through the API and returns the admin token. */
  login(email: string, password: string): Promise<string>;
  /** What the server process printed (for diagnostics and first-start checks); every instance's, in the scaled topology. */
  output(): string;
  /** Stops the server process (SIGTERM, or SIGKILL) and resolves with its exit code (every API instance's, the first one's code). */
  stopProcess(signal?: NodeJS.Signals): Promise<number | null>;
  /** Starts the server process (every API instance) again on the same database and data directories. */
  restart(extraEnv?: Record<string, string | undefined>): Promise<void>;
  /** The (first) server process's id (null when it is not running). */
  pid(): number | null;
  /**
   * Starts a job worker process (npm run start:worker) with the app's environment plus `extraEnv`;
   * resolves once it consumes jobs, or, with { waitReady: false }, at once. close() stops it too.
   */
  startWorker(extraEnv?: Record<string, string | undefined>, options?: { waitReady?: boolean }): Promise<PortalProcess>;
  close(): Promise<void>;
}

/** A portal process started by a test (a worker), to stop or kill as the test needs. */
export interface PortalProcess {
  pid: number;
  output(): string;
  /** Resolves with the exit code (null when ended by a signal) and the signal. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  running(): boolean;
  /** Its own DATA_DIR when it was given one (removed at close). */
  dataDir?: string;
  /** Sends the signal (SIGTERM by default) and waits for the exit. */
  stop(signal?: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * How the portal runs under the tests. `single`: one API process that also runs the jobs (the
 * default). `scaled` (TEST_TOPOLOGY=scaled, services mode only): two API instances and one worker,
 * each with its own DATA_DIR, behind a round-robin proxy, sharing only PostgreSQL, Redis and the
 * configured secrets (DECISIONS §9): any existing end-to-end spec can run through it unchanged.
 */
export type Topology = 'single' | 'scaled';

export function requestedTopology(): Topology {
  const raw = process.env.TEST_TOPOLOGY ?? 'single';
  if (raw !== 'single' && raw !== 'scaled') throw new Error(`TEST_TOPOLOGY must be single or scaled (got "${raw}")`);
  return raw;
}

/** The secrets every instance shares (in services mode they must come from the environment). */
export function testSecrets(): Record<'JWT_SECRET' | 'LINK_SECRET' | 'AUDIT_KEY' | 'LETTER_SIGNING_KEY', string> {
  return { JWT_SECRET: randomBytes(32).toString('hex'), LINK_SECRET: randomBytes(32).toString('hex'), AUDIT_KEY: randomBytes(32).toString('hex'), LETTER_SIGNING_KEY: generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64url') };
}

export interface TestAppOptions {
  /** Extra environment (defaults: fresh PostgreSQL database, Redis, SMTP capture). */
  env?: Record<string, string | undefined>;
  /** false: embedded database, no Redis, no SMTP: the default first-start mode. */
  services?: boolean;
  /**
   * The DATABASE_URL the portal's processes get, from the fresh database's direct URL (a fault
   * test routes them through a proxy it can cut); the test's own pool (`db`) stays direct.
   */
  processDatabaseUrl?: (directUrl: string) => string;
  /** Overrides TEST_TOPOLOGY for this app (the default mode is always single). */
  topology?: Topology;
  /** An existing database (a restored backup) instead of a fresh one; the test drops it itself. */
  databaseUrl?: string;
}

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const MAIN = join(ROOT, 'dist/apps/api/src/main.js');
const WORKER_MAIN = join(ROOT, 'dist/apps/worker/src/main.js');
const SUPER = { email: 'super@council.test', password: 'Super-Admin-Pass1' };

export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolvePort(port));
    });
  });
}

/**
 * Starts the built API server (npm run build:server) as its own process against fresh services;
 * tests reach it only through HTTP, mail through a real SMTP server, and data through SQL.
 */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const services = options.services ?? true;
  const topology: Topology = services ? (options.topology ?? requestedTopology()) : 'single';
  const dataDir = mkdtempSync(join(tmpdir(), 'cbt-test-'));
  const smtp = services ? new SmtpCapture() : null;
  const mail = smtp ?? new OutboxMailbox(dataDir);
  await mail.start();
  const database = !services ? null : options.databaseUrl ? { url: options.databaseUrl, drop: async () => {} } : await createTestDatabase();
  const port = await freePort();
  const env: Record<string, string> = {};
  const base: Record<string, string | undefined> = {
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: database && options.processDatabaseUrl ? options.processDatabaseUrl(database.url) : database?.url,
    REDIS_URL: services ? TEST_REDIS_URL : undefined,
    SMTP_URL: smtp?.url,
    SUPERADMIN_EMAIL: SUPER.email,
    SUPERADMIN_PASSWORD: SUPER.password,
    // Every portal process of a test is a test process: TEST_CLOCK is refused without it (red-team pass 3).
    NODE_ENV: 'test',
    QUEUE_PREFIX: `t${randomBytes(4).toString('hex')}`,
    LOG_LEVEL: 'warn',
    // The portal's default pool: a suite firing a route's cells at once must not wait past the pool's 2 s.
    DB_POOL_SIZE: '10',
    // A separately built console (parallel work on the UI) can be served instead of admin-ui/dist.
    ADMIN_UI_DIR: process.env.ADMIN_UI_DIR,
    PUBLIC_UI_DIR: process.env.PUBLIC_UI_DIR,
    // Services mode: the secrets come from the environment, as every instance must share them.
    ...(services ? testSecrets() : {}),
    // Scaled: the API instances only relay; the worker process runs every job.
    ...(topology === 'scaled' ? { RUN_WORKERS: 'false' } : {}),
    ...options.env,
  };
  for (const [k, v] of Object.entries(base)) if (v !== undefined) env[k] = v;

  const workers: PortalProcess[] = [];
  const processEnv = (extra: Record<string, string | undefined>) => {
    const childEnv: Record<string, string> = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', ...env };
    for (const [k, v] of Object.entries(extra)) if (v === undefined) delete childEnv[k];
    else childEnv[k] = v;
    return childEnv;
  };

  /** One API process of the app: its port, its own DATA_DIR (the first one's is `env.DATA_DIR`). */
  interface ApiInstance {
    port: number;
    dataDir: string;
    child: ChildProcess | null;
    output: string;
  }
  const instances: ApiInstance[] = [{ port, dataDir, child: null, output: '' }];
  if (topology === 'scaled') instances.push({ port: await freePort(), dataDir: mkdtempSync(join(tmpdir(), 'cbt-test-b-')), child: null, output: '' });
  const proxy = topology === 'scaled' ? new RoundRobinProxy(instances.map((i) => ({ host: '127.0.0.1', port: i.port }))) : null;
  await proxy?.start();
  const url = proxy ? `http://127.0.0.1:${proxy.port}` : `http://127.0.0.1:${port}`;

  const launchOne = async (instance: ApiInstance, extra: Record<string, string | undefined>) => {
    const proc = spawn(process.execPath, [MAIN], { env: processEnv({ PORT: String(instance.port), DATA_DIR: instance.dataDir, ...extra }), stdio: ['ignore', 'pipe', 'pipe'] });
    instance.child = proc;
    proc.stdout!.on('data', (d) => (instance.output += d));
    proc.stderr!.on('data', (d) => (instance.output += d));
    // The default mode creates and starts a database cluster first: slow on a loaded machine.
    const startLimit = services ? 60000 : 180000;
    const deadline = Date.now() + startLimit;
    for (;;) {
      if (proc.exitCode !== null) throw new Error(`server exited with ${proc.exitCode}:\n${instance.output}`);
      try {
        const res = await fetch(`http://127.0.0.1:${instance.port}/api/health`);
        if (res.status === 200 || res.status === 503) return;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) throw new Error(`server did not start within ${startLimit / 1000} s:\n${instance.output}`);
      await new Promise((r) => setTimeout(r, 150));
    }
  };
  // Side by side, as an orchestrator starts replicas: one applies the migrations under their lock,
  // the other waits for it and finds them done.
  const launch = async (extra: Record<string, string | undefined> = {}) => {
    await Promise.all(instances.map((instance) => launchOne(instance, extra)));
  };

  const stopOne = async (instance: ApiInstance, signal: NodeJS.Signals): Promise<number | null> => {
    const proc = instance.child;
    if (!proc || proc.exitCode !== null || proc.signalCode !== null) return proc?.exitCode ?? null;
    const exited = new Promise<number | null>((r) => proc.once('exit', (code) => r(code)));
    proc.kill(signal);
    return exited;
  };
  const stopProcess = async (signal: NodeJS.Signals = 'SIGTERM'): Promise<number | null> => {
    const codes = await Promise.all(instances.map((instance) => stopOne(instance, signal)));
    return codes[0] ?? null;
  };

  const startWorker = async (extra: Record<string, string | undefined> = {}, opts: { waitReady?: boolean } = {}): Promise<PortalProcess> => {
    const proc = spawn(process.execPath, [WORKER_MAIN], { env: processEnv(extra), stdio: ['ignore', 'pipe', 'pipe'] });
    let log = '';
    proc.stdout!.on('data', (d) => (log += d));
    proc.stderr!.on('data', (d) => (log += d));
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((r) => proc.once('exit', (code, signal) => r({ code, signal })));
    const running = () => proc.exitCode === null && proc.signalCode === null;
    const handle: PortalProcess = {
      pid: proc.pid!,
      dataDir: extra.DATA_DIR && extra.DATA_DIR !== env.DATA_DIR ? extra.DATA_DIR : undefined,
      output: () => log,
      exited,
      running,
      async stop(signal = 'SIGTERM') {
        if (running()) proc.kill(signal);
        return exited;
      },
    };
    workers.push(handle);
    if (opts.waitReady === false) return handle;
    const deadline = Date.now() + 60000;
    while (!log.includes('worker started')) {
      if (!running()) throw new Error(`worker exited with ${proc.exitCode ?? proc.signalCode}:\n${log}`);
      if (Date.now() > deadline) throw new Error(`worker did not start within 60 s:\n${log}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    return handle;
  };

  // An idle connection ended by the server (the database being dropped at close) must not crash the suite.
  const pool = (connectionString: string) => {
    const created = new pg.Pool({ connectionString, max: 3 });
    created.on('error', () => {});
    return created;
  };
  let db: pg.Pool | null = null;
  let dbUrl: string | null = null;
  /** The default mode's embedded server moves to another port at each start: follow it. */
  const followDatabase = async () => {
    const url = database ? database.url : embeddedDatabaseUrl(dataDir);
    if (!url || url === dbUrl) return;
    const old = db;
    db = pool(url);
    dbUrl = url;
    await old?.end().catch(() => undefined);
  };
  const launchAndFollow = async (extra: Record<string, string | undefined> = {}) => {
    await launch(extra);
    await followDatabase();
  };

  // Scaled: with the worker that runs every job, started alongside, with a DATA_DIR of its own.
  await Promise.all([launchAndFollow(), topology === 'scaled' ? startWorker({ DATA_DIR: mkdtempSync(join(tmpdir(), 'cbt-test-w-')) }) : null]);

  const request = async <T>(method: string, path: string, opts: RequestOptions = {}): Promise<ApiResponse<T>> => {
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    let body: RequestInit['body'];
    if (opts.raw !== undefined) body = opts.raw as RequestInit['body'];
    else if (opts.body !== undefined) {
      headers['content-type'] ??= 'application/json';
      body = JSON.stringify(opts.body);
    }
    const response = await fetch(url + path, { method, headers, body });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, body: parsed as T, headers: response.headers, text };
  };

  return {
    url,
    topology,
    instances: instances.map((i) => ({ url: `http://127.0.0.1:${i.port}`, dataDir: i.dataDir })),
    served: () => [...(proxy?.served ?? [])],
    env,
    get db() {
      return db;
    },
    mail,
    superAdmin: SUPER,
    request,
    async login(email, password) {
      const res = await request<any>('POST', '/api/auth/login', { body: { email, password } });
      if (res.status !== 200 || !res.body?.data?.token) throw new Error(`login ${email} failed: ${res.status} ${res.text}`);
      return res.body.data.token as string;
    },
    output: () => instances.map((i) => i.output).join(''),
    stopProcess,
    async restart(extraEnv) {
      await stopProcess();
      await launchAndFollow(extraEnv);
    },
    pid: () => {
      const proc = instances[0]!.child;
      return proc && proc.exitCode === null && proc.signalCode === null ? (proc.pid ?? null) : null;
    },
    startWorker,
    async close() {
      // A transaction that took a second pooled connection exhausts the pool under load (503s):
      // the portal's test processes print where (reportNestedConnections), and the suite fails.
      const nested = [...instances.map((i) => i.output), ...workers.map((w) => w.output())]
        .join('')
        .split('\n')
        .filter((line) => line.includes('NESTED-CONNECTION'));
      await Promise.all(workers.map((w) => w.stop('SIGKILL')));
      // A server that does not finish shutting down (a fault test left it stuck) is killed after 20 s.
      const stuck = setTimeout(() => void stopProcess('SIGKILL'), 20000);
      await stopProcess();
      clearTimeout(stuck);
      await db?.end();
      await mail.stop();
      await database?.drop();
      // An embedded server left running (the portal was killed by a test) goes with the directory.
      const leftover = services ? null : embeddedServerPid(dataDir);
      if (leftover) process.kill(leftover, 'SIGQUIT');
      await proxy?.stop();
      for (const instance of instances) rmSync(instance.dataDir, { recursive: true, force: true });
      for (const worker of workers) if (worker.dataDir) rmSync(worker.dataDir, { recursive: true, force: true });
      if (nested.length > 0) throw new Error(`The portal took a second pooled connection inside a transaction:\n${[...new Set(nested)].slice(0, 5).join('\n')}`);
    },
  };
}
