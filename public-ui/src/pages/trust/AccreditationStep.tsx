import { formatDate } from '../../lib/format';
import { TRUST_TEXT } from './trustTexts';

export interface PublicAccreditation {
  status: 'pending' | 'in_progress' | 'approved' | 'rejected';
  currentStage: number;
  totalStagesRequired: number;
  progress: number;
  accreditedAt: string | null;
  standing: 'accredited' | 'suspended' | 'revoked' | null;
  standingChangedAt: string | null;
}

/** The accreditation in words: stage progress, or the live standing with its date. */
export function accreditationText(a: PublicAccreditation | null | undefined): string {
  if (!a) return TRUST_TEXT.accreditationPending;
  if (a.status === 'rejected') return TRUST_TEXT.accreditationRejected;
  if (a.status === 'approved') {
    const date = formatDate(a.standingChangedAt ?? a.accreditedAt ?? '');
    return TRUST_TEXT.standing[a.standing ?? 'accredited'](date);
  }
  return TRUST_TEXT.accreditationInProgress(a.currentStage, a.totalStagesRequired, a.progress);
}

const ICON = { done: '✓', pending: '…', in_progress: '…', rejected: '✕', suspended: '!', revoked: '✕' } as const;

/** The check-status timeline's last step (issue 13). */
export function AccreditationStep({ accreditation }: { accreditation: PublicAccreditation | null | undefined }) {
  const state = !accreditation
    ? 'pending'
    : accreditation.status === 'approved'
      ? accreditation.standing === 'suspended' || accreditation.standing === 'revoked'
        ? accreditation.standing
        : 'done'
      : accreditation.status === 'rejected'
        ? 'rejected'
        : accreditation.status === 'in_progress'
          ? 'in_progress'
          : 'pending';
  return (
    <ol className="timeline" aria-label="Accreditation" start={4}>
      <li className={`timeline-item timeline-${state === 'in_progress' ? 'pending' : state === 'suspended' || state === 'revoked' ? 'rejected' : state}`} data-testid="accreditation-step">
        <span className="timeline-icon" aria-hidden="true">
          {ICON[state]}
        </span>
        <span className="timeline-text">
          <strong>{TRUST_TEXT.accreditationStep}</strong>
          <span className="timeline-detail"> {accreditationText(accreditation)}</span>
          {accreditation?.status === 'in_progress' && <progress max={100} value={accreditation.progress} aria-label={`Accreditation progress ${accreditation.progress}%`} />}
        </span>
      </li>
    </ol>
  );
}
