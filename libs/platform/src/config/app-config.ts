import { resolve } from 'node:path';
import { generatedSecrets, missingSecretsProblem, readGivenSecrets } from './shared-secrets.js';
import { generatedLetterKey, LETTER_KEY_VARIABLE, readGivenLetterKey } from './letter-signing-key.js';
import { parseTrustProxy, type TrustProxySetting } from './trust-proxy.js';

/** Every setting of DECISIONS §3, resolved and validated once at start. */
export interface AppConfig {
  port: number;
  dataDir: string;
  databaseUrl: string | null;
  redisUrl: string | null;
  smtpUrl: string | null;
  mailFrom: string;
  publicUrl: string;
  jwtSecret: string;
  /** Signs expiring document links and hashes one-time codes; kept apart from the JWT secret so one leaking does not forge the other. */
  linkSecret: string;
  /** The audit chain's HMAC key (AUDIT_KEY). */
  auditKey: string;
  /** Signs letter credentials and the status list (DECISIONS §10); '' only for an operator command run without it. */
  letterSigningKey: string;
  superAdminEmail: string | null;
  superAdminPassword: string | null;
  autotestApiKey: string | null;
  examBody: string;
  councilCode: string;
  practiceExamRegisterUrl: string | null;
  practiceExamUrl: string | null;
  uploadMaxBytes: number;
  dbPoolSize: number;
  /** Multiplies every rate limit; for load tests and test suites that act as many users from one address. */
  rateLimitFactor: number;
  /**
   * BullMQ's lock on an active job, renewed while the job runs. A job whose process died is handed to
   * another worker once the lock has lapsed, within about two to three times this (JOB_LOCK_MS).
   */
  jobLockMs: number;
  /** How often accredited centres without a letter are looked for (LETTER_RECONCILE_MS); also at every start. */
  letterReconcileMs: number;
  /** How often the accreditation clocks are swept: validity ending, renewal windows (CLOCK_SWEEP_MS). */
  clockSweepMs: number;
  /** How often deadlines are swept for reminders and escalations (DEADLINE_SWEEP_MS). */
  deadlineSweepMs: number;
  /**
   * Retention periods per class (DECISIONS §10; docs/PROCESSING.md): pre-registrations never approved
   * (RETENTION_PREREGISTRATION_MONTHS, 12 after the last activity), rejected applications
   * (RETENTION_REJECTED_MONTHS, 24), documents of centres whose last accreditation ended
   * (RETENTION_DOCUMENTS_YEARS, 6), deactivated staff accounts (RETENTION_STAFF_MONTHS, 24);
   * one-time codes and links after their use or expiry (RETENTION_ONE_TIME_SECRET_DAYS, 7), import
   * uploads after the import ended (RETENTION_IMPORT_UPLOAD_DAYS, 90), emails' recipients and
   * contents after sending (RETENTION_MAIL_MONTHS, 12), self-registrations never confirmed after
   * their link expired (RETENTION_PENDING_REGISTRATION_DAYS, 7), privacy requests after they were
   * answered or rejected (RETENTION_PRIVACY_REQUEST_YEARS, 6).
   */
  retention: {
    preRegistrationMonths: number;
    rejectedMonths: number;
    documentsYears: number;
    staffMonths: number;
    oneTimeSecretDays: number;
    importUploadDays: number;
    mailMonths: number;
    pendingRegistrationDays: number;
    privacyRequestYears: number;
  };
  /** How often the retention job runs (RETENTION_SWEEP_MS, daily). */
  retentionSweepMs: number;
  /**
   * How often the register feed is caught up without a reader (REGISTER_FEED_SWEEP_MS, 15 s; at most
   * 30 s, so a decision is in the feed well within the 60 s of DECISIONS §10 even while nobody reads it).
   */
  registerFeedSweepMs: number;
  /** TEST_CLOCK=1 (with NODE_ENV=test only): the test suites' movable clock and its /api/test/clock call, for super admins. */
  testClock: boolean;
  logLevel: 'debug' | 'info' | 'warn' | 'error' | 'silent';
  /** LOG_FORMAT: short human-readable lines (pretty) or JSON lines; by default pretty on a terminal only. */
  logFormat: 'pretty' | 'json';
  /** TRUST_PROXY: Fastify's trustProxy, as a number of hops or a list of proxy addresses; never `true`. */
  trustProxy: TrustProxySetting;
  /** METRICS_TOKEN: /metrics on the main port answers a request bearing it; without it there is no /metrics there. */
  metricsToken: string | null;
  /** METRICS_LISTEN ([host:]port): /metrics, without a token, on an address of its own (API and worker). */
  metricsListen: { host: string; port: number } | null;
  /**
   * The read log of staff reads of centres' personal data (DECISIONS §10; docs/SECURITY.md "Read
   * log"): READ_LOG=off only to measure what it costs (bench/read-log.bench.mjs); on by default.
   */
  readLog: boolean;
  /** The read log's buffer is written at least this often (READ_LOG_FLUSH_MS) ... */
  readLogFlushMs: number;
  /** ... and as soon as it holds this many reads (READ_LOG_BATCH): what a crash may lose at most. */
  readLogBatch: number;
}

