import { AUDITOR_ROLE, entriesCarrying, GRANT_MSG, MSG, reachCovers, reaches, reachOf, SUPERADMIN_ROLE, type AdminLevel, type Permission, type PowerEntry, type Reach, type UserRole } from '#contracts';
import { holdsSuperAdmin } from './user-view.js';

/**
 * Who may do what to which user (DECISIONS §4 and §9: nobody grants a permission or a scope they
 * do not hold). Pure: the service loads the actor and target, asks here, and throws the denial it
 * gets back.
 */
export interface Actor {
  id: string;
  isSuperAdmin: boolean;
  level: AdminLevel | null;
  roles: UserRole[];
  /** One entry per role held (derive-permissions.ts). */
  power: readonly PowerEntry[];
}

/** The power role entries give, from the active roles and their permission lists. */
export type PowerOf = (roles: readonly UserRole[]) => PowerEntry[];

export interface Target {
  id: string;
  roles: UserRole[];
}

export interface Denial {
  code: 'FORBIDDEN' | 'NOT_FOUND' | 'CONFLICT';
  message: string;
}

const forbidden = (message: string): Denial => ({ code: 'FORBIDDEN', message });

/** National or super admin power: what only a super admin may hand out or touch. */
export function isElevated(roles: UserRole[]): boolean {
  return roles.some((r) => r.type === SUPERADMIN_ROLE || r.level === 'national');
}

/** State admins and accounts without a role manage nobody; the route permission says the same. */
export function checkManageUsers(actor: Actor): Denial | null {
  return actor.isSuperAdmin || actor.level === 'national' ? null : forbidden(MSG.stateAdminsManageNoUsers);
}

/**
 * The first (permission, states) pair of `wanted` that `held` does not hold: a pair is held when the
 * entries carrying the permission together reach those states.
 */
export function missingPower(held: readonly PowerEntry[], wanted: readonly PowerEntry[]): { permission: Permission; states: Reach } | null {
  for (const entry of wanted) {
    for (const permission of entry.permissions) {
      const reach = reachOf(entriesCarrying(held, permission));
      if (!reachCovers(reach, entry.states)) {
        const outside = entry.states === 'all' ? 'all' : entry.states.filter((s) => !reaches(reach, s));
        return { permission, states: outside };
      }
    }
  }
  return null;
}

export const placeOf = (states: Reach) => (states === 'all' ? GRANT_MSG.everywhere : GRANT_MSG.inState(states.join(', ')));

/** Creating a user: a national admin creates state-level users only, of role types they hold. */
export function checkCreate(actor: Actor, roles: UserRole[], powerOf: PowerOf): Denial | null {
  return checkGrant(actor, [], roles, powerOf);
}

/**
 * Changing an existing user's roles. Besides the create rules: an account without any role is a
 * self-registered one, and DECISIONS §4 has a super admin grant its first role.
 */
export function checkRolesChange(actor: Actor, before: UserRole[], after: UserRole[], powerOf: PowerOf): Denial | null {
  const denial = checkGrant(actor, before, after, powerOf);
  if (denial || actor.isSuperAdmin) return denial;
  return before.length === 0 && after.length > 0 ? forbidden(MSG.onlySuperAdminGrantsFirstRole) : null;
}

const entryKey = (r: UserRole) => JSON.stringify([r.type, r.level, [...r.assignedStates].map((s) => s.toLowerCase()).sort()]);

/**
 * A grant: never of or to an auditor's account (DECISIONS §4), role types the actor holds, and for every role entry it adds, every
 * permission in every state that entry gives, held by the actor there (DECISIONS §9).
 */
function checkGrant(actor: Actor, before: UserRole[], after: UserRole[], powerOf: PowerOf): Denial | null {
  const cannotManage = checkManageUsers(actor);
  if (cannotManage) return cannotManage;
  if (actor.isSuperAdmin) return null;
  // DECISIONS §4: the audited do not control their auditors' accounts, nor choose who audits them.
  if ([...before, ...after].some((r) => r.type === AUDITOR_ROLE)) return forbidden(GRANT_MSG.onlySuperAdminManagesAuditors);
  if (isElevated(before) || isElevated(after)) return forbidden(MSG.onlySuperAdminManagesElevated);
  const held = new Set(actor.roles.map((r) => r.type));
  const had = new Set(before.map((r) => r.type));
  const granted = after.map((r) => r.type).find((type) => !had.has(type) && !held.has(type));
  if (granted) return forbidden(MSG.cannotGrantUnheldRole(granted));
  const existing = new Set(before.map(entryKey));
  const missing = missingPower(actor.power, powerOf(after.filter((r) => !existing.has(entryKey(r)))));
  return missing ? forbidden(GRANT_MSG.cannotGrantScope(missing.permission, placeOf(missing.states))) : null;
}

/**
 * Editing names or email, resetting a password, deactivating: whoever may manage the target's
 * current roles and holds every permission the target holds, in every state the target holds it
 * (DECISIONS §9), so nobody takes over an account more powerful than their own.
 */
export function checkManageTarget(actor: Actor, target: Target, powerOf: PowerOf): Denial | null {
  const denial = checkRolesChange(actor, target.roles, target.roles, powerOf);
  if (denial || actor.isSuperAdmin) return denial;
  const missing = missingPower(actor.power, powerOf(target.roles));
  return missing ? forbidden(GRANT_MSG.targetHoldsMore(missing.permission, placeOf(missing.states))) : null;
}

export function checkDelete(actor: Actor, target: Target, powerOf: PowerOf): Denial | null {
  const cannotManage = checkManageUsers(actor);
  if (cannotManage) return cannotManage;
  if (holdsSuperAdmin(target.roles)) return forbidden(MSG.superAdminCannotBeDeleted);
  if (actor.id === target.id) return forbidden(MSG.cannotDeleteSelf);
  return checkManageTarget(actor, target, powerOf);
}

/** Removing a role type from a user: the policy of a roles change, and never the last role. */
export function checkRoleRemoval(actor: Actor, target: Target, type: string, powerOf: PowerOf): Denial | null {
  const cannotManage = checkManageTarget(actor, target, powerOf);
  if (cannotManage) return cannotManage;
  if (!target.roles.some((r) => r.type === type)) return { code: 'NOT_FOUND', message: MSG.userLacksRole };
  const after = target.roles.filter((r) => r.type !== type);
  if (after.length === 0) return { code: 'CONFLICT', message: MSG.lastRoleCannotBeRemoved };
  return checkRolesChange(actor, target.roles, after, powerOf);
}

export function losesSuperAdmin(before: UserRole[], after: UserRole[]): boolean {
  return holdsSuperAdmin(before) && !holdsSuperAdmin(after);
}

/**
 * Whether the new roles take away anything the old ones gave: a role type, national reach, or a
 * state. Then the user's tokens are voided, so the loss holds even for a request already signed.
 */
export function removesAccess(before: UserRole[], after: UserRole[]): boolean {
  return before.some((old) => {
    const same = after.filter((r) => r.type === old.type);
    if (same.some((r) => r.level === 'national')) return false;
    if (old.level === 'national') return true;
    const states = new Set(same.flatMap((r) => r.assignedStates));
    return same.length === 0 || old.assignedStates.some((s) => !states.has(s));
  });
}
