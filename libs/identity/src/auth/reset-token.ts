import { createHash, randomBytes } from 'node:crypto';

/** DECISIONS §4: 32 random bytes, handed out base64url, stored as SHA-256 only. */
export function newResetToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashResetToken(token) };
}

export function hashResetToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export const RESET_TOKEN_TTL_MINUTES = 60;

/** Purpose of the key that seals the token on its way to the mail job (keep: changing it voids queued mail). */
export const RESET_MAIL_SEAL = 'password-reset-mail';
export const PASSWORD_RESET_REQUESTED = 'identity.password_reset_requested';

/** The outbox payload of PASSWORD_RESET_REQUESTED. */
export interface PasswordResetRequested {
  userId: string;
  email: string;
  firstName: string;
  sealedToken: string;
  expiresAt: string;
}
