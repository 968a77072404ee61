import { useCallback, useEffect, useState, type MouseEvent } from 'react';
import { DOCUMENT_TYPES, MSG, type DocumentType } from '@cbt/contracts';
import { ErrorAlert, Notice } from '../../components/ErrorAlert';
import { ConfirmationPanel, NextSteps } from '../../components/ConfirmationPanel';
import { useI18n } from '../../i18n';
import { ApiError, call } from '../../lib/api';
import { updateCentreData } from '../../lib/session';
import { useLeaveWarning } from '../../lib/useLeaveWarning';
import { useTitle } from '../../lib/useTitle';
import { Link, queryParam } from '../../router';
import { CentreHeader } from './CentreHeader';
import type { HeadlineSource } from '../../components/HeadlineBadge';
import { DocumentSlot, slotId } from './DocumentSlot';
import { RegistrationCheck } from './RegistrationCheck';
import { endCentreSession, useCentre } from './useCentre';

/** The document types with a file on its way; completion waits for them (DECISIONS §10). */
function useSending() {
  const [sending, setSending] = useState<ReadonlySet<DocumentType>>(new Set());
  const track = useCallback(
    (type: DocumentType) => (busy: boolean) =>
      setSending((current) => {
        const next = new Set(current);
        if (busy) next.add(type);
        else next.delete(type);
        return next;
      }),
    [],
  );
  return { sending: sending.size, track };
}

/**
 * SPEC §2 screen 8: the four documents, each sent as soon as it is chosen; then (DECISIONS §10)
 * check your answers, complete, and the confirmation, which ends the centre session.
 */
export default function DocumentUpload() {
  const { t, tm } = useI18n();
  const d = t.documents;
  useTitle(t.centre.uploadTitle);
  const { session, centre, error, setError, reload } = useCentre();
  const [step, setStep] = useState<'upload' | 'check'>(() => (queryParam('step') === 'check' ? 'check' : 'upload'));
  const [completing, setCompleting] = useState(false);
  const [completed, setCompleted] = useState<string | null>(null);
  const [waiting, setWaiting] = useState(false);
  const { sending, track } = useSending();
  useLeaveWarning(sending > 0, d.leaveQuestion);
  useEffect(() => {
    if (sending === 0) setWaiting(false);
  }, [sending]);
  // Changing a document from the check step: back to the upload step, at that document.
  const [focusSlot, setFocusSlot] = useState<DocumentType | null>(null);
  useEffect(() => {
    if (step !== 'upload' || !focusSlot) return;
    const slot = document.getElementById(slotId(focusSlot));
    slot?.scrollIntoView({ block: 'start' });
    slot?.focus();
    setFocusSlot(null);
  }, [step, focusSlot]);
  if (!session) return null;

  if (completed) {
    return (
      <section className="container page-section narrow" aria-labelledby="done-title">
        <div className="card">
          <ConfirmationPanel title={d.doneTitle} referenceLabel={t.check.panelReference} reference={session.reference} />
          <Notice kind="success">{tm(completed)}</Notice>
          <p data-testid="receipt-sent">{t.check.receiptSent}</p>
          <NextSteps title={t.check.nextTitle}>
            <p>{t.check.registrationNext}</p>
            <p>
              {d.doneText} <strong className="mono">{session.reference}</strong>.
            </p>
          </NextSteps>
          <Link to="/check-status" className="button button-primary">
            {t.common.checkStatus}
          </Link>
        </div>
      </section>
    );
  }

  const complete = centre?.isRegistrationComplete === true;
  const uploadedCount = DOCUMENT_TYPES.reduce((sum, type) => sum + (centre?.uploadedDocuments?.[type]?.files.length ?? 0), 0);

  const toCheck = () => {
    if (!session.reference) {
      setError(new Error(MSG.centreReferenceNotFound));
      return;
    }
    // A file on its way is not yet uploaded: say so instead of "upload at least one".
    if (sending > 0) {
      setWaiting(true);
      return;
    }
    if (uploadedCount === 0) {
      setError(new Error(MSG.uploadAtLeastOneDocument));
      return;
    }
    setError(null);
    setStep('check');
    window.scrollTo(0, 0);
  };

  const finish = async () => {
    setCompleting(true);
    setError(null);
    try {
      const response = await call('POST', `/centre-registration/${encodeURIComponent(session.reference)}/complete`, { token: session.token });
      // SPEC §4: mark complete locally, then log the centre out, on the server too (DECISIONS §9).
      updateCentreData({ ...session.centre, isRegistrationComplete: true });
      endCentreSession();
      setCompleted(response.message ?? MSG.registrationCompleted);
      window.scrollTo(0, 0);
    } catch (failure) {
      setError(failure instanceof ApiError && failure.status >= 400 && failure.status < 500 ? failure : new Error(MSG.failedMarkComplete));
    } finally {
      setCompleting(false);
    }
  };

  const changeDocument = (type: DocumentType) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    setStep('upload');
    setFocusSlot(type);
  };

  if (step === 'check' && centre && !complete) {
    return (
      <section className="container page-section" aria-labelledby="check-title">
        <ErrorAlert error={error} onDismiss={() => setError(null)} />
        <RegistrationCheck centre={centre} completing={completing} onChangeDocument={changeDocument} onBack={() => setStep('upload')} onConfirm={() => void finish()} />
      </section>
    );
  }

  return (
    <section className="container page-section" aria-labelledby="centre-title">
      <CentreHeader title={t.centre.uploadTitle} reference={session.reference} complete={complete} centreName={String(centre?.CentreName ?? '')} centre={centre as HeadlineSource | null} />
      <p>
        <Link to="/centre-registration">{d.back}</Link>
      </p>
      <ErrorAlert error={error} onDismiss={() => setError(null)} />
      {complete && <Notice kind="info">{d.readOnly}</Notice>}
      <ul className="upload-grid">
        {DOCUMENT_TYPES.map((type) => (
          <DocumentSlot
            key={type}
            type={type}
            reference={session.reference}
            token={session.token}
            files={centre?.uploadedDocuments?.[type]?.files ?? []}
            disabled={complete || completing}
            readOnly={complete}
            onUploaded={() => void reload()}
            onBusy={track(type)}
          />
        ))}
      </ul>
      {!complete && (
        <div className="card complete-box">
          <h2>{d.completeTitle}</h2>
          <p>{d.completeText(uploadedCount)}</p>
          {waiting && sending > 0 && <Notice kind="warning">{d.stillSending}</Notice>}
          <button type="button" className="button button-primary" onClick={toCheck} disabled={completing}>
            {d.complete}
          </button>
        </div>
      )}
    </section>
  );
}
