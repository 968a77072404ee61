import { MSG, SUPERADMIN_ROLE, type AdminLevel, type UserRole } from '#contracts';
import { holdsSuperAdmin } from './user-view.js';

/**
 * Who may do what to which user (DECISIONS §4: nobody grants what they do not hold). Pure: the
 * service loads the actor and target, asks here, and throws the denial it gets back.
 */
export interface Actor {
  id: string;
  isSuperAdmin: boolean;
  level: AdminLevel | null;
  roles: UserRole[];
}

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

/** Creating a user: a national admin creates state-level users only, of role types they hold. */
export function checkCreate(actor: Actor, roles: UserRole[]): Denial | null {
  return checkGrant(actor, [], roles);
}

/**
 * Changing an existing user's roles. Besides the create rules: an account without any role is a
 * self-registered one, and DECISIONS §4 has a super admin grant its first role.
 */
export function checkRolesChange(actor: Actor, before: UserRole[], after: UserRole[]): Denial | null {
  const denial = checkGrant(actor, before, after);
  if (denial || actor.isSuperAdmin) return denial;
  return before.length === 0 && after.length > 0 ? forbidden(MSG.onlySuperAdminGrantsFirstRole) : null;
}

function checkGrant(actor: Actor, before: UserRole[], after: UserRole[]): Denial | null {
  const cannotManage = checkManageUsers(actor);
  if (cannotManage) return cannotManage;
  if (actor.isSuperAdmin) return null;
  if (isElevated(before) || isElevated(after)) return forbidden(MSG.onlySuperAdminManagesElevated);
  const held = new Set(actor.roles.map((r) => r.type));
  const had = new Set(before.map((r) => r.type));
  const granted = after.map((r) => r.type).find((type) => !had.has(type) && !held.has(type));
  return granted ? forbidden(MSG.cannotGrantUnheldRole(granted)) : null;
}

/** Editing names or email, or resetting a password: whoever may manage the target's current roles. */
export function checkManageTarget(actor: Actor, target: Target): Denial | null {
  return checkRolesChange(actor, target.roles, target.roles);
}

export function checkDelete(actor: Actor, target: Target): Denial | null {
  const cannotManage = checkManageUsers(actor);
  if (cannotManage) return cannotManage;
  if (holdsSuperAdmin(target.roles)) return forbidden(MSG.superAdminCannotBeDeleted);
  if (actor.id === target.id) return forbidden(MSG.cannotDeleteSelf);
  return checkManageTarget(actor, target);
}

/** Removing a role type from a user: the policy of a roles change, and never the last role. */
export function checkRoleRemoval(actor: Actor, target: Target, type: string): Denial | null {
  const cannotManage = checkManageTarget(actor, target);
  if (cannotManage) return cannotManage;
  if (!target.roles.some((r) => r.type === type)) return { code: 'NOT_FOUND', message: MSG.userLacksRole };
  const after = target.roles.filter((r) => r.type !== type);
  if (after.length === 0) return { code: 'CONFLICT', message: MSG.lastRoleCannotBeRemoved };
  return checkRolesChange(actor, target.roles, after);
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
