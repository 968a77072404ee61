import { Dialog } from '../../components/Dialog';
import { useCopy } from '../../lib/useCopy';
import { navigate } from '../../router';

/** SPEC §2 screen 7: after a save, the reference with copy, go to documents, or close. */
export function ReferenceDialog({ reference, onClose }: { reference: string; onClose: () => void }) {
  const { copied, copy } = useCopy();
  return (
    <Dialog title="Registration Saved" onClose={onClose}>
      <p>Your centre information has been saved. Your reference number is:</p>
      <p className="reference">{reference}</p>
      <p>Next, upload your documents to complete the registration.</p>
      <div className="form-actions">
        <button type="button" className="button button-secondary" onClick={() => copy(reference)}>
          {copied ? 'Copied!' : 'Copy Reference'}
        </button>
        <button type="button" className="button button-primary" onClick={() => navigate('/document-upload')}>
          Upload Documents
        </button>
        <button type="button" className="button button-secondary" onClick={onClose}>
          Close
        </button>
      </div>
    </Dialog>
  );
}
