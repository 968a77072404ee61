import type { Permission } from './identity.js';
import { MSG } from './messages.js';

/**
 * Every route of the API, once (DECISIONS §9): who may call it, the permission an admin token must
 * carry, whether it reads or writes, and what its path names. The admin guard reads this table on
 * every request; the server refuses to start when a controller route is missing from it or names
 * another permission; the console's canAccess and the generated permission matrix read it too.
 */
export interface RouteRule {
  /**
   * public: anyone; admin: an admin token; centre: a centre token bound to the path's reference;
   * reset: the restricted token of the forced password change; autotest: the X-Api-Key, an admin
   * token, or (where `centreToo`) the centre's own token.
   */
  auth: 'public' | 'admin' | 'centre' | 'reset' | 'autotest';
  /** The permission an admin token needs; null: any signed-in admin account, with or without a role. */
  permission?: Permission | null;
  /** A write needs one role entry carrying both the permission and the record's state; reads may combine entries. */
  access: 'read' | 'write';
  /**
   * What the path names, so the answer outside the caller's scope is 404: a record of a state (a
   * centre, or an audit entry about one), a job (started by the caller, or read by one reaching
   * every state), a user (whose roles lie in the caller's states), a role. Absent: nothing scoped
   * (lists filter their rows instead).
   */
  target?: 'centre' | 'job' | 'user' | 'role';
  /** Only role entries reaching every state count (national readers and super admins). */
  national?: true;
  /** The body is a multipart upload; every other body is JSON (DECISIONS §9: 415 otherwise). */
  body?: 'multipart';
  /** autotest routes a centre token may call too (its own centre only). */
  centreToo?: true;
  /** The 415's message when the body is not JSON, where the route has a more helpful one than the general. */
  notJson?: string;
}

const admin = (permission: Permission | null, access: RouteRule['access'], extra: Partial<RouteRule> = {}): RouteRule => ({ auth: 'admin', permission, access, ...extra });
const open = (access: RouteRule['access'] = 'write'): RouteRule => ({ auth: 'public', access });
const centreSession = (access: RouteRule['access'], extra: Partial<RouteRule> = {}): RouteRule => ({ auth: 'centre', access, ...extra });

