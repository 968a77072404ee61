import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { DOCUMENT_TYPES, RENEWAL_MSG, type RenewalView } from '@cbt/contracts';
import { ErrorAlert, Notice } from '../../components/ErrorAlert';
import { useI18n, type Dictionary } from '../../i18n';
import { ApiError, call } from '../../lib/api';
import { formValuesOf, RENEWAL_FIELDS, renewalBody, validateCentre, type CentreFormValues } from '../../lib/centreFields';
import { minimumWarnings, useDeclaredMinimums } from '../../lib/declaredMinimums';
import { formatDate } from '../../lib/format';
import type { FormErrors } from '../../lib/validation';
import { Control } from '../centre/CentreForm';
import { DocumentSlot } from '../centre/DocumentSlot';
import type { Centre } from '../centre/useCentre';
import { ErrorSummary } from '../../components/ErrorSummary';

export type { RenewalCycle, RenewalView } from '@cbt/contracts';

/** The id of the change request card, where identity changes go instead (DECISIONS §8). */
export const APPROVED_DETAILS_ID = 'approved-details';

/** The English renewal texts use this date format (the server's `renewalDate`). */
const serverDate = (iso: string) => new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Africa/Lagos' });

/**
 * Why the centre may not renew now, in the reader's words: the server's reason is one of
 * RENEWAL_MSG's, recognised by its English text (with the window's first day where it has one);
 * a reason this page does not know is shown as the server wrote it.
 */
export function blockedText(view: RenewalView, r: Dictionary['renewal'], tm: (text: string) => string): string | null {
  const reason = view.blockedReason;
  if (!reason) return null;
  const opens = view.opensAt;
  if (reason === RENEWAL_MSG.suspended) return r.suspended;
  if (reason === RENEWAL_MSG.needsAutotestApproval) return r.needsAutotestApproval;
  if (reason === RENEWAL_MSG.alreadySubmitted) return null;
  if (opens && reason === RENEWAL_MSG.notYetOpen(serverDate(opens))) return r.opensOn(formatDate(opens));
  if (opens && reason === RENEWAL_MSG.needsCycleAutotest(serverDate(opens))) return r.needsAutotest(formatDate(opens));
  return tm(reason);
}

/** The validity of the accreditation in force, in words: valid until, or expired on. */
export function validityText(view: Pick<RenewalView, 'validUntil' | 'standing'>, r: Dictionary['renewal']): string | null {
  if (!view.validUntil) return null;
  const date = formatDate(view.validUntil);
  return view.standing === 'expired' ? r.expiredOn(date) : r.validUntil(date);
}

function RenewalForm({ centre, reference, token, onSubmitted }: { centre: Centre; reference: string; token: string; onSubmitted: (view: RenewalView) => void }) {
  const { t } = useI18n();
  const r = t.renewal;
  const [values, setValues] = useState<CentreFormValues>(() => formValuesOf(centre));
  const [errors, setErrors] = useState<FormErrors>({});
  const [error, setError] = useState<unknown>(null);
  const [sending, setSending] = useState(false);
  const [documents, setDocuments] = useState(centre.uploadedDocuments);
  const warnings = minimumWarnings(useDeclaredMinimums(), values, t.minimumWarning);

  const set = (name: string) => (value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: '' }));
  };

  // A replaced document is listed at once; the rest of the page keeps its state.
  const reloadDocuments = async () => {
    const response = await call<Centre>('GET', `/centre-registration/centre/${encodeURIComponent(reference)}`, { token }).catch(() => null);
    if (response?.data) setDocuments(response.data.uploadedDocuments);
  };

  const summaryRef = useRef<HTMLDivElement>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateCentre(values, undefined, RENEWAL_FIELDS);
    setErrors(found);
    const firstInvalid = Object.keys(found)[0];
    if (firstInvalid) {
      // GOV.UK: the error summary takes the focus, so the reader hears every problem first.
      requestAnimationFrame(() => summaryRef.current?.focus());
      return;
    }
    setSending(true);
    setError(null);
    try {
      const response = await call<RenewalView>('POST', `/centre-registration/${encodeURIComponent(reference)}/renewal`, { token, body: renewalBody(values) });
      if (response.data) onSubmitted(response.data);
    } catch (failure) {
      setError(failure instanceof ApiError ? failure : new Error(r.submitFailed));
    } finally {
      setSending(false);
    }
  };

  return (
    <section className="card form-section" aria-labelledby="renewal-title" data-testid="renewal-form">
      <h2 id="renewal-title">{r.title}</h2>
      <p>{r.intro}</p>
      <Notice kind="info">
        {r.identityNote} <a href={`#${APPROVED_DETAILS_ID}`}>{r.identityLink}</a>
      </Notice>
      <ErrorAlert error={error} onDismiss={() => setError(null)} />
      <form className="form" onSubmit={submit} noValidate aria-label={r.title}>
        <ErrorSummary ref={summaryRef} errors={errors} />
        <fieldset className="form-section">
          <legend>{r.facilitiesTitle}</legend>
          <div className="form-grid">
            {RENEWAL_FIELDS.map((field) => (
              <Control key={field.name} field={field} values={values} error={errors[field.name]} warning={warnings[field.name]} onValue={set(field.name)} />
            ))}
          </div>
        </fieldset>
        <fieldset className="form-section">
          <legend>{r.documentsTitle}</legend>
          <p className="field-hint">{r.documentsIntro}</p>
          <ul className="upload-grid">
            {DOCUMENT_TYPES.map((type) => (
              <DocumentSlot
                key={type}
                type={type}
                reference={reference}
                token={token}
                files={documents?.[type]?.files ?? []}
                disabled={sending}
                onUploaded={() => void reloadDocuments()}
              />
            ))}
          </ul>
        </fieldset>
        <div className="form-actions">
          <button type="submit" className="button button-primary" disabled={sending}>
            {sending ? r.submitting : r.submit}
          </button>
        </div>
      </form>
    </section>
  );
}

