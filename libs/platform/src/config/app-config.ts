import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
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
  /** Signs expiring document links; kept apart from the JWT secret so one leaking does not forge the other. */
  linkSecret: string;
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
  logLevel: 'debug' | 'info' | 'warn' | 'error' | 'silent';
  /** TRUST_PROXY: Fastify's trustProxy, as a number of hops or a list of proxy addresses; never `true`. */
  trustProxy: TrustProxySetting;
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

/** Reads the environment into an AppConfig; throws a ConfigError naming every bad variable. */
export function loadConfig(env: Env = process.env): AppConfig {
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

  const jwtSecret = text('JWT_SECRET');
  if (jwtSecret !== null && jwtSecret.length < 32) problems.push('JWT_SECRET must be at least 32 characters');

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

  const trustProxy = parseTrustProxy(env.TRUST_PROXY);
  if (trustProxy.problem) problems.push(trustProxy.problem);

  const config: AppConfig = {
    port,
    dataDir,
    databaseUrl,
    redisUrl,
    smtpUrl,
    mailFrom,
    publicUrl,
    jwtSecret: jwtSecret ?? '',
    linkSecret: '',
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
    logLevel,
    trustProxy: trustProxy.value,
  };
  if (problems.length > 0) throw new ConfigError(problems);

  const secrets = loadOrCreateSecrets(dataDir);
  config.jwtSecret = jwtSecret ?? secrets.jwtSecret;
  config.linkSecret = secrets.linkSecret;
  return config;
}

interface Secrets {
  jwtSecret: string;
  linkSecret: string;
}

/** Generated once per data directory so tokens survive restarts without any setup. */
function loadOrCreateSecrets(dataDir: string): Secrets {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'secrets.json');
  if (existsSync(file)) {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<Secrets>;
    if (stored.jwtSecret && stored.linkSecret) return stored as Secrets;
  }
  const secrets: Secrets = {
    jwtSecret: randomBytes(48).toString('base64url'),
    linkSecret: randomBytes(48).toString('base64url'),
  };
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}

/** For process entry points: a bad setting prints every problem and exits 78 (EX_CONFIG). */
export function loadConfigOrExit(env: Env = process.env): AppConfig {
  try {
    return loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(78);
    }
    throw error;
  }
}
