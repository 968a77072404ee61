import { diffFields, type AuditInput } from '#audit';
import type { UserRole } from '#contracts';

/** The user fields the log compares; never a password or its hash. */
const USER_FIELDS = ['firstName', 'lastName', 'email', 'gender', 'roles', 'isActive'] as const;
const ROLE_FIELDS = ['roleName', 'displayName', 'description', 'category', 'isActive', 'permissions'] as const;

interface UserShape {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  gender: string | null;
  roles: UserRole[];
  isActive: boolean;
}

interface RoleShape {
  id: string;
  roleName: string;
  displayName: string;
  description: string;
  category: string;
  isActive: boolean;
  permissions: string[] | null;
}

export function userSnapshot(user: UserShape): UserShape {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    gender: user.gender,
    roles: user.roles.map((r) => ({ type: r.type, level: r.level, assignedStates: [...r.assignedStates] })),
    isActive: user.isActive,
  };
}

export function userAudit(action: string, before: UserShape | null, after: UserShape | null, data?: Record<string, unknown>): AuditInput {
  const id = (after ?? before)!.id;
  return { action, target: { type: 'user', id }, changes: diffFields<UserShape>(before, after, USER_FIELDS), data: data ?? null };
}

export function roleSnapshot(role: RoleShape): RoleShape {
  return {
    id: role.id,
    roleName: role.roleName,
    displayName: role.displayName,
    description: role.description,
    category: role.category,
    isActive: role.isActive,
    permissions: role.permissions ? [...role.permissions] : null,
  };
}

export function roleAudit(action: string, before: RoleShape | null, after: RoleShape): AuditInput {
  return { action, target: { type: 'role', id: after.id }, changes: diffFields<RoleShape>(before, after, ROLE_FIELDS), data: { roleName: after.roleName } };
}
