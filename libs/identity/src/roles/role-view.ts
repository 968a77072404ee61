import type { RoleOption, RoleView } from '#contracts';
import type { SystemRole } from './system-role.entity.js';

/** What the API shows of a role: the shape the console reads too (libs/contracts views). */
export type PublicRole = RoleView;

export function toPublicRole(role: SystemRole): PublicRole {
  return {
    _id: role.id,
    id: role.id,
    roleName: role.roleName,
    displayName: role.displayName,
    description: role.description,
    category: role.category,
    isSystem: role.isSystem,
    isActive: role.isActive,
    permissions: role.permissions ?? null,
    createdAt: new Date(role.createdAt).toISOString(),
  };
}

/** The role picker's option (SPEC §3 "Available role name option"). */
export function toRoleOption(role: SystemRole): RoleOption {
  return { value: role.roleName, label: role.displayName, category: role.category };
}
