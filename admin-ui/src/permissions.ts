import { mayUse, ROUTE_RULES, type ApiRoute, type Permission, type PowerEntry } from '@cbt/contracts';

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
  /** One entry per role held: its permissions and the states it reaches (DECISIONS §9). */
  power: PowerEntry[];
}

/**
 * The console's access table: every menu item, button and route asks authProvider.canAccess({
 * resource, action, record }), which reads it through decideAccess. Each action names the API route
 * it calls; the route's row in the server's route table (API_ROUTES) says the permission it needs
 * and whether a record's state decides, so the console and the server cannot disagree.
 */
export const ACCESS_RULES = {
  'admin-dashboard': { list: 'GET /api/admin/dashboard' },
  'admin-centres': {
    list: 'GET /api/admin/schools',
    show: 'GET /api/admin/schools/{id}',
    export: 'GET /api/admin/schools/export/csv',
    create: 'POST /api/centre-registration/simple',
    import: 'POST /api/centre-registration/bulk-upload',
    review: 'PUT /api/admin/schools/{id}/approve',
    'approve-autotest': 'PUT /api/admin/schools/{id}/approve-autotest',
    'autotest-result': 'PUT /api/autotest/reference/{reference}',
    notifications: 'GET /api/admin/schools/{id}/notifications',
    'resend-notification': 'POST /api/admin/schools/{id}/notifications/{notificationId}/resend',
    overdue: 'GET /api/admin/deadlines/overdue',
  },
  'bulk-actions': { list: 'GET /api/admin/bulk-actions', show: 'GET /api/admin/bulk-actions/{jobId}', create: 'POST /api/admin/schools/bulk-actions' },
  'import-jobs': { list: 'GET /api/admin/import-jobs', show: 'GET /api/admin/import-jobs/{id}', create: 'POST /api/centre-registration/bulk-upload' },
  'admin-accreditation': {
    list: 'GET /api/accreditation/centres',
    show: 'GET /api/accreditation/centres/{centreId}',
    export: 'GET /api/accreditation/export/csv',
    act: 'POST /api/accreditation/centres/{centreId}/approve',
    initialize: 'POST /api/accreditation/centres/{centreId}/initialize',
    configure: 'POST /api/accreditation/config',
  },
  'admin-users': {
    list: 'GET /api/user/all',
    show: 'GET /api/user/{id}',
    create: 'POST /api/user',
    edit: 'PUT /api/user/{id}',
    delete: 'DELETE /api/user/{id}',
    'reset-password': 'POST /api/user/{id}/reset-password',
    deactivate: 'POST /api/user/{id}/deactivate',
  },
  'admin-roles': { list: 'GET /api/roles', show: 'GET /api/roles', create: 'POST /api/roles', edit: 'PUT /api/roles/{id}', deactivate: 'DELETE /api/roles/{id}' },
  'admin-reports': { list: 'GET /api/reports/state-distribution', rebuild: 'POST /api/reports/rebuild' },
  'audit-events': { list: 'GET /api/audit/audit-events', show: 'GET /api/audit/audit-events/{id}', export: 'GET /api/audit/events/export/csv', verify: 'GET /api/audit/verify' },
  'admin-inspections': {
    list: 'GET /api/inspections/visits',
    show: 'GET /api/inspections/visits/{visitId}',
    create: 'POST /api/inspections/visits',
    edit: 'PUT /api/inspections/visits/{visitId}/findings/{criterionKey}',
  },
  'admin-holidays': {
    list: 'GET /api/admin/holidays',
    show: 'GET /api/admin/holidays/{id}',
    create: 'POST /api/admin/holidays',
    edit: 'PUT /api/admin/holidays/{id}',
    delete: 'DELETE /api/admin/holidays/{id}',
  },
  'admin-privacy-requests': {
    list: 'GET /api/admin/privacy-requests',
    show: 'GET /api/admin/privacy-requests/{id}',
    answer: 'POST /api/admin/privacy-requests/{id}/answer',
    reject: 'POST /api/admin/privacy-requests/{id}/reject',
  },
  'admin-privacy-breaches': {
    list: 'GET /api/admin/privacy-breaches',
    show: 'GET /api/admin/privacy-breaches/{id}',
    create: 'POST /api/admin/privacy-breaches',
    notified: 'POST /api/admin/privacy-breaches/{id}/notified',
    'email-centres': 'POST /api/admin/privacy-breaches/{id}/email-centres',
  },
  'admin-jobs': { list: 'GET /api/admin/jobs' },
  'admin-retention': { list: 'GET /api/privacy/retention', hold: 'POST /api/privacy/legal-holds', lift: 'POST /api/privacy/legal-holds/{centreId}/lift' },
  'admin-job-schedules': { list: 'GET /api/admin/jobs/schedules' },
  // DECISIONS §10: the centres' appeals; deciding needs appeals.decide (and no part in the decision, which the server checks).
  'admin-appeals': { list: 'GET /api/appeals', show: 'GET /api/appeals/{id}', decide: 'POST /api/appeals/{id}/decision' },
  // DECISIONS §10: each member of staff declares their own conflicts of interest.
  'admin-conflicts': { list: 'GET /api/conflicts', create: 'POST /api/conflicts' },
  // The read log (DECISIONS §10): the data protection officer's search.
  'centre-reads': { list: 'GET /api/admin/centre-reads' },
  // The failed jobs listed on the Jobs page: retried, or discarded through react-admin's delete.
  'admin-failed-jobs': { list: 'GET /api/admin/failed-jobs', retry: 'POST /api/admin/failed-jobs/{id}/retry', delete: 'DELETE /api/admin/failed-jobs/{id}' },
  'admin-profile': { '*': 'GET /api/auth/profile' },
} as const satisfies Record<string, Record<string, ApiRoute>>;

