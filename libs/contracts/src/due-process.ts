/**
 * Due process (DECISIONS §10): every decision against a centre carries its reasons, the right of
 * appeal and its deadline; the centre appeals once per decision within it; staff who took no part in
 * the decision decide the appeal. Shared by the server, both sites and the tests.
 */

/** The decisions against a centre a centre can answer. */
export const DECISION_KINDS = ['rejection', 'suspension', 'revocation', 'warning', 'delisting'] as const;
export type DecisionKind = (typeof DECISION_KINDS)[number];

/** The centre's history entries of due process (spread into HISTORY_ACTIONS). */
export const DUE_PROCESS_HISTORY_ACTIONS = [
  'appeal_lodged',
  'appeal_dismissed',
  'appeal_allowed',
  'sanction_warning',
  'sanction_delisting',
  'notice_proposed',
  'notice_represented',
  'notice_imposed',
  'notice_withdrawn',
] as const;

export const APPEAL_STATUSES = ['open', 'dismissed', 'allowed'] as const;
export type AppealStatus = (typeof APPEAL_STATUSES)[number];

export const APPEAL_OUTCOMES = ['dismissed', 'allowed'] as const;
export type AppealOutcome = (typeof APPEAL_OUTCOMES)[number];

/** `appealDays` of the configuration: calendar days from the decision to the end of the right of appeal. */
export const APPEAL_LIMITS = {
  appealDays: { min: 1, max: 365 },
  defaultAppealDays: 28,
  /** Working days the council aims to decide an appeal in (the deadline engine's target). */
  decisionTargetDays: { min: 1, max: 120 },
  defaultDecisionTargetDays: 20,
  grounds: 5000,
  reasons: 5000,
} as const;

/** One decision as the centre and the console see it. */
export interface DecisionView {
  id: string;
  kind: DecisionKind;
  reasons: string;
  at: string;
  appealUntil: string;
  /** Whether the centre may still appeal it: within the deadline and not appealed yet. */
  appealable: boolean;
  appealId: string | null;
  /** A suspension until a date, a delisting for a period: when it ends by itself; otherwise null. */
  until: string | null;
}

/** A declared conflict of interest (DECISIONS §10). */
export interface ConflictView {
  id: string;
  userId: string;
  centreId: string | null;
  centreName: string | null;
  governmentId: string | null;
  reason: string;
  declaredAt: string;
}

/** One appeal as the centre sees it. */
export interface AppealView {
  id: string;
  decisionId: string;
  decisionKind: DecisionKind;
  grounds: string;
  status: AppealStatus;
  outcomeReasons: string | null;
  createdAt: string;
  decidedAt: string | null;
  /** The documents the centre attached to the appeal (where the answer lists them). */
  documents?: DueProcessDocumentView[];
}

/** One appeal as staff see it: the centre, the decision appealed and who took part in it. */
export interface StaffAppealView extends AppealView {
  centreId: string;
  centreName: string;
  reference: string;
  state: string | null;
  decisionReasons: string;
  decisionAt: string;
  appealUntil: string;
  decidedBy: string | null;
  version: number;
}

