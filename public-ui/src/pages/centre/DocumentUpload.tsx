import { useState } from 'react';
import { DOCUMENT_TYPES, MSG } from '@cbt/contracts';
import { ErrorAlert, Notice } from '../../components/ErrorAlert';
import { useI18n } from '../../i18n';
import { ApiError, call } from '../../lib/api';
import { updateCentreData } from '../../lib/session';
import { useTitle } from '../../lib/useTitle';
import { Link } from '../../router';
import { CentreHeader } from './CentreHeader';
import type { HeadlineSource } from '../../components/HeadlineBadge';
import { DocumentSlot } from './DocumentSlot';
import { endCentreSession, useCentre } from './useCentre';

/** SPEC §2 screen 8: the four documents, then completion, which ends the centre session. */
export default function DocumentUpload() {
  const { t, tm } = useI18n();
  const d = t.documents;
  useTitle(t.centre.uploadTitle);
  const { session, centre, error, setError, reload } = useCentre();
  const [completing, setCompleting] = useState(false);
  const [completed, setCompleted] = useState<string | null>(null);
  if (!session) return null;

  if (completed) {
    return (
      <section className="container page-section narrow" aria-labelledby="done-title">
        <div className="card">
          <h1 id="done-title">{d.doneTitle}</h1>
          <Notice kind="success">{tm(completed)}</Notice>
          <p>
            {d.doneText} <strong className="mono">{session.reference}</strong>.
          </p>
          <Link to="/check-status" className="button button-primary">
            {t.common.checkStatus}
          </Link>
        </div>
      </section>
    );
  }

  const complete = centre?.isRegistrationComplete === true;
  const uploadedCount = DOCUMENT_TYPES.reduce((sum, type) => sum + (centre?.uploadedDocuments?.[type]?.files.length ?? 0), 0);

  const finish = async () => {
    if (!session.reference) {
      setError(new Error(MSG.centreReferenceNotFound));
      return;
    }
    if (uploadedCount === 0) {
      setError(new Error(MSG.uploadAtLeastOneDocument));
      return;
    }
    setCompleting(true);
    setError(null);
    try {
      const response = await call('POST', `/centre-registration/${encodeURIComponent(session.reference)}/complete`, { token: session.token });
      // SPEC §4: mark complete locally, then log the centre out, on the server too (DECISIONS §9).
      updateCentreData({ ...session.centre, isRegistrationComplete: true });
      endCentreSession();
      setCompleted(response.message ?? MSG.registrationCompleted);
    } catch (failure) {
      setError(failure instanceof ApiError && failure.status >= 400 && failure.status < 500 ? failure : new Error(MSG.failedMarkComplete));
    } finally {
      setCompleting(false);
    }
  };

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
          />
        ))}
      </ul>
      {!complete && (
        <div className="card complete-box">
          <h2>{d.completeTitle}</h2>
          <p>{d.completeText(uploadedCount)}</p>
          <button type="button" className="button button-primary" onClick={finish} disabled={completing}>
            {completing ? d.completing : d.complete}
          </button>
        </div>
      )}
    </section>
  );
}
