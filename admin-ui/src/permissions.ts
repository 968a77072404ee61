import type { Permission } from '@cbt/contracts';

/** GET /api/auth/profile: who is signed in and what the server lets them do. */
export interface Profile {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  /** null while a self-registered account holds no role yet. */
  level: 'national' | 'state' | null;
  /** The states a state admin sees; empty for national and super admins (they see all). */
  assignedStates: string[];
  isSuperAdmin: boolean;
  permissions: Permission[];
}

/** The console's areas, each opened by one server permission. */
export const AREA_PERMISSION = {
  dashboard: 'centres.read',
  centres: 'centres.read',
  reviewCentres: 'centres.review',
  approveAutotest: 'centres.approve_autotest',
  exportCentres: 'centres.export',
  createCentre: 'centres.create',
  importCentres: 'centres.import',
  accreditation: 'accreditation.read',
  actOnAccreditation: 'accreditation.act',
  configureAccreditation: 'accreditation.configure',
  users: 'users.read',
  roles: 'roles.read',
  reports: 'reports.read',
  auditLog: 'audit.read',
  exportAudit: 'audit.export',
  manageRoles: 'roles.manage',
} as const satisfies Record<string, Permission>;

export type Area = keyof typeof AREA_PERMISSION;

/**
 * Whether the signed-in admin may use an area. The server enforces every rule on its own;
 * this only hides what would be refused.
 */
export function canAccess(profile: Pick<Profile, 'permissions'> | null | undefined, area: Area): boolean {
  return !!profile && profile.permissions.includes(AREA_PERMISSION[area]);
}

/** The level chip: National or State; none for an account without a role. */
export function levelLabel(level: Profile['level']): string | null {
  if (level === 'national') return 'National';
  if (level === 'state') return 'State';
  return null;
}
