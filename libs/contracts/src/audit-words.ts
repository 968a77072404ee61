import { CENTRE_STATUS_LABELS, type HistoryAction } from './centres.js';
import { PERMISSION_LABELS } from './audit.js';

/**
 * The audit log in words, for readers who should not need a lookup: each act's name (a centre's
 * acts in the same words as its action history), the changed fields' names, and their values. The
 * console shows these through its i18nProvider (console.audit.*, the same keys); the CSV export
 * writes them in English beside the codes.
 */

/** A centre history entry's name: the words of the centre's Action History card. */
export const HISTORY_ACTION_LABELS: Record<HistoryAction, string> = {
  approve: 'Approved for registration',
  'approve-autotest': 'Approved for autotest',
  reject: 'Rejected',
  query: 'Query sent',
  reset: 'Reset to pending',
  'repost-to-autotest': 'Reposted to autotest dashboard',
  pre_registered: 'Pre-registered',
  created: 'Created by an admin',
  imported: 'Imported from CSV',
  registration_saved: 'Registration details saved',
  document_uploaded: 'Document uploaded',
  document_deleted: 'Document deleted',
  registration_completed: 'Registration completed',
  resend_registration_approval: 'Registration approval email resent',
  resend_autotest_approval: 'Autotest approval email resent',
  autotest_result_recorded: 'Autotest result recorded',
  accreditation_initialized: 'Accreditation initialised',
  accreditation_stage_approved: 'Accreditation stage approved',
  accreditation_approved: 'Accredited',
  accreditation_rejected: 'Accreditation rejected',
  accreditation_letter_sent: 'Accreditation letter sent',
  accreditation_letter_regenerated: 'Accreditation letter regenerated',
  identity_change_requested: 'Identity change requested',
  identity_change_approved: 'Identity change approved',
  identity_change_declined: 'Identity change declined',
  registration_reopened: 'Registration reopened',
  accreditation_stage_skipped: 'Accreditation stage skipped',
  accreditation_stage_auto_approved: 'Accreditation stage approved automatically',
  accreditation_suspended: 'Accreditation suspended',
  accreditation_reinstated: 'Accreditation reinstated',
  accreditation_revoked: 'Accreditation revoked',
  accreditation_superseded: 'Accreditation superseded by a later one',
  accreditation_expired: 'Accreditation expired',
  renewal_submitted: 'Renewal submitted',
  renewal_withdrawn: 'Renewal withdrawn by a suspension or revocation',
  inspection_scheduled: 'Inspection visit scheduled',
  inspection_finding_recorded: 'Inspection finding recorded',
  inspection_photo_added: 'Inspection photo added',
  inspection_submitted: 'Inspection visit submitted',
  inspection_countersigned: 'Inspection visit countersigned',
  inspection_cancelled: 'Inspection visit cancelled',
  deadline_escalated: 'Overdue item escalated to the national admins',
  appeal_lodged: 'Appeal lodged by the centre',
  appeal_dismissed: 'Appeal dismissed',
  appeal_allowed: 'Appeal allowed: the decision reversed',
  sanction_warning: 'Warning given',
  sanction_delisting: 'Centre delisted for a period',
  notice_proposed: 'Notice of proposal sent',
  notice_represented: 'Representations made',
  notice_imposed: 'Proposal imposed',
  notice_withdrawn: 'Proposal withdrawn',
};

