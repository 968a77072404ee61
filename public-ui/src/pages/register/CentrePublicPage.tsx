import { useEffect, useState } from 'react';
import { MSG } from '@cbt/contracts';
import { ErrorAlert } from '../../components/ErrorAlert';
import { useI18n } from '../../i18n';
import { ApiError, call } from '../../lib/api';
import { formatDate } from '../../lib/format';
import { useTitle } from '../../lib/useTitle';
import { Link } from '../../router';
import { NotFound } from '../NotFound';
import { StandingBadge } from './StandingBadge';
import { jsonLdScript, type PublicCentre } from './publicCentre';
import '../verify/verify.css';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Outcome = { kind: 'loading' } | { kind: 'found'; centre: PublicCentre; jsonLd: Record<string, unknown> } | { kind: 'not-found' } | { kind: 'error'; error: unknown };

/**
 * /accredited-centres/{id}: a centre on the public register (DECISIONS §10), with what the register
 * publishes of it and its schema.org data embedded for search engines. Nothing personal: no contact
 * details, no names of people, no reference number. An id not on the register is the not-found page.
 */
export default function CentrePublicPage({ id }: { id: string }) {
  const { t } = useI18n();
  const a = t.accredited;
  const [outcome, setOutcome] = useState<Outcome>(() => (UUID.test(id) ? { kind: 'loading' } : { kind: 'not-found' }));
  useTitle(outcome.kind === 'found' ? outcome.centre.name : a.pageTitle);
  // Dismissing a failure asks again.
  const [attempt, setAttempt] = useState(0);
  const retry = () => {
    setOutcome({ kind: 'loading' });
    setAttempt((n) => n + 1);
  };

  useEffect(() => {
    if (!UUID.test(id)) return;
    const controller = new AbortController();
    call<{ centre: PublicCentre; jsonLd: Record<string, unknown> }>('GET', `/public/accredited-centres/${id}`, { signal: controller.signal })
      .then((response) => {
        if (response.data) setOutcome({ kind: 'found', ...response.data });
        else setOutcome({ kind: 'error', error: new Error(MSG.failedFetchAccredited) });
      })
      .catch((failure: unknown) => {
        if (controller.signal.aborted) return;
        if (failure instanceof ApiError && failure.status === 404) setOutcome({ kind: 'not-found' });
        else setOutcome({ kind: 'error', error: failure instanceof ApiError && failure.status < 500 ? failure : new Error(MSG.failedFetchAccredited) });
      });
    return () => controller.abort();
  }, [id, attempt]);

  if (outcome.kind === 'not-found') return <NotFound />;
  if (outcome.kind === 'loading')
    return (
      <p className="container loading" role="status">
        {t.common.loading}
      </p>
    );
  if (outcome.kind === 'error')
    return (
      <section className="container page-section narrow">
        <ErrorAlert error={outcome.error} onDismiss={retry} />
        <Link to="/accredited-centres">{a.back}</Link>
      </section>
    );

  const { centre } = outcome;
  const facts: Array<[string, string]> = [
    [a.state, centre.state ?? a.notGiven],
    [a.localGovernment, centre.localGovernment ?? a.notGiven],
    [a.town, centre.town ?? a.notGiven],
    [a.accreditedOn, formatDate(centre.accreditedAt) || a.notGiven],
    [a.validUntil, formatDate(centre.validUntil) || a.notGiven],
  ];
  const located = centre.latitude !== null && centre.longitude !== null;
  return (
    <section className="container page-section narrow centre-public" aria-labelledby="centre-title">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(outcome.jsonLd) }} />
      <p>
        <Link to="/accredited-centres">{a.back}</Link>
      </p>
      <h1 id="centre-title">{centre.name}</h1>
      <div className="card">
        <p>
          <StandingBadge standing={centre.standing} underAppeal={centre.underAppeal} />
        </p>
        <dl className="centre-facts">
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
          <div>
            <dt>{a.onMap}</dt>
            <dd>
              {located ? (
                <>
                  <span>{`${centre.latitude!.toFixed(5)}, ${centre.longitude!.toFixed(5)}`}</span> <small>{a.approximateNote}</small>
                </>
              ) : (
                a.noPosition
              )}
            </dd>
          </div>
        </dl>
      </div>
      <div className="card">
        <h2>{a.verifyTitle}</h2>
        <p>{a.verifyText}</p>
        <Link to="/verify" className="button button-primary">
          {a.verifyLink}
        </Link>
      </div>
    </section>
  );
}
