import { randomBytes } from 'node:crypto';
import type { UserRole } from '#contracts';
import type { ApiResponse, TestApp } from './test-app.js';

/** Test data made through the API as a user would, plus the one shortcut noted on createAdmin. */

export const DEFAULT_PASSWORD = 'Admin-Pass1';

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomBytes(5).toString('hex')}@council.test`;
}

export const roles = {
  superAdmin: (): UserRole[] => [{ type: 'superadmin', level: 'national', assignedStates: [] }],
  national: (type = 'admin'): UserRole[] => [{ type, level: 'national', assignedStates: [] }],
  state: (states: string[] = ['Lagos'], type = 'admin'): UserRole[] => [{ type, level: 'state', assignedStates: states }],
};

const superTokens = new WeakMap<TestApp, string>();

/** The bootstrap super admin's token, signed in once per app. */
export async function superAdminToken(app: TestApp): Promise<string> {
  let token = superTokens.get(app);
  if (!token) {
    token = await app.login(app.superAdmin.email, app.superAdmin.password);
    superTokens.set(app, token);
  }
  return token;
}

export interface CreatedAdmin {
  id: string;
  email: string;
  password: string;
  /** null when created with { login: false }. */
  token: string | null;
  user: Record<string, any>;
}

export interface CreateAdminOptions {
  roles?: UserRole[];
  password?: string;
  email?: string;
  firstName?: string;
  /** Created by this admin instead of the super admin. */
  by?: string;
  /** Sign in and return a token (default true). */
  login?: boolean;
}

/**
 * Creates a user through POST /api/user (as the super admin unless `by` is given). Users made by
 * an admin must choose a password at first sign-in; to let tests sign in directly, the flag is
 * cleared in the database (the forced-reset flow has its own spec).
 */
export async function createAdmin(app: TestApp, options: CreateAdminOptions = {}): Promise<CreatedAdmin> {
  const email = options.email ?? uniqueEmail('admin');
  const password = options.password ?? DEFAULT_PASSWORD;
  const res = await app.request('POST', '/api/user', {
    token: options.by ?? (await superAdminToken(app)),
    body: {
      firstName: options.firstName ?? 'Test',
      lastName: 'Admin',
      email,
      password,
      gender: 'FEMALE',
      roles: options.roles ?? roles.state(),
    },
  });
  if (res.status !== 201) throw new Error(`create user ${email} failed: ${res.status} ${res.text}`);
  const user = res.body.data;
  if (options.login === false) return { id: user.id, email, password, token: null, user };
  await requireDb(app).query('UPDATE users SET should_reset_password = false WHERE id = $1', [user.id]);
  return { id: user.id, email, password, token: await app.login(email, password), user };
}

/** The token of the confirmation link the last registration of `email` was sent (DECISIONS §9). */
export async function confirmationToken(app: TestApp, email: string, after = 0): Promise<string> {
  const mail = await app.mail.waitFor((m) => m.to.includes(email.toLowerCase()) && /confirm/i.test(m.subject) && app.mail.to(email).indexOf(m) >= after);
  const match = /[?&]token=([A-Za-z0-9_-]+)/.exec(mail.text);
  if (!match) throw new Error(`no confirmation link in the mail to ${email}`);
  return match[1]!;
}

/**
 * An account made through /api/auth/register and its emailed confirmation link, as a person does
 * it: signed in (unless { login: false }), holding no role.
 */
export async function registerAccount(app: TestApp, options: { email?: string; password?: string; login?: boolean } = {}): Promise<CreatedAdmin> {
  const email = options.email ?? uniqueEmail('registered');
  const password = options.password ?? 'Regist3r@Pass';
  const before = app.mail.to(email).length;
  const res = await app.request('POST', '/api/auth/register', {
    body: { firstName: 'Reg', lastName: 'Istered', email, password, gender: 'MALE' },
  });
  if (res.status !== 201) throw new Error(`register ${email} failed: ${res.status} ${res.text}`);
  const confirmed = await app.request('POST', '/api/auth/confirm-registration', { body: { token: await confirmationToken(app, email, before) } });
  if (confirmed.status !== 200) throw new Error(`confirm ${email} failed: ${confirmed.status} ${confirmed.text}`);
  // The answer carries no account (the same answer for a taken email): the account is read back.
  const token = options.login === false ? null : await app.login(email, password);
  const user = token
    ? (await app.request('GET', '/api/auth/profile', { token })).body.data
    : (await app.db!.query(`SELECT id, email, roles FROM users WHERE email = $1 AND deleted_at IS NULL`, [email.toLowerCase()])).rows[0];
  return { id: user.id, email, password, token, user };
}

/** Creates a system role as the super admin; returns its public shape. */
export async function createRole(app: TestApp, roleName = `role_${randomBytes(4).toString('hex')}`, category = 'technical'): Promise<Record<string, any>> {
  const res = await app.request('POST', '/api/roles', {
    token: await superAdminToken(app),
    body: { roleName, displayName: `Role ${roleName}`, description: 'Made by a test', category },
  });
  if (res.status !== 201) throw new Error(`create role ${roleName} failed: ${res.status} ${res.text}`);
  return res.body.data;
}

/**
 * Keeps every response body the app sends from now on, so a spec can check at the end that no
 * answer ever carried a password hash.
 */
export function recordResponses(app: TestApp): { texts: string[]; secrets(): string[] } {
  const texts: string[] = [];
  const original = app.request.bind(app);
  app.request = async <T>(method: string, path: string, options?: Parameters<TestApp['request']>[2]): Promise<ApiResponse<T>> => {
    const res = await original<T>(method, path, options);
    texts.push(res.text);
    return res;
  };
  return { texts, secrets: () => texts.filter((t) => /passwordHash|password_hash|\$argon2/i.test(t)) };
}

function requireDb(app: TestApp) {
  if (!app.db) throw new Error('factories need the PostgreSQL test services (startTestApp with services)');
  return app.db;
}
