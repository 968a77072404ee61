import { useEffect, useRef, useState } from 'react';
import { MSG, STATE_NAMES } from '@cbt/contracts';
import { ErrorAlert } from '../../components/ErrorAlert';
import { SelectField } from '../../components/Fields';
import { useI18n, type Dictionary } from '../../i18n';
import { ApiError, call } from '../../lib/api';
import { formatDate, formatNumber } from '../../lib/format';
import { useTitle } from '../../lib/useTitle';
import { Link } from '../../router';
import { centrePagePath } from '../register/publicCentre';
import { StandingBadge } from '../register/StandingBadge';
import { useNearMe } from '../register/useNearMe';
import { readRegisterQuery, registerApiPath, registerSearch, type RegisterQuery } from './registerQuery';
import './verify.css';

interface RegisterEntry {
  /** The centre's id: its public page is /accredited-centres/{id}. */
  id: string;
  centreName: string;
  state: string | null;
  localGovernment: string | null;
  accreditedAt: string | null;
  /** DECISIONS §9: suspended centres stay listed, marked as such, never shown as accredited. */
  standing?: 'accredited' | 'suspended' | 'revoked';
  /** DECISIONS §10: an appeal against the suspension or revocation is open (a revoked centre is listed only then). */
  underAppeal?: boolean;
  validUntil?: string | null;
  /** With "Nearest to me": kilometres from the visitor; null when the centre has not given its position. */
  distanceKm?: number | null;
}

interface RegisterPage {
  centres: RegisterEntry[];
  pagination: { page: number; limit: number; totalCount: number; totalPages: number };
}

function countText({ page, limit, totalCount }: RegisterPage['pagination'], shown: number, words: Dictionary['accredited']): string {
  if (totalCount === 0) return '';
  const first = (page - 1) * limit + 1;
  return words.showing(formatNumber(first), formatNumber(first + shown - 1), formatNumber(totalCount), totalCount);
}

