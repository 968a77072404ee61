import { Dialog } from '../../components/Dialog';
import { useI18n } from '../../i18n';
import { useCopy } from '../../lib/useCopy';
import { navigate } from '../../router';

/** SPEC §2 screen 7: after a save, the reference with copy, go to documents (or back to check your answers), or close. */
export function ReferenceDialog({ reference, onClose, uploadPath = '/document-upload' }: { reference: string; onClose: () => void; uploadPath?: string }) {
  const { t } = useI18n();
  const { copied, copy } = useCopy();
  return (
    <Dialog title={t.centre.savedTitle} onClose={onClose}>
      <p>{t.centre.savedText}</p>
      <p className="reference">{reference}</p>
      <p>{t.centre.savedNext}</p>
      <div className="form-actions">
        <button type="button" className="button button-secondary" onClick={() => copy(reference)}>
          {copied ? t.common.copied : t.centre.copyReference}
        </button>
        <button type="button" className="button button-primary" onClick={() => navigate(uploadPath)}>
          {t.centre.uploadDocuments}
        </button>
        <button type="button" className="button button-secondary" onClick={onClose}>
          {t.common.close}
        </button>
      </div>
    </Dialog>
  );
}
