import { MSG, type VerificationStatus } from '@cbt/contracts';
import { formatDate } from '../../lib/format';

/** GET /public/verify/{code}: only what the letter itself shows, never contact details. */
export interface VerificationView {
  genuine: boolean;
  code: string;
  centreName: string;
  referenceNumber: string;
  state: string | null;
  localGovernment: string | null;
  accreditedAt: string | null;
  issuedAt: string | null;
  status: VerificationStatus;
  statusLabel: string;
  /** The standing in plain words with its date (issue 13). */
  statusText?: string;
  standingSince?: string | null;
}

function Row({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <div className="summary-row">
      <dt>{label}</dt>
      <dd>{value || 'Not recorded'}</dd>
    </div>
  );
}

/** A genuine letter: green when the accreditation stands today, amber when it no longer does. */
export function VerificationResult({ result }: { result: VerificationView }) {
  const stands = result.status === 'accredited';
  return (
    <div className={`card verdict ${stands ? 'verdict-accredited' : 'verdict-withdrawn'}`} role="region" aria-labelledby="verdict-title">
      <div className="verdict-head">
        <span className="verdict-icon" aria-hidden="true">
          {stands ? '✓' : '!'}
        </span>
        <h2 id="verdict-title">Genuine letter: {result.statusLabel}</h2>
      </div>
      <p>{result.statusText}</p>
      <p>
        {stands
          ? 'This letter was issued by the council and the centre is accredited today.'
          : 'This letter was issued by the council, but the centre’s accreditation no longer stands. Do not rely on this letter.'}
      </p>
      <dl className="summary">
        <Row label="Centre name" value={result.centreName} />
        <Row label="Reference number" value={result.referenceNumber} />
        <Row label="State" value={result.state} />
        <Row label="Local government" value={result.localGovernment} />
        <Row label="Accredited on" value={formatDate(result.accreditedAt)} />
        <Row label="Letter issued on" value={formatDate(result.issuedAt)} />
        <Row label="Status today" value={result.statusLabel} />
        <Row label="Verification code" value={result.code} />
      </dl>
    </div>
  );
}

/** No letter has this code: red, with the way forward in words. */
export function NotFoundResult({ code }: { code: string }) {
  return (
    <div className="card verdict verdict-not-found" role="region" aria-labelledby="verdict-title">
      <div className="verdict-head">
        <span className="verdict-icon" aria-hidden="true">
          ✕
        </span>
        <h2 id="verdict-title">{MSG.verificationNotFound}</h2>
      </div>
      <p>
        You entered <strong className="mono">{code}</strong>. Check the code printed on the letter and try again. If it still does
        not match, the letter was not issued through this portal.
      </p>
    </div>
  );
}
