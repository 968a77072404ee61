import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The key that signs letter credentials and the status list (DECISIONS §10 "Letters anyone can
 * check"): an EC P-256 private key, shared by every instance like the other secrets (DECISIONS §9).
 * Given as PKCS#8 PEM, or as one line of base64url PKCS#8 DER (what `npm run cli -- letter-key-rotate`
 * writes), in LETTER_SIGNING_KEY or the file LETTER_SIGNING_KEY_FILE names.
 */
export const LETTER_KEY_VARIABLE = 'LETTER_SIGNING_KEY';
export const LETTER_KEY_FILE = 'letter-signing-key';

type Env = Record<string, string | undefined>;

export interface LetterSigningKey {
  privateKey: KeyObject;
  /** 8 bytes: the start of the SHA-256 of the public key's SubjectPublicKeyInfo (as EU DCC key ids). */
  kid: Uint8Array;
  /** The public key as a JWK with its kid (base64url of the kid bytes). */
  publicJwk: { kty: 'EC'; crv: 'P-256'; x: string; y: string; kid: string; alg: 'ES256'; use: 'sig' };
}

/** A key from its text; throws naming what is wrong. */
export function parseLetterSigningKey(text: string): LetterSigningKey {
  const trimmed = text.trim();
  const privateKey = trimmed.startsWith('-----BEGIN')
    ? createPrivateKey({ key: trimmed, format: 'pem' })
    : derPrivateKey(Buffer.from(trimmed, 'base64url'));
  if (privateKey.asymmetricKeyType !== 'ec' || privateKey.asymmetricKeyDetails?.namedCurve !== 'prime256v1') throw new Error('not an EC P-256 key');
  const publicKey = createPublicKey(privateKey);
  const kid = new Uint8Array(createHash('sha256').update(publicKey.export({ format: 'der', type: 'spki' })).digest().subarray(0, 8));
  const jwk = publicKey.export({ format: 'jwk' }) as { x: string; y: string };
  return { privateKey, kid, publicJwk: { kty: 'EC', crv: 'P-256', x: jwk.x, y: jwk.y, kid: Buffer.from(kid).toString('base64url'), alg: 'ES256', use: 'sig' } };
}

/** PKCS#8, or SEC1 (what `openssl genpkey -outform DER` writes for an EC key). */
function derPrivateKey(der: Buffer): KeyObject {
  try {
    return createPrivateKey({ key: der, format: 'der', type: 'pkcs8' });
  } catch {
    return createPrivateKey({ key: der, format: 'der', type: 'sec1' });
  }
}

/** A new P-256 key as one line of base64url PKCS#8 DER (fits an environment variable). */
export function newLetterSigningKeyText(): string {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  return privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64url');
}

/** ES256 as COSE wants it: the signature as r||s (IEEE P1363), not DER. */
export function es256Signer(key: LetterSigningKey): (data: Uint8Array) => Promise<Uint8Array> {
  return async (data) => new Uint8Array(sign('sha256', data, { key: key.privateKey, dsaEncoding: 'ieee-p1363' }));
}

/** The key given in the environment: its text, null when not given, or the problem with it. */
export function readGivenLetterKey(env: Env): { text: string | null; problem: string | null } {
  let text = env[LETTER_KEY_VARIABLE]?.trim() || null;
  const file = env[`${LETTER_KEY_VARIABLE}_FILE`]?.trim();
  if (!text && file) {
    try {
      text = readFileSync(file, 'utf8').trim() || null;
      if (!text) return { text: null, problem: `${LETTER_KEY_VARIABLE}_FILE names ${file}, which is empty` };
    } catch (error) {
      return { text: null, problem: `${LETTER_KEY_VARIABLE}_FILE names ${file}, which cannot be read (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})` };
    }
  }
  if (text === null) return { text: null, problem: null };
  try {
    parseLetterSigningKey(text);
  } catch (error) {
    return { text: null, problem: `${LETTER_KEY_VARIABLE} must be an EC P-256 private key (PKCS#8 PEM, or base64url DER as \`npm run cli -- letter-key-rotate\` writes it): ${(error as Error).message}` };
  }
  return { text, problem: null };
}

/** Default mode: DATA_DIR/letter-signing-key, generated once (`wx`: two processes starting together keep one). */
export function generatedLetterKey(dataDir: string): string {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, LETTER_KEY_FILE);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const text = newLetterSigningKeyText();
  try {
    writeFileSync(file, text, { mode: 0o600, flag: 'wx' });
  } catch {
    return readFileSync(file, 'utf8').trim();
  }
  return text;
}