/** /accredited-centres: the public register, newest accreditation first or nearest to the visitor, filtered by state. */
export default function AccreditedCentres() {
  const { t } = useI18n();
  const a = t.accredited;
  useTitle(a.pageTitle);
  const [query, setQuery] = useState<RegisterQuery>(() => readRegisterQuery(window.location.search));
  const [data, setData] = useState<RegisterPage | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(true);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const nearMe = useNearMe(() => setQuery((current) => ({ ...current, page: 1 })));
  const near = nearMe.near;

  useEffect(() => {
    const controller = new AbortController();
    setBusy(true);
    setError(null);
    // replaceState: the filter is remembered on reload without filling the Back history.
    window.history.replaceState(null, '', `${window.location.pathname}${registerSearch(query)}`);
    call<RegisterPage>('GET', registerApiPath(query, near), { signal: controller.signal })
      .then((response) => {
        const page = response.data?.pagination;
        // A page past the end (an old link after centres left the register) shows the last one instead.
        if (page && page.totalPages > 0 && page.page > page.totalPages) setQuery((current) => ({ ...current, page: page.totalPages }));
        else setData(response.data ?? null);
      })
      .catch((failure: unknown) => {
        if (controller.signal.aborted) return;
        setData(null);
        setError(failure instanceof ApiError && failure.status >= 400 && failure.status < 500 ? failure : new Error(MSG.failedFetchAccredited));
      })
      .finally(() => {
        if (!controller.signal.aborted) setBusy(false);
      });
    return () => controller.abort();
  }, [query, near]);

  const goToPage = (page: number) => {
    setQuery((current) => ({ ...current, page }));
    // The new page starts at the table's heading, so keyboard users are not left at the bottom.
    headingRef.current?.focus();
  };

  const pagination = data?.pagination;
  const centres = data?.centres ?? [];

  return (
    <section className="container page-section" aria-labelledby="register-title">
      <h1 id="register-title">{a.title}</h1>
      <p className="lead">{a.lead}</p>
      <p>{a.suspendedNote}</p>
      <div className="register-filter">
        <SelectField
          name="state"
          label={a.state}
          value={query.state}
          options={STATE_NAMES}
          placeholder={a.allStates}
          required={false}
          onValue={(state) => setQuery({ state, page: 1 })}
        />
      </div>
      <div className="register-order">
        {near ? (
          <button type="button" className="button button-secondary" onClick={nearMe.clear}>
            {a.newestFirst}
          </button>
        ) : (
          <button type="button" className="button button-secondary" disabled={nearMe.locating} onClick={nearMe.locate}>
            {nearMe.locating ? a.locating : a.nearest}
          </button>
        )}
        {near && <p>{a.nearestNote}</p>}
        {nearMe.unavailable && <p role="status">{a.locationUnavailable}</p>}
      </div>
      <ErrorAlert error={error} onDismiss={() => setError(null)} />

      <div className="card">
        <h2 id="register-results" tabIndex={-1} ref={headingRef}>
          {query.state ? a.centresIn(query.state) : a.centres}
        </h2>
        <p className="register-count" role="status">
          {busy ? t.common.loading : pagination ? countText(pagination, centres.length, a) : ''}
        </p>
        {!busy && data && centres.length === 0 && (
          <div className="empty-panel">
            <p>
              <strong>{query.state ? a.emptyIn(query.state) : a.empty}</strong>
            </p>
            {query.state && <p>{a.chooseAll}</p>}
          </div>
        )}
        {centres.length > 0 && (
          <table className="register-table" aria-labelledby="register-results" aria-busy={busy}>
            <thead>
              <tr>
                <th scope="col">{a.centreName}</th>
                <th scope="col">{a.state}</th>
                <th scope="col">{a.localGovernment}</th>
                <th scope="col">{a.accreditedOn}</th>
                <th scope="col">{a.validUntil}</th>
                <th scope="col">{a.standing}</th>
                {near && <th scope="col">{a.distance}</th>}
              </tr>
            </thead>
            <tbody>
              {/* DECISIONS §8: the register shows what was accredited, with no reference numbers or contacts. */}
              {centres.map((centre, i) => (
                <tr key={`${i}-${centre.id}`}>
                  <th scope="row" data-label={a.centreName}>
                    <Link to={centrePagePath(centre.id)}>{centre.centreName}</Link>
                  </th>
                  <td data-label={a.state}>
                    <span>{centre.state ?? '—'}</span>
                  </td>
                  <td data-label={a.localGovernment}>
                    <span>{centre.localGovernment ?? '—'}</span>
                  </td>
                  <td data-label={a.accreditedOn}>
                    <span>{formatDate(centre.accreditedAt) || '—'}</span>
                  </td>
                  <td data-label={a.validUntil}>
                    <span>{formatDate(centre.validUntil) || '—'}</span>
                  </td>
                  <td data-label={a.standing}>
                    <StandingBadge standing={centre.standing} underAppeal={centre.underAppeal} />
                  </td>
                  {near && (
                    <td data-label={a.distance}>
                      <span>{typeof centre.distanceKm === 'number' ? a.km(formatNumber(centre.distanceKm)) : a.noPosition}</span>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {pagination && pagination.totalPages > 1 && (
          <nav className="pager" aria-label={a.pages}>
            <button type="button" className="button button-secondary button-small" disabled={busy || pagination.page <= 1} onClick={() => goToPage(pagination.page - 1)}>
              {a.previous}
            </button>
            <span>{a.pageOf(formatNumber(pagination.page), formatNumber(pagination.totalPages))}</span>
            <button
              type="button"
              className="button button-secondary button-small"
              disabled={busy || pagination.page >= pagination.totalPages}
              onClick={() => goToPage(pagination.page + 1)}
            >
              {a.next}
            </button>
          </nav>
        )}
      </div>
    </section>
  );
}
