import { forwardRef, type MouseEvent } from 'react';
import { useI18n } from '../i18n';

/** A form's failed checks, field name -> SPEC's message (empty when the field is fine). */
export type FieldErrors = Record<string, string | undefined>;

/** The form's fields in order, so the summary lists them as the form shows them. */
function ordered(errors: FieldErrors): Array<[string, string]> {
  const present = Object.entries(errors).filter((entry): entry is [string, string] => Boolean(entry[1]));
  const position = (name: string) => {
    const fields = [...document.querySelectorAll('[name]')].map((element) => element.getAttribute('name'));
    const at = fields.indexOf(name);
    return at === -1 ? Number.MAX_SAFE_INTEGER : at;
  };
  return present.sort(([a], [b]) => position(a) - position(b));
}

/**
 * The GOV.UK error summary (DECISIONS §10): at the top of a form that did not pass its checks, every
 * problem in one list, each a link that moves to its field. The form focuses it on submit, so a
 * screen reader hears how many things to fix before the first.
 */
export const ErrorSummary = forwardRef<HTMLDivElement, { errors: FieldErrors }>(function ErrorSummary({ errors }, ref) {
  const { t, tm } = useI18n();
  const problems = ordered(errors);
  if (problems.length === 0) return null;
  const goTo = (name: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    const field = document.querySelector<HTMLElement>(`[name="${name}"]`);
    field?.scrollIntoView({ block: 'center' });
    field?.focus();
  };
  return (
    <div className="error-summary" role="alert" aria-labelledby="error-summary-title" tabIndex={-1} ref={ref}>
      <h2 id="error-summary-title">{t.common.errorSummary}</h2>
      <ul>
        {problems.map(([name, message]) => (
          <li key={name}>
            <a href={`#${name}`} onClick={goTo(name)}>
              {tm(message)}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
});
