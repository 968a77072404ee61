import { existsSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DataSource } from 'typeorm';
import { LETTER_KEY_FILE, LETTER_KEY_VARIABLE, newLetterSigningKeyText, parseLetterSigningKey, type AppConfig } from '#platform';

/**
 * `npm run cli -- letter-key-rotate [FILE]` (docs/LETTERS.md "Keys"): makes the next letter signing
 * key and publishes its public half at once, so verifiers have it before the first letter it signs.
 * The key in use keeps signing until each instance restarts with the new one; the first that does
 * retires the old key, which stays published while the letters it signed are valid. Nothing stops.
 */
export async function rotateLetterKeyCommand(dataSource: DataSource, config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>, env: Record<string, string | undefined>, file: string | undefined): Promise<{ exitCode: number; lines: string[] }> {
  const given = !!(env[LETTER_KEY_VARIABLE]?.trim() || env[`${LETTER_KEY_VARIABLE}_FILE`]?.trim());
  // Default mode keeps the key in DATA_DIR: the next start of the portal signs with the new one.
  const target = file ?? (!config.databaseUrl && !given ? join(config.dataDir, LETTER_KEY_FILE) : null);
  if (!target) return { exitCode: 64, lines: [`Name the FILE to write the new key to: ${LETTER_KEY_VARIABLE} comes from the environment, which this command cannot change.`] };
  if (file && existsSync(file)) return { exitCode: 73, lines: [`${file} exists: name a new file, so no key is overwritten.`] };
  const text = newLetterSigningKeyText();
  const key = parseLetterSigningKey(text);
  await dataSource.query(`INSERT INTO letter_signing_keys (kid, public_jwk) VALUES ($1, $2::jsonb) ON CONFLICT (kid) DO NOTHING`, [key.publicJwk.kid, JSON.stringify(key.publicJwk)]);
  if (!file && existsSync(target)) renameSync(target, `${target}.previous`);
  writeFileSync(target, `${text}\n`, { mode: 0o600, flag: 'wx' });
  const lines = [`Published the next letter signing key, kid ${key.publicJwk.kid}, and wrote its private key to ${target}.`];
  lines.push(
    file
      ? `Set ${LETTER_KEY_VARIABLE} to its contents (or ${LETTER_KEY_VARIABLE}_FILE=${target}) for every API and worker instance and restart them one at a time; letters signed with the earlier key keep verifying.`
      : 'Restart the portal to sign with it; letters signed with the earlier key keep verifying.',
  );
  return { exitCode: 0, lines };
}
