import type { DataSource } from 'typeorm';
import { IDENTITY_LIMITS, LOGIN_EMAIL_PATTERN, MSG } from '#contracts';
import { isUniqueViolation } from '../persistence.js';
import { createSuperAdmin } from './bootstrap-superadmin.js';
import { User } from './user.entity.js';

export class CommandError extends Error {
  override name = 'CommandError';
}

/**
 * `npm run cli -- create-superadmin <email> <password> [firstName] [lastName]` (DECISIONS §3): an
 * operator's way in when nobody can sign in. The password is usable at once (no forced reset),
 * so it follows the bootstrap rule of at least 8 characters.
 */
export async function createSuperAdminCommand(
  dataSource: DataSource,
  input: { email: string; password: string; firstName?: string; lastName?: string },
): Promise<User> {
  const email = input.email.trim().toLowerCase();
  if (!LOGIN_EMAIL_PATTERN.test(email) || email.length > IDENTITY_LIMITS.email) throw new CommandError(`"${input.email}" is not an email address`);
  if (input.password.length < 8) throw new CommandError(MSG.passwordMin8);
  if (input.password.length > IDENTITY_LIMITS.password) throw new CommandError(MSG.tooLong('Password', IDENTITY_LIMITS.password));
  const firstName = input.firstName?.trim() || undefined;
  const lastName = input.lastName?.trim() || undefined;
  if (await dataSource.getRepository(User).exists({ where: { email } })) throw new CommandError(`${MSG.emailTaken}: ${email}`);
  try {
    return await createSuperAdmin(dataSource, { email, password: input.password, firstName, lastName, shouldResetPassword: false });
  } catch (error) {
    if (isUniqueViolation(error)) throw new CommandError(`${MSG.emailTaken}: ${email}`);
    throw error;
  }
}
