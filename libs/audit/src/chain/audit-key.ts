import { ConfigError, generatedSecrets, readGivenSecrets } from '#platform';

export { AUDIT_KEY_FILE } from '#platform';
export const AUDIT_KEY = Symbol('AUDIT_KEY');

/**
 * The audit chain's HMAC key as the portal resolved it at start (AppConfig.auditKey: AUDIT_KEY or
 * AUDIT_KEY_FILE; in the default mode generated once into DATA_DIR/audit-key). It is never stored in
 * the database, so whoever owns the tables cannot recompute a rewritten chain.
 */
export function auditKeyOf(config: { auditKey: string }): Buffer {
  if (!config.auditKey) throw new ConfigError(['AUDIT_KEY (or AUDIT_KEY_FILE) must be set: the audit chain is keyed with it']);
  return Buffer.from(config.auditKey, 'utf8');
}

/** The key a portal with this DATA_DIR and environment uses (for tests and tools outside the portal). */
export function loadAuditKey(dataDir: string, env: Record<string, string | undefined> = process.env): Buffer {
  const { given, problems } = readGivenSecrets(env);
  if (problems.length > 0) throw new ConfigError(problems);
  return Buffer.from(given.auditKey ?? generatedSecrets(dataDir, given).auditKey, 'utf8');
}
