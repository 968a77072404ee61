import { useState } from 'react';
import { PRIVACY_MSG } from '@cbt/contracts';
import { useI18n } from '../../i18n';
import { ApiError, call } from '../../lib/api';
import { formatDate } from '../../lib/format';
import { useTitle } from '../../lib/useTitle';
import { Link, queryParam } from '../../router';
import { REQUEST_WORDS, requestMessage } from './requestWords';

/**
 * /privacy/request/confirm?token=: the emailed one-use link. The request opens (and its deadline
 * starts) when the person presses Confirm, so a mail scanner opening the link changes nothing.
 */
export default function PrivacyRequestConfirm() {
  const { language } = useI18n();
  const w = REQUEST_WORDS[language];
  useTitle(w.confirmTitle);
  const [token] = useState(() => queryParam('token') ?? '');
  const [state, setState] = useState<{ kind: 'idle' | 'sending' } | { kind: 'done'; reference: string; dueDate: string } | { kind: 'failed'; message: string }>({ kind: 'idle' });

  const confirm = async () => {
    setState({ kind: 'sending' });
    try {
      const res = await call<{ reference: string; dueDate: string }>('POST', '/public/privacy-requests/confirm', { body: { token } });
      setState({ kind: 'done', reference: res.data!.reference, dueDate: res.data!.dueDate });
    } catch (error) {
      setState({ kind: 'failed', message: requestMessage(w, error instanceof ApiError ? error.message : String(error)) });
    }
  };

  if (state.kind === 'done') {
    return (
      <section className="container" aria-labelledby="privacy-confirmed">
        <div className="card result" role="status">
          <h1 id="privacy-confirmed">{w.confirmedTitle}</h1>
          <p>
            {w.reference}: <strong>{state.reference}</strong>
          </p>
          <p>{w.confirmedText(formatDate(state.dueDate))}</p>
        </div>
      </section>
    );
  }
  if (state.kind === 'failed' || !token) {
    return (
      <section className="container" aria-labelledby="privacy-confirm-failed">
        <h1 id="privacy-confirm-failed">{w.invalidTitle}</h1>
        <p role="alert">{state.kind === 'failed' ? state.message : requestMessage(w, PRIVACY_MSG.invalidLink)}</p>
        <p>
          <Link to="/privacy/request">{w.again}</Link>
        </p>
      </section>
    );
  }
  return (
    <section className="container" aria-labelledby="privacy-confirm-title">
      <h1 id="privacy-confirm-title">{w.confirmTitle}</h1>
      <button type="button" className="button button-primary" disabled={state.kind === 'sending'} onClick={() => void confirm()}>
        {state.kind === 'sending' ? w.confirming : w.confirmTitle}
      </button>
    </section>
  );
}
