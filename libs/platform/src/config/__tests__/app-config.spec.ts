import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { ConfigError, loadConfig } from '../app-config.js';

const dataDir = () => mkdtempSync(join(tmpdir(), 'cfg-'));

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig({ DATA_DIR: dataDir(), ...env });
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('loadConfig', () => {
  it('gives the embedded defaults of DECISIONS §3 when nothing is set', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({
      port: 3000,
      dataDir: dir,
      databaseUrl: null,
      redisUrl: null,
      smtpUrl: null,
      mailFrom: 'no-reply@localhost',
      publicUrl: 'http://localhost:3000',
      examBody: 'JAMB',
      councilCode: 'JAMB',
      practiceExamRegisterUrl: null,
      practiceExamUrl: null,
      autotestApiKey: null,
      uploadMaxBytes: 10 * 1024 * 1024,
      jobLockMs: 30000,
      letterReconcileMs: 60000,
    });
    expect(config.jwtSecret.length).toBeGreaterThanOrEqual(32);
  });

  it('generates the JWT secret once and keeps it in DATA_DIR', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir });
    const second = loadConfig({ DATA_DIR: dir });
    expect(second.jwtSecret).toBe(first.jwtSecret);
    expect(JSON.parse(readFileSync(join(dir, 'secrets.json'), 'utf8')).jwtSecret).toBe(first.jwtSecret);
    expect(loadConfig({ DATA_DIR: dir, JWT_SECRET: 'x'.repeat(40) }).jwtSecret).toBe('x'.repeat(40));
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['REDIS_URL', 'localhost:6379'],
    ['SMTP_URL', 'http://mail'],
    ['MAIL_FROM', 'not-an-address'],
    ['PUBLIC_URL', 'ftp://portal'],
    ['JWT_SECRET', 'short'],
    ['AUTOTEST_API_KEY', 'short'],
    ['LOG_FORMAT', 'xml'],
    ['EXAM_BODY', 'jamb body'],
    ['COUNCIL_CODE', '!!'],
    ['PRACTICE_EXAM_URL', 'javascript:alert(1)'],
    ['UPLOAD_MAX_BYTES', '-1'],
    ['LOG_LEVEL', 'loud'],
    ['JOB_LOCK_MS', '500'],
    ['LETTER_RECONCILE_MS', '10'],
  ])('refuses %s=%s with a message naming the variable', (name, value) => {
    const problems = problemsOf({ [name]: value });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(name);
  });

  it('needs SUPERADMIN_EMAIL and SUPERADMIN_PASSWORD together', () => {
    expect(problemsOf({ SUPERADMIN_EMAIL: 'a@b.c' })[0]).toContain('SUPERADMIN_EMAIL and SUPERADMIN_PASSWORD');
    expect(problemsOf({ SUPERADMIN_EMAIL: 'a@b.c', SUPERADMIN_PASSWORD: 'Long-enough1' })).toEqual([]);
  });

  it('logs JSON lines unless LOG_FORMAT or a terminal says otherwise', () => {
    // Jest's stdout is not a terminal.
    expect(loadConfig({ DATA_DIR: dataDir() }).logFormat).toBe(process.stdout.isTTY ? 'pretty' : 'json');
    expect(loadConfig({ DATA_DIR: dataDir(), LOG_FORMAT: 'pretty' }).logFormat).toBe('pretty');
    expect(loadConfig({ DATA_DIR: dataDir(), LOG_FORMAT: 'JSON' }).logFormat).toBe('json');
  });

  it('reports every bad variable at once', () => {
    expect(problemsOf({ PORT: 'x', REDIS_URL: 'nope' })).toHaveLength(2);
  });
});
