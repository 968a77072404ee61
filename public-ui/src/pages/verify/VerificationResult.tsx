import { MSG, type VerificationStatus } from '@cbt/contracts';
import { useI18n } from '../../i18n';
import { formatDate } from '../../lib/format';

/** GET /public/verify/{code}: only what the letter itself shows, never contact details nor the reference number (DECISIONS §8). */
export interface VerificationView {
  genuine: boolean;
  code: string;
  centreName: string;
  state: string | null;
  localGovernment: string | null;
  accreditedAt: string | null;
  issuedAt: string | null;
  status: VerificationStatus;
  statusLabel: string;
  /** The standing in plain words with its date (docs/TRUST.md). */
  statusText?: string;
  standingSince?: string | null;
  /** DECISIONS §9: the validity the letter was granted with. */
  validFrom?: string | null;
  validUntil?: string | null;
  /** DECISIONS §10: the centre's appeal against the suspension or revocation is open. */
  underAppeal?: boolean;
}

function Row({ label, value }: { label: string; value: string | null | undefined }) {
  const { t } = useI18n();
  return (
    <div className="summary-row">
      <dt>{label}</dt>
      <dd>{value || t.common.notRecorded}</dd>
    </div>
  );
}

/**
 * The standing in the reader's words, from the status and its date; the server's English sentence
 * (and label) only for a status this page does not know yet.
 */
function useStanding(result: VerificationView): { label: string; sentence: string | undefined } {
  const { t } = useI18n();
  const v = t.verify;
  const label = v.statusLabels[result.status] ?? result.statusLabel;
  const known = result.status in v.statusLabels;
  if (!known) return { label, sentence: result.statusText };
  const sentence = v.statusSentences[result.status];
  const date = formatDate(result.standingSince ?? '') || v.unrecordedDate;
  return { label, sentence: sentence ? sentence(date) : v.noLongerSentence };
}

/** A genuine letter: green when the accreditation stands today, amber when it no longer does. */
export function VerificationResult({ result }: { result: VerificationView }) {
  const { t } = useI18n();
  const v = t.verify;
  const { label, sentence } = useStanding(result);
  const stands = result.status === 'accredited';
  // A superseded letter was replaced by a newer one: the centre may well be accredited today.
  const verdict = stands ? v.stands : result.status === 'superseded' ? v.replaced : v.noLongerStands;
  return (
    <div className={`card verdict ${stands ? 'verdict-accredited' : 'verdict-withdrawn'}`} role="region" aria-labelledby="verdict-title">
      <div className="verdict-head">
        <span className="verdict-icon" aria-hidden="true">
          {stands ? '✓' : '!'}
        </span>
        <h2 id="verdict-title">{v.genuine(label)}</h2>
      </div>
      {sentence && <p>{sentence}</p>}
      {result.underAppeal && <p data-testid="under-appeal"><strong>{v.underAppeal}</strong></p>}
      <p>{verdict}</p>
      <dl className="summary">
        <Row label={v.centreName} value={result.centreName} />
        <Row label={v.state} value={result.state} />
        <Row label={v.localGovernment} value={result.localGovernment} />
        <Row label={v.accreditedOn} value={formatDate(result.accreditedAt)} />
        <Row label={v.issuedOn} value={formatDate(result.issuedAt)} />
        {result.validFrom && <Row label={v.validFrom} value={formatDate(result.validFrom)} />}
        {result.validUntil && <Row label={v.validUntil} value={formatDate(result.validUntil)} />}
        <Row label={v.statusToday} value={label} />
        <Row label={v.code} value={result.code} />
      </dl>
    </div>
  );
}

/** No letter has this code: red, with the way forward in words. */
export function NotFoundResult({ code }: { code: string }) {
  const { t, tm } = useI18n();
  return (
    <div className="card verdict verdict-not-found" role="region" aria-labelledby="verdict-title">
      <div className="verdict-head">
        <span className="verdict-icon" aria-hidden="true">
          ✕
        </span>
        <h2 id="verdict-title">{tm(MSG.verificationNotFound)}</h2>
      </div>
      <p>
        {t.verify.enteredBefore} <strong className="mono">{code}</strong>
        {t.verify.enteredAfter}
      </p>
    </div>
  );
}