export type AccessResource = keyof typeof ACCESS_RULES;

/** The review acts on a centre, all opened by the admin-centres "review" action. */
const REVIEW_ACTS = new Set(['approve', 'reject', 'query', 'reset', 'resend', 'repost']);

/** The state a record lies in, when it is one of a state: a centre (State) or an entry about one (state). */
function stateOf(record: unknown): string | null | undefined {
  if (!record || typeof record !== 'object') return undefined;
  const { State, state } = record as { State?: unknown; state?: unknown };
  const value = State ?? state;
  return typeof value === 'string' ? value : value === null ? null : undefined;
}

/** The API route an action on a console resource calls, or null for an unknown resource or action. */
export function routeOfAction(resource: string, action: string): ApiRoute | null {
  // A nested list (a bulk run's items at "bulk-actions/{id}/items") follows the resource it belongs to.
  const base = resource.split('/')[0] ?? '';
  if (!Object.prototype.hasOwnProperty.call(ACCESS_RULES, base)) return null;
  const rules: Record<string, ApiRoute> = ACCESS_RULES[base as AccessResource];
  const name = base === 'admin-centres' && REVIEW_ACTS.has(action) ? 'review' : action;
  return Object.prototype.hasOwnProperty.call(rules, name) ? rules[name]! : (rules['*'] ?? null);
}

/**
 * Whether a signed-in admin may take an action on a console resource, and on `record` when given.
 * Pure: the profile is the one GET /api/auth/profile returned, whose `power` holds one entry per
 * role (DECISIONS §9): an action on a record of a state needs one entry carrying the route's
 * permission and reaching that state, as the server decides. No profile, an unknown resource or
 * action: refused. The server enforces every rule on its own; this only hides what it would refuse.
 */
export function decideAccess(profile: Pick<Profile, 'power'> | null | undefined, resource: string, action: string, record?: unknown): boolean {
  if (!profile || !Array.isArray(profile.power)) return false;
  const route = routeOfAction(resource, action);
  if (!route) return false;
  const rule = ROUTE_RULES[route];
  const state = rule.target === 'centre' ? stateOf(record) : undefined;
  return mayUse(profile.power, rule, state);
}

/** The level chip: National or State; none for an account without a role. */
export function levelLabel(level: Profile['level']): string | null {
  if (level === 'national') return 'National';
  if (level === 'state') return 'State';
  return null;
}
