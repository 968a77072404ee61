import { useCallback, useEffect, useRef, useState, type FormEvent, type MouseEvent } from 'react';
import { DOCUMENT_TYPES, RENEWAL_MSG, type RenewalView } from '@cbt/contracts';
import { ErrorAlert, Notice } from '../../components/ErrorAlert';
import { useI18n, type Dictionary } from '../../i18n';
import { ApiError, call } from '../../lib/api';
import { formValuesOf, RENEWAL_FIELDS, renewalBody, validateCentre, type CentreFormValues } from '../../lib/centreFields';
import { minimumWarnings, useDeclaredMinimums } from '../../lib/declaredMinimums';
import { formatDate } from '../../lib/format';
import type { FormErrors } from '../../lib/validation';
import { Control, focusFieldNamed } from '../centre/CentreForm';
import { DocumentSlot, slotId } from '../centre/DocumentSlot';
import { SummaryValue } from '../centre/SummaryValue';
import { DocumentAnswer, MissingForAccreditation, SummaryList } from '../../components/CheckAnswers';
import { ConfirmationPanel, NextSteps } from '../../components/ConfirmationPanel';
import { useLeaveWarning } from '../../lib/useLeaveWarning';
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
  const c = t.check;
  const [values, setValues] = useState<CentreFormValues>(() => formValuesOf(centre));
  const [errors, setErrors] = useState<FormErrors>({});
  const [error, setError] = useState<unknown>(null);
  const [sending, setSending] = useState(false);
  const [documents, setDocuments] = useState(centre.uploadedDocuments);
  // DECISIONS §10: the form, then check your answers, then the submission.
  const [step, setStep] = useState<'form' | 'check'>('form');
  const [changeField, setChangeField] = useState<string | null>(null);
  const [uploading, setUploading] = useState(0);
  useLeaveWarning(uploading > 0, t.documents.leaveQuestion);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (step !== 'form' || !changeField) return;
    focusFieldNamed(formRef.current, changeField);
    setChangeField(null);
  }, [step, changeField]);
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
    setError(null);
    setStep('check');
    requestAnimationFrame(() => document.getElementById('renewal-check-title')?.scrollIntoView({ block: 'start' }));
  };

  const confirm = async () => {
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

  if (step === 'check') {
    const change = (name: string) => (event: MouseEvent<HTMLAnchorElement>) => {
      event.preventDefault();
      setStep('form');
      setChangeField(name);
    };
    return (
      <section className="card form-section" aria-labelledby="renewal-check-title" data-testid="renewal-check">
        <h2 id="renewal-check-title">{c.renewalTitle}</h2>
        <p>{c.intro}</p>
        <ErrorAlert error={error} onDismiss={() => setError(null)} />
        <MissingForAccreditation documents={documents} />
        <h3>{r.facilitiesTitle}</h3>
        <SummaryList
          label={r.facilitiesTitle}
          answers={RENEWAL_FIELDS.map((field) => {
            const value = String(values[field.name] ?? '').trim();
            return { key: field.name, label: t.fields[field.name] ?? field.label, value: value ? <SummaryValue kind={field.kind} value={t.options[value] ?? value} /> : <span className="muted">{t.common.notProvided}</span>, href: `#${field.name}`, onChange: change(field.name) };
          })}
        />
        <h3>{c.documentsTitle}</h3>
        <SummaryList
          label={c.documentsTitle}
          answers={DOCUMENT_TYPES.map((type) => ({ key: type, label: t.documents.types[type] ?? type, value: <DocumentAnswer documents={documents} type={type} />, href: `#${slotId(type)}`, onChange: change(type) }))}
        />
        <h3>{c.renewalConfirmTitle}</h3>
        <p>{c.renewalConfirmText}</p>
        <div className="form-actions">
          <button type="button" className="button button-primary" onClick={() => void confirm()} disabled={sending}>
            {sending ? r.submitting : c.renewalConfirm}
          </button>
          <button type="button" className="button button-secondary" onClick={() => setStep('form')} disabled={sending}>
            {c.backToForm}
          </button>
        </div>
      </section>
    );
  }

  return (
    <section className="card form-section" aria-labelledby="renewal-title" data-testid="renewal-form">
      <h2 id="renewal-title">{r.title}</h2>
      <p>{r.intro}</p>
      <Notice kind="info">
        {r.identityNote} <a href={`#${APPROVED_DETAILS_ID}`}>{r.identityLink}</a>
      </Notice>
      <ErrorAlert error={error} onDismiss={() => setError(null)} />
      <form className="form" ref={formRef} onSubmit={submit} noValidate aria-label={r.title}>
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
                onBusy={(busy) => setUploading((n) => n + (busy ? 1 : -1))}
              />
            ))}
          </ul>
        </fieldset>
        {uploading > 0 && <Notice kind="info">{t.documents.stillSending}</Notice>}
        <div className="form-actions">
          <button type="submit" className="button button-primary" disabled={sending || uploading > 0}>
            {c.continue}
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
  const confirmationRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (submitted) confirmationRef.current?.scrollIntoView({ block: 'start' });
  }, [submitted]);
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
      {submitted && (
        <section className="card" ref={confirmationRef} aria-label={t.check.renewalDoneTitle} data-testid="renewal-confirmation">
          <ConfirmationPanel title={t.check.renewalDoneTitle} referenceLabel={t.check.panelReference} reference={reference} headingLevel={2} />
          <p>{t.check.receiptSent}</p>
          <NextSteps title={t.check.nextTitle}>
            <p>{t.check.renewalNext}</p>
          </NextSteps>
        </section>
      )}
      <section className="card" aria-labelledby="validity-title">
        <h2 id="validity-title">{r.validityTitle}</h2>
        <p data-testid="centre-validity">
          <strong>{validity}</strong>
        </p>
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
