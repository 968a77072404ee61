import { useEffect, useRef, useState } from 'react';
import { MSG, STATE_NAMES } from '@cbt/contracts';
import { ErrorAlert } from '../../components/ErrorAlert';
import { SelectField } from '../../components/Fields';
import { ApiError, call } from '../../lib/api';
import { formatDate } from '../../lib/format';
import { useTitle } from '../../lib/useTitle';
import { readRegisterQuery, registerApiPath, registerSearch, type RegisterQuery } from './registerQuery';
import './verify.css';

interface RegisterEntry {
  centreName: string;
  state: string | null;
  localGovernment: string | null;
  accreditedAt: string | null;
}

interface RegisterPage {
  centres: RegisterEntry[];
  pagination: { page: number; limit: number; totalCount: number; totalPages: number };
}

function countText({ page, limit, totalCount }: RegisterPage['pagination'], shown: number): string {
  if (totalCount === 0) return '';
  const first = (page - 1) * limit + 1;
  return `Showing ${first}–${first + shown - 1} of ${totalCount} accredited ${totalCount === 1 ? 'centre' : 'centres'}`;
}

/** /accredited-centres: the public register, newest accreditation first, filtered by state. */
export default function AccreditedCentres() {
  useTitle('Accredited Centres');
  const [query, setQuery] = useState<RegisterQuery>(() => readRegisterQuery(window.location.search));
  const [data, setData] = useState<RegisterPage | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(true);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    const controller = new AbortController();
    setBusy(true);
    setError(null);
    // replaceState: the filter is remembered on reload without filling the Back history.
    window.history.replaceState(null, '', `${window.location.pathname}${registerSearch(query)}`);
    call<RegisterPage>('GET', registerApiPath(query), { signal: controller.signal })
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
  }, [query]);

  const goToPage = (page: number) => {
    setQuery((current) => ({ ...current, page }));
    // The new page starts at the table's heading, so keyboard users are not left at the bottom.
    headingRef.current?.focus();
  };

  const pagination = data?.pagination;
  const centres = data?.centres ?? [];
  const where = query.state ? ` in ${query.state}` : '';

  return (
    <section className="container page-section" aria-labelledby="register-title">
      <h1 id="register-title">Accredited CBT Centres</h1>
      <p className="lead">The centres the council has accredited, newest first. A centre whose accreditation was withdrawn is no longer listed.</p>
      <div className="register-filter">
        <SelectField
          name="state"
          label="State"
          value={query.state}
          options={STATE_NAMES}
          placeholder="All states"
          required={false}
          onValue={(state) => setQuery({ state, page: 1 })}
        />
      </div>
      <ErrorAlert error={error} onDismiss={() => setError(null)} />

      <div className="card">
        <h2 id="register-results" tabIndex={-1} ref={headingRef}>
          Centres{where}
        </h2>
        <p className="register-count" role="status">
          {busy ? 'Loading…' : pagination ? countText(pagination, centres.length) : ''}
        </p>
        {!busy && data && centres.length === 0 && (
          <div className="empty-panel">
            <p>
              <strong>No accredited centres{where} yet.</strong>
            </p>
            {query.state && <p>Choose All states to see every accredited centre.</p>}
          </div>
        )}
        {centres.length > 0 && (
          <table className="register-table" aria-labelledby="register-results" aria-busy={busy}>
            <thead>
              <tr>
                <th scope="col">Centre name</th>
                <th scope="col">State</th>
                <th scope="col">Local government</th>
                <th scope="col">Accredited on</th>
              </tr>
            </thead>
            <tbody>
              {/* DECISIONS §8: the register shows what was accredited, with no reference numbers or contacts. */}
              {centres.map((centre, i) => (
                <tr key={`${i}-${centre.centreName}`}>
                  <th scope="row" data-label="Centre name">
                    <span>{centre.centreName}</span>
                  </th>
                  <td data-label="State">
                    <span>{centre.state ?? '—'}</span>
                  </td>
                  <td data-label="Local government">
                    <span>{centre.localGovernment ?? '—'}</span>
                  </td>
                  <td data-label="Accredited on">
                    <span>{formatDate(centre.accreditedAt) || '—'}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {pagination && pagination.totalPages > 1 && (
          <nav className="pager" aria-label="Register pages">
            <button type="button" className="button button-secondary button-small" disabled={busy || pagination.page <= 1} onClick={() => goToPage(pagination.page - 1)}>
              Previous page
            </button>
            <span>
              Page {pagination.page} of {pagination.totalPages}
            </span>
            <button
              type="button"
              className="button button-secondary button-small"
              disabled={busy || pagination.page >= pagination.totalPages}
              onClick={() => goToPage(pagination.page + 1)}
            >
              Next page
            </button>
          </nav>
        )}
      </div>
    </section>
  );
}