export const APP_CONFIG = Symbol('APP_CONFIG');

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

const EMAIL = /^[^\s@]+@[^\s@]+$/;
const CODE = /^[A-Z0-9]{2,12}$/;
const LOG_LEVELS = ['debug', 'info', 'warn', 'error', 'silent'] as const;
const LOG_FORMATS = ['pretty', 'json'] as const;

export interface LoadConfigOptions {
  /**
   * With DATABASE_URL set, refuse to start without the shared secrets (DECISIONS §9): true for the
   * portal and the worker. An operator command (the CLI) may run without them; the commands that
   * need one say so.
   */
  requireSharedSecrets?: boolean;
}

/** Reads the environment into an AppConfig; throws a ConfigError naming every bad variable. */
export function loadConfig(env: Env = process.env, options: LoadConfigOptions = {}): AppConfig {
  const problems: string[] = [];
  const text = (name: string): string | null => {
    const value = env[name]?.trim();
    return value ? value : null;
  };
  const int = (name: string, fallback: number, min: number, max: number): number => {
    const raw = text(name);
    if (raw === null) return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > max) {
      problems.push(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
      return fallback;
    }
    return value;
  };
  const url = (name: string, protocols: string[]): string | null => {
    const raw = text(name);
    if (raw === null) return null;
    try {
      const parsed = new URL(raw);
      if (!protocols.includes(parsed.protocol)) throw new Error('protocol');
      return raw;
    } catch {
      problems.push(`${name} must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}`);
      return null;
    }
  };
  const code = (name: string): string => {
    const raw = text(name) ?? 'JAMB';
    if (!CODE.test(raw)) problems.push(`${name} must be 2 to 12 capital letters or digits (got "${raw}")`);
    return raw;
  };

  const port = int('PORT', 3000, 0, 65535);
  const dataDir = resolve(text('DATA_DIR') ?? './data');
  const databaseUrl = url('DATABASE_URL', ['postgres:', 'postgresql:']);
  const redisUrl = url('REDIS_URL', ['redis:', 'rediss:']);
  const smtpUrl = url('SMTP_URL', ['smtp:', 'smtps:']);
  const mailFrom = text('MAIL_FROM') ?? 'no-reply@localhost';
  if (!EMAIL.test(mailFrom.replace(/^.*<(.+)>$/, '$1'))) problems.push('MAIL_FROM must be an email address');
  const publicUrl = (url('PUBLIC_URL', ['http:', 'https:']) ?? `http://localhost:${port}`).replace(/\/+$/, '');

  const secrets = readGivenSecrets(env);
  problems.push(...secrets.problems);
  if (databaseUrl && (options.requireSharedSecrets ?? true) && secrets.problems.length === 0) {
    const missing = missingSecretsProblem(secrets.given, dataDir);
    if (missing) problems.push(missing);
  }
  // DECISIONS §10: every instance signs letters with the same key, so it is given like the other shared secrets.
  const letterKey = readGivenLetterKey(env);
  if (letterKey.problem) problems.push(letterKey.problem);
  else if (databaseUrl && (options.requireSharedSecrets ?? true) && !letterKey.text) {
    problems.push(`${LETTER_KEY_VARIABLE} must be set when DATABASE_URL is set: every instance signs letters with it (an EC P-256 private key; \`npm run cli -- letter-key-rotate FILE\` makes one, or set ${LETTER_KEY_VARIABLE}_FILE to a file that holds it).`);
  }

  const superAdminEmail = text('SUPERADMIN_EMAIL');
  const superAdminPassword = env.SUPERADMIN_PASSWORD ?? null;
  if ((superAdminEmail === null) !== (superAdminPassword === null)) {
    problems.push('SUPERADMIN_EMAIL and SUPERADMIN_PASSWORD must be set together');
  }
  if (superAdminEmail !== null && !EMAIL.test(superAdminEmail)) problems.push('SUPERADMIN_EMAIL must be an email address');
  if (superAdminPassword !== null && superAdminPassword.length < 8) {
    problems.push('SUPERADMIN_PASSWORD must be at least 8 characters');
  }

  const autotestApiKey = text('AUTOTEST_API_KEY');
  if (autotestApiKey !== null && autotestApiKey.length < 16) problems.push('AUTOTEST_API_KEY must be at least 16 characters');

  const examBody = code('EXAM_BODY');
  const councilCode = text('COUNCIL_CODE') ? code('COUNCIL_CODE') : examBody;

  const logLevel = (text('LOG_LEVEL') ?? 'info') as AppConfig['logLevel'];
  if (!LOG_LEVELS.includes(logLevel)) problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);
  const logFormat = (text('LOG_FORMAT')?.toLowerCase() ?? (process.stdout.isTTY ? 'pretty' : 'json')) as AppConfig['logFormat'];
  if (!LOG_FORMATS.includes(logFormat)) problems.push(`LOG_FORMAT must be one of ${LOG_FORMATS.join(', ')}`);

  const testClock = env.TEST_CLOCK === '1';
  // A movable clock rewrites deadlines, expiries and every periodic sweep: only a test process may have one.
  if (testClock && env.NODE_ENV !== 'test') problems.push('TEST_CLOCK is for the test suites only: it needs NODE_ENV=test (unset TEST_CLOCK otherwise)');

  const trustProxy = parseTrustProxy(env.TRUST_PROXY);
  if (trustProxy.problem) problems.push(trustProxy.problem);

  const metricsToken = text('METRICS_TOKEN');
  if (metricsToken !== null && metricsToken.length < 16) problems.push('METRICS_TOKEN must be at least 16 characters');
  const metricsListen = parseListen(text('METRICS_LISTEN'));
  if (metricsListen === 'invalid') problems.push('METRICS_LISTEN must be a port or host:port, e.g. 9464 or 0.0.0.0:9464');

  const readLog = (text('READ_LOG') ?? 'on').toLowerCase();
  if (readLog !== 'on' && readLog !== 'off') problems.push(`READ_LOG must be on or off (got "${readLog}")`);

  const config: AppConfig = {
    port,
    dataDir,
    databaseUrl,
    redisUrl,
    smtpUrl,
    mailFrom,
    publicUrl,
    jwtSecret: '',
    linkSecret: '',
    auditKey: '',
    letterSigningKey: letterKey.text ?? '',
    superAdminEmail: superAdminEmail?.toLowerCase() ?? null,
    superAdminPassword,
    autotestApiKey,
    examBody,
    councilCode,
    practiceExamRegisterUrl: url('PRACTICE_EXAM_REGISTER_URL', ['http:', 'https:']),
    practiceExamUrl: url('PRACTICE_EXAM_URL', ['http:', 'https:']),
    uploadMaxBytes: int('UPLOAD_MAX_BYTES', 10 * 1024 * 1024, 1024, 100 * 1024 * 1024),
    dbPoolSize: int('DB_POOL_SIZE', 10, 1, 100),
    rateLimitFactor: int('RATE_LIMIT_FACTOR', 1, 1, 1_000_000),
    jobLockMs: int('JOB_LOCK_MS', 30000, 1000, 600000),
    letterReconcileMs: int('LETTER_RECONCILE_MS', 60000, 1000, 24 * 3600 * 1000),
    clockSweepMs: int('CLOCK_SWEEP_MS', 60000, 1000, 24 * 3600 * 1000),
    deadlineSweepMs: int('DEADLINE_SWEEP_MS', 300000, 1000, 24 * 3600 * 1000),
    retention: {
      preRegistrationMonths: int('RETENTION_PREREGISTRATION_MONTHS', 12, 1, 1200),
      rejectedMonths: int('RETENTION_REJECTED_MONTHS', 24, 1, 1200),
      documentsYears: int('RETENTION_DOCUMENTS_YEARS', 6, 1, 100),
      staffMonths: int('RETENTION_STAFF_MONTHS', 24, 1, 1200),
      oneTimeSecretDays: int('RETENTION_ONE_TIME_SECRET_DAYS', 7, 1, 3650),
      importUploadDays: int('RETENTION_IMPORT_UPLOAD_DAYS', 90, 1, 3650),
      mailMonths: int('RETENTION_MAIL_MONTHS', 12, 1, 1200),
      pendingRegistrationDays: int('RETENTION_PENDING_REGISTRATION_DAYS', 7, 1, 3650),
      privacyRequestYears: int('RETENTION_PRIVACY_REQUEST_YEARS', 6, 1, 100),
    },
    retentionSweepMs: int('RETENTION_SWEEP_MS', 24 * 3600 * 1000, 1000, 7 * 24 * 3600 * 1000),
    registerFeedSweepMs: int('REGISTER_FEED_SWEEP_MS', 15_000, 1000, 30_000),
    testClock,
    logLevel,
    logFormat,
    trustProxy: trustProxy.value,
    metricsToken,
    metricsListen: metricsListen === 'invalid' ? null : metricsListen,
    readLog: readLog !== 'off',
    readLogFlushMs: int('READ_LOG_FLUSH_MS', 1000, 10, 60_000),
    readLogBatch: int('READ_LOG_BATCH', 500, 1, 10_000),
  };
  if (problems.length > 0) throw new ConfigError(problems);

  // Services mode: what was given, nothing generated (an operator command may lack some; see
  // LoadConfigOptions). Default mode: the rest generated once into DATA_DIR.
  Object.assign(config, databaseUrl ? { jwtSecret: '', linkSecret: '', auditKey: '', ...secrets.given } : generatedSecrets(dataDir, secrets.given));
  if (!config.letterSigningKey && !databaseUrl) config.letterSigningKey = generatedLetterKey(dataDir);
  return config;
}

/** `9464`, `:9464` or `host:9464`; a bare port listens on the loopback address only. */
function parseListen(raw: string | null): { host: string; port: number } | null | 'invalid' {
  if (raw === null) return null;
  const match = /^(?:(.*):)?(\d{1,5})$/.exec(raw);
  const port = Number(match?.[2]);
  if (!match || port < 1 || port > 65535) return 'invalid';
  const host = match[1]?.replace(/^\[(.*)\]$/, '$1') || '127.0.0.1';
  return { host, port };
}

/** For process entry points: a bad setting prints every problem and exits 78 (EX_CONFIG). */
export function loadConfigOrExit(env: Env = process.env, options: LoadConfigOptions = {}): AppConfig {
  try {
    return loadConfig(env, options);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(78);
    }
    throw error;
  }
}
