import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { embeddedDatabaseUrl, embeddedServerPid, OutboxMailbox } from './outbox-mailbox.js';
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
  url: string;
  env: Record<string, string>;
  /** The app's database: the test's own pool (in the default mode, on the embedded server the portal runs). */
  db: pg.Pool | null;
  /** Mail as received: an SMTP capture, or in the default mode the .eml files of DATA_DIR/outbox. */
  mail: SmtpCapture | OutboxMailbox;
  superAdmin: { email: string; password: string };
  request<T = any>(method: string, path: string, options?: RequestOptions): Promise<ApiResponse<T>>;
  /** Logs in through the API and returns the admin token. */
  login(email: string, password: string): Promise<string>;
  /** What the server process printed (for diagnostics and first-start checks). */
  output(): string;
  /** Stops the server process (SIGTERM, or SIGKILL) and resolves with its exit code. */
  stopProcess(signal?: NodeJS.Signals): Promise<number | null>;
  /** Starts the server process again on the same database and data directory. */
  restart(extraEnv?: Record<string, string | undefined>): Promise<void>;
  /** The server process's id (null when it is not running). */
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
  /** Sends the signal (SIGTERM by default) and waits for the exit. */
  stop(signal?: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
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
  const dataDir = mkdtempSync(join(tmpdir(), 'cbt-test-'));
  const smtp = services ? new SmtpCapture() : null;
  const mail = smtp ?? new OutboxMailbox(dataDir);
  await mail.start();
  const database = services ? await createTestDatabase() : null;
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
    QUEUE_PREFIX: `t${randomBytes(4).toString('hex')}`,
    LOG_LEVEL: 'warn',
    DB_POOL_SIZE: '5',
    // A separately built console (parallel work on the UI) can be served instead of admin-ui/dist.
    ADMIN_UI_DIR: process.env.ADMIN_UI_DIR,
    PUBLIC_UI_DIR: process.env.PUBLIC_UI_DIR,
    ...options.env,
  };
  for (const [k, v] of Object.entries(base)) if (v !== undefined) env[k] = v;

  const url = `http://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;
  let output = '';

  const workers: PortalProcess[] = [];
  const processEnv = (extra: Record<string, string | undefined>) => {
    const childEnv: Record<string, string> = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', ...env };
    for (const [k, v] of Object.entries(extra)) if (v === undefined) delete childEnv[k];
    else childEnv[k] = v;
    return childEnv;
  };

  const launch = async (extra: Record<string, string | undefined> = {}) => {
    const proc = spawn(process.execPath, [MAIN], { env: processEnv(extra), stdio: ['ignore', 'pipe', 'pipe'] });
    child = proc;
    proc.stdout!.on('data', (d) => (output += d));
    proc.stderr!.on('data', (d) => (output += d));
    // The default mode creates and starts a database cluster first: slow on a loaded machine.
    const startLimit = services ? 60000 : 180000;
    const deadline = Date.now() + startLimit;
    for (;;) {
      if (proc.exitCode !== null) throw new Error(`server exited with ${proc.exitCode}:\n${output}`);
      try {
        const res = await fetch(`${url}/api/health`);
        if (res.status === 200 || res.status === 503) return;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) throw new Error(`server did not start within ${startLimit / 1000} s:\n${output}`);
      await new Promise((r) => setTimeout(r, 150));
    }
  };

  const stopProcess = async (signal: NodeJS.Signals = 'SIGTERM'): Promise<number | null> => {
    const proc = child as ChildProcess | null;
    if (!proc || proc.exitCode !== null || proc.signalCode !== null) return proc?.exitCode ?? null;
    const exited = new Promise<number | null>((r) => proc.once('exit', (code) => r(code)));
    proc.kill(signal);
    return exited;
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

  await launchAndFollow();

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
    output: () => output,
    stopProcess,
    async restart(extraEnv) {
      await stopProcess();
      await launchAndFollow(extraEnv);
    },
    pid: () => {
      const proc = child as ChildProcess | null;
      return proc && proc.exitCode === null && proc.signalCode === null ? (proc.pid ?? null) : null;
    },
    startWorker,
    async close() {
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
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
