import { formatDate } from '../../lib/format';
import { en, type Dictionary } from '../../i18n/en';
import { useI18n } from '../../i18n';

export interface PublicAccreditation {
  status: 'pending' | 'in_progress' | 'approved' | 'rejected';
  currentStage: number;
  totalStagesRequired: number;
  progress: number;
  accreditedAt: string | null;
  standing: 'accredited' | 'suspended' | 'revoked' | 'expired' | 'superseded' | null;
  standingChangedAt: string | null;
  /** The end of validity of the accreditation in force; null until granted. */
  validUntil?: string | null;
  /** The letter's code for /verify/{code}, given only while the centre is in good standing. */
  verificationCode?: string | null;
}

/** The accreditation in words: stage progress, or the live standing with its date. */
export function accreditationText(a: PublicAccreditation | null | undefined, text: Dictionary['trust'] = en.trust): string {
  if (!a) return text.accreditationPending;
  if (a.status === 'rejected') return text.accreditationRejected;
  if (a.status === 'approved') {
    const date = formatDate(a.standingChangedAt ?? a.accreditedAt ?? '');
    return text.standing[a.standing ?? 'accredited'](date);
  }
  return text.accreditationInProgress(a.currentStage, a.totalStagesRequired, a.progress);
}

const ICON = { done: '✓', pending: '…', in_progress: '…', rejected: '✕', suspended: '!', revoked: '✕', expired: '!' } as const;

/** The check-status timeline's last step (DECISIONS §8). */
export function AccreditationStep({ accreditation }: { accreditation: PublicAccreditation | null | undefined }) {
  const state = !accreditation
    ? 'pending'
    : accreditation.status === 'approved'
      ? accreditation.standing === 'suspended' || accreditation.standing === 'revoked' || accreditation.standing === 'expired'
        ? accreditation.standing
        : 'done'
      : accreditation.status === 'rejected'
        ? 'rejected'
        : accreditation.status === 'in_progress'
          ? 'in_progress'
          : 'pending';
  const { t } = useI18n();
  return (
    <ol className="timeline" aria-label={t.trust.accreditationStep} start={4}>
      <li className={`timeline-item timeline-${state === 'in_progress' ? 'pending' : state === 'suspended' || state === 'revoked' || state === 'expired' ? 'rejected' : state}`} data-testid="accreditation-step">
        <span className="timeline-icon" aria-hidden="true">
          {ICON[state]}
        </span>
        <span className="timeline-text">
          <strong>{t.trust.accreditationStep}</strong>
          <span className="timeline-detail"> {accreditationText(accreditation, t.trust)}</span>
          {accreditation?.status === 'in_progress' && <progress max={100} value={accreditation.progress} aria-label={t.trust.progressLabel(accreditation.progress)} />}
        </span>
      </li>
    </ol>
  );
}