export const DUE_PROCESS_MSG = {
  appealSent: 'Your appeal has been received',
  appealDecided: { dismissed: 'Appeal dismissed', allowed: 'Appeal allowed: the decision is reversed' },
  groundsRequired: 'Grounds for the appeal are required',
  groundsTooLong: `Grounds may be at most ${APPEAL_LIMITS.grounds} characters`,
  decisionIdRequired: 'Choose the decision you are appealing',
  reasonsRequired: 'Reasons for the decision on the appeal are required',
  reasonsTooLong: `Reasons may be at most ${APPEAL_LIMITS.reasons} characters`,
  outcomeInvalid: "Outcome must be 'dismissed' or 'allowed'",
  decisionNotFound: 'No decision with this id was made against your centre',
  appealNotFound: 'Appeal not found',
  appealPastDeadline: (until: string) => `The time to appeal this decision ended on ${until}; an appeal can no longer be made.`,
  alreadyAppealed: 'This decision has already been appealed: there is one appeal per decision.',
  alreadyDecided: (status: string) => `This appeal has already been decided (${status}); it cannot be decided again.`,
  tookPart: (role: string) => `You cannot decide this appeal: you took part in the decision appealed (${role}). Another member of staff must decide it.`,
  cannotReverse: (what: string) => `The appeal cannot be allowed: ${what}. Dismiss it, or decide it once the record is as the decision left it.`,
  conflictDeclared: 'You declared a conflict of interest with this centre: you cannot decide, approve, inspect or decide an appeal on it.',
  conflictTargetRequired: 'Give either centreId or governmentId, not both',
  conflictReasonRequired: 'A reason for the conflict is required',
  conflictReasonTooLong: 'The reason may be at most 2000 characters',
  conflictDeclaredOk: 'Conflict of interest declared',
  appealDaysRange: `Appeal deadline must be between ${APPEAL_LIMITS.appealDays.min} and ${APPEAL_LIMITS.appealDays.max} days`,
} as const;

/** How "took part" reads in the 403 (DECISIONS §10: its decider, the accreditation's approvers, its visits' inspectors). */
export const TOOK_PART_ROLES = {
  conflict: 'you declared a conflict of interest with this centre',
  decider: 'you made the decision',
  approver: "you approved a stage of the centre's accreditation",
  inspector: "you inspected the centre's accreditation",
} as const;
export type TookPartRole = keyof typeof TOOK_PART_ROLES;

/** Whether the decision may still be appealed at `now`. */
export function withinAppealDeadline(appealUntil: Date | string, now: Date): boolean {
  return now.getTime() <= new Date(appealUntil).getTime();
}

/** The end of the right of appeal: `days` calendar days after the decision. */
export function appealUntilOf(at: Date, days: number): Date {
  return new Date(at.getTime() + days * 24 * 3600_000);
}

/**
 * Sanctions (DECISIONS §10): a warning, a suspension until a date (lifted by the clock or by
 * reinstate), a revocation, a delisting for a period. A non-urgent suspension or revocation is first a
 * notice of proposal the centre may answer with representations within `representationsDays`.
 */
export const SANCTION_KINDS = ['warning', 'suspension', 'revocation', 'delisting'] as const;
export type SanctionKind = (typeof SANCTION_KINDS)[number];

/** The sanctions that start as a notice of proposal unless urgent. */
export const NOTICE_KINDS = ['suspension', 'revocation'] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

export const NOTICE_STATUSES = ['open', 'imposed', 'withdrawn'] as const;
export type NoticeStatus = (typeof NOTICE_STATUSES)[number];

export const NOTICE_OUTCOMES = ['imposed', 'withdrawn'] as const;
export type NoticeOutcome = (typeof NOTICE_OUTCOMES)[number];

export const SANCTION_LIMITS = {
  representationsDays: { min: 1, max: 90 },
  defaultRepresentationsDays: 14,
  representations: 5000,
  reasons: 5000,
  /** The furthest a suspension or delisting may run, from today. */
  maxUntilDays: 3660,
} as const;

/** A notice of proposal as staff and the centre see it. */
export interface NoticeView {
  id: string;
  centreId: string;
  kind: NoticeKind;
  reasons: string;
  /** A proposed suspension's last day, if it is proposed until a date. */
  until: string | null;
  proposedAt: string;
  representationsUntil: string;
  representations: string | null;
  representedAt: string | null;
  status: NoticeStatus;
  outcomeReasons: string | null;
  decidedAt: string | null;
  decisionId: string | null;
  /** Whether the centre may still make representations: within the window, none made, not decided. */
  open: boolean;
  /** The documents the centre attached to its representations (where the answer lists them). */
  documents?: DueProcessDocumentView[];
}

