import { useEffect, useState } from 'react';
import { IDENTITY_FIELDS, OWNERSHIP_TYPES, PUBLIC_SITE_MSG, STATE_NAMES, lgasOf } from '@cbt/contracts';
import { Notice } from '../../components/ErrorAlert';
import { ErrorAlert } from '../../components/ErrorAlert';
import { call } from '../../lib/api';
import { accreditationText, type PublicAccreditation } from './AccreditationStep';
import { useI18n } from '../../i18n';
import { APPROVED_DETAILS_ID } from '../renewal/RenewalPanel';

interface ChangeRequest {
  id: string;
  status: 'pending' | 'approved' | 'declined';
  fields: Array<{ field: string; label: string; from: string | null; to: string }>;
  decisionNote: string | null;
}

export interface CentreTrust {
  identityLocked?: boolean;
  readOnly?: boolean;
  accreditation?: PublicAccreditation | null;
  hasLetter?: boolean;
}

/** Downloads the centre's own letter with its token (a plain link cannot send it). */
async function downloadLetter(reference: string, token: string): Promise<void> {
  const response = await fetch(`/api/centre-registration/${encodeURIComponent(reference)}/letter`, { headers: { Authorization: `Bearer ${token}` } });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new Error(body?.message ?? PUBLIC_SITE_MSG.downloadFailed);
  }
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = `accreditation-letter-${reference}.pdf`;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

function ChangeRequestForm({ reference, token, centre, onSent }: { reference: string; token: string; centre: Record<string, unknown>; onSent: () => void }) {
  const { t } = useI18n();
  const [values, setValues] = useState<Record<string, string>>({});
  const [reason, setReason] = useState('');
  const [error, setError] = useState<unknown>(null);
  const [sending, setSending] = useState(false);
  const set = (name: string) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [name]: event.target.value, ...(name === 'State' ? { LocalGovernment: '' } : {}) }));
  const state = values.State || String(centre.State ?? '');

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setSending(true);
    setError(null);
    try {
      const body = Object.fromEntries(Object.entries(values).filter(([, v]) => v.trim() !== ''));
      await call('POST', `/centre-registration/${encodeURIComponent(reference)}/change-requests`, { token, body: { ...body, reason } });
      onSent();
    } catch (failure) {
      setError(failure);
    } finally {
      setSending(false);
    }
  };

  const input = (field: string) => {
    const id = `change-${field}`;
    const current = String(centre[field] ?? '');
    let control;
    if (field === 'ownershipType') {
      control = (
        <select id={id} name={field} value={values[field] ?? ''} onChange={set(field)}>
          <option value="">{t.common.noChange}</option>
          {OWNERSHIP_TYPES.map((o) => (
            <option key={o} value={o}>
              {t.ownership[o] ?? o}
            </option>
          ))}
        </select>
      );
    } else if (field === 'State') {
      control = (
        <select id={id} name={field} value={values[field] ?? ''} onChange={set(field)}>
          <option value="">{t.common.noChange}</option>
          {STATE_NAMES.map((o) => <option key={o}>{o}</option>)}
        </select>
      );
    } else if (field === 'LocalGovernment') {
      control = (
        <select id={id} name={field} value={values[field] ?? ''} onChange={set(field)}>
          <option value="">{t.common.noChange}</option>
          {(state ? lgasOf(state) : []).map((o) => <option key={o}>{o}</option>)}
        </select>
      );
    } else {
      control = <input id={id} name={field} value={values[field] ?? ''} onChange={set(field)} placeholder={t.common.noChange} />;
    }
    return (
      <div className="field" key={field}>
        <label htmlFor={id}>
          {t.trust.identityFields[field] ?? field} <span className="field-hint">{t.common.now(current ? (t.ownership[current] ?? current) : t.common.notProvided)}</span>
        </label>
        {control}
      </div>
    );
  };

  return (
    <form className="card form-section" onSubmit={submit} aria-label={t.trust.changeRequestTitle}>
      <h3>{t.trust.changeRequestTitle}</h3>
      <p>{t.trust.changeRequestIntro}</p>
      <ErrorAlert error={error} onDismiss={() => setError(null)} />
      <div className="form-grid">{IDENTITY_FIELDS.map(input)}</div>
      <div className="field">
        <label htmlFor="change-reason">{t.trust.changeRequestReason}</label>
        <textarea id="change-reason" name="reason" value={reason} onChange={(e) => setReason(e.target.value)} />
      </div>
      <div className="form-actions">
        <button type="submit" className="button button-primary" disabled={sending}>
          {t.trust.changeRequestSubmit}
        </button>
      </div>
    </form>
  );
}

