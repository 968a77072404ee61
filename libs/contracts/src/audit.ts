import type { Permission } from './identity.js';

/** The seeded read-only role (DECISIONS §8): reads everything in its scope, changes nothing. */
export const AUDITOR_ROLE = 'auditor';

/** What the auditor role carries; stored on the role row, this is what the seed writes. */
export const AUDITOR_PERMISSIONS: readonly Permission[] = [
  'centres.read',
  'centres.export',
  'accreditation.read',
  'reports.read',
  'roles.read',
  'users.read',
  'audit.read',
  'audit.export',
  'inspections.read',
];

/** One line per capability, for the role editor. */
export const PERMISSION_LABELS: Readonly<Record<Permission, string>> = {
  'centres.read': 'Read centres, their documents and histories',
  'centres.review': 'Approve, query, reject and reset centres',
  'centres.approve_autotest': 'Approve centres for autotest',
  'centres.create': 'Create centres',
  'centres.import': 'Import centres from CSV',
  'centres.export': 'Export centres as CSV',
  'autotest.write': 'Record autotest results',
  'users.read': 'Read users',
  'users.manage': 'Create, edit and delete users',
  'roles.read': 'Read roles',
  'roles.manage': 'Create and edit roles',
  'accreditation.read': 'Read accreditations and letters',
  'accreditation.act': 'Act on accreditation stages',
  'accreditation.configure': 'Change the accreditation configuration',
  'reports.read': 'Read reports',
  'reports.rebuild': 'Rebuild reports',
  'audit.read': 'Read the audit log',
  'audit.export': 'Export the audit log',
  'inspections.read': 'Read inspection visits, their findings and photos',
  'inspections.manage': 'Schedule inspection visits and record their findings',
  'jobs.manage': 'See the job queues, retry and discard failed jobs',
  'privacy.retention': 'See what is due for erasure, set and lift legal holds, erase',
  'appeals.decide': "Decide centres' appeals against decisions they took no part in",
  'privacy.reads': "Search the log of staff reads of centres' personal data",
  'privacy.requests': "Answer people's requests about their personal data",
  'privacy.breaches': 'Keep the breach register and notify the regulator and the centres',
};

/** The log's target kinds. */
export const AUDIT_TARGET_TYPES = ['centre', 'user', 'role', 'config', 'import', 'export', 'session', 'evidence', 'job'] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

/** One field that changed: what it was and what it became. */
export interface AuditChange {
  before: unknown;
  after: unknown;
}

/** One entry of GET /api/audit/events. */
export interface AuditEventView {
  id: string;
  at: string;
  actor: { type: 'admin' | 'centre' | 'system' | 'anonymous'; id: string | null; email: string | null; name: string | null };
  action: string;
  /**
   * What the entry is about. Besides its kind and id, the names a reader needs: a centre's name and
   * reference, a user's name and email, a role's display name (absent when the target is gone, or
   * is a centre outside the reader's states).
   */
  target: { type: string | null; id: string | null; name?: string | null; reference?: string | null; email?: string | null };
  /** The display names of the roles a change names (role name -> display name). */
  roleNames?: Record<string, string>;
  centreId: string | null;
  state: string | null;
  changes: Record<string, AuditChange> | null;
  data: Record<string, unknown> | null;
  requestId: string | null;
  ip: string | null;
  hash: string;
}

export interface AuditVerifyResult {
  intact: boolean;
  /** Entries the answer vouches for: those up to the checkpoint it started from, and those it re-hashed after it. */
  checked: number;
  firstBrokenId?: string;
  /** What is wrong with the first broken entry. */
  problem?: string;
  /** `incremental` (the default): from the newest verified checkpoint; `full` (`?full=true`): every entry. */
  mode: 'incremental' | 'full';
  /** Entries whose HMAC this verification recomputed. */
  rehashed: number;
  /** The verified checkpoint the walk started after (null: from the first entry). */
  startedFrom: { entries: number; at: string } | null;
  /** Entries covered by the newest signed checkpoint, and when it was written. */
  checkpoint: { entries: number; at: string } | null;
  /** Centre history rows cross-checked against their audit entries. */
  historyChecked: number;
}

export const AUDIT_MSG = {
  permissionsInvalid: 'Permissions must be a list of known capability names',
  superAdminPermissionsFixed: "The super admin role's permissions cannot be changed",
  auditFilterInvalid: (field: string) => `Invalid ${field} filter`,
  auditDateInvalid: 'Dates must be ISO dates (YYYY-MM-DD or a full timestamp)',
  auditPageInvalid: 'Page must be a whole number from 1',
  auditLimitInvalid: 'Limit must be a whole number from 1 to 200',
  auditCursorInvalid: 'Cursor must be an entry id',
  evidencePackQueued: 'Evidence pack is being generated',
  evidencePackNotReady: 'The evidence pack is not ready yet',
  evidencePackNotFound: 'No evidence pack has been generated for this centre',
} as const;
