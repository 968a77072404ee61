import { useEffect, useRef, useState, type FormEvent } from 'react';
import { MSG } from '@cbt/contracts';
import { ErrorAlert, Notice } from '../components/ErrorAlert';
import { TextField } from '../components/Fields';
import { useI18n } from '../i18n';
import { ApiError, call } from '../lib/api';
import { useTitle } from '../lib/useTitle';
import { validateNewPassword, type FormErrors } from '../lib/validation';
import { queryParam } from '../router';

export const REDIRECT_AFTER_RESET_MS = 3000;

type Phase = 'checking' | 'invalid' | 'form' | 'done';

/** The admin console's sign-in is a separate app, so leaving for it is a full page load. */
const goToLogin = () => window.location.assign('/login');

/** SPEC §2 "Reset password page": check the emailed token, then set a new password. */
export default function ResetPassword() {
  const { t, tm } = useI18n();
  const r = t.reset;
  useTitle(r.pageTitle);
  const [token] = useState(() => queryParam('token')?.trim() ?? '');
  const [phase, setPhase] = useState<Phase>(token ? 'checking' : 'invalid');
  const [invalidReason, setInvalidReason] = useState<string>(MSG.invalidOrMissingResetToken);
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<FormErrors>({});
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    call('POST', '/auth/validate-reset-token', { body: { token }, signal: controller.signal })
      .then(() => setPhase('form'))
      .catch((failure: unknown) => {
        if (controller.signal.aborted) return;
        setInvalidReason(failure instanceof ApiError && failure.status >= 400 && failure.status < 500 ? MSG.invalidOrExpiredResetToken : MSG.failedValidateResetToken);
        setPhase('invalid');
      });
    return () => controller.abort();
  }, [token]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!token) {
      setError(new Error(MSG.invalidResetToken));
      return;
    }
    const found = validateNewPassword(password, confirmation);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    setError(null);
    try {
      await call('POST', '/auth/reset-password', { body: { token, newPassword: password } });
      setPhase('done');
      timer.current = setTimeout(goToLogin, REDIRECT_AFTER_RESET_MS);
    } catch (failure) {
      setError(failure instanceof ApiError && failure.status >= 400 && failure.status < 500 ? failure : new Error(MSG.failedResetPassword));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="container page-section narrow" aria-labelledby="reset-title">
      {phase === 'checking' && (
        <p role="status" className="loading">
          {r.checking}
        </p>
      )}
      {phase === 'invalid' && (
        <div className="card">
          <h1 id="reset-title">{r.invalidTitle}</h1>
          <p>
            {tm(invalidReason)}. {r.invalidText}
          </p>
          <button type="button" className="button button-primary" onClick={goToLogin}>
            {r.backToLogin}
          </button>
        </div>
      )}
      {phase === 'form' && (
        <form className="card form" onSubmit={submit} noValidate>
          <h1 id="reset-title">{r.title}</h1>
          <ErrorAlert error={error} onDismiss={() => setError(null)} />
          <TextField
            name="newPassword"
            type="password"
            label={r.newPassword}
            hint={r.newPasswordHint}
            value={password}
            onValue={setPassword}
            error={errors.newPassword}
            autoComplete="new-password"
          />
          <TextField
            name="confirmPassword"
            type="password"
            label={r.confirmPassword}
            value={confirmation}
            onValue={setConfirmation}
            error={errors.confirmPassword}
            autoComplete="new-password"
          />
          <div className="form-actions">
            <button type="submit" className="button button-primary" disabled={busy}>
              {busy ? r.resetting : r.submit}
            </button>
          </div>
        </form>
      )}
      {phase === 'done' && (
        <div className="card">
          <h1 id="reset-title">{tm(MSG.passwordResetSuccessful)}</h1>
          <Notice kind="success">{r.done}</Notice>
        </div>
      )}
    </section>
  );
}
