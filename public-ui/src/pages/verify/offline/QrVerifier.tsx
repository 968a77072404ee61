import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useI18n } from '../../../i18n';
import { formatDate, formatDateTime, formatNumber } from '../../../lib/format';
import { checkCredential, type CredentialCheck, type TrustMaterial } from './checkCredential';
import { decodeImageFile, scanWithCamera } from './decodeQr';
import { loadTrust } from './trustStore';

type Shown = { kind: 'idle' } | { kind: 'busy' } | { kind: 'problem'; text: string } | { kind: 'checked'; check: CredentialCheck };

const dateOf = (seconds: number) => (seconds ? formatDate(new Date(seconds * 1000).toISOString()) : '');

function Row({ label, value }: { label: string; value: string | null }) {
  const { t } = useI18n();
  return (
    <div className="summary-row">
      <dt>{label}</dt>
      <dd>{value || t.common.notRecorded}</dd>
    </div>
  );
}

/** The answer for one QR: the verdict, the signed claims and the status list's time. */
function CheckResult({ check }: { check: CredentialCheck }) {
  const { t } = useI18n();
  const q = t.verify.qr;
  if (check.kind === 'not-credential') return null;
  if (check.kind !== 'signed') {
    const tampered = check.kind === 'tampered';
    return (
      <div className="card verdict verdict-not-found" role="region" aria-labelledby="qr-verdict-title" data-verdict={check.kind}>
        <div className="verdict-head">
          <span className="verdict-icon" aria-hidden="true">
            ✕
          </span>
          <h2 id="qr-verdict-title">{tampered ? q.headings.tampered : q.headings.unknownKey}</h2>
        </div>
        <p>{tampered ? q.sentences.tampered : q.sentences.unknownKey}</p>
      </div>
    );
  }
  const { claims, standing } = check;
  const good = standing === 'good';
  return (
    <div className={`card verdict ${good ? 'verdict-accredited' : 'verdict-withdrawn'}`} role="region" aria-labelledby="qr-verdict-title" data-verdict={standing}>
      <div className="verdict-head">
        <span className="verdict-icon" aria-hidden="true">
          {good ? '✓' : '!'}
        </span>
        <h2 id="qr-verdict-title">{q.headings[standing]}</h2>
      </div>
      <p>{q.sentences[standing]}</p>
      <p data-testid="status-as-of">{check.statusAsOf ? q.statusAsOf(formatDateTime(check.statusAsOf.toISOString())) : q.noStatusList}</p>
      {check.statusAsOf && check.statusStale && (
        <p className="field-warning" role="note" data-testid="status-stale">
          {q.stale}
        </p>
      )}
      <dl className="summary">
        <Row label={t.verify.centreName} value={claims.name} />
        <Row label={t.verify.state} value={claims.state} />
        <Row label={t.verify.localGovernment} value={claims.lga} />
        <Row label={q.capacity} value={claims.capacity === null ? null : formatNumber(claims.capacity)} />
        <Row label={t.verify.validFrom} value={dateOf(claims.nbf)} />
        <Row label={t.verify.validUntil} value={claims.exp ? dateOf(claims.exp) : q.noEnd} />
        <Row label={t.verify.code} value={claims.code} />
      </dl>
    </div>
  );
}

/**
 * The letter's QR checked on this device (DECISIONS §10 "Letters anyone can check"): scanned with
 * the camera, read from a photo, or pasted; signature and standing from the keys and status list
 * kept here, so after one visit it answers with no connection.
 */
