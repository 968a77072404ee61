import { accreditationProgress, type AccreditationFilter, type AccreditationStatus } from '@cbt/contracts';
import type { Translate } from '../shared/i18n';

/** The accreditation columns of a list row (null: the centre passed the autotest but none was started). */
export interface RowAccreditation {
  status: AccreditationStatus;
  currentStage: number;
  totalStagesRequired: number;
  progress?: number;
}

export interface StageProgress {
  /** e.g. 'Stage 1 of 2', '2 of 2 stages approved', in the chosen language. */
  text: string;
  /** 0-100 for the progress bar; null when there is nothing to show. */
  percent: number | null;
}

/**
 * What the table shows for a centre's accreditation. currentStage counts approved stages, so the
 * stage waiting for a decision is currentStage + 1 (SPEC §4: stages run one after another).
 */
export function stageProgress(accreditation: RowAccreditation | null, translate: Translate): StageProgress {
  // The status column already says 'Not Started'.
  if (!accreditation) return { text: '—', percent: null };
  const { status, currentStage, totalStagesRequired: total } = accreditation;
  const percent = accreditation.progress ?? accreditationProgress(accreditation);
  if (status === 'approved') return { text: translate('console.accreditation.progress.allApproved', { total }), percent: 100 };
  const stage = Math.min(currentStage + 1, Math.max(total, 1));
  if (status === 'rejected') return { text: translate('console.accreditation.progress.rejectedAt', { stage, total }), percent: 0 };
  return { text: translate('console.accreditation.progress.stageOf', { stage, total }), percent };
}

/** SPEC §9's status filter value's label (the contracts' words in English). */
export function filterLabel(filter: AccreditationFilter, translate: Translate): string {
  return translate(`console.accreditation.status.${filter}`);
}

export function statusLabel(accreditation: RowAccreditation | null, translate: Translate): string {
  return filterLabel(accreditation ? accreditation.status : 'no_accreditation', translate);
}
