import { ADMIN_LEVELS, PERMISSIONS, SUPERADMIN_ROLE, type AdminLevel, type Permission, type UserRole } from '#contracts';
import type { StateScope } from '#platform';

export interface Access {
  level: AdminLevel | null;
  isSuperAdmin: boolean;
  scope: StateScope;
  permissions: Set<Permission>;
}

const ANY_ADMIN: Permission[] = [
  'centres.read',
  'centres.review',
  'centres.create',
  'centres.import',
  'centres.export',
  'accreditation.read',
  'accreditation.act',
  'reports.read',
  'roles.read',
  'audit.read',
];
const NATIONAL: Permission[] = [...ANY_ADMIN, 'centres.approve_autotest', 'autotest.write', 'users.read', 'users.manage', 'audit.export'];

/** Role name -> the permission list stored on the role; null (or absent) keeps the level's meaning. */
export type RolePermissionLists = ReadonlyMap<string, readonly Permission[] | null>;

/**
 * What a user may do follows from the roles they hold that are still active: none grants nothing
 * (an account made through /register sees no admin data); any role makes an admin of its level;
 * national reaches every state and manages state-level users; superadmin holds everything. A role that
 * carries a permission list (DECISIONS §8, e.g. the auditor) gives exactly that list instead; its
 * level still decides the reach (scope is one separate rule).
 */
export function deriveAccess(roles: UserRole[], activeRoleNames: ReadonlySet<string>, lists: RolePermissionLists = new Map()): Access {
  const held = roles.filter((r) => activeRoleNames.has(r.type) && (ADMIN_LEVELS as readonly string[]).includes(r.level));
  const isSuperAdmin = held.some((r) => r.type === SUPERADMIN_ROLE);
  const isNational = isSuperAdmin || held.some((r) => r.level === 'national');
  const states = [...new Set(held.filter((r) => r.level === 'state').flatMap((r) => r.assignedStates))];
  const level: AdminLevel | null = held.length === 0 ? null : isNational ? 'national' : 'state';
  // Each held role gives its own list when it carries one, else what its level gives today.
  const granted = new Set<Permission>();
  for (const role of held) {
    const list = lists.get(role.type);
    const own: readonly Permission[] = list
      ? list
      : role.type === SUPERADMIN_ROLE
        ? PERMISSIONS
        : role.level === 'national'
          ? NATIONAL
          : states.length > 0
            ? ANY_ADMIN
            : [];
    for (const p of own) granted.add(p);
  }
  return {
    level,
    isSuperAdmin,
    scope: isNational ? { all: true } : { all: false, states },
    permissions: granted,
  };
}
