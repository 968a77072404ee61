import { useEffect, useRef, useState, type FormEvent } from 'react';
import { MSG, OTP_RULES } from '@cbt/contracts';
import { ErrorAlert, Notice } from '../components/ErrorAlert';
import { TextField } from '../components/Fields';
import { ApiError, call } from '../lib/api';
import { saveCentreSession, type CentreData } from '../lib/session';
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

/** Only digits, at most six: what the code field accepts as people type or paste. */
export const otpInput = (value: string): string => value.replace(/\D/g, '').slice(0, OTP_RULES.digits);

/** SPEC §2 screen 6: find by reference, then the emailed code, then the centre session. */
export default function FindCentre() {
  useTitle('Find Centre');
  const [reference, setReference] = useState('');
  const [referenceError, setReferenceError] = useState('');
  const [found, setFound] = useState<FoundCentre | null>(null);
  const [pending, setPending] = useState(false);
  const [otpStep, setOtpStep] = useState(false);
  const [info, setInfo] = useState('');
  const [otp, setOtp] = useState('');
  const [otpError, setOtpError] = useState('');
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const [verified, setVerified] = useState(false);
  const otpRef = useRef<HTMLDivElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (otpStep) otpRef.current?.querySelector('input')?.focus();
  }, [otpStep]);

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
    setInfo('');
    try {
      const response = await call<FoundCentre>('GET', `/centre-registration/${encodeURIComponent(ref)}`);
      const centre = response.data!;
      setFound(centre);
      if (response.pendingApproval) {
        setPending(true);
        setInfo(response.message ?? MSG.centrePendingApproval);
      } else if (APPROVED.has(centre.status)) {
        setOtpStep(true);
        setInfo(response.message ?? '');
      }
    } catch (failure) {
      setError(failure instanceof ApiError && failure.status === 404 ? new Error(MSG.centreNotFound) : userFacing(failure, MSG.searchError));
    } finally {
      setBusy(false);
    }
  };

  const requestOtp = async () => {
    if (!found) return;
    setBusy(true);
    setError(null);
    try {
      const response = await call('POST', `/centre-registration/${encodeURIComponent(found.referenceNumber)}/send-otp`);
      setInfo(response.message ?? MSG.otpSent);
      setOtpStep(true);
    } catch (failure) {
      setError(failure instanceof ApiError && failure.status === 0 ? new Error(MSG.sendOtpError) : userFacing(failure, MSG.failedSendOtp));
    } finally {
      setBusy(false);
    }
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
      setVerified(true);
      timer.current = setTimeout(() => navigate('/centre-registration'), REDIRECT_AFTER_VERIFY_MS);
    } catch (failure) {
      setError(failure instanceof ApiError && failure.status === 0 ? new Error(MSG.verifyOtpError) : userFacing(failure, MSG.invalidOtp));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="container page-section narrow" aria-labelledby="find-title">
      <h1 id="find-title">Find Your Centre</h1>
      <p className="lead">Enter the reference number you received when your centre was registered, then the code sent to the centre's email.</p>
      <ErrorAlert error={error} onDismiss={() => setError(null)} />
      <form className="card form" onSubmit={search} noValidate>
        <TextField
          name="reference"
          label="Reference number"
          hint="For example JAMB-2026-12345678 (council code, year, digits)"
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
            Find Centre
          </button>
        </div>
      </form>

      {found && (
        <div className="card" role="region" aria-labelledby="found-title">
          <h2 id="found-title">{found.centreName}</h2>
          <p>
            {found.referenceNumber} · <span className={`badge badge-${found.status}`}>{found.statusLabel}</span>
          </p>
          {pending && <Notice kind="warning">{info}</Notice>}
          {!pending && !otpStep && (
            <>
              <p>Request a sign-in code to continue.</p>
              <button type="button" className="button button-primary" onClick={requestOtp} disabled={busy}>
                Request OTP
              </button>
            </>
          )}
          {otpStep && !verified && (
            <div ref={otpRef}>
              {info && <Notice kind={info === MSG.otpSent ? 'success' : 'info'}>{info}</Notice>}
              {found.maskedEmail && <p>The code was sent to {found.maskedEmail}.</p>}
              <form className="form" onSubmit={verify} noValidate>
                <TextField
                  name="otp"
                  label="One-time code"
                  hint={`${OTP_RULES.digits} digits; press Enter to verify`}
                  value={otp}
                  onValue={(value) => {
                    setOtp(otpInput(value));
                    setOtpError('');
                  }}
                  error={otpError}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={OTP_RULES.digits}
                />
                <div className="form-actions">
                  <button type="submit" className="button button-primary" disabled={busy}>
                    Verify
                  </button>
                  <button type="button" className="button button-secondary" onClick={requestOtp} disabled={busy}>
                    Resend code
                  </button>
                </div>
              </form>
            </div>
          )}
          {verified && <Notice kind="success">Verification successful. Taking you to your registration…</Notice>}
        </div>
      )}
    </section>
  );
}
