import { createPrivateKey, generateKeyPairSync } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { ConfigError, loadConfig } from '../app-config.js';
import { newLetterSigningKeyText, parseLetterSigningKey } from '../letter-signing-key.js';

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

  it('states a retention period for every class of personal data (docs/PRIVACY.md "Retention"), each one configurable', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).retention).toEqual({
      preRegistrationMonths: 12,
      rejectedMonths: 24,
      documentsYears: 6,
      staffMonths: 24,
      oneTimeSecretDays: 7,
      importUploadDays: 90,
      mailMonths: 12,
      pendingRegistrationDays: 7,
      privacyRequestYears: 6,
    });
    const set = loadConfig({
      DATA_DIR: dataDir(),
      RETENTION_ONE_TIME_SECRET_DAYS: '2',
      RETENTION_IMPORT_UPLOAD_DAYS: '30',
      RETENTION_MAIL_MONTHS: '6',
      RETENTION_PENDING_REGISTRATION_DAYS: '3',
      RETENTION_PRIVACY_REQUEST_YEARS: '2',
    }).retention;
    expect(set).toMatchObject({ oneTimeSecretDays: 2, importUploadDays: 30, mailMonths: 6, pendingRegistrationDays: 3, privacyRequestYears: 2 });
    expect(() => loadConfig({ DATA_DIR: dataDir(), RETENTION_MAIL_MONTHS: '0' })).toThrow(/RETENTION_MAIL_MONTHS/);
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

  it('refuses TEST_CLOCK unless NODE_ENV=test, naming the variable (red-team pass 3, F9)', () => {
    for (const nodeEnv of [undefined, 'production', 'development', '']) {
      const env: Record<string, string> = { TEST_CLOCK: '1', ...(nodeEnv === undefined ? {} : { NODE_ENV: nodeEnv }) };
      expect(problemsOf(env)).toEqual([expect.stringContaining('TEST_CLOCK')]);
    }
    expect(problemsOf({ TEST_CLOCK: '1', NODE_ENV: 'test' })).toEqual([]);
    expect(loadConfig({ DATA_DIR: dataDir(), TEST_CLOCK: '1', NODE_ENV: 'test' }).testClock).toBe(true);
  });

  it('reports every bad variable at once', () => {
    expect(problemsOf({ PORT: 'x', REDIS_URL: 'nope' })).toHaveLength(2);
  });

  describe('shared secrets (DECISIONS §9)', () => {
    const DB = 'postgres://portal@db/portal';
    const [jwt, link, audit] = ['j', 'l', 'a'].map((c) => c.repeat(40));
    const LETTER_SIGNING_KEY = newLetterSigningKeyText();

    it('refuses to start on DATABASE_URL without them, naming each missing one', () => {
      const none = problemsOf({ DATABASE_URL: DB });
      expect(none).toHaveLength(2);
      expect(none[0]).toMatch(/^JWT_SECRET, LINK_SECRET, AUDIT_KEY must be set when DATABASE_URL is set/);
      expect(none[1]).toMatch(/^LETTER_SIGNING_KEY must be set when DATABASE_URL is set/);
      const some = problemsOf({ DATABASE_URL: DB, JWT_SECRET: jwt, LETTER_SIGNING_KEY });
      expect(some).toHaveLength(1);
      expect(some[0]).toMatch(/^LINK_SECRET, AUDIT_KEY must be set/);
      expect(problemsOf({ DATABASE_URL: DB, JWT_SECRET: jwt, LINK_SECRET: link, AUDIT_KEY: audit })).toEqual([expect.stringMatching(/^LETTER_SIGNING_KEY must be set/)]);
      expect(problemsOf({ DATABASE_URL: DB, JWT_SECRET: jwt, LINK_SECRET: link, AUDIT_KEY: audit, LETTER_SIGNING_KEY })).toEqual([]);
    });

    it('takes the letter signing key as an EC P-256 key (DER or PEM, or its _FILE), and generates one into DATA_DIR only in the default mode', () => {
      expect(problemsOf({ LETTER_SIGNING_KEY: 'x'.repeat(40) })[0]).toMatch(/^LETTER_SIGNING_KEY must be an EC P-256 private key/);
      const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
      expect(problemsOf({ LETTER_SIGNING_KEY: rsa })[0]).toMatch(/not an EC P-256 key/);
      const pem = createPrivateKey({ key: Buffer.from(LETTER_SIGNING_KEY, 'base64url'), format: 'der', type: 'pkcs8' }).export({ format: 'pem', type: 'pkcs8' }).toString();
      const dir = dataDir();
      writeFileSync(join(dir, 'letter'), pem);
      const fromFile = loadConfig({ DATA_DIR: dir, DATABASE_URL: DB, JWT_SECRET: jwt, LINK_SECRET: link, AUDIT_KEY: audit, LETTER_SIGNING_KEY_FILE: join(dir, 'letter') });
      expect(parseLetterSigningKey(fromFile.letterSigningKey).publicJwk).toEqual(parseLetterSigningKey(LETTER_SIGNING_KEY).publicJwk);
      expect(existsSync(join(dir, 'letter-signing-key'))).toBe(false);
      const embedded = dataDir();
      const first = loadConfig({ DATA_DIR: embedded });
      expect(readFileSync(join(embedded, 'letter-signing-key'), 'utf8').trim()).toBe(first.letterSigningKey);
      expect(loadConfig({ DATA_DIR: embedded }).letterSigningKey).toBe(first.letterSigningKey);
      expect(parseLetterSigningKey(first.letterSigningKey).publicJwk).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', kid: expect.stringMatching(/^[A-Za-z0-9_-]{11}$/) });
    });

    it('takes each from the variable or from the file its _FILE variable names, and generates none', () => {
      const dir = dataDir();
      writeFileSync(join(dir, 'link'), `${link}\n`);
      const config = loadConfig({ DATA_DIR: dir, DATABASE_URL: DB, JWT_SECRET: jwt, LINK_SECRET_FILE: join(dir, 'link'), AUDIT_KEY: audit, LETTER_SIGNING_KEY });
      expect([config.jwtSecret, config.linkSecret, config.auditKey]).toEqual([jwt, link, audit]);
      expect(() => readFileSync(join(dir, 'secrets.json'))).toThrow();
      expect(problemsOf({ DATABASE_URL: DB, JWT_SECRET: jwt, LINK_SECRET_FILE: '/nonexistent/link', AUDIT_KEY: audit })[0]).toContain('LINK_SECRET_FILE');
      expect(problemsOf({ DATABASE_URL: DB, JWT_SECRET: jwt, LINK_SECRET: 'short', AUDIT_KEY: audit })[0]).toContain('LINK_SECRET must be at least 32');
    });

    it('points an upgraded deployment at the values an earlier version generated in DATA_DIR', () => {
      const dir = dataDir();
      const earlier = loadConfig({ DATA_DIR: dir });
      let problem = '';
      try {
        loadConfig({ DATA_DIR: dir, DATABASE_URL: DB });
      } catch (error) {
        problem = (error as ConfigError).problems[0]!;
      }
      expect(problem).toContain(join(dir, 'secrets.json'));
      expect(problem).toContain(join(dir, 'audit-key'));
      expect(earlier.auditKey).toBe(readFileSync(join(dir, 'audit-key'), 'utf8'));
    });

    it('lets an operator command run without them when asked, generating nothing', () => {
      const config = loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: DB }, { requireSharedSecrets: false });
      expect([config.jwtSecret, config.linkSecret, config.auditKey]).toEqual(['', '', '']);
    });

    it('generates the ones not given in the default mode, once', () => {
      const dir = dataDir();
      const first = loadConfig({ DATA_DIR: dir, AUDIT_KEY: audit });
      expect(first.auditKey).toBe(audit);
      expect(first.linkSecret.length).toBeGreaterThanOrEqual(32);
      expect(loadConfig({ DATA_DIR: dir }).linkSecret).toBe(first.linkSecret);
    });
  });
});