export function QrVerifier() {
  const { t } = useI18n();
  const q = t.verify.qr;
  const [material, setMaterial] = useState<TrustMaterial | null>(null);
  const [offline, setOffline] = useState(false);
  const [text, setText] = useState('');
  const [shown, setShown] = useState<Shown>({ kind: 'idle' });
  const [scanning, setScanning] = useState(false);
  const videoRef = useRef<HTMLVideoElement>(null);
  const stopRef = useRef<(() => void) | null>(null);

  useEffect(() => {
    let live = true;
    const refresh = () =>
      void loadTrust().then(({ material: loaded, fresh }) => {
        if (!live) return;
        setMaterial(loaded);
        // Without a connection the service worker answers with what it kept: still not fresh.
        setOffline(!fresh || navigator.onLine === false);
      });
    refresh();
    // Back online: fetch the keys and the status list again, so a change of standing is seen.
    const wentOffline = () => setOffline(true);
    window.addEventListener('online', refresh);
    window.addEventListener('offline', wentOffline);
    return () => {
      live = false;
      window.removeEventListener('online', refresh);
      window.removeEventListener('offline', wentOffline);
      stopRef.current?.();
    };
  }, []);

  const check = async (qr: string) => {
    setShown({ kind: 'busy' });
    if (!material || material.keys.length === 0) {
      setShown({ kind: 'problem', text: q.noKeys });
      return;
    }
    const result = await checkCredential(qr, material);
    setShown(result.kind === 'not-credential' ? { kind: 'problem', text: q.notCredential } : { kind: 'checked', check: result });
  };

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setShown({ kind: 'busy' });
    const found = await decodeImageFile(file);
    if (found) {
      setText(found);
      await check(found);
    } else setShown({ kind: 'problem', text: q.noQrInImage });
  };

  const startCamera = async () => {
    if (!videoRef.current) return;
    setScanning(true);
    try {
      stopRef.current = await scanWithCamera(videoRef.current, (found) => {
        setScanning(false);
        stopRef.current = null;
        setText(found);
        void check(found);
      });
    } catch {
      setScanning(false);
      setShown({ kind: 'problem', text: q.noCamera });
    }
  };

  const stopCamera = () => {
    stopRef.current?.();
    stopRef.current = null;
    setScanning(false);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim()) void check(text.trim());
    else setShown({ kind: 'problem', text: q.enterText });
  };

  return (
    <section className="qr-verifier" aria-labelledby="qr-title">
      <h2 id="qr-title">{q.title}</h2>
      <p>{q.lead}</p>
      {offline && material && (
        <p className="field-hint" role="status" data-testid="qr-offline">
          {q.offline}
        </p>
      )}
      <div className="card form">
        <div className="qr-actions">
          {scanning ? (
            <button type="button" className="button" onClick={stopCamera}>
              {q.stopCamera}
            </button>
          ) : (
            <button type="button" className="button" onClick={() => void startCamera()} disabled={typeof navigator === 'undefined' || !navigator.mediaDevices?.getUserMedia}>
              {q.scan}
            </button>
          )}
          <label className="button qr-file">
            {q.photo}
            <input type="file" accept="image/*" className="visually-hidden" data-testid="qr-file" onChange={(event) => void onFile(event.target.files?.[0])} />
          </label>
        </div>
        <video ref={videoRef} className="qr-video" hidden={!scanning} muted aria-label={q.cameraView} />
        <form onSubmit={submit} noValidate>
          <div className="field">
            <label htmlFor="qr-text">{q.paste}</label>
            <p className="field-hint" id="qr-text-hint">
              {q.pasteHint}
            </p>
            <textarea id="qr-text" aria-describedby="qr-text-hint" rows={3} value={text} spellCheck={false} autoComplete="off" onChange={(event) => setText(event.target.value)} />
          </div>
          <button type="submit" className="button button-primary" disabled={shown.kind === 'busy'}>
            {q.check}
          </button>
        </form>
      </div>
      <div aria-live="polite">
        {shown.kind === 'busy' && (
          <p className="loading" role="status">
            {q.checking}
          </p>
        )}
        {shown.kind === 'problem' && (
          <p className="field-error" role="alert">
            {shown.text}
          </p>
        )}
        {shown.kind === 'checked' && <CheckResult check={shown.check} />}
      </div>
    </section>
  );
}
