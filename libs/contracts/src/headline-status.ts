/**
 * The status a person sees first for a centre (DECISIONS §10, ARCHITECTURE convention 16): its
 * furthest fact. Once an accreditation exists its standing leads, with the registration status
 * beside it. The console list and header, Check Status and the centre's own pages all call this one
 * function; none reads the raw fields itself.
 */
import type { AccreditationStatus } from './accreditation.js';
import { CENTRE_STATUS_LABELS, CENTRE_STATUSES, type CentreStatus } from './centres.js';
import { isInGoodStanding, type AccreditationStanding } from './trust-messages.js';

/** The headlines an accreditation gives, in the order a centre may reach them. */
export const ACCREDITATION_HEADLINES = [
  'accreditation_in_progress',
  'accreditation_rejected',
  'accredited',
  'suspended',
  'revoked',
  'expired',
  /** DECISIONS §10 due process: a suspension or revocation under an open appeal (appeals come later). */
  'under_appeal',
  /** In force and accredited, but the centre was sent back (a query or a reset): docs/TRUST.md "Good standing". */
  'withdrawn',
] as const;

export type AccreditationHeadline = (typeof ACCREDITATION_HEADLINES)[number];

export const HEADLINE_KEYS = [...CENTRE_STATUSES, ...ACCREDITATION_HEADLINES] as const;
export type HeadlineKey = (typeof HEADLINE_KEYS)[number];

/** How a headline is coloured; each screen maps a tone to its own accessible colours. */
export type HeadlineTone = 'info' | 'success' | 'warning' | 'danger' | 'attention';

export interface HeadlineFacts {
  /** The registration status. */
  status: CentreStatus;
  /** The status of the centre's current accreditation (the newest cycle); absent or null: none. */
  accreditationStatus?: AccreditationStatus | null;
  /** The standing of the accreditation in force, else of the current one; null until one is granted. */
  standing?: AccreditationStanding | null;
  /** An appeal against the suspension or revocation is open (DECISIONS §10, due process). */
  underAppeal?: boolean;
}

export interface Headline {
  key: HeadlineKey;
  tone: HeadlineTone;
  /** The registration status, shown beside an accreditation headline. */
  registration: CentreStatus;
  /** True when an accreditation gives the headline (the registration is then shown beside it). */
  accreditationLeads: boolean;
}

const TONES: Record<HeadlineKey, HeadlineTone> = {
  pending: 'warning',
  registration_approved: 'info',
  autotest_approved: 'success',
  rejected: 'danger',
  query: 'attention',
  accreditation_in_progress: 'info',
  accreditation_rejected: 'danger',
  accredited: 'success',
  suspended: 'warning',
  revoked: 'danger',
  expired: 'danger',
  under_appeal: 'attention',
  withdrawn: 'warning',
};

export const HEADLINE_LABELS: Record<HeadlineKey, string> = {
  ...CENTRE_STATUS_LABELS,
  accreditation_in_progress: 'Accreditation in progress',
  accreditation_rejected: 'Accreditation rejected',
  accredited: 'Accredited',
  suspended: 'Accreditation suspended',
  revoked: 'Accreditation revoked',
  expired: 'Accreditation expired',
  under_appeal: 'Under appeal',
  withdrawn: 'Accreditation withdrawn',
};

function accreditationHeadline(facts: HeadlineFacts): HeadlineKey | null {
  const { standing, accreditationStatus } = facts;
  if ((standing === 'suspended' || standing === 'revoked') && facts.underAppeal) return 'under_appeal';
  if (standing === 'suspended' || standing === 'revoked' || standing === 'expired') return standing;
  // A granted accreditation stands only in good standing (one rule for every reader, docs/TRUST.md).
  if (standing === 'accredited' || (!standing && accreditationStatus === 'approved')) {
    return isInGoodStanding('accredited', facts.status) ? 'accredited' : 'withdrawn';
  }
  if (accreditationStatus === 'pending' || accreditationStatus === 'in_progress') return 'accreditation_in_progress';
  if (accreditationStatus === 'rejected') return 'accreditation_rejected';
  return null;
}

export function headlineStatus(facts: HeadlineFacts): Headline {
  const accreditation = accreditationHeadline(facts);
  const key: HeadlineKey = accreditation ?? facts.status;
  return { key, tone: TONES[key] ?? 'info', registration: facts.status, accreditationLeads: accreditation !== null };
}

/** The console list's "Accreditation" filter: one value per accreditation headline a centre can have today. */
export const STANDING_FILTERS = ['in_progress', 'accredited', 'suspended', 'revoked', 'expired', 'withdrawn', 'rejected'] as const;
export type StandingFilter = (typeof STANDING_FILTERS)[number];

const FILTER_OF: Partial<Record<HeadlineKey, StandingFilter>> = {
  accreditation_in_progress: 'in_progress',
  accreditation_rejected: 'rejected',
  accredited: 'accredited',
  suspended: 'suspended',
  revoked: 'revoked',
  expired: 'expired',
  withdrawn: 'withdrawn',
  // Under appeal filters with the standing appealed against until appeals exist.
};

/** The filter value a headline falls under; null when no accreditation leads. */
export function standingFilterOf(headline: Headline): StandingFilter | null {
  return headline.accreditationLeads ? (FILTER_OF[headline.key] ?? null) : null;
}