/**
 * A document the centre attached to its representations or to its appeal (DECISIONS §10): a PDF,
 * JPEG or PNG, stored like every other document. Staff download it with
 * `GET /api/admin/schools/{centreId}/due-process-documents/{id}`.
 */
export interface DueProcessDocumentView {
  id: string;
  filename: string;
  contentType: string;
  sizeBytes: number;
  uploadedAt: string;
}

/** The types a representation or an appeal may carry, and how many files each may hold. */
export const DUE_PROCESS_DOCUMENTS = { extensions: ['pdf', 'jpg', 'jpeg', 'png'] as const, perItem: 5 } as const;

export const DUE_PROCESS_DOC_MSG = {
  attached: 'Document attached',
  unsupported: 'File type not allowed. Attach a PDF, JPEG or PNG file.',
  tooMany: (max: number) => `At most ${max} documents can be attached here.`,
  appealClosed: (status: string) => `Documents can be added to an appeal only while it is open: this appeal has been decided (${status}).`,
  appealNotFound: 'No appeal with this id was lodged by your centre',
  documentNotFound: 'Document not found',
} as const;

/** What a sanction or a notice's decision produced: the decision (in effect) or the notice (proposed). */
export interface SanctionOutcome {
  decision: DecisionView | null;
  notice: NoticeView | null;
}

/** The centre's due process as staff see it on the centre page. */
export interface CentreSanctionsView {
  decisions: DecisionView[];
  notices: NoticeView[];
  /** The end of a delisting in force, or null. */
  delistedUntil: string | null;
}

export const SANCTION_MSG = {
  imposed: {
    warning: 'Warning given; the centre has been emailed',
    suspension: 'Suspension imposed; the centre has been emailed',
    revocation: 'Revocation imposed; the centre has been emailed',
    delisting: 'Centre delisted; the centre has been emailed',
  } satisfies Record<SanctionKind, string>,
  noticeSent: 'Notice of proposal sent; the centre may make representations',
  noticeDecided: (status: string) => `This notice has already been decided (${status}); it cannot be decided again.`,
  noticeWithdrawn: 'Notice withdrawn; nothing changes',
  noticeImposed: 'Proposal imposed; the centre has been emailed',
  kindInvalid: "Kind must be 'warning', 'suspension', 'revocation' or 'delisting'",
  reasonsRequired: 'Reasons for the sanction are required',
  reasonsTooLong: `Reasons may be at most ${SANCTION_LIMITS.reasons} characters`,
  urgentInvalid: 'Urgent must be true or false',
  untilRequired: 'Give the last day of the delisting (YYYY-MM-DD)',
  untilInvalid: 'The date must be a day (YYYY-MM-DD) after today and within ten years',
  untilNotAllowed: 'Only a suspension or a delisting runs until a date',
  outcomeInvalid: "Outcome must be 'imposed' or 'withdrawn'",
  noAccreditation: 'This centre has no granted accreditation to suspend or revoke',
  notApplicable: (kind: string, standing: string) => `A ${kind} cannot be made: the accreditation is ${standing.toLowerCase()}.`,
  noticeNotFound: 'No notice of proposal with this id was sent to this centre',
  windowOpen: (until: string) => `The centre may make representations until ${until}; decide once they are in or that day has passed.`,
  windowClosed: (until: string) => `The time for representations on this notice ended on ${until}; they can no longer be made.`,
  alreadyRepresented: 'Representations on this notice have already been made: there is one answer per notice.',
  representationsRequired: 'Your representations are required',
  representationsTooLong: `Representations may be at most ${SANCTION_LIMITS.representations} characters`,
  representationsSent: 'Your representations have been received',
  delisted: (until: string) =>
    `A centre with this Government/RC number or admin email is delisted until ${until}; a new pre-registration cannot be made before then.`,
  representationsDaysRange: `The representations window must be between ${SANCTION_LIMITS.representationsDays.min} and ${SANCTION_LIMITS.representationsDays.max} days`,
} as const;
