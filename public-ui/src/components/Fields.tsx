import { useId, type ChangeEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import { useI18n } from '../i18n';

interface FieldShell {
  label: string;
  error?: string;
  hint?: ReactNode;
  /** Advice that does not stop the form (a figure below the council's minimum, DECISIONS §10). */
  warning?: string;
}

/** Ids that tie the label, hint and error to the control, so screen readers read all three. */
function useFieldIds(error?: string, hint?: ReactNode, warning?: string) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const warningId = warning ? `${id}-warning` : undefined;
  const describedBy = [hintId, errorId, warningId].filter(Boolean).join(' ') || undefined;
  return { id, hintId, errorId, warningId, describedBy };
}

function Shell({ id, label, hint, hintId, error, errorId, warning, warningId, children }: FieldShell & { id: string; hintId?: string; errorId?: string; warningId?: string; children: ReactNode }) {
  // Errors arrive as SPEC's English texts; they are shown in the chosen language.
  const { tm } = useI18n();
  return (
    <div className={`field${error ? ' field-invalid' : ''}`}>
      {/* Required-ness is said once per form and by aria-required, so labels stay plain words. */}
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p className="field-hint" id={hintId}>
          {hint}
        </p>
      )}
      {children}
      {error && (
        <p className="field-error" id={errorId}>
          {tm(error)}
        </p>
      )}
      {warning && !error && (
        <p className="field-warning" id={warningId} role="status">
          {warning}
        </p>
      )}
    </div>
  );
}

type TextProps = FieldShell &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> & {
    value: string;
    onValue: (value: string) => void;
    multiline?: boolean;
  };

export function TextField({ label, error, hint, warning, value, onValue, multiline, required = true, ...input }: TextProps) {
  const ids = useFieldIds(error, hint, warning);
  const common = {
    id: ids.id,
    value,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': ids.describedBy,
    'aria-required': required || undefined,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onValue(event.target.value),
  };
  return (
    <Shell {...ids} label={label} hint={hint} error={error} warning={warning}>
      {multiline ? <textarea rows={3} {...common} name={input.name} disabled={input.disabled} /> : <input type="text" {...input} {...common} />}
    </Shell>
  );
}

interface SelectProps extends FieldShell {
  name: string;
  value: string;
  options: readonly string[];
  onValue: (value: string) => void;
  placeholder?: string;
  disabled?: boolean;
  required?: boolean;
  /** How an option reads in the chosen language; the value sent stays the option itself. */
  optionLabel?: (option: string) => string;
}

export function SelectField({ label, error, hint, warning, name, value, options, onValue, placeholder, disabled, required = true, optionLabel }: SelectProps) {
  const { t } = useI18n();
  const ids = useFieldIds(error, hint, warning);
  // A saved value outside today's list (an earlier save's bare generator size) is still shown, not silently lost.
  const list = value && !options.includes(value) ? [...options, value] : options;
  return (
    <Shell {...ids} label={label} hint={hint} error={error} warning={warning}>
      <select
        id={ids.id}
        name={name}
        value={value}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        aria-required={required || undefined}
        onChange={(event) => onValue(event.target.value)}
      >
        <option value="">{placeholder ?? t.common.select}</option>
        {list.map((item) => (
          <option key={item} value={item}>
            {optionLabel ? optionLabel(item) : item}
          </option>
        ))}
      </select>
    </Shell>
  );
}

/** The fixed exam body: shown, read-only, never edited (SPEC §1). */
export function ReadOnlyField({ label, value }: { label: string; value: string }) {
  const ids = useFieldIds();
  return (
    <Shell {...ids} label={label}>
      <input id={ids.id} type="text" value={value} readOnly aria-readonly="true" className="read-only" />
    </Shell>
  );
}
