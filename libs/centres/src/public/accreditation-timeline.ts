import type { DataSource } from 'typeorm';
import { STATUS_LOOKUP_SQL } from './status-lookup.query.js';
import { ACCREDITATION_STATUS_LABELS, accreditationProgress, isInGoodStanding, STANDING_LABELS, type AccreditationStanding, type AccreditationStatus } from '#contracts';

/** The accreditation as the public status look-up shows it: progress and standing, no names. */
export interface PublicAccreditationStatus {
  status: AccreditationStatus;
  statusLabel: string;
  currentStage: number;
  totalStagesRequired: number;
  progress: number;
  accreditedAt: string | null;
  standing: AccreditationStanding | null;
  standingLabel: string | null;
  standingChangedAt: string | null;
  /** The end of validity of the accreditation in force (DECISIONS §9); null until granted. */
  validUntil: string | null;
  /** The code /verify/{code} checks, printed on the letter: only while the centre is in good standing (docs/TRUST.md). */
  verificationCode: string | null;
  /** DECISIONS §10: an appeal against the suspension or revocation is open. */
  underAppeal: boolean;
}

/** The accreditation columns of the status look-up's one statement (status-lookup.query.ts); null without one. */
export interface AccreditationColumns {
  accreditation_status: AccreditationStatus | null;
  current_stage: number | null;
  total_stages_required: number | null;
  accredited_at: Date | null;
  standing: AccreditationStanding | null;
  standing_changed_at: Date | null;
  valid_until?: Date | null;
  letter_code?: string | null;
  /** The centre's registration status, which good standing also asks. */
  status?: string;
  under_appeal?: boolean;
}

const iso = (d: Date | null): string | null => (d ? new Date(d).toISOString() : null);

export function toPublicAccreditation(row: AccreditationColumns): PublicAccreditationStatus | null {
  if (!row.accreditation_status) return null;
  const status = row.accreditation_status;
  const currentStage = row.current_stage ?? 0;
  const totalStagesRequired = row.total_stages_required ?? 0;
  return {
    status,
    statusLabel: ACCREDITATION_STATUS_LABELS[status],
    currentStage,
    totalStagesRequired,
    progress: accreditationProgress({ status, currentStage, totalStagesRequired }),
    accreditedAt: iso(row.accredited_at),
    standing: row.standing,
    standingLabel: row.standing ? STANDING_LABELS[row.standing] : null,
    standingChangedAt: iso(row.standing_changed_at),
    validUntil: iso(row.valid_until ?? null),
    // The letter's code is public (printed and in its QR); Check Status links to its /verify page
    // only while the letter stands (DECISIONS §10).
    verificationCode: row.letter_code && isInGoodStanding(row.standing, row.status ?? '') ? row.letter_code : null,
    underAppeal: row.under_appeal === true && (row.standing === 'suspended' || row.standing === 'revoked'),
  };
}

/** The accreditation of one centre as the public sees it (the centre's own pages use it too). */
export async function readAccreditationStatus(dataSource: DataSource, reference: string): Promise<PublicAccreditationStatus | null> {
  const [row] = (await dataSource.query(STATUS_LOOKUP_SQL, [reference])) as AccreditationColumns[];
  return row ? toPublicAccreditation(row) : null;
}

/**
 * Adds the accreditation step to the check-status timeline: pending until started, then its stage
 * progress, then accredited / suspended / revoked (or rejected) with the date.
 */
export function withAccreditation(view: Record<string, unknown>, accreditation: PublicAccreditationStatus | null): Record<string, unknown> {
  const timeline = Array.isArray(view.timeline) ? [...(view.timeline as Array<Record<string, unknown>>)] : [];
  let step: Record<string, unknown>;
  if (!accreditation) step = { step: 'accreditation', state: 'pending', date: null };
  else if (accreditation.status === 'rejected') step = { step: 'accreditation', state: 'rejected', date: null };
  else if (accreditation.status === 'approved')
    step = { step: 'accreditation', state: accreditation.standing === 'accredited' || !accreditation.standing ? 'done' : accreditation.standing, date: accreditation.standingChangedAt ?? accreditation.accreditedAt, standing: accreditation.standing };
  else step = { step: 'accreditation', state: 'in_progress', date: null, currentStage: accreditation.currentStage, totalStagesRequired: accreditation.totalStagesRequired, progress: accreditation.progress };
  timeline.push(step);
  return { ...view, accreditation, timeline };
}
