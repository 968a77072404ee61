import { TRUST_HISTORY_ACTIONS } from './trust-messages.js';
import { INSPECTION_HISTORY_ACTIONS } from './inspections.js';
import { DEADLINE_HISTORY_ACTIONS } from './deadlines.js';
import { DUE_PROCESS_HISTORY_ACTIONS } from './due-process.js';
/**
 * The centre's vocabulary shared by the server and both screens: statuses, actions, option lists,
 * field names and their older aliases (SPEC.md §3, §4, §5, §9).
 */

export const CENTRE_STATUSES = ['pending', 'registration_approved', 'autotest_approved', 'rejected', 'query'] as const;
export type CentreStatus = (typeof CENTRE_STATUSES)[number];

export const CENTRE_STATUS_LABELS: Record<CentreStatus, string> = {
  pending: 'Registration Pending',
  registration_approved: 'Registration Approved',
  autotest_approved: 'Autotest Approved',
  rejected: 'Rejected',
  query: 'Query Sent',
};

/** The admin transitions of SPEC §4's table; their server path segment under /admin/schools/{id}/. */
export const CENTRE_ACTIONS = ['approve', 'approve-autotest', 'reject', 'query', 'reset', 'repost-to-autotest'] as const;
export type CentreAction = (typeof CENTRE_ACTIONS)[number];

/** SPEC §4: which actions each status offers (the server's state machine is built from this table). */
export const CENTRE_TRANSITIONS: Record<CentreStatus, Partial<Record<CentreAction, CentreStatus>>> = {
  pending: { approve: 'registration_approved', reject: 'rejected', query: 'query' },
  registration_approved: { 'approve-autotest': 'autotest_approved', reject: 'rejected', query: 'query', reset: 'pending' },
  autotest_approved: { 'repost-to-autotest': 'autotest_approved', query: 'query', reset: 'pending' },
  rejected: { query: 'query', reset: 'pending' },
  query: { approve: 'registration_approved', reject: 'rejected', reset: 'pending' },
};

/** The body field each action reads its text from, and whether it must be non-blank (SPEC §5). */
export const CENTRE_ACTION_TEXT: Record<CentreAction, { field: string; required: boolean } | null> = {
  approve: { field: 'autotestInstructions', required: false },
  'approve-autotest': { field: 'autotestInstructions', required: false },
  reject: { field: 'rejectionReason', required: true },
  query: { field: 'queryDetails', required: true },
  reset: { field: 'resetReason', required: true },
  'repost-to-autotest': null,
};

/** Entries of a centre's action history (DECISIONS §5) beyond the status transitions. */
export const HISTORY_ACTIONS = [
  ...CENTRE_ACTIONS,
  'pre_registered',
  'created',
  'imported',
  'registration_saved',
  'document_uploaded',
  'document_deleted',
  'registration_completed',
  'resend_registration_approval',
  'resend_autotest_approval',
  'autotest_result_recorded',
  'accreditation_initialized',
  'accreditation_stage_approved',
  'accreditation_approved',
  'accreditation_rejected',
  'accreditation_letter_sent',
  'accreditation_letter_regenerated',
  ...TRUST_HISTORY_ACTIONS,
  ...INSPECTION_HISTORY_ACTIONS,
  ...DEADLINE_HISTORY_ACTIONS,
  ...DUE_PROCESS_HISTORY_ACTIONS,
] as const;
export type HistoryAction = (typeof HISTORY_ACTIONS)[number];

export const OWNERSHIP_TYPES = ['State/Government Institution', 'Private Institution'] as const;
export type OwnershipType = (typeof OWNERSHIP_TYPES)[number];

/** The government-number field is labelled by ownership (SPEC §2 screen 4). */
export function governmentIdLabel(ownershipType: string | null | undefined): string {
  return ownershipType === 'Private Institution' ? 'RC Number' : 'Government Number';
}

