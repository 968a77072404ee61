import type { Permission, RoleCategory } from '#contracts';
import type { SystemRole } from './system-role.entity.js';

export interface PublicRole {
  _id: string;
  id: string;
  roleName: string;
  displayName: string;
  description: string;
  category: RoleCategory;
  isSystem: boolean;
  isActive: boolean;
  /** The capabilities the role gives; null: its holders' level decides (DECISIONS §8). */
  permissions: Permission[] | null;
  createdAt: Date;
}

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
    createdAt: role.createdAt,
  };
}

/** The role picker's option (SPEC §3 "Available role name option"). */
export function toRoleOption(role: SystemRole): { value: string; label: string; category: RoleCategory } {
  return { value: role.roleName, label: role.displayName, category: role.category };
}
