import { execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { delimiter, join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

/**
 * `npm run cli -- backup FILE` and `restore FILE` (docs/OPERATIONS.md "Backups"). The database
 * holds everything the portal knows, files included (DECISIONS §9), so one pg_dump is the backup;
 * the secrets (JWT_SECRET, LINK_SECRET, AUDIT_KEY) are configuration and are kept apart from it.
 *
 * PostgreSQL's own client tools do the work, in their custom format (compressed, restorable table by
 * table). The embedded server of the default mode ships no pg_dump: the PostgreSQL client tools of
 * the system are used for it too (Debian: postgresql-client-15), and their absence is said plainly.
 */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}

const SERVER_MAJOR = 15;
const run = promisify(execFile);

/** Where Debian and Ubuntu put each major version's tools (their /usr/bin/pg_dump is a wrapper of these). */
const DEBIAN_DIRS = [17, 16, 15].map((v) => `/usr/lib/postgresql/${v}/bin`);

/** pg_dump or pg_restore: PG_BIN_DIR, then the PATH, then Debian's versioned folders; version 15 or newer. */
export async function findPgTool(tool: 'pg_dump' | 'pg_restore', env: Record<string, string | undefined> = process.env, fallbackDirs: readonly string[] = DEBIAN_DIRS): Promise<string> {
  const dirs = [...(env.PG_BIN_DIR ? [env.PG_BIN_DIR] : []), ...(env.PATH ?? '').split(delimiter).filter(Boolean), ...fallbackDirs];
  for (const dir of dirs) {
    const path = join(dir, tool);
    if (!existsSync(path)) continue;
    const { stdout } = await run(path, ['--version']).catch(() => ({ stdout: '' }));
    const major = Number(/(\d+)(?:\.\d+)?/.exec(stdout)?.[1]);
    if (major >= SERVER_MAJOR) return path;
  }
  throw new BackupError(
    `${tool} (PostgreSQL ${SERVER_MAJOR} or newer) was not found. Install PostgreSQL's client tools ` +
      `(Debian/Ubuntu: apt-get install postgresql-client-15), or set PG_BIN_DIR to the folder holding ${tool}. ` +
      `The embedded database of the default mode ships none; without them, stop the portal and copy DATA_DIR whole instead.`,
  );
}

/** The connection for the tools: the password in PGPASSWORD, never on a command line other users can read. */
function connection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { dbname: parsed.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

function runTool(path: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(path, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (d) => (errors += d));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new BackupError(`${path.split('/').pop()} failed (exit ${code}):\n${errors.trim()}`))));
  });
}

export async function backupDatabase(url: string, file: string): Promise<{ bytes: number }> {
  const pgDump = await findPgTool('pg_dump');
  const { dbname, env } = connection(url);
  // One consistent snapshot of every table (files, audit chain, outbox) as of the dump's start.
  await runTool(pgDump, ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, `--dbname=${dbname}`], env);
  return { bytes: (await stat(file)).size };
}

/** Tables in the target's public schema: a restore goes only into an empty database. */
async function tableCount(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(`SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = 'public'`);
    return rows[0].n as number;
  } finally {
    await client.end();
  }
}

export async function restoreDatabase(url: string, file: string): Promise<void> {
  if (!existsSync(file)) throw new BackupError(`${file} does not exist.`);
  const pgRestore = await findPgTool('pg_restore');
  if ((await tableCount(url)) > 0) {
    throw new BackupError(
      'The target database is not empty. Restore into a new, empty database (createdb, then point DATABASE_URL at it; ' +
        'in the default mode, an empty DATA_DIR) so that nothing is overwritten by mistake.',
    );
  }
  const { dbname, env } = connection(url);
  // All or nothing: a broken file leaves the database as empty as it was.
  await runTool(pgRestore, ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${dbname}`, file], env);
}