/**
 * DECISIONS §8 on the centre's own pages: read-only after completion, identity locked after
 * approval (with the change request form), the accreditation's outcome and the letter download.
 */
export function CentreOutcome({ centre, reference, token, renewalOpen = false }: { centre: Record<string, unknown> & CentreTrust; reference: string; token: string; renewalOpen?: boolean }) {
  const { t } = useI18n();
  const [requests, setRequests] = useState<ChangeRequest[]>([]);
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [downloading, setDownloading] = useState(false);

  const load = () => {
    if (!centre.identityLocked) return;
    call<ChangeRequest[]>('GET', `/centre-registration/${encodeURIComponent(reference)}/change-requests`, { token }).then(
      (r) => setRequests(r.data ?? []),
      () => setRequests([]),
    );
  };
  useEffect(load, [centre.identityLocked, reference, token]);
  const pending = requests.find((r) => r.status === 'pending');

  return (
    <div className="trust-outcome">
      <ErrorAlert error={error} onDismiss={() => setError(null)} />
      {centre.accreditation && (
        <div className="card" role="region" aria-label={t.trust.outcomeTitle}>
          <h2>{t.trust.outcomeTitle}</h2>
          <p data-testid="centre-accreditation">{accreditationText(centre.accreditation, t.trust)}</p>
          {centre.hasLetter && (
            <button
              type="button"
              className="button button-primary"
              disabled={downloading}
              onClick={() => {
                setDownloading(true);
                downloadLetter(reference, token).then(
                  () => setDownloading(false),
                  (failure: unknown) => {
                    setDownloading(false);
                    setError(failure);
                  },
                );
              }}
            >
              {downloading ? t.trust.letterDownloading : t.trust.letterDownload}
            </button>
          )}
        </div>
      )}
      {centre.readOnly && !renewalOpen && (
        <Notice kind="info">
          <strong>{t.trust.readOnlyTitle}.</strong> {t.trust.readOnly}
        </Notice>
      )}
      {centre.identityLocked && (
        // The renewal form points here: identity changes are change requests (DECISIONS §8).
        <div className="card" id={APPROVED_DETAILS_ID}>
          <h2>{t.trust.lockedTitle}</h2>
          <p>{t.trust.locked}</p>
          {pending && (
            <div role="status">
              <p>{t.trust.changeRequestPending}</p>
              <ul>
                {pending.fields.map((f) => (
                  <li key={f.field}>
                    {t.trust.identityFields[f.field] ?? f.label}: {f.from ?? '—'} → <strong>{f.to}</strong>
                  </li>
                ))}
              </ul>
            </div>
          )}
          {requests
            .filter((r) => r.status !== 'pending')
            .slice(0, 1)
            .map((r) => (
              <p key={r.id}>
                {t.trust.changeRequestDecided[r.status]}: {r.fields.map((f) => `${t.trust.identityFields[f.field] ?? f.label} → ${f.to}`).join(', ')}
                {r.decisionNote ? ` (${r.decisionNote})` : ''}
              </p>
            ))}
          {!pending && !asking && (
            <button type="button" className="button button-secondary" onClick={() => setAsking(true)}>
              {t.trust.changeRequestOpen}
            </button>
          )}
          {!pending && asking && (
            <ChangeRequestForm
              reference={reference}
              token={token}
              centre={centre}
              onSent={() => {
                setAsking(false);
                load();
              }}
            />
          )}
        </div>
      )}
    </div>
  );
}
