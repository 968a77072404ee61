import { useEffect, useState, type FormEvent } from 'react';
import { MSG } from '@cbt/contracts';
import { ErrorAlert } from '../../components/ErrorAlert';
import { TextField } from '../../components/Fields';
import { useI18n } from '../../i18n';
import { ApiError, call } from '../../lib/api';
import { useTitle } from '../../lib/useTitle';
import { Link, navigate } from '../../router';
import { NotFoundResult, VerificationResult, type VerificationView } from './VerificationResult';
import { tidyVerificationCode, verifyPath } from './verifyCode';
import { QrVerifier } from './offline/QrVerifier';
import { registerVerifyServiceWorker } from './offline/serviceWorker';
import './verify.css';

type Outcome = { kind: 'idle' } | { kind: 'loading' } | { kind: 'found'; result: VerificationView } | { kind: 'not-found' } | { kind: 'error'; error: unknown };

/** Rate limits (429) and similar client errors carry a message worth showing; anything else is ours. */
function shownError(failure: unknown): unknown {
  return failure instanceof ApiError && failure.status >= 400 && failure.status < 500 ? failure : new Error(MSG.verifyLetterError);
}

/**
 * /verify/{code}: anyone holding a letter checks it is genuine and still stands. The App mounts a
 * fresh instance per code (keyed), so the input starts as the code in the address bar.
 */
export default function VerifyLetter({ code }: { code: string }) {
  const { t } = useI18n();
  const v = t.verify;
  useTitle(v.pageTitle);
  const [input, setInput] = useState(code);
  const [inputError, setInputError] = useState('');
  const [outcome, setOutcome] = useState<Outcome>({ kind: code ? 'loading' : 'idle' });
  // Submitting the code already in the address bar checks it again.
  const [attempt, setAttempt] = useState(0);

  // DECISIONS §10: after this visit the page, the keys and the status list open without a connection.
  useEffect(() => registerVerifyServiceWorker(), []);

  useEffect(() => {
    if (!code) return;
    const controller = new AbortController();
    setOutcome({ kind: 'loading' });
    call<VerificationView>('GET', `/public/verify/${encodeURIComponent(code)}`, { signal: controller.signal })
      .then((response) => {
        if (response.data) setOutcome({ kind: 'found', result: response.data });
        else setOutcome({ kind: 'error', error: new Error(MSG.verifyLetterError) });
      })
      .catch((failure: unknown) => {
        if (controller.signal.aborted) return;
        if (failure instanceof ApiError && failure.status === 404) setOutcome({ kind: 'not-found' });
        else setOutcome({ kind: 'error', error: shownError(failure) });
      });
    return () => controller.abort();
  }, [code, attempt]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const tidy = tidyVerificationCode(input);
    if (!tidy) {
      setInputError(MSG.enterVerificationCode);
      return;
    }
    if (tidy === code) setAttempt((n) => n + 1);
    else navigate(verifyPath(tidy));
  };

  return (
    <section className="container page-section narrow" aria-labelledby="verify-title">
      <h1 id="verify-title">{v.title}</h1>
      <p className="lead">{v.lead}</p>
      <form className="card form" onSubmit={submit} noValidate>
        <div className="code-row">
          <TextField
            name="verificationCode"
            label={v.code}
            hint={v.codeHint}
            value={input}
            onValue={(value) => {
              setInput(value);
              setInputError('');
            }}
            error={inputError}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={64}
          />
          <button type="submit" className="button button-primary" disabled={outcome.kind === 'loading'}>
            {outcome.kind === 'loading' ? v.checking : v.submit}
          </button>
        </div>
      </form>

      <div aria-live="polite">
        {outcome.kind === 'loading' && (
          <p className="loading" role="status">
            {v.checkingCode}
          </p>
        )}
        {outcome.kind === 'found' && <VerificationResult result={outcome.result} />}
        {outcome.kind === 'not-found' && <NotFoundResult code={code} />}
      </div>
      {outcome.kind === 'error' && <ErrorAlert error={outcome.error} onDismiss={() => setOutcome({ kind: 'idle' })} />}

      <QrVerifier />

      <p>
        <Link to="/accredited-centres">{v.registerLink}</Link>
      </p>
    </section>
  );
}