export const API_ROUTES = {
  // sign-in and accounts
  'POST /api/auth/login': open(),
  'POST /api/auth/register': open(),
  'POST /api/auth/confirm-registration': open(),
  'POST /api/auth/invitation': open('read'),
  'POST /api/auth/accept-invitation': open(),
  'POST /api/auth/forgot-password': open(),
  'POST /api/auth/validate-reset-token': open('read'),
  'POST /api/auth/reset-password': open(),
  'POST /api/auth/reset-password-login': { auth: 'reset', access: 'write' },
  'GET /api/auth/profile': admin(null, 'read'),
  'POST /api/auth/change-password': admin(null, 'write'),
  'POST /api/auth/logout': admin(null, 'write'),
  'GET /api/auth/my-data': admin(null, 'read'),
  'POST /api/auth/centre-login': open(),

  // users
  'GET /api/user/all': admin('users.read', 'read'),
  'GET /api/user/{id}': admin('users.read', 'read', { target: 'user' }),
  'POST /api/user': admin('users.manage', 'write'),
  'PUT /api/user/{id}': admin('users.manage', 'write', { target: 'user' }),
  'DELETE /api/user/{id}': admin('users.manage', 'write', { target: 'user' }),
  'POST /api/user/{id}/reset-password': admin('users.manage', 'write', { target: 'user' }),
  'POST /api/user/{id}/roles': admin('users.manage', 'write', { target: 'user' }),
  'DELETE /api/user/{id}/roles/{role}': admin('users.manage', 'write', { target: 'user' }),
  'POST /api/user/{id}/deactivate': admin('users.manage', 'write', { target: 'user' }),
  'POST /api/user/{id}/reactivate': admin('users.manage', 'write', { target: 'user' }),

  // roles
  'GET /api/roles': admin('roles.read', 'read'),
  'GET /api/roles/active-names': admin('roles.read', 'read'),
  'POST /api/roles': admin('roles.manage', 'write'),
  'PUT /api/roles/{id}': admin('roles.manage', 'write', { target: 'role' }),
  'DELETE /api/roles/{id}': admin('roles.manage', 'write', { target: 'role' }),

  // centres: lists, review, documents
  'GET /api/admin/schools': admin('centres.read', 'read'),
  'GET /api/admin/schools/export/csv': admin('centres.export', 'read'),
  'GET /api/admin/statistics': admin('centres.read', 'read'),
  'GET /api/admin/dashboard': admin('centres.read', 'read'),
  'GET /api/admin/schools/{id}': admin('centres.read', 'read', { target: 'centre' }),
  'GET /api/admin/schools/{id}/actions': admin('centres.read', 'read', { target: 'centre' }),
  'GET /api/admin/schools/{id}/resends': admin('centres.read', 'read', { target: 'centre' }),
  'GET /api/admin/schools/{id}/documents/{documentId}': admin('centres.read', 'read', { target: 'centre' }),
  'GET /api/admin/schools/{id}/due-process-documents/{documentId}': admin('centres.read', 'read', { target: 'centre' }),
  'GET /api/admin/schools/{id}/change-requests': admin('centres.read', 'read', { target: 'centre' }),
  // the read log (DECISIONS §10): the data protection officer's search, every state's reads
  'GET /api/admin/centre-reads': admin('privacy.reads', 'read', { national: true }),
  'PUT /api/admin/schools/{id}/approve': admin('centres.review', 'write', { target: 'centre' }),
  'PUT /api/admin/schools/{id}/approve-autotest': admin('centres.approve_autotest', 'write', { target: 'centre' }),
  'PUT /api/admin/schools/{id}/reject': admin('centres.review', 'write', { target: 'centre' }),
  'PUT /api/admin/schools/{id}/query': admin('centres.review', 'write', { target: 'centre' }),
  'PUT /api/admin/schools/{id}/reset': admin('centres.review', 'write', { target: 'centre' }),
  'POST /api/admin/schools/{id}/repost-to-autotest': admin('centres.review', 'write', { target: 'centre' }),
  'POST /api/admin/schools/{id}/resend-registration-approval': admin('centres.review', 'write', { target: 'centre' }),
  'POST /api/admin/schools/{id}/resend-autotest-approval': admin('centres.review', 'write', { target: 'centre' }),
  'PUT /api/admin/schools/{id}/change-requests/{requestId}/approve': admin('centres.review', 'write', { target: 'centre' }),
  'PUT /api/admin/schools/{id}/change-requests/{requestId}/decline': admin('centres.review', 'write', { target: 'centre' }),

  // centres: creation, imports, bulk decisions
  'POST /api/centre-registration/simple': admin('centres.create', 'write'),
  'POST /api/centre-registration/bulk-upload': admin('centres.import', 'write', { body: 'multipart' }),
  'POST /api/centre-registration/bulk-upload/preview': admin('centres.import', 'read', { body: 'multipart' }),
  'GET /api/centre-registration/bulk-upload/sample.csv': admin('centres.read', 'read'),
  'GET /api/centre-registration/bulk-upload/{jobId}': admin('centres.read', 'read', { target: 'job' }),
  'GET /api/centre-registration/bulk-upload/{jobId}/rejected.csv': admin('centres.read', 'read', { target: 'job' }),
  'GET /api/centre-registration/bulk-upload/{jobId}/created.csv': admin('centres.read', 'read', { target: 'job' }),
  'GET /api/admin/import-jobs': admin('centres.read', 'read'),
  'GET /api/admin/import-jobs/{id}': admin('centres.read', 'read', { target: 'job' }),
  'POST /api/admin/schools/bulk-actions': admin('centres.review', 'write'),
  'GET /api/admin/bulk-actions': admin('centres.read', 'read'),
  'GET /api/admin/bulk-actions/{jobId}': admin('centres.read', 'read', { target: 'job' }),
  'GET /api/admin/bulk-actions/{jobId}/items': admin('centres.read', 'read', { target: 'job' }),
  'GET /api/admin/bulk-actions/{jobId}/report.csv': admin('centres.read', 'read', { target: 'job' }),

  // autotest
  'GET /api/autotest': { auth: 'autotest', permission: 'centres.read', access: 'read' },
  'GET /api/autotest/CentreDetails/{reference}': { auth: 'autotest', permission: 'centres.read', access: 'read', target: 'centre', centreToo: true },
  'PUT /api/autotest/reference/{reference}': { auth: 'autotest', permission: 'autotest.write', access: 'write', target: 'centre' },

  // accreditation
  'GET /api/accreditation/config': admin('accreditation.read', 'read'),
  'GET /api/accreditation/config/defaults': admin('accreditation.read', 'read'),
  'GET /api/accreditation/config/versions': admin('accreditation.read', 'read'),
  'GET /api/accreditation/config/versions/{version}': admin('accreditation.read', 'read'),
  'POST /api/accreditation/config': admin('accreditation.configure', 'write'),

  // deadlines: the holiday list, a centre's notifications, overdue items (docs/TRUST.md "Deadlines and reminders")
  'GET /api/admin/holidays': admin('accreditation.read', 'read'),
  'GET /api/admin/holidays/{id}': admin('accreditation.read', 'read'),
  'POST /api/admin/holidays': admin('accreditation.configure', 'write'),
  'PUT /api/admin/holidays/{id}': admin('accreditation.configure', 'write'),
  'DELETE /api/admin/holidays/{id}': admin('accreditation.configure', 'write'),
  'GET /api/admin/schools/{id}/notifications': admin('centres.read', 'read', { target: 'centre' }),
  'POST /api/admin/schools/{id}/notifications/{notificationId}/resend': admin('centres.review', 'write', { target: 'centre' }),
  'GET /api/admin/deadlines/overdue': admin('centres.read', 'read'),
  'GET /api/accreditation/centres': admin('accreditation.read', 'read'),
  'GET /api/accreditation/stats': admin('accreditation.read', 'read'),
  'GET /api/accreditation/export/csv': admin('accreditation.read', 'read'),
  'GET /api/accreditation/centres/{centreId}': admin('accreditation.read', 'read', { target: 'centre' }),
  'POST /api/accreditation/centres/{centreId}/initialize': admin('accreditation.act', 'write', { target: 'centre' }),
  'POST /api/accreditation/centres/{centreId}/approve': admin('accreditation.act', 'write', { target: 'centre' }),
  'POST /api/accreditation/centres/{centreId}/reject': admin('accreditation.act', 'write', { target: 'centre' }),
  'GET /api/accreditation/centres/{centreId}/letter': admin('accreditation.read', 'read', { target: 'centre' }),
  'GET /api/accreditation/centres/{centreId}/letter/credential': admin('accreditation.read', 'read', { target: 'centre' }),
  'POST /api/accreditation/centres/{centreId}/letter/regenerate': admin('accreditation.configure', 'write', { target: 'centre' }),
  'POST /api/accreditation/centres/{centreId}/suspend': admin('accreditation.configure', 'write', { target: 'centre' }),
  'POST /api/accreditation/centres/{centreId}/reinstate': admin('accreditation.configure', 'write', { target: 'centre' }),
  'POST /api/accreditation/centres/{centreId}/revoke': admin('accreditation.configure', 'write', { target: 'centre' }),
  // sanctions and notices of proposal (DECISIONS §10): super admins, like suspend and revoke
  'GET /api/accreditation/centres/{centreId}/sanctions': admin('accreditation.configure', 'read', { target: 'centre' }),
  'POST /api/accreditation/centres/{centreId}/sanctions': admin('accreditation.configure', 'write', { target: 'centre' }),
  'POST /api/accreditation/centres/{centreId}/notices/{noticeId}/decision': admin('accreditation.configure', 'write', { target: 'centre' }),

  // inspection visits: the visit's centre decides the scope (404 outside it); only the visit's
  // inspectors record its findings and photos
  'GET /api/inspections/visits': admin('inspections.read', 'read'),
  'POST /api/inspections/visits': admin('inspections.manage', 'write', { target: 'centre' }),
  'GET /api/inspections/visits/{visitId}': admin('inspections.read', 'read', { target: 'centre' }),
  'PUT /api/inspections/visits/{visitId}/findings/{criterionKey}': admin('inspections.manage', 'write', { target: 'centre' }),
  'POST /api/inspections/visits/{visitId}/photos': admin('inspections.manage', 'write', { target: 'centre', body: 'multipart' }),
  'GET /api/inspections/visits/{visitId}/photos/{photoId}': admin('inspections.read', 'read', { target: 'centre' }),
  'POST /api/inspections/visits/{visitId}/submit': admin('inspections.manage', 'write', { target: 'centre' }),
  'POST /api/inspections/visits/{visitId}/countersign': admin('inspections.manage', 'write', { target: 'centre' }),
  'POST /api/inspections/visits/{visitId}/cancel': admin('inspections.manage', 'write', { target: 'centre' }),
  'GET /api/inspections/centres/{centreId}': admin('inspections.read', 'read', { target: 'centre' }),
  'GET /api/inspections/centres/{centreId}/inspectors': admin('inspections.manage', 'read', { target: 'centre' }),

  // appeals (DECISIONS §10): the list reads like the centres it names; the appeal's centre decides the scope
  'GET /api/appeals': admin('centres.read', 'read'),
  'GET /api/appeals/{id}': admin('centres.read', 'read', { target: 'centre' }),
  'POST /api/appeals/{id}/decision': admin('appeals.decide', 'write', { target: 'centre' }),

  // conflicts of interest (DECISIONS §10): every member of staff declares their own; super admins read all
  'POST /api/conflicts': admin(null, 'write'),
  'GET /api/conflicts': admin(null, 'read'),

  // reports
  'GET /api/reports/inspection-readiness': admin('reports.read', 'read'),
  'GET /api/reports/renewals': admin('reports.read', 'read'),
  'GET /api/reports/due-process': admin('reports.read', 'read'),
  'GET /api/reports/registration-trends': admin('reports.read', 'read'),
  'GET /api/reports/approval-pipeline': admin('reports.read', 'read'),
  'GET /api/reports/state-distribution': admin('reports.read', 'read'),
  'GET /api/reports/capacity-analysis': admin('reports.read', 'read'),
  'GET /api/reports/documentation-compliance': admin('reports.read', 'read'),
  'POST /api/reports/rebuild': admin('reports.rebuild', 'write'),

  // audit log and evidence packs (DECISIONS §8)
  'GET /api/audit/events': admin('audit.read', 'read'),
  'GET /api/audit/events/export/csv': admin('audit.export', 'read'),
  'GET /api/audit/verify': admin('audit.read', 'read', { national: true }),
  'GET /api/audit/audit-events': admin('audit.read', 'read'),
  'GET /api/audit/audit-events/{id}': admin('audit.read', 'read', { target: 'centre' }),
  // Asking for a pack changes no record: it is reading, for the auditor above all.
  'POST /api/audit/evidence/{centreId}': admin('audit.read', 'read', { target: 'centre' }),
  'GET /api/audit/evidence/{centreId}': admin('audit.read', 'read', { target: 'centre' }),
  'GET /api/audit/evidence/{centreId}/pdf': admin('audit.read', 'read', { target: 'centre' }),

  // operations: the job queues and the failed jobs (super admins)
  'GET /api/privacy/retention': admin('privacy.retention', 'read', { national: true }),
  'POST /api/privacy/legal-holds': admin('privacy.retention', 'write', { national: true }),
  'POST /api/privacy/legal-holds/{centreId}/lift': admin('privacy.retention', 'write', { national: true }),
  'POST /api/privacy/erasures': admin('privacy.retention', 'write', { national: true }),
  'GET /api/admin/jobs': admin('jobs.manage', 'read'),
  'GET /api/admin/jobs/schedules': admin('jobs.manage', 'read'),
  'GET /api/admin/failed-jobs': admin('jobs.manage', 'read'),
  'POST /api/admin/failed-jobs/{id}/retry': admin('jobs.manage', 'write'),
  'DELETE /api/admin/failed-jobs/{id}': admin('jobs.manage', 'write'),

  // the centre's own session
  'GET /api/centre-registration/{reference}': open('read'),
  'POST /api/centre-registration/{ref}/send-otp': open(),
  'POST /api/centre-registration/{ref}/verify-otp': open(),
  'POST /api/centre-registration/logout': centreSession('write'),
  'GET /api/centre-registration/centre/{reference}': centreSession('read'),
  'POST /api/centre-registration': centreSession('write', { notJson: MSG.registrationAsJson }),
  'POST /api/centre-registration/basic': centreSession('write'),
  'POST /api/centre-registration/{ref}/complete': centreSession('write'),
  'POST /api/centre-registration/{ref}/upload': centreSession('write', { body: 'multipart' }),
  'POST /api/centre-registration/{ref}/upload/{docType}': centreSession('write', { body: 'multipart' }),
  'DELETE /api/centre-registration/{ref}/documents/{documentId}': centreSession('write'),
  'GET /api/centre-registration/{ref}/letter': centreSession('read'),
  'GET /api/centre-registration/{ref}/letter/credential': centreSession('read'),
  'GET /api/centre-registration/{ref}/renewal': centreSession('read'),
  'POST /api/centre-registration/{ref}/renewal': centreSession('write'),
  'GET /api/centre-registration/{ref}/change-requests': centreSession('read'),
  'POST /api/centre-registration/{ref}/change-requests': centreSession('write'),
  'GET /api/centre-registration/{ref}/my-data': centreSession('read'),
  // due process (DECISIONS §10): the decisions against the centre and its appeals
  'GET /api/centre-registration/{ref}/decisions': centreSession('read'),
  'GET /api/centre-registration/{ref}/appeals': centreSession('read'),
  'POST /api/centre-registration/{ref}/appeals': centreSession('write'),
  'GET /api/centre-registration/{ref}/notices': centreSession('read'),
  'POST /api/centre-registration/{ref}/notices/{id}/representations': centreSession('write'),
  'POST /api/centre-registration/{ref}/notices/{id}/documents': centreSession('write', { body: 'multipart' }),
  'POST /api/centre-registration/{ref}/appeals/{id}/documents': centreSession('write', { body: 'multipart' }),
  'GET /api/centre-registration/{ref}/reads': centreSession('read'),

  // the data protection officer (DECISIONS §10, Personal data): a national office
  'GET /api/admin/privacy-requests': admin('privacy.requests', 'read', { national: true }),
  'GET /api/admin/privacy-requests/{id}': admin('privacy.requests', 'read', { national: true }),
  'POST /api/admin/privacy-requests/{id}/answer': admin('privacy.requests', 'write', { national: true }),
  'POST /api/admin/privacy-requests/{id}/reject': admin('privacy.requests', 'write', { national: true }),
  'GET /api/admin/privacy-breaches': admin('privacy.breaches', 'read', { national: true }),
  'GET /api/admin/privacy-breaches/{id}': admin('privacy.breaches', 'read', { national: true }),
  'GET /api/admin/privacy-breaches/{id}/notice': admin('privacy.breaches', 'read', { national: true }),
  'POST /api/admin/privacy-breaches': admin('privacy.breaches', 'write', { national: true }),
  'POST /api/admin/privacy-breaches/{id}/notified': admin('privacy.breaches', 'write', { national: true }),
  'POST /api/admin/privacy-breaches/{id}/email-centres': admin('privacy.breaches', 'write', { national: true }),

  // public pages
  'POST /api/public/privacy-requests': open(),
  'POST /api/public/privacy-requests/confirm': open(),
  'POST /api/school-registration/register': open(),
  'GET /api/school-registration/status/{registrationNumber}': open('read'),
  'GET /api/public/accredited-centres': open('read'),
  'GET /api/public/accredited-centres/{id}': open('read'),
  // the open register (DECISIONS §10): feed, dumps, catalogue
  'GET /api/public/register/feed': open('read'),
  'GET /api/public/register/centres.csv': open('read'),
  'GET /api/public/register/centres.json': open('read'),
  'GET /api/public/register/centres.geojson': open('read'),
  'GET /api/public/register/centres/{id}': open('read'),
  'GET /api/public/catalog': open('read'),
  'GET /api/public/config': open('read'),
  'GET /api/public/declared-minimums': open('read'),
  'GET /api/public/verify/{code}': open('read'),
  // DECISIONS §10 "Letters anyone can check" (docs/LETTERS.md); /.well-known/jwks.json serves the keys too.
  'POST /api/public/verify-credential': open('read'),
  'GET /api/public/letters/keys': open('read'),
  'GET /api/public/letters/status': open('read'),
  'GET /api/files/{id}': open('read'),
  'GET /api/geography/states': open('read'),
  'GET /api/geography/states/{state}/lgas': open('read'),
  'GET /api/health': open('read'),
  'GET /api/health/live': open('read'),
  'GET /api/health/ready': open('read'),
} as const satisfies Record<string, RouteRule>;

export type ApiRoute = keyof typeof API_ROUTES;

/** The table with every row as a RouteRule (API_ROUTES keeps each row's literal type). */
export const ROUTE_RULES: Readonly<Record<ApiRoute, RouteRule>> = API_ROUTES;

/** 'GET /api/user/:id' and 'get /api/user/{id}/' both name the row 'GET /api/user/{id}'. */
export function routeKey(method: string, path: string): string {
  const clean = path.replace(/\/+$/, '').replace(/:([A-Za-z0-9_]+)/g, '{$1}');
  return `${method.toUpperCase() === 'HEAD' ? 'GET' : method.toUpperCase()} ${clean}`;
}

/** The row of a route, or null when the table has none (the server then refuses to start). */
export function routeRule(method: string, path: string): RouteRule | null {
  const key = routeKey(method, path);
  return Object.prototype.hasOwnProperty.call(API_ROUTES, key) ? (API_ROUTES as Record<string, RouteRule>)[key]! : null;
}
