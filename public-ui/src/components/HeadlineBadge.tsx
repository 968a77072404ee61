import { headlineStatus, type AccreditationStanding, type AccreditationStatus, type CentreStatus } from '@cbt/contracts';
import { useI18n } from '../i18n';

/** The facts of a centre as the status look-up and the centre's session give them. */
export interface HeadlineSource {
  status: string;
  accreditation?: { status?: string | null; standing?: string | null; underAppeal?: boolean } | null;
}

/** headlineStatus (libs/contracts) for a centre as the public API answers it. */
export function headlineOf(centre: HeadlineSource) {
  return headlineStatus({
    status: centre.status as CentreStatus,
    accreditationStatus: (centre.accreditation?.status ?? null) as AccreditationStatus | null,
    standing: (centre.accreditation?.standing ?? null) as AccreditationStanding | null,
    underAppeal: centre.accreditation?.underAppeal === true,
  });
}

/**
 * The status a person sees first (DECISIONS §10): the furthest fact as a badge and, when an
 * accreditation leads, the registration status beside it, in the reader's language.
 */
export function HeadlineBadge({ centre, fallbackLabel }: { centre: HeadlineSource; fallbackLabel?: string }) {
  const { t } = useI18n();
  const headline = headlineOf(centre);
  const registration = t.statusLabels[centre.status] ?? fallbackLabel ?? centre.status;
  const label = headline.accreditationLeads ? t.headline[headline.key as keyof typeof t.headline] : registration;
  return (
    <span className="headline-status">
      <span className={`badge badge-tone-${headline.tone}`}>{label}</span>
      {headline.accreditationLeads && <span className="headline-beside">{`${t.status.registration}: ${registration}`}</span>}
    </span>
  );
}
