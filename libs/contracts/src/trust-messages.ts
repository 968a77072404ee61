/**
 * DECISIONS §8 (docs/TRUST.md): locked identities, accreditation snapshots and standing, the
 * accreditation gate, four-eyes explained, duplicates. Vocabulary and message texts shared by the
 * server and both user interfaces.
 */

/** The identity a registration approval fixes: the centre's session cannot change these. */
export const IDENTITY_FIELDS = ['CentreName', 'GovernmentId', 'ownershipType', 'State', 'LocalGovernment', 'address', 'AdminEmail'] as const;
export type IdentityField = (typeof IDENTITY_FIELDS)[number];

export const IDENTITY_FIELD_LABELS: Record<IdentityField, string> = {
  CentreName: 'Centre name',
  GovernmentId: 'Government/RC number',
  ownershipType: 'Ownership type',
  State: 'State',
  LocalGovernment: 'Local government',
  address: 'Address',
  AdminEmail: 'Admin email',
};

/** Every document type is required before an accreditation can start. */
export const REQUIRED_DOCUMENT_TYPES = ['applicationLetter', 'rcDocument', 'gpsPicture', 'centrePicture'] as const;

/**
 * The live standing of a granted accreditation (DECISIONS §9): accredited, suspended or revoked by
 * the council, expired when its validity passed, superseded when a later accreditation was granted.
 */
export const ACCREDITATION_STANDINGS = ['accredited', 'suspended', 'revoked', 'expired', 'superseded'] as const;
export type AccreditationStanding = (typeof ACCREDITATION_STANDINGS)[number];

/** Standings of the one accreditation a centre has in force; revoked and superseded ones are history. */
export const IN_FORCE_STANDINGS = ['accredited', 'suspended', 'expired'] as const satisfies readonly AccreditationStanding[];

export const STANDING_LABELS: Record<AccreditationStanding, string> = {
  accredited: 'Accredited',
  suspended: 'Suspended',
  revoked: 'Revoked',
  expired: 'Expired',
  superseded: 'Superseded',
};

/**
 * The standing every reader sees (docs/TRUST.md "Good standing"): the stored standing, except that an
 * accreditation in force that is accredited or suspended is `withdrawn` while its centre is being
 * reviewed again (a query or a reset sent it back from autotest_approved; approving it for autotest
 * again restores it). Withdrawn is no standing of its own in the database: it is read, never stored.
 */
export const LIVE_STANDINGS = [...ACCREDITATION_STANDINGS, 'withdrawn'] as const;
export type LiveStanding = (typeof LIVE_STANDINGS)[number];

export const LIVE_STANDING_LABELS: Record<LiveStanding, string> = { ...STANDING_LABELS, withdrawn: 'Withdrawn (under review)' };

export function liveStanding(standing: AccreditationStanding | null | undefined, centreStatus: string): LiveStanding | null {
  if (!standing) return null;
  if ((standing === 'accredited' || standing === 'suspended') && centreStatus !== 'autotest_approved') return 'withdrawn';
  return standing;
}

/**
 * Whether a granted accreditation stands today: its live standing is accredited. The accreditation
 * list and stats, the export, the register, letters and the verify page all ask this one question
 * (its SQL twin: libs/accreditation/src/workflow/good-standing-sql.ts).
 */
export function isInGoodStanding(standing: string | null | undefined, centreStatus: string): boolean {
  return liveStanding(standing as AccreditationStanding | null, centreStatus) === 'accredited';
}

export const STANDING_ACTIONS = ['suspend', 'reinstate', 'revoke'] as const;
export type StandingAction = (typeof STANDING_ACTIONS)[number];

export const CHANGE_REQUEST_STATUSES = ['pending', 'approved', 'declined'] as const;
export type ChangeRequestStatus = (typeof CHANGE_REQUEST_STATUSES)[number];

/** History entries of the trust rules, DECISIONS §8 (spread into HISTORY_ACTIONS). */
export const TRUST_HISTORY_ACTIONS = [
  'identity_change_requested',
  'identity_change_approved',
  'identity_change_declined',
  'registration_reopened',
  'accreditation_stage_skipped',
  'accreditation_stage_auto_approved',
  'accreditation_suspended',
  'accreditation_reinstated',
  'accreditation_revoked',
  'accreditation_superseded',
  'accreditation_expired',
  'renewal_submitted',
  'renewal_withdrawn',
] as const;

const dateInWords = (iso: string | null): string =>
  iso ? new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Africa/Lagos' }) : 'an unrecorded date';

/** What the public verification page says about a letter's standing, in plain words. */
export function standingSentence(status: string, since: string | null): string {
  switch (status) {
    case 'accredited':
      return `This centre has been accredited by the council since ${dateInWords(since)} and may hold examinations.`;
    case 'suspended':
      return `This centre's accreditation was suspended on ${dateInWords(since)}. It may not hold examinations until the council reinstates it.`;
    case 'revoked':
      return `This centre's accreditation was revoked on ${dateInWords(since)}. It is no longer accredited and may not hold examinations.`;
    case 'superseded':
      return `This letter was replaced on ${dateInWords(since)} by a later accreditation of the same centre. Ask the centre for its current letter.`;
    case 'expired':
      return `This centre's accreditation expired on ${dateInWords(since)}. It may not hold examinations until the council renews it.`;
    case 'delisted':
      return `This centre was delisted by the council on ${dateInWords(since)}. It is not in good standing and may not hold examinations while the delisting lasts.`;
    default:
      return 'This letter no longer stands: the centre is not accredited at present.';
  }
}

