import { HeadlineBadge, type HeadlineSource } from '../../components/HeadlineBadge';
import { useI18n } from '../../i18n';
import { logoutCentre } from './useCentre';

/** Reference, the headline status (DECISIONS §10), Complete/Incomplete and logout: the same head on both centre screens. */
export function CentreHeader({ title, reference, complete, centreName, centre }: { title: string; reference: string; complete: boolean; centreName?: string; centre?: HeadlineSource | null }) {
  const { t } = useI18n();
  return (
    <header className="centre-header">
      <div>
        <h1 id="centre-title">{title}</h1>
        {centreName && <p className="muted">{centreName}</p>}
        {centre?.status && (
          <p>
            <HeadlineBadge centre={centre} />
          </p>
        )}
        <p>
          {t.centre.referenceNumber} <strong className="mono">{reference}</strong>
          <span className={`badge ${complete ? 'badge-ok' : 'badge-missing'}`}>{complete ? t.centre.complete : t.centre.incomplete}</span>
        </p>
      </div>
      <button type="button" className="button button-secondary" onClick={logoutCentre}>
        {t.centre.logout}
      </button>
    </header>
  );
}
