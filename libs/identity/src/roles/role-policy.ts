import { GRANT_MSG, type Permission, type PowerEntry, type UserRole } from '#contracts';
import { AppError, type AdminPrincipal } from '#platform';
import { powerEntry, SUPER_ADMIN_ONLY, widestPermissions } from '../permissions/derive-permissions.js';
import { missingPower, placeOf } from '../users/user-policy.js';
import type { SystemRole } from './system-role.entity.js';

/**
 * Roles are grants too (DECISIONS §9): nobody makes a role give more than they hold, changes a
 * system role unless a super admin, or edits a role they hold (which would raise themselves).
 * Pure: the service asks and throws what it gets back.
 */

/** A role may give only permissions its author holds: its list, or what its level gives a national holder when it has none. */
export function checkRoleGrant(admin: AdminPrincipal, roleName: string, permissions: readonly Permission[] | null): AppError | null {
  if (admin.isSuperAdmin) return null;
  const lacking = widestPermissions(permissions, roleName).find((p) => !admin.permissions.has(p));
  return lacking ? AppError.forbidden(GRANT_MSG.cannotGivePermission(lacking)) : null;
}

/** SPEC §6: what only a super admin holds is on no role's list, whoever writes it (400: no one could). */
export function checkRoleList(permissions: readonly Permission[] | null | undefined): AppError | null {
  const reserved = (permissions ?? []).find((p) => SUPER_ADMIN_ONLY.has(p));
  return reserved ? new AppError('BAD_REQUEST', GRANT_MSG.superAdminOnlyPermission(reserved)) : null;
}

/** A role as its holders' entries read it: whether it is active, and its list (null: the level decides). */
export interface RoleMeaning {
  isActive: boolean;
  permissions: readonly Permission[] | null;
}

/**
 * A role edit is a grant to every current holder of the role (DECISIONS §9): each (permission,
 * states) pair a holder's entry gains by it must be one the editor holds, so a role manager who
 * reviews in Lagos only cannot give review to a role someone holds nationally. `entries` are the
 * holders' entries of this role.
 */
export function checkRoleReach(admin: AdminPrincipal, roleName: string, entries: readonly UserRole[], before: RoleMeaning, after: RoleMeaning): AppError | null {
  if (admin.isSuperAdmin) return null;
  const gained: PowerEntry[] = [];
  for (const entry of entries) {
    const was = before.isActive ? powerEntry(entry, new Map([[roleName, before.permissions]])) : null;
    const now = after.isActive ? powerEntry(entry, new Map([[roleName, after.permissions]])) : null;
    if (!now) continue;
    const added = now.permissions.filter((p) => !was?.permissions.includes(p));
    if (added.length > 0) gained.push({ ...now, permissions: added });
  }
  const missing = missingPower(admin.power, gained);
  return missing ? AppError.forbidden(GRANT_MSG.cannotWidenRole(missing.permission, placeOf(missing.states))) : null;
}

export function checkRoleEdit(admin: AdminPrincipal, role: Pick<SystemRole, 'isSystem' | 'roleName'>): AppError | null {
  if (admin.isSuperAdmin) return null;
  if (role.isSystem) return AppError.forbidden(GRANT_MSG.onlySuperAdminChangesSystemRoles);
  if (admin.roles.some((r) => r.type === role.roleName)) return AppError.forbidden(GRANT_MSG.cannotEditOwnRole);
  return null;
}

export function deny(denial: AppError | null): void {
  if (denial) throw denial;
}
