import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError } from '#platform';

export const AUDIT_KEY_FILE = 'audit-key';
export const AUDIT_KEY = Symbol('AUDIT_KEY');

/**
 * The audit chain's HMAC key: AUDIT_KEY when set (at least 32 characters), else generated once into
 * DATA_DIR/audit-key. It is never stored in the database, so whoever owns the tables cannot recompute
 * a rewritten chain.
 */
export function loadAuditKey(dataDir: string, env: Record<string, string | undefined> = process.env): Buffer {
  const given = env.AUDIT_KEY?.trim();
  if (given) {
    if (given.length < 32) throw new ConfigError(['AUDIT_KEY must be at least 32 characters']);
    return Buffer.from(given, 'utf8');
  }
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, AUDIT_KEY_FILE);
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return Buffer.from(stored, 'utf8');
  }
  const key = randomBytes(48).toString('base64url');
  // wx: two processes starting together never overwrite each other's key.
  try {
    writeFileSync(file, key, { mode: 0o600, flag: 'wx' });
  } catch {
    return Buffer.from(readFileSync(file, 'utf8').trim(), 'utf8');
  }
  return Buffer.from(key, 'utf8');
}
