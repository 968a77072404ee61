import { useEffect, useRef, useState, type FormEvent } from 'react';
import { lgasOf, OWNERSHIP_TYPES, STATE_NAMES } from '@cbt/contracts';
import { ErrorAlert } from '../components/ErrorAlert';
import { ReadOnlyField, SelectField, TextField } from '../components/Fields';
import { useI18n } from '../i18n';
import { call } from '../lib/api';
import { loadPhoneRule, phoneRule } from '../lib/phoneRule';
import { useCopy } from '../lib/useCopy';
import { useTitle } from '../lib/useTitle';
import { emptyPreRegistration, preRegistrationBody, validatePreRegistration, type FormErrors, type PreRegistrationValues } from '../lib/validation';
import { Link } from '../router';
import { PrivacyNote } from './privacy/PrivacyNote';
import { ErrorSummary } from '../components/ErrorSummary';

interface Registered {
  registrationNumber: string;
  email: string;
  /** docs/TRUST.md, "Creation and duplicates": another centre has this Government/RC number; the council decides. */
  possibleDuplicate?: boolean;
  duplicateNotice?: string;
}

function Steps({ current, labels, name }: { current: number; labels: readonly string[]; name: string }) {
  return (
    <ol className="steps" aria-label={name}>
      {labels.map((label, index) => (
        <li key={label} className={index === current ? 'step-current' : index < current ? 'step-done' : ''} aria-current={index === current ? 'step' : undefined}>
          <span className="step-number" aria-hidden="true">
            {index + 1}
          </span>
          {label}
        </li>
      ))}
    </ol>
  );
}

