import type { AuthProvider, UserIdentity } from 'react-admin';
import { ApiError, apiRequest, storedToken } from './api';
import { decideAccess, type Profile } from './permissions';
import { clearSession, saveSession, storedUser, type AdminUser } from './session';
import { accountMethods, type AccountMethods } from './accountMethods';
import { forgetOfflineData } from './inspections/offline/serviceWorker';

/** react-admin's authProvider with the account calls (register, password reset, own password). */
export type ConsoleAuthProvider = AuthProvider & AccountMethods;

interface LoginData {
  token: string;
  user: AdminUser;
  shouldResetPassword?: boolean;
}

/** Email and password from the login form. */
export interface CredentialsParams {
  email: string;
  password: string;
}

/** The forced password reset, sent with the restricted token the login gave back. */
export interface PasswordResetParams {
  userId: AdminUser['id'];
  newPassword: string;
  resetToken: string;
}

/**
 * The login succeeded but the account must choose a new password first. Thrown (rather than
 * resolved) so that react-admin's useLogin does not redirect; the login page catches it.
 */
export class PasswordResetRequiredError extends Error {
  readonly userId: AdminUser['id'];
  readonly resetToken: string;

  constructor(userId: AdminUser['id'], resetToken: string) {
    super('A new password must be set before signing in.');
    this.name = 'PasswordResetRequiredError';
    this.userId = userId;
    this.resetToken = resetToken;
  }
}

// react-admin checks auth on every page change; the token is re-validated with the server
// at most this often, and concurrent checks share one request.
export const PROFILE_CHECK_INTERVAL_MS = 30_000;
let lastVerified: { token: string; at: number; profile: unknown } | null = null;
let pendingCheck: { token: string; promise: Promise<void> } | null = null;
let pendingProfile: { token: string; promise: Promise<Profile | null> } | null = null;
// The last profile read for a token, kept past the check interval: a failed re-read (the server
// busy or unreachable for a moment) answers from it rather than sending the page to an error.
let lastProfile: { token: string; profile: Profile } | null = null;

function forgetVerification(): void {
  lastVerified = null;
  pendingCheck = null;
  pendingProfile = null;
  lastProfile = null;
}

function signedInUser(): AdminUser | null {
  try {
    return storedUser();
  } catch (error) {
    // A corrupt stored user cannot be trusted for identity or permissions: sign out.
    clearSession();
    forgetVerification();
    throw error;
  }
}

function requireSession<T extends { token: string; user: AdminUser }>(data: T | undefined): T {
  if (!data?.token || !data.user) throw new ApiError('The server sent an unexpected answer.', 0, data);
  return data;
}

async function verifyToken(token: string): Promise<void> {
  try {
    const { data } = await apiRequest('/auth/profile', { token });
    lastVerified = { token, at: Date.now(), profile: data ?? null };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      clearSession();
      forgetVerification();
      throw { message: 'Your session has expired. Please sign in again.' };
    }
    // A network or server failure says nothing about the token. Rejecting would make
    // react-admin log the user out on every server hiccup, so the check passes without
    // being cached, and the next page change tries again.
  }
}

/**
 * The profile the session check just read for this token (within the check interval), so the
 * layout starts with it instead of asking /auth/profile a second time on every page load.
 */
export function checkedProfile(token: string | null): unknown {
  const fresh = lastVerified && token && lastVerified.token === token && Date.now() - lastVerified.at < PROFILE_CHECK_INTERVAL_MS;
  return fresh ? lastVerified!.profile : null;
}

/**
 * The signed-in admin's profile: the one the session check read within the check interval, or
 * one GET /auth/profile shared by every caller asking at the same time (menu items, buttons,
 * route guards and the profile context all ask together on a page load).
 */
export function loadProfile(): Promise<Profile | null> {
  const token = storedToken();
  if (!token) return Promise.resolve(null);
  const known = checkedProfile(token) as Profile | null;
  if (known) {
    lastProfile = { token, profile: known };
    return Promise.resolve(known);
  }
  if (pendingProfile?.token !== token) {
    const promise = apiRequest<Profile>('/auth/profile', { token })
      .then(({ data }) => {
        const profile = data ?? null;
        if (storedToken() === token) {
          lastVerified = { token, at: Date.now(), profile };
          if (profile) lastProfile = { token, profile };
        }
        return profile;
      })
      .catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 401) {
          clearSession();
          forgetVerification();
          throw error;
        }
        if (lastProfile?.token === token) return lastProfile.profile;
        throw error;
      })
      .finally(() => {
        if (pendingProfile?.promise === promise) pendingProfile = null;
      });
    pendingProfile = { token, promise };
  }
  return pendingProfile.promise;
}

export const authProvider: ConsoleAuthProvider = {
  ...accountMethods,
  async login(params: CredentialsParams | PasswordResetParams) {
    forgetVerification();
    await forgetOfflineData();
    if ('newPassword' in params) {
      const { data } = await apiRequest<{ token: string; user: AdminUser }>('/auth/reset-password-login', {
        method: 'POST',
        body: { userId: params.userId, newPassword: params.newPassword },
        token: params.resetToken,
      });
      const session = requireSession(data);
      saveSession(session.token, session.user);
      return;
    }
    const { data } = await apiRequest<LoginData>('/auth/login', {
      method: 'POST',
      body: { email: params.email.trim(), password: params.password },
      token: null,
    });
    const session = requireSession(data);
    if (session.shouldResetPassword) throw new PasswordResetRequiredError(session.user.id, session.token);
    saveSession(session.token, session.user);
  },

  /**
   * Signs out here and on the server (DECISIONS §9): POST /auth/logout ends this token and every
   * earlier one of the account. The local sign-out does not wait on the server's answer to hold.
   */
  async logout() {
    const token = storedToken();
    clearSession();
    forgetVerification();
    await forgetOfflineData();
    if (token) await apiRequest('/auth/logout', { method: 'POST', token }).catch(() => undefined);
    return '/login';
  },

  async checkAuth() {
    const token = storedToken();
    // Nothing to tell a visitor who never signed in: react-admin just shows the login page.
    if (!token) throw { message: false };
    signedInUser();
    if (lastVerified?.token === token && Date.now() - lastVerified.at < PROFILE_CHECK_INTERVAL_MS) return;
    if (pendingCheck?.token !== token) {
      const promise = verifyToken(token).finally(() => {
        if (pendingCheck?.promise === promise) pendingCheck = null;
      });
      pendingCheck = { token, promise };
    }
    return pendingCheck.promise;
  },

  async checkError(error: unknown) {
    const status = (error as { status?: unknown } | null)?.status;
    if (status === 401) {
      clearSession();
      forgetVerification();
      throw { message: 'Your session has expired. Please sign in again.' };
    }
    // 403 means signed in but not allowed: the user stays signed in.
  },

  async getIdentity(): Promise<UserIdentity> {
    const user = signedInUser();
    if (!user) throw new Error('Not signed in.');
    const fullName = [user.firstName, user.lastName].filter(Boolean).join(' ');
    return { id: user.id, fullName: fullName || user.email };
  },

  async getPermissions() {
    return signedInUser()?.roles ?? [];
  },

  /** Every menu item, button and route asks here (ACCESS_RULES), with the record when there is one; unknown resource or action: refused. */
  async canAccess({ resource, action, record }: { resource: string; action: string; record?: unknown }) {
    if (!storedToken()) return false;
    return decideAccess(await loadProfile(), resource, action, record);
  },
};
