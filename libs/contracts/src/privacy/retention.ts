/**
 * Retention and erasure (DECISIONS §10, Personal data; docs/PROCESSING.md "Retention"): what the
 * retention job erases, when, and the legal holds that stop it.
 */
import type { RetentionClass } from './data-inventory.js';

/** The rules the daily job applies, each with the configuration value that sets its period. */
export type RetentionRule = 'pre_registration' | 'rejected_application' | 'ended_accreditation' | 'deactivated_staff' | 'closed_privacy_request';

export const RETENTION_RULES: Readonly<Record<RetentionRule, { retentionClass: RetentionClass; setting: string; defaultPeriod: string }>> = {
  pre_registration: { retentionClass: 'centre_application', setting: 'RETENTION_PREREGISTRATION_MONTHS', defaultPeriod: '12 months after the last activity' },
  rejected_application: { retentionClass: 'centre_application', setting: 'RETENTION_REJECTED_MONTHS', defaultPeriod: '24 months after the last activity' },
  ended_accreditation: { retentionClass: 'centre_documents', setting: 'RETENTION_DOCUMENTS_YEARS', defaultPeriod: '6 years after the last accreditation ended' },
  deactivated_staff: { retentionClass: 'staff_account', setting: 'RETENTION_STAFF_MONTHS', defaultPeriod: '24 months after deactivation' },
  closed_privacy_request: { retentionClass: 'privacy_request', setting: 'RETENTION_PRIVACY_REQUEST_YEARS', defaultPeriod: '6 years after the request was answered or rejected' },
};

/** One subject the job will erase (or would, but for a legal hold), soonest first. */
export interface RetentionDueView {
  /** `centre:<id>`, `staff:<id>` or `privacy_request:<id>`. */
  subject: string;
  subjectType: 'centre' | 'staff' | 'privacy_request';
  subjectId: string;
  rule: RetentionRule;
  retentionClass: RetentionClass;
  /** A centre's or a privacy request's reference number, or a staff account's id (never a name: the screen itself shows no personal value). */
  label: string;
  lastActivity: string;
  dueAt: string;
  held: boolean;
}

export interface LegalHoldView {
  centreId: string;
  reference: string;
  centreName: string;
  reason: string;
  setAt: string;
  setBy: string | null;
}

/** GET /api/privacy/retention. */
export interface RetentionOverview {
  due: RetentionDueView[];
  legalHolds: LegalHoldView[];
}

export const RETENTION_MSG = {
  heldCentre: 'This centre is under a legal hold: its personal data cannot be erased until the hold is lifted.',
  alreadyHeld: 'This centre is already under a legal hold.',
  notHeld: 'This centre is not under a legal hold.',
  reasonRequired: 'Give the reason (at most 2,000 characters).',
  centreRequired: 'Choose a centre.',
  centreNotFound: 'Centre not found',
  holdSet: 'Legal hold set: the retention job will not erase this centre.',
  holdLifted: 'Legal hold lifted.',
  erased: "The centre's personal data was erased.",
  alreadyErased: "This centre's personal data was already erased.",
} as const;
