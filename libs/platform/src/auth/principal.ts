import type { AdminLevel, Permission, UserRole } from '#contracts';

/** Which states an admin may see: all, or the union of the states of their state-level roles. */
export type StateScope = { all: true } | { all: false; states: string[] };

export interface AdminPrincipal {
  kind: 'admin';
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  roles: UserRole[];
  /** national when any role is national; state when all are; null for an account without roles. */
  level: AdminLevel | null;
  isSuperAdmin: boolean;
  scope: StateScope;
  permissions: ReadonlySet<Permission>;
}

export interface CentrePrincipal {
  kind: 'centre';
  centreId: string;
  reference: string;
}

export function canSeeState(scope: StateScope, state: string | null | undefined): boolean {
  if (scope.all) return true;
  if (!state) return false;
  const wanted = state.trim().toLowerCase();
  return scope.states.some((s) => s.toLowerCase() === wanted);
}

/** Loads the live admin behind a token, so a disabled user or a removed role takes effect at once. */
export interface PrincipalLoader {
  loadAdmin(userId: string, tokenVersion: number): Promise<AdminPrincipal | null>;
}

export const PRINCIPAL_LOADER = Symbol('PRINCIPAL_LOADER');
