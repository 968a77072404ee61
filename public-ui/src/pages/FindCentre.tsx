import { useEffect, useRef, useState, type FormEvent } from 'react';
import { MSG, OTP_RULES } from '@cbt/contracts';
import { ErrorAlert, Notice } from '../components/ErrorAlert';
import { TextField } from '../components/Fields';
import { useI18n } from '../i18n';
import { ApiError, call } from '../lib/api';
import { saveCentreSession, type CentreData } from '../lib/session';
import { clock, useCountdown } from '../lib/useCountdown';
import { useTitle } from '../lib/useTitle';
import { cleanReference } from '../lib/validation';
import { navigate } from '../router';

export const REDIRECT_AFTER_VERIFY_MS = 2000;

interface FoundCentre {
  referenceNumber: string;
  centreName: string;
  status: string;
  statusLabel: string;
  maskedEmail?: string;
}

const APPROVED = new Set(['registration_approved', 'autotest_approved']);

/** A 4xx carries a message meant for the user (rate limits, wrong code); anything else gets SPEC's fallback. */
function userFacing(error: unknown, fallback: string): Error {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 ? error : new Error(fallback);
}

/** What the server says besides the message: seconds until the next code, tries left on the code. */
function extra(error: unknown): { retryAfterSeconds?: number; triesLeft?: number } {
  const data = error instanceof ApiError ? (error.body as { data?: Record<string, unknown> } | undefined)?.data : undefined;
  return {
    retryAfterSeconds: typeof data?.retryAfterSeconds === 'number' ? data.retryAfterSeconds : undefined,
    triesLeft: typeof data?.triesLeft === 'number' ? data.triesLeft : undefined,
  };
}

/** 'Invalid OTP' + '4 tries left…' -> 'Invalid OTP. 4 tries left…' (SPEC's text has no full stop of its own). */
function sentences(first: string, second: string | null): string {
  if (!second) return first;
  return `${first}${/[.!?]$/.test(first) ? '' : '.'} ${second}`;
}

/** Only digits, at most six: what the code field accepts as people type or paste. */
export const otpInput = (value: string): string => value.replace(/\D/g, '').slice(0, OTP_RULES.digits);

/**
 * SPEC §2 screen 6: find by reference, then the emailed code, then the centre session. Each
 * problem is said once, in one place (the code's own errors under the code field, with the tries
 * left); a success notice gives way to any error; the next code can be asked for when the
 * countdown the server gave has run out.
 */
