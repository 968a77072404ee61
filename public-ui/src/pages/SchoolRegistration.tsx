import { useState, type FormEvent } from 'react';
import { governmentIdLabel, lgasOf, OWNERSHIP_TYPES, STATE_NAMES } from '@cbt/contracts';
import { ErrorAlert } from '../components/ErrorAlert';
import { ReadOnlyField, SelectField, TextField } from '../components/Fields';
import { call } from '../lib/api';
import { PHONE_HINT } from '../lib/centreFields';
import { useCopy } from '../lib/useCopy';
import { useTitle } from '../lib/useTitle';
import { emptyPreRegistration, preRegistrationBody, validatePreRegistration, type FormErrors, type PreRegistrationValues } from '../lib/validation';
import { Link } from '../router';

interface Registered {
  registrationNumber: string;
  email: string;
  /** Issue 13: another centre has this Government/RC number; the council decides. */
  possibleDuplicate?: boolean;
  duplicateNotice?: string;
}

const STEPS = ['Centre details', 'Registration number', "What's next"];

function Steps({ current }: { current: number }) {
  return (
    <ol className="steps" aria-label="Progress">
      {STEPS.map((label, index) => (
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
  useTitle('Register CBT Centre');
  const [values, setValues] = useState<PreRegistrationValues>(() => emptyPreRegistration());
  const [errors, setErrors] = useState<FormErrors>({});
  const [serverError, setServerError] = useState<unknown>(null);
  const [sending, setSending] = useState(false);
  const [registered, setRegistered] = useState<Registered | null>(null);
  const [step, setStep] = useState(0);
  const { copied, copy } = useCopy();

  const set = (name: keyof PreRegistrationValues) => (value: string) => {
    setValues((current) => {
      const next = { ...current, [name]: value };
      // The local government list belongs to one state, so a new state clears the old choice.
      if (name === 'State' && value !== current.State) next.LocalGovernment = '';
      return next;
    });
    setErrors((current) => ({ ...current, [name]: '' }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validatePreRegistration({ ...values, examBody });
    setErrors(found);
    const firstInvalid = Object.keys(found).find((key) => found[key]);
    if (firstInvalid) {
      document.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
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

  const idLabel = governmentIdLabel(values.ownershipType);

  return (
    <section className="container page-section" aria-labelledby="pre-title">
      <h1 id="pre-title">Register CBT Centre</h1>
      <Steps current={step} />
      {step === 0 && (
        <form className="card form" onSubmit={submit} noValidate>
          <ErrorAlert error={serverError} onDismiss={() => setServerError(null)} />
          <p className="form-note">All fields are required.</p>
          <ReadOnlyField label="Exam body" value={examBody} />
          <TextField name="CentreName" label="Centre name" value={values.CentreName} onValue={set('CentreName')} error={errors.CentreName} autoComplete="organization" />
          <SelectField name="ownershipType" label="Ownership type" value={values.ownershipType} options={OWNERSHIP_TYPES} onValue={set('ownershipType')} error={errors.ownershipType} />
          <TextField name="GovernmentId" label={idLabel} value={values.GovernmentId} onValue={set('GovernmentId')} error={errors.GovernmentId} />
          <TextField name="AdminName" label="Admin name" value={values.AdminName} onValue={set('AdminName')} error={errors.AdminName} autoComplete="name" />
          <TextField name="AdminEmail" type="email" label="Email" value={values.AdminEmail} onValue={set('AdminEmail')} error={errors.AdminEmail} autoComplete="email" />
          <TextField name="AdminNumber" type="tel" label="Phone number" hint={PHONE_HINT} value={values.AdminNumber} onValue={set('AdminNumber')} error={errors.AdminNumber} autoComplete="tel" />
          <SelectField name="State" label="State" value={values.State} options={STATE_NAMES} onValue={set('State')} error={errors.State} />
          <SelectField
            name="LocalGovernment"
            label="Local government"
            value={values.LocalGovernment}
            options={values.State ? lgasOf(values.State) : []}
            onValue={set('LocalGovernment')}
            error={errors.LocalGovernment}
            disabled={!values.State}
            placeholder={values.State ? 'Select…' : 'Select a state first'}
          />
          <TextField name="address" label="Address" multiline value={values.address} onValue={set('address')} error={errors.address} />
          {errors.examBody && <p className="field-error">{errors.examBody}</p>}
          <div className="form-actions">
            <button type="submit" className="button button-primary" disabled={sending}>
              {sending ? 'Submitting...' : 'Submit Registration'}
            </button>
          </div>
        </form>
      )}
      {step === 1 && registered && (
        <div className="card result" role="status">
          <h2>Registration submitted</h2>
          {registered.duplicateNotice && (
            <p className="notice notice-warning" data-testid="duplicate-notice">
              {registered.duplicateNotice}
            </p>
          )}
          <p>Your registration number is:</p>
          <p className="reference" data-testid="registration-number">
            {registered.registrationNumber}
          </p>
          <p>
            A confirmation has been sent to <strong>{registered.email}</strong>. Keep this number: you need it to check your status and to
            sign in once your centre is approved.
          </p>
          <div className="form-actions">
            <button type="button" className="button button-secondary" onClick={() => copy(registered.registrationNumber)}>
              {copied ? 'Copied!' : 'Copy number'}
            </button>
            <button type="button" className="button button-primary" onClick={() => setStep(2)}>
              What's next
            </button>
          </div>
        </div>
      )}
      {step === 2 && registered && (
        <div className="card result">
          <h2>What's next</h2>
          <ol className="next-steps">
            <li>The council reviews your registration. You will receive an email when it is approved, rejected or queried.</li>
            <li>
              Follow progress at any time on <Link to="/check-status">Check Status</Link> with your number <strong>{registered.registrationNumber}</strong>.
            </li>
            <li>
              Once approved, open <Link to="/find-centre">Find Centre</Link>, enter your number and the code sent to your email, then complete the
              detailed registration and upload your documents.
            </li>
          </ol>
          <div className="form-actions">
            <Link to="/check-status" className="button button-primary">
              Check Status
            </Link>
            <Link to="/landing" className="button button-secondary">
              Back to home
            </Link>
          </div>
        </div>
      )}
    </section>
  );
}