/** The log's own acts beyond a centre's history, by their code's two parts ("user.created"). */
export const AUDIT_ACTION_LABELS = {
  centre: {
    viewed: 'Centre details viewed',
    document_viewed: 'Document viewed',
    evidence_requested: 'Evidence pack requested',
    evidence_downloaded: 'Evidence pack downloaded',
    signed_in: 'Centre signed in with an emailed code',
    sign_in_failed: 'Centre sign-in failed (wrong or expired code)',
  },
  centres: { exported: 'Centres exported as CSV' },
  accreditation: { exported: 'Accredited centres exported as CSV' },
  audit: { exported: 'Audit log exported as CSV', vault_started: 'Personal values kept outside the hashed entries from here on' },
  privacy: { erased: 'Personal data erased', legal_hold_set: 'Legal hold set', legal_hold_lifted: 'Legal hold lifted' },
  auth: {
    login_succeeded: 'Signed in',
    login_failed: 'Sign-in failed',
    password_reset_requested: 'Password reset requested',
    password_reset_by_link: 'Password reset through the emailed link',
    password_changed: 'Password changed',
    password_set_after_reset: 'New password chosen after a reset',
    invitation_accepted: 'Password chosen from the invitation link',
  },
  user: {
    created: 'User created',
    invited: 'Invitation emailed to choose a password',
    registered: 'Account registered',
    updated: 'User updated',
    deleted: 'User deleted',
    password_reset: 'Password reset by an admin',
    role_granted: 'Role granted',
    role_removed: 'Role removed',
    deactivated: 'User deactivated',
    reactivated: 'User reactivated',
  },
  role: { created: 'Role created', updated: 'Role updated', deactivated: 'Role deactivated' },
  config: { version_saved: 'Accreditation configuration saved' },
  holiday: { created: 'Public holiday added', updated: 'Public holiday changed', deleted: 'Public holiday removed' },
  notification: { resent: 'Notification resent' },
  import: { requested: 'CSV import started', completed: 'CSV import finished' },
  privacy_request: {
    received: 'Data request received',
    confirmed: 'Data request confirmed by the requester',
    answered: 'Data request answered',
    rejected: 'Data request rejected',
    reminded: 'Data request: officers reminded',
    escalated: 'Data request escalated',
  },
  privacy_breach: { recorded: 'Breach recorded', regulator_notified: 'Regulator notified of a breach', centres_emailed: 'Centres emailed about a breach' },
};

/** What an entry is about, by its target's kind. */
export const AUDIT_TARGET_LABELS = {
  centre: 'Centre',
  user: 'User',
  role: 'Role',
  config: 'Accreditation configuration',
  import: 'CSV import',
  export: 'Export',
  session: 'Session',
  evidence: 'Evidence pack',
  privacy_request: 'Data request',
  privacy_breach: 'Breach',
};

/** The changed fields' names. */
export const AUDIT_FIELD_LABELS = {
  status: 'Status',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  gender: 'Gender',
  roles: 'Roles',
  isActive: 'Active',
  roleName: 'Role name',
  displayName: 'Display name',
  description: 'Description',
  category: 'Category',
  permissions: 'Permissions',
  configName: 'Configuration name',
  totalStagesRequired: 'Total stages required',
  approvalStages: 'Approval stages',
  fourEyes: 'A different person approves each stage',
  date: 'Date',
  name: 'Name',
};

/** How a reader's language names the coded values of a change; the English ones are below. */
export interface AuditWords {
  /** A value that was not there. */
  none: string;
  yes: string;
  no: string;
  /** A field's name; a field without a label in its own words (e.g. "LocalGovernment" -> "Local Government"). */
  field(name: string): string;
  status(code: string): string | undefined;
  gender(code: string): string | undefined;
  level(code: string): string | undefined;
  permission(code: string): string | undefined;
  category(code: string): string | undefined;
  /** "Auditor (State: Oyo, Lagos)": a role held, its level and states. */
  roleHeld(role: string, level: string, states: string[]): string;
  /** "Stage 1: Review" */
  stage(n: number, name: string): string;
  /** A date or date-time value in the reader's language; absent: the value as stored. */
  date?(value: string): string;
}

/** A value stored as an ISO 8601 date or date-time ("2026-03-03", "2026-03-03T14:05:00.000Z"). */
export const ISO_DATE_VALUE = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/** "LocalGovernment" -> "Local Government": a code read as words when nothing better is known. */
export function codeInWords(code: string): string {
  const words = code
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[._\s-]+/)
    .filter(Boolean)
    .join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

interface RoleValue {
  type: string;
  level?: string;
  assignedStates?: string[];
}

const isRoleList = (value: unknown): value is RoleValue[] => Array.isArray(value) && value.every((v) => v && typeof v === 'object' && 'type' in v);
const isStageList = (value: unknown): value is Array<{ stageNumber?: number; stageName?: string }> =>
  Array.isArray(value) && value.every((v) => v && typeof v === 'object' && 'stageName' in v);