export default function FindCentre() {
  const { t, tm } = useI18n();
  useTitle(t.find.pageTitle);
  const [reference, setReference] = useState('');
  const [referenceError, setReferenceError] = useState('');
  const [found, setFound] = useState<FoundCentre | null>(null);
  const [pending, setPending] = useState(false);
  const [otpStep, setOtpStep] = useState(false);
  const [codeSent, setCodeSent] = useState(false);
  const [info, setInfo] = useState('');
  const [otp, setOtp] = useState('');
  const [otpError, setOtpError] = useState('');
  const [triesLeft, setTriesLeft] = useState<number | null>(null);
  const [nextCodeAt, setNextCodeAt] = useState<number | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const [verified, setVerified] = useState(false);
  const waitSeconds = useCountdown(nextCodeAt);
  const otpRef = useRef<HTMLDivElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (otpStep) otpRef.current?.querySelector('input')?.focus();
  }, [otpStep]);

  const waitFor = (seconds: number | undefined) => setNextCodeAt(seconds && seconds > 0 ? Date.now() + seconds * 1000 : null);
  const fail = (failure: unknown) => {
    // A success notice must not stay up beside an error.
    setInfo('');
    setError(failure);
  };

  const search = async (event: FormEvent) => {
    event.preventDefault();
    const ref = cleanReference(reference);
    if (!ref) {
      setReferenceError(MSG.enterReferenceNumber);
      return;
    }
    setReferenceError('');
    setBusy(true);
    setError(null);
    setFound(null);
    setPending(false);
    setOtpStep(false);
    setCodeSent(false);
    setInfo('');
    setOtpError('');
    setTriesLeft(null);
    let approved: string | null = null;
    try {
      const response = await call<FoundCentre>('GET', `/centre-registration/${encodeURIComponent(ref)}`);
      const centre = response.data!;
      setFound(centre);
      if (response.pendingApproval) {
        setPending(true);
        setInfo(response.message ?? MSG.centrePendingApproval);
      } else if (APPROVED.has(centre.status)) {
        setOtpStep(true);
        approved = centre.referenceNumber;
      }
    } catch (failure) {
      fail(failure instanceof ApiError && failure.status === 404 ? new Error(MSG.centreNotFound) : userFacing(failure, MSG.searchError));
    } finally {
      setBusy(false);
    }
    // The look-up sends nothing (DECISIONS §9: no code by a GET): an approved centre's code is asked for here.
    if (approved) await requestCode(approved, MSG.otpSent);
  };

  /** POST send-otp; `announce` replaces the server's wording (the find step knows the centre is approved). */
  const requestCode = async (referenceNumber: string, announce?: string) => {
    setBusy(true);
    setError(null);
    try {
      const response = await call<{ retryAfterSeconds?: number }>('POST', `/centre-registration/${encodeURIComponent(referenceNumber)}/send-otp`);
      waitFor(response.data?.retryAfterSeconds);
      setInfo(announce ?? response.message ?? MSG.otpSent);
      setOtpError('');
      setTriesLeft(null);
      setCodeSent(true);
      setOtpStep(true);
    } catch (failure) {
      waitFor(extra(failure).retryAfterSeconds);
      // Found a moment ago with a code already on its way (a reload): the wait is news, not an error,
      // and the code already sent still works.
      if (announce && failure instanceof ApiError && failure.status === 429) setInfo(failure.message);
      else fail(failure instanceof ApiError && failure.status === 0 ? new Error(MSG.sendOtpError) : userFacing(failure, MSG.failedSendOtp));
    } finally {
      setBusy(false);
    }
  };

  const requestOtp = async () => {
    if (found) await requestCode(found.referenceNumber);
  };

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    if (!found) return;
    if (!otp) {
      setOtpError(MSG.enterOtp);
      return;
    }
    setOtpError('');
    setBusy(true);
    setError(null);
    try {
      const response = await call<{ token: string; centre: CentreData }>('POST', `/centre-registration/${encodeURIComponent(found.referenceNumber)}/verify-otp`, {
        body: { otp },
      });
      saveCentreSession(response.data!.token, response.data!.centre);
      setInfo('');
      setVerified(true);
      timer.current = setTimeout(() => navigate('/centre-registration'), REDIRECT_AFTER_VERIFY_MS);
    } catch (failure) {
      setInfo('');
      const codeProblem = failure instanceof ApiError && failure.status === 400 ? failure.errors.find((e) => e.path === 'otp') : undefined;
      if (codeProblem) {
        // The code's own problem belongs under the code field, said once, with the tries left.
        setOtpError(codeProblem.msg);
        setTriesLeft(extra(failure).triesLeft ?? null);
        setOtp('');
      } else {
        fail(failure instanceof ApiError && failure.status === 0 ? new Error(MSG.verifyOtpError) : userFacing(failure, MSG.invalidOtp));
      }
    } finally {
      setBusy(false);
    }
  };

  const triesNote = triesLeft === null ? null : triesLeft > 0 ? t.find.triesLeft(triesLeft) : t.find.noTriesLeft;
  const waitNote = waitSeconds > 0 ? t.find.nextCodeIn(clock(waitSeconds)) : null;

  return (
    <section className="container page-section narrow" aria-labelledby="find-title">
      <h1 id="find-title">{t.find.title}</h1>
      <p className="lead">{t.find.lead}</p>
      <ErrorAlert error={error} onDismiss={() => setError(null)} />
      <form className="card form" onSubmit={search} noValidate>
        <TextField
          name="reference"
          label={t.find.reference}
          hint={t.find.referenceHint}
          value={reference}
          onValue={(value) => {
            setReference(value);
            setReferenceError('');
          }}
          error={referenceError}
          autoComplete="off"
        />
        <div className="form-actions">
          <button type="submit" className="button button-primary" disabled={busy}>
            {t.find.find}
          </button>
        </div>
      </form>

      {found && (
        <div className="card" role="region" aria-labelledby="found-title">
          <h2 id="found-title">{found.centreName}</h2>
          <p>
            {found.referenceNumber} · <span className={`badge badge-${found.status}`}>{t.statusLabels[found.status] ?? found.statusLabel}</span>
          </p>
          {pending && <Notice kind="warning">{tm(info)}</Notice>}
          {!pending && !otpStep && (
            <>
              <p>{t.find.requestPrompt}</p>
              <button type="button" className="button button-primary" onClick={requestOtp} disabled={busy || waitSeconds > 0}>
                {t.find.requestOtp}
              </button>
              {waitNote && (
                <p className="small countdown" role="timer" aria-live="off">
                  {waitNote}
                </p>
              )}
            </>
          )}
          {otpStep && !verified && (
            <div ref={otpRef}>
              {info && <Notice kind={info === MSG.otpSent ? 'success' : 'info'}>{tm(info)}</Notice>}
              {codeSent && found.maskedEmail && <p>{t.find.sentTo(found.maskedEmail)}</p>}
              <form className="form" onSubmit={verify} noValidate>
                <TextField
                  name="otp"
                  label={t.find.code}
                  hint={t.find.codeHint(OTP_RULES.digits)}
                  value={otp}
                  onValue={(value) => {
                    setOtp(otpInput(value));
                    setOtpError('');
                  }}
                  error={otpError ? sentences(tm(otpError), triesNote) : ''}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={OTP_RULES.digits}
                />
                <div className="form-actions">
                  <button type="submit" className="button button-primary" disabled={busy}>
                    {t.find.verify}
                  </button>
                  <button type="button" className="button button-secondary" onClick={requestOtp} disabled={busy || waitSeconds > 0}>
                    {waitSeconds > 0 ? t.find.resendIn(waitSeconds) : t.find.resend}
                  </button>
                </div>
                {waitNote && (
                  <p className="small countdown" role="timer" aria-live="off">
                    {waitNote}
                  </p>
                )}
              </form>
            </div>
          )}
          {verified && <Notice kind="success">{t.find.verified}</Notice>}
        </div>
      )}
    </section>
  );
}