/** SPEC §2 screen 4: form, then the registration number, then what happens next. */
export default function SchoolRegistration({ examBody }: { examBody: string }) {
  const { t } = useI18n();
  const r = t.register;
  useTitle(r.title);
  const [values, setValues] = useState<PreRegistrationValues>(() => emptyPreRegistration());
  const [errors, setErrors] = useState<FormErrors>({});
  const [serverError, setServerError] = useState<unknown>(null);
  const [sending, setSending] = useState(false);
  const [registered, setRegistered] = useState<Registered | null>(null);
  const [step, setStep] = useState(0);
  const { copied, copy } = useCopy();
  useEffect(() => {
    void loadPhoneRule().catch(() => undefined);
  }, []);

  const set = (name: keyof PreRegistrationValues) => (value: string) => {
    setValues((current) => {
      const next = { ...current, [name]: value };
      // The local government list belongs to one state, so a new state clears the old choice.
      if (name === 'State' && value !== current.State) next.LocalGovernment = '';
      return next;
    });
    setErrors((current) => ({ ...current, [name]: '' }));
  };

  const summaryRef = useRef<HTMLDivElement>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!phoneRule()) await loadPhoneRule().catch(() => undefined);
    const found = validatePreRegistration({ ...values, examBody }, t.phoneInvalid);
    setErrors(found);
    const firstInvalid = Object.keys(found).find((key) => found[key]);
    if (firstInvalid) {
      // GOV.UK: the error summary takes the focus, so the reader hears every problem first.
      requestAnimationFrame(() => summaryRef.current?.focus());
      return;
    }
    setSending(true);
    setServerError(null);
    try {
      const response = await call<Registered>('POST', '/school-registration/register', { body: preRegistrationBody({ ...values, examBody }) });
      setRegistered(response.data ?? null);
      setStep(1);
      window.scrollTo(0, 0);
    } catch (error) {
      setServerError(error);
    } finally {
      setSending(false);
    }
  };

  const idLabel = values.ownershipType === 'Private Institution' ? r.rcNumber : r.governmentNumber;

  return (
    <section className="container page-section" aria-labelledby="pre-title">
      <h1 id="pre-title">{r.title}</h1>
      <Steps current={step} labels={r.steps} name={t.common.progress} />
      {step === 0 && (
        <form className="card form" onSubmit={submit} noValidate>
          <ErrorSummary ref={summaryRef} errors={errors} />
          <ErrorAlert error={serverError} onDismiss={() => setServerError(null)} />
          <p className="form-note">{r.allRequired}</p>
          <ReadOnlyField label={r.examBody} value={examBody} />
          <TextField name="CentreName" label={r.centreName} value={values.CentreName} onValue={set('CentreName')} error={errors.CentreName} autoComplete="organization" />
          <SelectField
            name="ownershipType"
            label={r.ownershipType}
            value={values.ownershipType}
            options={OWNERSHIP_TYPES}
            optionLabel={(option) => t.ownership[option] ?? option}
            onValue={set('ownershipType')}
            error={errors.ownershipType}
          />
          <TextField name="GovernmentId" label={idLabel} value={values.GovernmentId} onValue={set('GovernmentId')} error={errors.GovernmentId} />
          <TextField name="AdminName" label={r.adminName} value={values.AdminName} onValue={set('AdminName')} error={errors.AdminName} autoComplete="name" />
          <TextField name="AdminEmail" type="email" label={r.email} value={values.AdminEmail} onValue={set('AdminEmail')} error={errors.AdminEmail} autoComplete="email" />
          <TextField name="AdminNumber" type="tel" label={r.phone} hint={r.phoneHint} value={values.AdminNumber} onValue={set('AdminNumber')} error={errors.AdminNumber} autoComplete="tel" />
          <SelectField name="State" label={r.state} value={values.State} options={STATE_NAMES} onValue={set('State')} error={errors.State} />
          <SelectField
            name="LocalGovernment"
            label={r.localGovernment}
            value={values.LocalGovernment}
            options={values.State ? lgasOf(values.State) : []}
            onValue={set('LocalGovernment')}
            error={errors.LocalGovernment}
            disabled={!values.State}
            placeholder={values.State ? t.common.select : t.common.selectStateFirst}
          />
          <TextField name="address" label={r.address} multiline value={values.address} onValue={set('address')} error={errors.address} />
          {errors.examBody && <p className="field-error">{errors.examBody}</p>}
          <PrivacyNote />
          <div className="form-actions">
            <button type="submit" className="button button-primary" disabled={sending}>
              {sending ? r.submitting : r.submit}
            </button>
          </div>
        </form>
      )}
      {step === 1 && registered && (
        <div className="card result" role="status">
          <h2>{r.submitted}</h2>
          {registered.duplicateNotice && (
            <p className="notice notice-warning" data-testid="duplicate-notice">
              {registered.duplicateNotice}
            </p>
          )}
          <p>{r.numberIs}</p>
          <p className="reference" data-testid="registration-number">
            {registered.registrationNumber}
          </p>
          <p>{r.confirmation(registered.email)}</p>
          <div className="form-actions">
            <button type="button" className="button button-secondary" onClick={() => copy(registered.registrationNumber)}>
              {copied ? t.common.copied : r.copyNumber}
            </button>
            <button type="button" className="button button-primary" onClick={() => setStep(2)}>
              {r.whatsNext}
            </button>
          </div>
        </div>
      )}
      {step === 2 && registered && (
        <div className="card result">
          <h2>{r.whatsNext}</h2>
          <ol className="next-steps">
            <li>{r.next1}</li>
            <li>
              {r.next2} <Link to="/check-status">{t.common.checkStatus}</Link> · <strong>{registered.registrationNumber}</strong>
            </li>
            <li>
              {r.next3} <Link to="/find-centre">{t.landing.continueAction}</Link>
            </li>
          </ol>
          <div className="form-actions">
            <Link to="/check-status" className="button button-primary">
              {t.common.checkStatus}
            </Link>
            <Link to="/landing" className="button button-secondary">
              {t.common.backHome}
            </Link>
          </div>
        </div>
      )}
    </section>
  );
}