/** One changed value in words: statuses, yes/no, levels, permissions and roles by their names; names and numbers as they are. */
export function auditValueInWords(field: string, value: unknown, words: AuditWords, roleNames: Record<string, string> = {}): string {
  if (value === null || value === undefined || value === '') return words.none;
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') {
    const coded =
      field === 'status' ? words.status(value) : field === 'gender' ? words.gender(value) : field === 'category' ? words.category(value) : undefined;
    if (coded === undefined && words.date && ISO_DATE_VALUE.test(value)) return words.date(value);
    return coded ?? value;
  }
  if (isRoleList(value)) {
    if (value.length === 0) return words.none;
    return value.map((r) => words.roleHeld(roleNames[r.type] ?? r.type, (r.level && words.level(r.level)) ?? r.level ?? '', r.assignedStates ?? [])).join('; ');
  }
  if (isStageList(value)) return value.map((s, i) => words.stage(s.stageNumber ?? i + 1, s.stageName ?? '')).join('; ');
  if (Array.isArray(value) && value.every((v) => typeof v === 'string')) {
    if (value.length === 0) return words.none;
    return value.map((v) => (field === 'permissions' ? (words.permission(v) ?? v) : v)).join('; ');
  }
  return JSON.stringify(value);
}

const lookup = (table: Record<string, string>) => (code: string) => (Object.prototype.hasOwnProperty.call(table, code) ? table[code] : undefined);

export const ENGLISH_AUDIT_WORDS: AuditWords = {
  none: '(none)',
  yes: 'Yes',
  no: 'No',
  field: (name) => lookup(AUDIT_FIELD_LABELS)(name) ?? codeInWords(name),
  status: lookup(CENTRE_STATUS_LABELS),
  gender: lookup({ MALE: 'Male', FEMALE: 'Female' }),
  level: lookup({ national: 'National', state: 'State' }),
  permission: lookup(PERMISSION_LABELS),
  category: lookup({ admin: 'Admin', management: 'Management', technical: 'Technical', specialized: 'Specialized', system: 'System' }),
  roleHeld: (role, level, states) => `${role} (${level}${states.length > 0 ? `: ${states.join(', ')}` : ''})`,
  stage: (n, name) => `Stage ${n}: ${name}`,
};

/** An act's name in English: a centre's history words, the log's own, else its code in words. */
export function auditActionLabel(action: string): string {
  const [group = '', name = ''] = action.split(/\.(.*)/s);
  const own = (AUDIT_ACTION_LABELS as Record<string, Record<string, string>>)[group];
  if (own && Object.prototype.hasOwnProperty.call(own, name)) return own[name]!;
  if (group === 'centre' && Object.prototype.hasOwnProperty.call(HISTORY_ACTION_LABELS, name)) return HISTORY_ACTION_LABELS[name as HistoryAction];
  return codeInWords(action);
}

/** What an entry is about, in English words: "Sunrise CBT Centre (JAMB-2026-12345678)", "Ada Obi (ada@council.ng)", "Role: Auditor". */
export function auditTargetInWords(target: { type: string | null; id: string | null; name?: string | null; reference?: string | null; email?: string | null }): string {
  if (!target.type) return '';
  const kind = (AUDIT_TARGET_LABELS as Record<string, string>)[target.type] ?? codeInWords(target.type);
  if (target.type === 'centre' || target.type === 'evidence') {
    if (target.name) return target.reference ? `${target.name} (${target.reference})` : target.name;
  } else if (target.type === 'user' && (target.name || target.email)) {
    return target.name && target.email ? `${target.name} (${target.email})` : (target.name ?? target.email)!;
  } else if (target.name) {
    return `${kind}: ${target.name}`;
  }
  return target.id ? `${kind} ${target.id}` : kind;
}

/** "Status: Registration Approved → Rejected", one line per changed field, in English. */
export function auditChangesInWords(changes: Record<string, { before: unknown; after: unknown }> | null | undefined, roleNames: Record<string, string> = {}): string {
  if (!changes) return '';
  return Object.entries(changes)
    .map(([field, change]) => `${ENGLISH_AUDIT_WORDS.field(field)}: ${auditValueInWords(field, change.before, ENGLISH_AUDIT_WORDS, roleNames)} → ${auditValueInWords(field, change.after, ENGLISH_AUDIT_WORDS, roleNames)}`)
    .join('\n');
}
