import { useState, type FormEvent } from 'react';
import { MSG } from '@cbt/contracts';
import { HeadlineBadge, headlineOf } from '../components/HeadlineBadge';
import { ErrorAlert } from '../components/ErrorAlert';
import { useI18n } from '../i18n';
import { Link } from '../router';
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

/** Statuses whose centre signs in to carry on (find-centre offers a code). */
const CAN_SIGN_IN = new Set(['registration_approved', 'autotest_approved', 'query']);

/** SPEC §2 screen 5: look-up by registration number. */
export default function CheckStatus() {
  const { t, tm } = useI18n();
  const s = t.status;
  useTitle(s.pageTitle);
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

  const registrationLabel = result ? (t.statusLabels[result.status] ?? result.statusLabel ?? result.status) : '';
  // DECISIONS §10: the furthest fact leads; the registration status stands beside an accreditation headline.
  const headline = result ? headlineOf(result) : null;
  const label = headline?.accreditationLeads ? t.headline[headline.key as keyof typeof t.headline] : registrationLabel;
  const letterCode = headline?.key === 'accredited' ? result?.accreditation?.verificationCode : null;
  return (
    <section className="container page-section narrow" aria-labelledby="status-title">
      <h1 id="status-title">{s.title}</h1>
      <form className="card form" onSubmit={submit} noValidate>
        <ErrorAlert error={error} onDismiss={() => setError(null)} />
        <TextField
          name="registrationNumber"
          label={s.number}
          hint={s.numberHint}
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
            {busy ? s.checking : s.check}
          </button>
        </div>
      </form>

      {notFound && (
        <div className="card empty-panel" role="status">
          <h2>{tm(MSG.noRegistrationFound)}</h2>
          <p>{s.notFoundHelp}</p>
        </div>
      )}

      {result && (
        <div className="card" role="region" aria-labelledby="status-result-title">
          <h2 id="status-result-title">{result.schoolName}</h2>
          <p>
            <HeadlineBadge centre={result} fallbackLabel={result.statusLabel} />
          </p>
          <dl className="summary">
            <Row label={s.number} value={result.registrationNumber} />
            <Row label={s.email} value={result.email} />
            <Row label={s.registrationDate} value={formatDate(result.registrationDate)} />
            <Row label={s.status} value={label} />
            {headline?.accreditationLeads && <Row label={s.registration} value={registrationLabel} />}
            {headline?.accreditationLeads && result.accreditation?.validUntil && <Row label={s.validUntil} value={formatDate(result.accreditation.validUntil)} />}
            <Row label={s.adminFeedback} value={result.adminFeedback} />
            <Row label={s.rejectionReason} value={result.rejectionReason} />
            <Row label={s.queryDetails} value={result.queryDetails} />
          </dl>
          {result.timeline && (
            <>
              <h3>{s.progress}</h3>
              <StatusTimeline entries={result.timeline.filter((entry) => (entry.step as string) !== 'accreditation')} />
              {(result.accreditation || result.status === 'autotest_approved') && <AccreditationStep accreditation={result.accreditation} />}
            </>
          )}
          {letterCode ? (
            <p>
              <Link to={`/verify/${encodeURIComponent(letterCode)}`}>{s.verifyLetter}</Link>
            </p>
          ) : (
            !headline?.accreditationLeads &&
            CAN_SIGN_IN.has(result.status) && (
              <p>
                <Link to="/find-centre">{s.continueHint}</Link>
              </p>
            )
          )}
        </div>
      )}
    </section>
  );
}
