import { useEffect, useRef, useState } from 'react';
import { ErrorAlert, Notice } from '../../components/ErrorAlert';
import { useI18n } from '../../i18n';
import { setPendingDocumentUpload } from '../../lib/session';
import { useTitle } from '../../lib/useTitle';
import { Link, navigate, queryParam } from '../../router';
import { CentreForm } from './CentreForm';
import { CentreHeader } from './CentreHeader';
import type { HeadlineSource } from '../../components/HeadlineBadge';
import { CentreSummary } from './CentreSummary';
import { ReferenceDialog } from './ReferenceDialog';
import { UploadedDocuments } from './UploadedDocuments';
import { useCentre } from './useCentre';
import { CentreOutcome } from '../trust/CentreOutcome';
import { RenewalPanel } from '../renewal/RenewalPanel';
import { MyDataPanel } from '../privacy/MyDataPanel';
import { ReadsPanel } from '../privacy/ReadsPanel';

/** SPEC §2 screen 7: the centre's detailed registration, read-only or in edit mode. */
export default function CentreRegistration() {
  const { t } = useI18n();
  useTitle(t.centre.registrationTitle);
  const { session, centre, error, setError, loading, reload } = useCentre();
  const [editing, setEditing] = useState(false);
  const [savedReference, setSavedReference] = useState<string | null>(null);
  // While the renewal window is open the facilities and documents can change (DECISIONS §9): the
  // read-only notices would say otherwise, so the renewal form's own words stand instead.
  const [renewalOpen, setRenewalOpen] = useState(false);
  // A Change link of check your answers (DECISIONS §10) opens the form at its field, and the save goes back there.
  const [changeField] = useState(() => queryParam('change'));
  const complete = centre?.isRegistrationComplete === true;
  const changeOpened = useRef(false);
  useEffect(() => {
    if (!changeField || !centre || complete || changeOpened.current) return;
    changeOpened.current = true;
    setEditing(true);
  }, [changeField, centre, complete]);
  if (!session) return null;

  return (
    <section className="container page-section" aria-labelledby="centre-title">
      <CentreHeader title={t.centre.registrationTitle} reference={session.reference} complete={complete} centreName={String(centre?.CentreName ?? '')} centre={centre as HeadlineSource | null} />
      <ErrorAlert error={error} onDismiss={() => setError(null)} />
      {centre && !editing && <CentreOutcome centre={centre} reference={session.reference} token={session.token} renewalOpen={renewalOpen} />}
      {/* DECISIONS §9: the validity of the accreditation and its renewal, once one was granted. */}
      {centre && !editing && !!centre.accreditation && <RenewalPanel centre={centre} reference={session.reference} token={session.token} onView={(view) => setRenewalOpen(view.open)} onRenewed={() => void reload()} />}
      {loading && !centre && (
        <p role="status" className="loading">
          {t.centre.loadingCentre}
        </p>
      )}
      {centre && !complete && !editing && (
        <div className="toolbar">
          <button type="button" className="button button-primary" onClick={() => setEditing(true)}>
            {t.centre.edit}
          </button>
          <button type="button" className="button button-secondary" onClick={() => navigate('/document-upload')}>
            {t.centre.uploadDocuments}
          </button>
        </div>
      )}
      {centre && complete && !renewalOpen && <Notice kind="info">{t.centre.completeReadOnly}</Notice>}
      {centre && editing && (
        <CentreForm
          centre={centre}
          reference={session.reference}
          token={session.token}
          focusField={changeField}
          onCancel={() => setEditing(false)}
          onSaved={() => {
            // SPEC §4: store the reference for the upload screen, leave edit mode, show the dialog.
            setPendingDocumentUpload(session.reference);
            setEditing(false);
            setSavedReference(session.reference);
            void reload();
          }}
        />
      )}
      {centre && !editing && <CentreSummary centre={centre} />}
      {centre && !editing && <UploadedDocuments documents={centre.uploadedDocuments} />}
      {centre && !editing && (
        <p>
          <Link to="/centre-appeals" data-testid="appeals-link">{t.appeals.link}</Link>
        </p>
      )}
      {centre && !editing && (
        <p>
          <Link to="/centre-notices" data-testid="notices-link">{t.notices.link}</Link>
        </p>
      )}
      {centre && !editing && <MyDataPanel reference={session.reference} token={session.token} />}
      {centre && !editing && <ReadsPanel reference={session.reference} token={session.token} />}
      {savedReference && <ReferenceDialog reference={savedReference} uploadPath={changeField ? '/document-upload?step=check' : undefined} onClose={() => setSavedReference(null)} />}
    </section>
  );
}
