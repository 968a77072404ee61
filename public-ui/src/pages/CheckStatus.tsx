import { useState, type FormEvent } from 'react';
import { MSG } from '@cbt/contracts';
import { ErrorAlert } from '../components/ErrorAlert';
import { TextField } from '../components/Fields';
import { ApiError, call } from '../lib/api';
import { formatDate } from '../lib/format';
import { useTitle } from '../lib/useTitle';
import { cleanReference } from '../lib/validation';
import { StatusTimeline, type TimelineEntry } from './StatusTimeline';
import { AccreditationStep, type PublicAccreditation } from './trust/AccreditationStep';

export interface StatusView {
  registrationNumber?: string;
  schoolName: string;
  email: string;
  registrationDate: string;
  status: string;
  statusLabel?: string;
  adminFeedback: string | null;
  rejectionReason: string | null;
  queryDetails: string | null;
  timeline?: TimelineEntry[];
  accreditation?: PublicAccreditation | null;
}

function Row({ label, value }: { label: string; value: string | null | undefined }) {
  if (!value) return null;
  return (
    <div className="summary-row">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** SPEC §2 screen 5: look-up by registration number. */
export default function CheckStatus() {
  useTitle('Check Status');
  const [number, setNumber] = useState('');
  const [inputError, setInputError] = useState('');
  const [result, setResult] = useState<StatusView | null>(null);
  const [notFound, setNotFound] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const reference = cleanReference(number);
    if (!reference) {
      setInputError(MSG.enterRegistrationNumber);
      return;
    }
    setInputError('');
    setBusy(true);
    setError(null);
    setNotFound(false);
    setResult(null);
    try {
      const response = await call<StatusView>('GET', `/school-registration/status/${encodeURIComponent(reference)}`);
      setResult(response.data ?? null);
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 404) setNotFound(true);
      else setError(failure instanceof ApiError && failure.status >= 400 && failure.status < 500 ? failure : new Error(MSG.checkStatusError));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="container page-section narrow" aria-labelledby="status-title">
      <h1 id="status-title">Check Registration Status</h1>
      <form className="card form" onSubmit={submit} noValidate>
        <ErrorAlert error={error} onDismiss={() => setError(null)} />
        <TextField
          name="registrationNumber"
          label="Registration number"
          hint="For example JAMB-2026-12345678"
          value={number}
          onValue={(value) => {
            setNumber(value);
            setInputError('');
          }}
          error={inputError}
          autoComplete="off"
        />
        <div className="form-actions">
          <button type="submit" className="button button-primary" disabled={busy}>
            {busy ? 'Checking...' : 'Check Status'}
          </button>
        </div>
      </form>

      {notFound && (
        <div className="card empty-panel" role="status">
          <h2>{MSG.noRegistrationFound}</h2>
          <p>Check the number in your confirmation email and try again.</p>
        </div>
      )}

      {result && (
        <div className="card" role="region" aria-labelledby="status-result-title">
          <h2 id="status-result-title">{result.schoolName}</h2>
          <p>
            <span className={`badge badge-${result.status}`}>{result.statusLabel ?? result.status}</span>
          </p>
          <dl className="summary">
            <Row label="Registration number" value={result.registrationNumber} />
            <Row label="Email" value={result.email} />
            <Row label="Registration date" value={formatDate(result.registrationDate)} />
            <Row label="Status" value={result.statusLabel ?? result.status} />
            <Row label="Admin feedback" value={result.adminFeedback} />
            <Row label="Rejection reason" value={result.rejectionReason} />
            <Row label="Query details" value={result.queryDetails} />
          </dl>
          {result.timeline && (
            <>
              <h3>Progress</h3>
              <StatusTimeline entries={result.timeline.filter((entry) => (entry.step as string) !== 'accreditation')} />
              {(result.accreditation || result.status === 'autotest_approved') && <AccreditationStep accreditation={result.accreditation} />}
            </>
          )}
        </div>
      )}
    </section>
  );
}
