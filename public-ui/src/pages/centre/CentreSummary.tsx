import { SECTION_A, SECTION_B, type CentreField } from '../../lib/centreFields';
import type { Centre } from './useCentre';

export const NOT_PROVIDED = 'Not provided';

/** SPEC §2 screen 7's read-only mode: every value, or 'Not provided'. */
export function displayValue(value: unknown): string {
  if (value === null || value === undefined) return NOT_PROVIDED;
  const text = String(value).trim();
  return text === '' ? NOT_PROVIDED : text;
}

function Section({ title, fields, centre }: { title: string; fields: readonly CentreField[]; centre: Centre }) {
  return (
    <section className="card" aria-label={title}>
      <h2>{title}</h2>
      <dl className="summary summary-grid">
        {fields.map((field) => {
          const value = displayValue(centre[field.name]);
          return (
            <div className="summary-row" key={field.name}>
              <dt>{field.label}</dt>
              <dd className={value === NOT_PROVIDED ? 'muted' : undefined}>{value}</dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}

export function CentreSummary({ centre }: { centre: Centre }) {
  return (
    <>
      <Section title="Section A: Centre Information" fields={SECTION_A} centre={centre} />
      <Section title="Section B: Centre Capacity" fields={SECTION_B} centre={centre} />
    </>
  );
}
