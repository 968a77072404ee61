import { accreditationProgress, ACCREDITATION_STATUS_LABELS, type AccreditationFilter, type AccreditationStatus } from '@cbt/contracts';

/** The accreditation columns of a list row (null: the centre passed the autotest but none was started). */
export interface RowAccreditation {
  status: AccreditationStatus;
  currentStage: number;
  totalStagesRequired: number;
  progress?: number;
}

export interface StageProgress {
  /** e.g. 'Stage 1 of 2', '2 of 2 stages approved'. */
  text: string;
  /** 0-100 for the progress bar; null when there is nothing to show. */
  percent: number | null;
}

/**
 * What the table shows for a centre's accreditation. currentStage counts approved stages, so the
 * stage waiting for a decision is currentStage + 1 (SPEC §4: stages run one after another).
 */
export function stageProgress(accreditation: RowAccreditation | null): StageProgress {
  // The status column already says 'Not Started'.
  if (!accreditation) return { text: '—', percent: null };
  const { status, currentStage, totalStagesRequired: total } = accreditation;
  const percent = accreditation.progress ?? accreditationProgress(accreditation);
  if (status === 'approved') return { text: `${total} of ${total} stages approved`, percent: 100 };
  const stage = Math.min(currentStage + 1, Math.max(total, 1));
  if (status === 'rejected') return { text: `Rejected at stage ${stage} of ${total}`, percent: 0 };
  return { text: `Stage ${stage} of ${total}`, percent };
}

/** SPEC §9's status filter values with the labels the screens use. */
export const FILTER_LABELS: Record<AccreditationFilter, string> = {
  no_accreditation: 'Not Started',
  ...ACCREDITATION_STATUS_LABELS,
};

export function statusLabel(accreditation: RowAccreditation | null): string {
  return accreditation ? ACCREDITATION_STATUS_LABELS[accreditation.status] : FILTER_LABELS.no_accreditation;
}
