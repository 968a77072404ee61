import { useI18n } from '../../i18n';
import { SECTION_A, SECTION_B, type CentreField } from '../../lib/centreFields';
import { SummaryValue } from './SummaryValue';
import type { Centre } from './useCentre';

export const NOT_PROVIDED = 'Not provided';

/** SPEC §2 screen 7's read-only mode: every value, or 'Not provided'. */
export function displayValue(value: unknown): string {
  if (value === null || value === undefined) return NOT_PROVIDED;
  const text = String(value).trim();
  return text === '' ? NOT_PROVIDED : text;
}

function Section({ title, fields, centre }: { title: string; fields: readonly CentreField[]; centre: Centre }) {
  const { t } = useI18n();
  return (
    <section className="card" aria-label={title}>
      <h2>{title}</h2>
      <dl className="summary summary-grid">
        {fields.map((field) => {
          const value = displayValue(centre[field.name]);
          const missing = value === NOT_PROVIDED;
          return (
            <div className="summary-row" key={field.name}>
              <dt>{t.fields[field.name] ?? field.label}</dt>
              <dd className={missing ? 'muted' : undefined}>{missing ? t.common.notProvided : <SummaryValue kind={field.kind} value={t.options[value] ?? value} />}</dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}

export function CentreSummary({ centre }: { centre: Centre }) {
  const { t } = useI18n();
  return (
    <>
      <Section title={t.centre.sectionA} fields={SECTION_A} centre={centre} />
      <Section title={t.centre.sectionB} fields={SECTION_B} centre={centre} />
    </>
  );
}
