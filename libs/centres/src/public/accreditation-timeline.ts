import type { DataSource } from 'typeorm';
import { ACCREDITATION_STATUS_LABELS, accreditationProgress, STANDING_LABELS, type AccreditationStanding, type AccreditationStatus } from '#contracts';

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
}

interface Row {
  status: AccreditationStatus;
  current_stage: number;
  total_stages_required: number;
  accredited_at: Date | null;
  standing: AccreditationStanding | null;
  standing_changed_at: Date | null;
}

const iso = (d: Date | null): string | null => (d ? new Date(d).toISOString() : null);

export async function readAccreditationStatus(dataSource: DataSource, reference: string): Promise<PublicAccreditationStatus | null> {
  const [row] = (await dataSource.query(
    `SELECT a.status, a.current_stage, a.total_stages_required, a.accredited_at, a.standing, a.standing_changed_at
       FROM centres c JOIN accreditations a ON a.centre_id = c.id WHERE c.reference_number = $1`,
    [reference],
  )) as Row[];
  if (!row) return null;
  return {
    status: row.status,
    statusLabel: ACCREDITATION_STATUS_LABELS[row.status],
    currentStage: row.current_stage,
    totalStagesRequired: row.total_stages_required,
    progress: accreditationProgress({ status: row.status, currentStage: row.current_stage, totalStagesRequired: row.total_stages_required }),
    accreditedAt: iso(row.accredited_at),
    standing: row.standing,
    standingLabel: row.standing ? STANDING_LABELS[row.standing] : null,
    standingChangedAt: iso(row.standing_changed_at),
  };
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
