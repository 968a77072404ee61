import type { EntityManager } from 'typeorm';
import { returnedRows } from '../persistence.js';
import { User } from './user.entity.js';

/** The password hash is never selected by default; these are the few reads and writes that need it. */

export type UserWithHash = User & { passwordHash: string };

export async function findUserWithHash(manager: EntityManager, where: { email: string } | { id: string }): Promise<UserWithHash | null> {
  const query = manager.getRepository(User).createQueryBuilder('u').addSelect('u.passwordHash');
  if ('email' in where) query.where('u.email = :email', { email: where.email });
  else query.where('u.id = :id', { id: where.id });
  return (await query.getOne()) as UserWithHash | null;
}

/**
 * Sets a live user's password and bumps the token version, so every token signed before stops
 * working; also voids any outstanding forgot-password link. Returns the new token version, or
 * null when the user is gone (or the expected token version is outdated).
 */
export async function setPassword(
  manager: EntityManager,
  userId: string,
  passwordHash: string,
  shouldResetPassword: boolean,
  /** Only if the token version is still this one: a session can replace the password once. */
  expectedTokenVersion: number | null = null,
): Promise<number | null> {
  const rows = returnedRows<{ token_version: number }>(
    await manager.query(
      `UPDATE users SET password_hash = $2, should_reset_password = $3, token_version = token_version + 1,
              updated_at = now(), version = version + 1
        WHERE id = $1 AND deleted_at IS NULL AND ($4::int IS NULL OR token_version = $4::int) RETURNING token_version`,
      [userId, passwordHash, shouldResetPassword, expectedTokenVersion],
    ),
  );
  if (rows.length === 0) return null;
  await manager.query(`UPDATE password_reset_tokens SET used_at = now() WHERE user_id = $1 AND used_at IS NULL`, [userId]);
  return rows[0]!.token_version;
}
