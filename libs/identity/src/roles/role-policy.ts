import { GRANT_MSG, type Permission } from '#contracts';
import { AppError, type AdminPrincipal } from '#platform';
import { widestPermissions } from '../permissions/derive-permissions.js';
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

export function checkRoleEdit(admin: AdminPrincipal, role: Pick<SystemRole, 'isSystem' | 'roleName'>): AppError | null {
  if (admin.isSuperAdmin) return null;
  if (role.isSystem) return AppError.forbidden(GRANT_MSG.onlySuperAdminChangesSystemRoles);
  if (admin.roles.some((r) => r.type === role.roleName)) return AppError.forbidden(GRANT_MSG.cannotEditOwnRole);
  return null;
}

export function deny(denial: AppError | null): void {
  if (denial) throw denial;
}