export const TRUST_MSG = {
  identityLocked: (labels: string[]) =>
    `These details were approved by the council and cannot be changed here: ${labels.join(', ')}. Send a change request instead.`,
  registrationReadOnly: 'Your registration is complete: details and documents are read-only until the council reopens them.',
  changeRequestEmpty: 'Name at least one approved detail to change, with its new value.',
  changeRequestNoChange: 'The requested values are the same as the approved ones.',
  changeRequestPending: 'A change request for this centre is already waiting for a decision.',
  changeRequestNotApproved: 'Change requests are for centres already approved for registration; edit your registration instead.',
  changeRequestSent: 'Change request sent. The council will review it and email you its decision.',
  changeRequestNotFound: 'Change request not found',
  changeRequestDecided: 'This change request has already been decided.',
  changeRequestApproved: 'Change request approved: the centre record now shows the new details.',
  changeRequestDeclined: 'Change request declined.',
  changeRequestReasonRequired: 'A reason is required',
  accreditationGate: (missing: string[]) => `Accreditation cannot start: ${missing.join('; ')}.`,
  gateRegistrationIncomplete: 'the registration is not marked complete',
  gateMissingDocuments: (labels: string[]) => `missing documents: ${labels.join(', ')}`,
  fourEyesBlocked: (stage: string) => `You approved an earlier stage of this accreditation; a different person must approve ${stage}.`,
  standingReasonRequired: 'A reason is required',
  standingNotAllowed: (action: string, standing: string) => `Cannot ${action} an accreditation that is ${standing.toLowerCase()}.`,
  standingNotGranted: 'This centre has no granted accreditation.',
  letterNeedsGoodStanding: (standing: string) =>
    `This centre's accreditation is ${standing.toLowerCase()}: its letter can be regenerated, mailed or downloaded only while the centre is accredited.`,
  letterWithdrawn: "This centre's registration is being reviewed again: its letter can be regenerated, mailed or downloaded once the centre is approved for autotest again.",
  accreditationNeedsNewReview:
    'This centre already has an accreditation. To accredit it again, approve its registration and its autotest again first (for example after a reset).',
  changeRequestNeedsDestinationScope: (state: string) =>
    `Moving this centre to ${state} needs an admin whose states include ${state}, or a national admin.`,
  standingChanged: { suspend: 'Accreditation suspended', reinstate: 'Accreditation reinstated', revoke: 'Accreditation revoked' } as Record<StandingAction, string>,
  letterNotReady: 'Your accreditation letter is not available yet.',
  possibleDuplicate: 'A centre with this Government/RC number is already registered. The council will check whether this is the same centre before deciding.',
} as const;


/** One accreditation cycle of a centre, as the renewal answer lists it. */
export interface RenewalCycle {
  id: string;
  cycle: number;
  kind: string;
  status: string;
  standing: AccreditationStanding | null;
  validFrom: string | null;
  validUntil: string | null;
  currentStage: number;
  totalStagesRequired: number;
}

/** GET /api/centre-registration/{ref}/renewal: what the centre's renewal screen shows (DECISIONS §9). */
export interface RenewalView {
  /** Whether the centre may submit a renewal now. */
  open: boolean;
  /** Why not, in words (null when open, or when there is nothing to renew at all). */
  blockedReason: string | null;
  opensAt: string | null;
  validUntil: string | null;
  standing: AccreditationStanding | null;
  /** A renewal being decided by the council, if any. */
  running: RenewalCycle | null;
  /** Every accreditation of the centre, newest first. */
  cycles: RenewalCycle[];
}

/** DECISIONS §9: the renewal of an accreditation, asked for by the centre within its renewal window. */
export const RENEWAL_MSG = {
  nothingToRenew: 'This centre has no accreditation to renew.',
  suspended: 'A suspended accreditation is renewed once the council reinstates it.',
  notYetOpen: (date: string) => `Renewal opens on ${date}.`,
  alreadySubmitted: 'A renewal of this accreditation is already being decided by the council.',
  needsAutotestApproval: 'Renewal needs the centre to be approved for autotest; ask the council.',
  needsCycleAutotest: (date: string) =>
    `Renewal needs this cycle's passed autotest, sat on or after ${date}. The council records it once the centre has sat the autotest.`,
  submitted: 'Renewal submitted. The council will review it and email you its decision.',
  /** DECISIONS §10: a suspension or revocation withdrew the renewal; stage decisions on it are refused. */
  renewalWithdrawn:
    'This renewal was withdrawn when the accreditation it renews was suspended or revoked: no stage can be approved or rejected. Once the council reinstates a suspended accreditation, the centre may renew again.',
} as const;

/** A date in words for the renewal messages, as the verify page writes them. */
export function renewalDate(iso: Date | string): string {
  return new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Africa/Lagos' });
}
