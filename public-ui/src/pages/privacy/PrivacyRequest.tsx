import { useRef, useState, type FormEvent } from 'react';
import { ACCOUNT_EMAIL_PATTERN, PRIVACY_MSG, PRIVACY_REQUEST_KINDS, PRIVACY_REQUEST_LIMITS } from '@cbt/contracts';
import { ErrorAlert } from '../../components/ErrorAlert';
import { ErrorSummary, type FieldErrors } from '../../components/ErrorSummary';
import { SelectField, TextField } from '../../components/Fields';
import { useI18n } from '../../i18n';
import { ApiError, call } from '../../lib/api';
import { useTitle } from '../../lib/useTitle';
import { Link } from '../../router';
import { REQUEST_WORDS, requestMessage } from './requestWords';

interface Values {
  kind: string;
  name: string;
  email: string;
  centre: string;
  details: string;
}

const EMPTY: Values = { kind: '', name: '', email: '', centre: '', details: '' };

/** The server's checks, run first here so the error summary appears without a round trip. */
export function checkRequest(v: Values): FieldErrors {
  const L = PRIVACY_REQUEST_LIMITS;
  const errors: FieldErrors = {};
  if (!(PRIVACY_REQUEST_KINDS as readonly string[]).includes(v.kind)) errors.kind = PRIVACY_MSG.kindInvalid;
  if (!v.name.trim()) errors.name = PRIVACY_MSG.nameRequired;
  else if (v.name.trim().length > L.name) errors.name = PRIVACY_MSG.nameTooLong;
  if (!ACCOUNT_EMAIL_PATTERN.test(v.email.trim()) || v.email.trim().length > L.email) errors.email = PRIVACY_MSG.emailInvalid;
  if (!v.centre.trim()) errors.centre = PRIVACY_MSG.centreRequired;
  else if (v.centre.trim().length > L.centre) errors.centre = PRIVACY_MSG.centreTooLong;
  if (!v.details.trim()) errors.details = PRIVACY_MSG.detailsRequired;
  else if (v.details.trim().length > L.details) errors.details = PRIVACY_MSG.detailsTooLong;
  return errors;
}

/**
 * /privacy/request: a person without an account asks the data protection officer about their data
 * (DECISIONS §10, Personal data). Nothing is opened until the emailed link is confirmed.
 */
export default function PrivacyRequest() {
  const { language } = useI18n();
  const w = REQUEST_WORDS[language];
  useTitle(w.title);
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [serverError, setServerError] = useState<unknown>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<{ reference: string; email: string } | null>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const set = (name: keyof Values) => (value: string) => setValues((current) => ({ ...current, [name]: value }));
  const shown = (name: keyof Values) => (errors[name] ? requestMessage(w, errors[name]!) : undefined);
  const translated = (found: FieldErrors) => Object.fromEntries(Object.entries(found).map(([k, m]) => [k, m ? requestMessage(w, m) : m]));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setServerError(null);
    const found = checkRequest(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      requestAnimationFrame(() => summaryRef.current?.focus());
      return;
    }
    setSending(true);
    try {
      const res = await call<{ reference: string }>('POST', '/public/privacy-requests', { body: { ...values, language } });
      setSent({ reference: res.data!.reference, email: values.email.trim() });
      window.scrollTo(0, 0);
    } catch (error) {
      if (error instanceof ApiError && error.errors.length > 0) {
        setErrors(Object.fromEntries(error.errors.map((e) => [e.path, e.msg])));
        requestAnimationFrame(() => summaryRef.current?.focus());
      } else setServerError(error instanceof ApiError ? new ApiError(requestMessage(w, error.message), error.status) : error);
    } finally {
      setSending(false);
    }
  };

  if (sent) {
    return (
      <section className="container" aria-labelledby="privacy-request-sent">
        <div className="card result" role="status">
          <h1 id="privacy-request-sent">{w.sentTitle}</h1>
          <p>{w.sentText(sent.email)}</p>
          <p>
            {w.reference}: <strong>{sent.reference}</strong>
          </p>
        </div>
        <p>
          <Link to="/privacy">{w.backToNotice}</Link>
        </p>
      </section>
    );
  }

  return (
    <section className="container" aria-labelledby="privacy-request-title">
      <h1 id="privacy-request-title">{w.title}</h1>
      <p>{w.intro}</p>
      <form className="card form" onSubmit={submit} noValidate>
        <ErrorSummary ref={summaryRef} errors={translated(errors)} />
        <ErrorAlert error={serverError} onDismiss={() => setServerError(null)} />
        <SelectField
          label={w.kind}
          name="kind"
          value={values.kind}
          options={PRIVACY_REQUEST_KINDS}
          optionLabel={(k) => w.kinds[k as keyof typeof w.kinds]}
          onValue={set('kind')}
          error={shown('kind')}
        />
        <TextField label={w.name} name="name" autoComplete="name" value={values.name} onValue={set('name')} error={shown('name')} />
        <TextField label={w.email} name="email" type="email" autoComplete="email" hint={w.emailHint} value={values.email} onValue={set('email')} error={shown('email')} />
        <TextField label={w.centre} name="centre" hint={w.centreHint} value={values.centre} onValue={set('centre')} error={shown('centre')} />
        <TextField label={w.details} name="details" multiline hint={w.detailsHint} value={values.details} onValue={set('details')} error={shown('details')} />
        <div className="form-actions">
          <button type="submit" className="button button-primary" disabled={sending}>
            {sending ? w.sending : w.submit}
          </button>
        </div>
      </form>
    </section>
  );
}
