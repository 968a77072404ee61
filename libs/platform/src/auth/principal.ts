import type { EntityManager } from 'typeorm';
import { entriesCarrying, reachOf, type AdminLevel, type Permission, type PowerEntry, type Reach, type UserRole } from '#contracts';

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
  /**
   * The states this request may touch. The admin guard narrows it to the entries carrying the
   * route's permission (DECISIONS §9), so every service reading it applies the per-role scope.
   */
  scope: StateScope;
  /** Every permission of every entry: what the profile lists. */
  permissions: ReadonlySet<Permission>;
  /** One entry per role held (DECISIONS §9): never merged into one scope. */
  power: readonly PowerEntry[];
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
  /**
   * `manager`: the caller's open transaction, read through instead of taking a second pooled
   * connection (a transaction waiting on the pool for its own reads exhausts it under load).
   */
  loadAdmin(userId: string, tokenVersion: number, manager?: EntityManager): Promise<AdminPrincipal | null>;
}

export const PRINCIPAL_LOADER = Symbol('PRINCIPAL_LOADER');

export function scopeOfReach(reach: Reach): StateScope {
  return reach === 'all' ? { all: true } : { all: false, states: [...reach] };
}

/**
 * The admin as a call needing `permission` sees them: the scope of the entries carrying it. A
 * service checking a second permission within one call (approval for autotest inside a bulk run)
 * narrows again with it.
 */
export function narrowTo(admin: AdminPrincipal, permission: Permission, national = false): AdminPrincipal {
  return { ...admin, scope: scopeOfReach(reachOf(entriesCarrying(admin.power, permission, national))) };
}

/** The role entries carrying `permission` and reaching `state`: the ones a write on that record may rely on. */
export function rolesActingOn(admin: AdminPrincipal, permission: Permission, state: string | null | undefined): UserRole[] {
  const acting = entriesCarrying(admin.power, permission).filter((e) => e.states === 'all' || (!!state && e.states.some((s) => s.toLowerCase() === state.trim().toLowerCase())));
  return acting.map((e) => ({ type: e.role, level: e.level, assignedStates: e.states === 'all' ? [] : [...e.states] }));
}
