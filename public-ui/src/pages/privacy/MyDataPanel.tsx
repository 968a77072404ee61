import { useState } from 'react';
import { useI18n } from '../../i18n';
import { call } from '../../lib/api';
import { Link } from '../../router';
import { PRIVACY_WORDS } from './privacyWords';

/**
 * The centre's own copy of everything held about it (DECISIONS §10, Personal data: access and
 * portability), saved as a JSON file from its signed-in page.
 */
export function MyDataPanel({ reference, token }: { reference: string; token: string }) {
  const { language } = useI18n();
  const w = PRIVACY_WORDS[language];
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const download = async () => {
    setBusy(true);
    setFailed(false);
    try {
      const answer = await call('GET', `/centre-registration/${encodeURIComponent(reference)}/my-data`, { token });
      const url = URL.createObjectURL(new Blob([JSON.stringify(answer, null, 2)], { type: 'application/json' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = `my-data-${reference}.json`;
      document.body.appendChild(link);
      link.click();
      link.remove();
      // The click has started the download; revoking at once can cancel it in some browsers.
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="card my-data" aria-labelledby="my-data-title">
      <h2 id="my-data-title">{w.myDataTitle}</h2>
      <p>
        {w.myDataText} <Link to="/privacy">{w.readNotice}</Link>
      </p>
      {failed && (
        <p className="alert alert-error" role="alert">
          {w.downloadFailed}
        </p>
      )}
      <button type="button" className="button button-secondary" onClick={download} disabled={busy}>
        {busy ? w.downloading : w.download}
      </button>
    </section>
  );
}
