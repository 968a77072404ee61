import { TOKEN_KEY } from './api';

export const USER_KEY = 'user';

/** A role as the API returns it on the signed-in user. */
export interface UserRole {
  type: string;
  level: string;
  assignedStates: string[];
}

export interface AdminUser {
  id: string | number;
  email?: string;
  firstName?: string;
  lastName?: string;
  roles?: UserRole[];
}

export class UnreadableUserError extends Error {
  constructor() {
    super('The stored user could not be read.');
    this.name = 'UnreadableUserError';
  }
}

export function saveSession(token: string, user: AdminUser): void {
  window.localStorage.setItem(TOKEN_KEY, token);
  window.localStorage.setItem(USER_KEY, JSON.stringify(user));
}

export function clearSession(): void {
  window.localStorage.removeItem(TOKEN_KEY);
  window.localStorage.removeItem(USER_KEY);
}

/** The stored user, or null if none; throws UnreadableUserError for a corrupt entry. */
export function storedUser(): AdminUser | null {
  const raw = window.localStorage.getItem(USER_KEY);
  if (raw === null) return null;
  try {
    const user: unknown = JSON.parse(raw);
    if (user && typeof user === 'object' && 'id' in user) return user as AdminUser;
  } catch {
    // Falls through to the error below.
  }
  throw new UnreadableUserError();
}