/**
 * DECISIONS §9 on the centre's own page: the validity of its accreditation in force (valid until,
 * or expired on), and its renewal: the form while the window is open, why not while it is not, and
 * the renewal under review once submitted.
 */
export function RenewalPanel({
  centre,
  reference,
  token,
  onView,
  onRenewed,
}: {
  centre: Centre;
  reference: string;
  token: string;
  /** Told each renewal view as it arrives (whether the window is open). */
  onView?: (view: RenewalView) => void;
  onRenewed?: () => void;
}) {
  const { t, tm } = useI18n();
  const r = t.renewal;
  const [view, setView] = useState<RenewalView | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [submitted, setSubmitted] = useState(false);
  // The latest listener, without reloading the view whenever the parent renders a new one.
  const listener = useRef(onView);
  listener.current = onView;
  const show = useCallback((next: RenewalView | null) => {
    setView(next);
    if (next) listener.current?.(next);
  }, []);

  const load = useCallback(async () => {
    try {
      const response = await call<RenewalView>('GET', `/centre-registration/${encodeURIComponent(reference)}/renewal`, { token });
      show(response.data ?? null);
    } catch (failure) {
      setError(failure instanceof ApiError && failure.status >= 400 && failure.status < 500 ? failure : new Error(r.loadFailed));
    }
  }, [reference, token, r.loadFailed, show]);
  useEffect(() => {
    void load();
  }, [load]);

  if (error) return <ErrorAlert error={error} onDismiss={() => setError(null)} />;
  // Nothing granted yet (or only a revoked one): there is no validity to show or renew.
  if (!view || !view.validUntil) return null;
  const validity = validityText(view, r);
  const reason = blockedText(view, r, tm);
  const running = view.running;

  return (
    <>
      <section className="card" aria-labelledby="validity-title">
        <h2 id="validity-title">{r.validityTitle}</h2>
        <p data-testid="centre-validity">
          <strong>{validity}</strong>
        </p>
        {submitted && <Notice kind="success">{r.submitted}</Notice>}
        {running && (
          <p role="status" data-testid="renewal-status">
            <span className="badge badge-pending">{r.underReviewTitle}</span> {r.underReview(running.currentStage, running.totalStagesRequired)}
          </p>
        )}
        {!running && reason && <p data-testid="renewal-blocked">{reason}</p>}
      </section>
      {view.open && (
        <RenewalForm
          centre={centre}
          reference={reference}
          token={token}
          onSubmitted={(next) => {
            show(next);
            setSubmitted(true);
            onRenewed?.();
          }}
        />
      )}
    </>
  );
}
