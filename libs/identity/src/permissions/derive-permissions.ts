import { ADMIN_LEVELS, PERMISSIONS, reachOf, SUPER_ADMIN_ONLY_PERMISSIONS, SUPERADMIN_ROLE, type AdminLevel, type Permission, type PowerEntry, type UserRole } from '#contracts';
import type { StateScope } from '#platform';

export interface Access {
  level: AdminLevel | null;
  isSuperAdmin: boolean;
  /** Where any of the entries reaches: what the profile shows. Each route narrows it (DECISIONS §9). */
  scope: StateScope;
  permissions: Set<Permission>;
  power: PowerEntry[];
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
  'inspections.read',
  'inspections.manage',
];
// DECISIONS §10: appeals are decided nationally, by staff apart from the state office that decided.
const NATIONAL: Permission[] = [...ANY_ADMIN, 'centres.approve_autotest', 'autotest.write', 'users.read', 'users.manage', 'audit.export', 'appeals.decide'];

/**
 * Permissions whose effect is not bounded by a state (users, roles, the configuration, report
 * rebuilds) or that DECISIONS §4 gives national admins (approval for autotest, autotest results): a
 * state-level entry never carries them, whatever its role's list says.
 */
export const NATIONAL_ONLY: ReadonlySet<Permission> = new Set<Permission>([
  'users.manage',
  'roles.manage',
  'accreditation.configure',
  'reports.rebuild',
  'centres.approve_autotest',
  'autotest.write',
  'jobs.manage',
  'privacy.retention',
  'appeals.decide',
]);

/** Permissions only the super admin role carries (SPEC §6): a list stored before that rule gives them to nobody. */
export const SUPER_ADMIN_ONLY: ReadonlySet<Permission> = new Set<Permission>(SUPER_ADMIN_ONLY_PERMISSIONS);

/** The most a role can give: its list, or what its level gives a national holder. */
export function widestPermissions(list: readonly Permission[] | null | undefined, roleName: string): readonly Permission[] {
  if (roleName === SUPERADMIN_ROLE) return PERMISSIONS;
  return list ?? NATIONAL;
}

/** Role name -> the permission list stored on the role; null (or absent) keeps the level's meaning. */
export type RolePermissionLists = ReadonlyMap<string, readonly Permission[] | null>;

/**
 * One entry of power per active role held (DECISIONS §9). A role carrying a permission list (the
 * auditor, DECISIONS §8) gives that list; one without gives what its level gives: national admin
 * rights, or state admin rights in its states. The super admin role holds everything everywhere.
 * A state-level entry without states gives nothing.
 */
export function powerEntry(role: UserRole, lists: RolePermissionLists): PowerEntry | null {
  if (!(ADMIN_LEVELS as readonly string[]).includes(role.level)) return null;
  const national = role.type === SUPERADMIN_ROLE || role.level === 'national';
  if (!national && role.assignedStates.length === 0) return null;
  const list = lists.get(role.type);
  const given = role.type === SUPERADMIN_ROLE ? PERMISSIONS : (list ? list : national ? NATIONAL : ANY_ADMIN).filter((p) => !SUPER_ADMIN_ONLY.has(p));
  const permissions = national ? [...new Set(given)] : [...new Set(given)].filter((p) => !NATIONAL_ONLY.has(p));
  return { role: role.type, level: national ? 'national' : 'state', permissions, states: national ? 'all' : [...role.assignedStates] };
}

export function derivePower(roles: readonly UserRole[], activeRoleNames: ReadonlySet<string>, lists: RolePermissionLists = new Map()): PowerEntry[] {
  return roles.filter((r) => activeRoleNames.has(r.type)).flatMap((r) => powerEntry(r, lists) ?? []);
}

/**
 * What a user may do follows from the roles they hold that are still active: none grants nothing
 * (an account made through /register sees no admin data); each role held is one entry of power.
 */
export function deriveAccess(roles: UserRole[], activeRoleNames: ReadonlySet<string>, lists: RolePermissionLists = new Map()): Access {
  const held = roles.filter((r) => activeRoleNames.has(r.type) && (ADMIN_LEVELS as readonly string[]).includes(r.level));
  const power = derivePower(held, activeRoleNames, lists);
  const isSuperAdmin = held.some((r) => r.type === SUPERADMIN_ROLE);
  const isNational = isSuperAdmin || held.some((r) => r.level === 'national');
  const level: AdminLevel | null = held.length === 0 ? null : isNational ? 'national' : 'state';
  const reach = reachOf(power);
  return {
    level,
    isSuperAdmin,
    scope: reach === 'all' ? { all: true } : { all: false, states: [...reach] },
    permissions: new Set(power.flatMap((e) => e.permissions)),
    power,
  };
}