export const DOCUMENT_TYPES = ['applicationLetter', 'rcDocument', 'gpsPicture', 'centrePicture'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export const DOCUMENT_TYPE_LABELS: Record<DocumentType, string> = {
  applicationLetter: 'Application Letter',
  rcDocument: 'RC / Government Document',
  gpsPicture: 'GPS Picture',
  centrePicture: 'Centre Picture',
};

/** SPEC §5 "Uploads and CSV": the accepted document extensions. */
export const DOCUMENT_EXTENSIONS = ['pdf', 'doc', 'docx', 'jpg', 'jpeg', 'png', 'gif', 'bmp', 'webp', 'tiff', 'svg'] as const;

/** SPEC §5 option lists of the detailed registration. */
export const CENTRE_OPTIONS = {
  isJambAccredited: ['Yes', 'No'],
  TypeOfPowerSource: ['National Grid', 'Generator', 'Solar', 'Mixed'],
  TypeOfBackupPowerSource: ['Generator', 'Solar', 'UPS', 'None'],
  GeneratorCapacity: ['5KVA', '10KVA', '15KVA', '20KVA', '25KVA', '30KVA', '50KVA', '100KVA', 'N/A'],
  NetworkTopology: ['Star', 'Bus', 'Ring', 'Mesh', 'Tree', 'Hybrid', 'Point-to-Point', 'Fully Connected'],
  SystemArchitecture: ['Standalone', 'Thin Client', 'Zero Client', 'Mixed', 'Laptops'],
  CoolingSystem: ['AC', 'Fan', 'Mixed'],
  CCTVType: ['DVR', 'NVR', 'Wireless Camera', '4G Camera', 'IP Camera', 'None'],
  networkingType: ['Wired', 'Wireless', 'LAN', 'Mixed'],
  CCTV: ['Yes', 'No'],
  internetConnection: ['Broadband', 'Satellite', 'Mobile Data', 'Fiber Optic', 'Cable', 'DSL', 'Wireless', 'Mixed'],
} as const;

/** Older field names still sent by some clients, mapped to the Centre's main names (SPEC §3). */
export const CENTRE_FIELD_ALIASES: Record<string, string> = {
  organizationName: 'CentreName',
  coordinatorName: 'CoordinatorName',
  emailAddress: 'AdminEmail',
  phoneNumbers: 'AdminNumber',
  contactAddress: 'address',
  rcNumber: 'GovernmentId',
  numberOfSystems: 'CentreCapacity',
  powerSource: 'TypeOfPowerSource',
  networkingType: 'networkingType',
  cctvAvailability: 'CCTV',
  lga: 'LocalGovernment',
  registrationNumber: 'ReferenceNumber',
};

/** Copies alias fields onto their main names; a main name sent alongside its alias wins. */
export function withMainFieldNames(body: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...body };
  for (const [alias, main] of Object.entries(CENTRE_FIELD_ALIASES)) {
    if (alias === main || !(alias in out)) continue;
    if (out[main] === undefined || out[main] === null || out[main] === '') out[main] = out[alias];
    delete out[alias];
  }
  return out;
}

export const AUTOTEST_DECISIONS = ['approved', 'rejected', 'pending'] as const;
export type AutotestDecision = (typeof AUTOTEST_DECISIONS)[number];
/** The list filter: approved, rejected, or pending (no decision recorded yet). */
export const AUTOTEST_RESULT_FILTERS = ['approved', 'rejected', 'pending'] as const;

/** SPEC §9: realized / expected capacity, Good from 0.8, Fair from 0.6, else Poor. */
export function capacityPerformance(expected: number | null | undefined, realized: number | null | undefined): { ratio: number; label: 'Good' | 'Fair' | 'Poor'; percent: number } | null {
  if (!expected || expected <= 0 || realized === null || realized === undefined) return null;
  const ratio = realized / expected;
  return { ratio, percent: Math.round(ratio * 100), label: ratio >= 0.8 ? 'Good' : ratio >= 0.6 ? 'Fair' : 'Poor' };
}

/** Centre list (SPEC §9): page sizes and the sort fields the server accepts. */
export const CENTRE_PAGE_SIZES = [10, 25, 50, 100, 200, 500, 1000] as const;
export const CENTRE_LIST_LIMITS = { min: 10, max: 1000, default: 10 } as const;
export const CENTRE_SORT_FIELDS = ['createdAt', 'updatedAt', 'CentreName', 'ReferenceNumber', 'State', 'LocalGovernment', 'status', 'AdminEmail'] as const;
export type CentreSortField = (typeof CENTRE_SORT_FIELDS)[number];

/** Bulk upload CSV (SPEC §5, DECISIONS §6). */
export const CSV_REQUIRED_COLUMNS = ['CentreName', 'GovernmentId', 'AdminEmail'] as const;
export const CSV_OPTIONAL_COLUMNS = ['State', 'LocalGovernment', 'AdminName', 'AdminNumber', 'ownershipType'] as const;

/** Reference numbers: {COUNCIL_CODE}-{YYYY}-{8 digits} (DECISIONS §2). */
export const REFERENCE_PATTERN = /^[A-Z0-9]{2,12}-\d{4}-\d{8}$/;

/** A simple address pattern for centre emails (SPEC §5 "Invalid email format"). */
export const CENTRE_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const OTP_RULES = { digits: 6, validMinutes: 10, maxWrongTries: 5, sendsPerMinute: 1, sendsPerHour: 5 } as const;

/** Longest accepted inputs for centre text fields. */
export const CENTRE_LIMITS = { shortText: 200, longText: 2000, phone: 200, reason: 2000, searchText: 100 } as const;
