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

/** What an action on a console resource needs: a server permission, or only a signed-in account. */
export type AccessRule = Permission | 'signed-in';

/**
 * The console's access table (issue 16): every menu item, button and route asks
 * authProvider.canAccess({ resource, action }), which reads it through decideAccess.
 */
export const ACCESS_RULES = {
  'admin-dashboard': { list: 'centres.read' },
  'admin-centres': {
    list: 'centres.read',
    show: 'centres.read',
    export: 'centres.export',
    create: 'centres.create',
    import: 'centres.import',
    review: 'centres.review',
    'approve-autotest': 'centres.approve_autotest',
    'autotest-result': 'autotest.write',
  },
  'bulk-actions': { list: 'centres.read', show: 'centres.read', create: 'centres.review' },
  'import-jobs': { list: 'centres.read', show: 'centres.read', create: 'centres.import' },
  'admin-accreditation': {
    list: 'accreditation.read',
    show: 'accreditation.read',
    export: 'accreditation.read',
    act: 'accreditation.act',
    configure: 'accreditation.configure',
  },
  'admin-users': {
    list: 'users.read',
    show: 'users.read',
    create: 'users.manage',
    edit: 'users.manage',
    delete: 'users.manage',
    'reset-password': 'users.manage',
    deactivate: 'users.manage',
  },
  'admin-roles': { list: 'roles.read', show: 'roles.read', create: 'roles.manage', edit: 'roles.manage', deactivate: 'roles.manage' },
  'admin-reports': { list: 'reports.read', rebuild: 'reports.rebuild' },
  'audit-events': { list: 'audit.read', show: 'audit.read', export: 'audit.export' },
  'admin-profile': { '*': 'signed-in' },
} as const satisfies Record<string, Record<string, AccessRule>>;

export type AccessResource = keyof typeof ACCESS_RULES;

/** The review acts on a centre, all opened by the admin-centres "review" action. */
const REVIEW_ACTS = new Set(['approve', 'reject', 'query', 'reset', 'resend', 'repost']);

/**
 * Whether a signed-in admin may take an action on a console resource. Pure: the profile is the
 * one GET /api/auth/profile returned. No profile, an unknown resource or an unknown action: refused.
 * The server enforces every rule on its own; this only hides what it would refuse.
 */
export function decideAccess(profile: Pick<Profile, 'permissions'> | null | undefined, resource: string, action: string): boolean {
  if (!profile || !Array.isArray(profile.permissions)) return false;
  // A nested list (a bulk run's items at "bulk-actions/{id}/items") follows the resource it belongs to.
  const base = resource.split('/')[0] ?? '';
  if (!Object.prototype.hasOwnProperty.call(ACCESS_RULES, base)) return false;
  const rules: Record<string, AccessRule> = ACCESS_RULES[base as AccessResource];
  const name = base === 'admin-centres' && REVIEW_ACTS.has(action) ? 'review' : action;
  const rule = Object.prototype.hasOwnProperty.call(rules, name) ? rules[name] : rules['*'];
  if (!rule) return false;
  return rule === 'signed-in' || profile.permissions.includes(rule);
}

/** The level chip: National or State; none for an account without a role. */
export function levelLabel(level: Profile['level']): string | null {
  if (level === 'national') return 'National';
  if (level === 'state') return 'State';
  return null;
}
