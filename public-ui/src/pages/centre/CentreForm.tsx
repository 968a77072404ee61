import { useEffect, useRef, useState, type FormEvent } from 'react';
import { lgasOf, MSG, STATE_NAMES } from '@cbt/contracts';
import { ErrorAlert } from '../../components/ErrorAlert';
import { SelectField, TextField } from '../../components/Fields';
import { useI18n } from '../../i18n';
import { ApiError, call } from '../../lib/api';
import { centreBody, formValuesOf, SECTION_A, SECTION_B, validateCentre, type CentreField, type CentreFormValues } from '../../lib/centreFields';
import { locationBody, locationValuesOf, validateLocation, type LocationValues } from '../../lib/centreLocation';
import { LocationFields } from './LocationFields';
import { minimumWarnings, useDeclaredMinimums } from '../../lib/declaredMinimums';
import { loadPhoneRule, phoneRule } from '../../lib/phoneRule';
import type { FormErrors } from '../../lib/validation';
import type { Centre } from './useCentre';
import { PrivacyNote } from '../privacy/PrivacyNote';
import { ErrorSummary } from '../../components/ErrorSummary';

interface Props {
  centre: Centre;
  reference: string;
  token: string;
  onSaved: (saved: Centre) => void;
  onCancel: () => void;
  /** A check-your-answers Change link's field: focused when the form opens (DECISIONS §10). */
  focusField?: string | null;
}

/** Puts the reader at the named field of the form, as a Change link promises. */
export function focusFieldNamed(form: HTMLElement | null, name: string | null | undefined): void {
  if (!form || !name) return;
  const field = form.querySelector<HTMLElement>(`[name="${CSS.escape(name)}"]`);
  if (!field) return;
  field.scrollIntoView({ block: 'center' });
  field.focus();
}

export function Control({ field, values, error, warning, onValue, locked = false }: { field: CentreField; values: CentreFormValues; error?: string; warning?: string; onValue: (value: string) => void; locked?: boolean }) {
  const { t } = useI18n();
  // DECISIONS §8: approved identity fields are shown but not editable (a change request changes them).
  const common = { name: field.name, label: t.fields[field.name] ?? field.label, value: values[field.name] ?? '', onValue, error, warning, hint: locked ? t.trust.lockedHint : (t.hints[field.name] ?? field.hint), ...(locked ? { disabled: true } : {}) };
  switch (field.kind) {
    case 'select':
      return <SelectField {...common} options={field.options ?? []} optionLabel={(option) => t.options[option] ?? option} />;
    case 'state':
      return <SelectField {...common} options={STATE_NAMES} />;
    case 'lga':
      return (
        <SelectField
          {...common}
          options={values.State ? lgasOf(values.State) : []}
          disabled={!values.State}
          placeholder={values.State ? t.common.select : t.common.selectStateFirst}
        />
      );
    case 'textarea':
      return <TextField {...common} multiline />;
    case 'count':
      return <TextField {...common} inputMode="numeric" type="number" min={field.min?.value} step={1} />;
    case 'email':
      return <TextField {...common} type="email" autoComplete="email" />;
    case 'tel':
      return <TextField {...common} type="tel" autoComplete="tel" />;
    default:
      return <TextField {...common} />;
  }
}

/** A failed save: the validation lines first, then the server's message, then SPEC §8's fallback. */
function saveError(failure: unknown): unknown {
  if (failure instanceof ApiError && failure.errors.length > 0) return failure;
  if (failure instanceof ApiError && failure.status >= 400 && failure.status < 500) return failure;
  return new Error(MSG.centreSaveFailed);
}

/** SPEC §2 screen 7's edit mode: Section A (centre information) and Section B (centre capacity). */
export function CentreForm({ centre, reference, token, onSaved, onCancel, focusField }: Props) {
  const { t } = useI18n();
  const [values, setValues] = useState<CentreFormValues>(() => formValuesOf(centre));
  const [location, setLocation] = useState<LocationValues>(() => locationValuesOf(centre));
  const [errors, setErrors] = useState<FormErrors>({});
  const [error, setError] = useState<unknown>(null);
  const [saving, setSaving] = useState(false);
  const locked = ((centre as { lockedFields?: string[] }).lockedFields ?? []) as string[];
  const warnings = minimumWarnings(useDeclaredMinimums(), values, t.minimumWarning);
  useEffect(() => {
    void loadPhoneRule().catch(() => undefined);
  }, []);

  const set = (name: string) => (value: string) => {
    setValues((current) => ({ ...current, [name]: value, ...(name === 'State' && value !== current.State ? { LocalGovernment: '' } : {}) }));
    setErrors((current) => ({ ...current, [name]: '' }));
  };

  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => focusFieldNamed(formRef.current, focusField), [focusField]);

  const summaryRef = useRef<HTMLDivElement>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!phoneRule()) await loadPhoneRule().catch(() => undefined);
    const found = { ...validateCentre(values, t.phoneInvalid), ...validateLocation(location) };
    setErrors(found);
    const firstInvalid = Object.keys(found)[0];
    if (firstInvalid) {
      // GOV.UK: the error summary takes the focus, so the reader hears every problem first.
      requestAnimationFrame(() => summaryRef.current?.focus());
      return;
    }
    setSaving(true);
    setError(null);
    try {
      const response = await call<Centre>('POST', '/centre-registration', { token, body: { ...centreBody(reference, values), ...locationBody(location) } });
      onSaved(response.data ?? centre);
    } catch (failure) {
      setError(saveError(failure));
    } finally {
      setSaving(false);
    }
  };

  const section = (title: string, fields: readonly CentreField[]) => (
    <fieldset className="card form-section">
      <legend>{title}</legend>
      <div className="form-grid">
        {fields.map((field) => (
          <Control key={field.name} field={field} values={values} error={errors[field.name]} warning={warnings[field.name]} onValue={set(field.name)} locked={locked.includes(field.name)} />
        ))}
      </div>
    </fieldset>
  );

  return (
    <form className="form" ref={formRef} onSubmit={submit} noValidate aria-label={t.centre.formLabel}>
      <ErrorSummary ref={summaryRef} errors={errors} />
      <ErrorAlert error={error} onDismiss={() => setError(null)} />
      <p className="form-note">{t.centre.formNote}</p>
      {section(t.centre.sectionA, SECTION_A)}
      <LocationFields
        values={location}
        errors={errors}
        onValues={(next) => {
          setLocation(next);
          setErrors((current) => ({ ...current, latitude: '', longitude: '' }));
        }}
      />
      {section(t.centre.sectionB, SECTION_B)}
      <PrivacyNote />
      <div className="form-actions">
        <button type="submit" className="button button-primary" disabled={saving}>
          {saving ? t.centre.saving : t.centre.save}
        </button>
        <button type="button" className="button button-secondary" onClick={onCancel} disabled={saving}>
          {t.centre.cancel}
        </button>
      </div>
    </form>
  );
}
