import { personalFields, type DataSubject } from '@cbt/contracts';
import { useI18n } from '../../i18n';
import { Link } from '../../router';
import { PRIVACY_WORDS } from './privacyWords';

const SUBJECTS: readonly DataSubject[] = ['centre_contact', 'staff', 'staff_applicant', 'requester'];
const unique = <T,>(values: T[]): T[] => [...new Set(values)];

/**
 * /privacy: the privacy notice (DECISIONS §10, Personal data), made from the data inventory, so
 * what it says is held, why and for how long is what the schema holds.
 */
export default function PrivacyNotice({ examBody }: { examBody: string }) {
  const { language } = useI18n();
  const w = PRIVACY_WORDS[language];
  const fields = personalFields();
  const purposes = unique(fields.map((f) => `${f.purpose}|${f.basis}`)).map((pair) => pair.split('|') as [keyof typeof w.purposes, keyof typeof w.bases]);

  return (
    <article className="container privacy" aria-labelledby="privacy-title">
      <h1 id="privacy-title">{w.title}</h1>
      <p>{w.intro}</p>

      <h2>{w.controllerTitle}</h2>
      <p>{w.controller(examBody)}</p>

      <h2>{w.heldTitle}</h2>
      {SUBJECTS.map((subject) => (
        <section key={subject} aria-label={w.subjects[subject]}>
          <h3>{w.subjects[subject]}</h3>
          <ul>
            {unique(fields.filter((f) => f.subject === subject).map((f) => f.category)).map((category) => (
              <li key={category}>{w.categories[category]}</li>
            ))}
          </ul>
        </section>
      ))}

      <h2>{w.whyTitle}</h2>
      <table className="privacy-table">
        <thead>
          <tr>
            <th scope="col">{w.purpose}</th>
            <th scope="col">{w.basis}</th>
          </tr>
        </thead>
        <tbody>
          {purposes.map(([purpose, basis]) => (
            <tr key={`${purpose}-${basis}`}>
              <td>{w.purposes[purpose]}</td>
              <td>{w.bases[basis]}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <h2>{w.keptTitle}</h2>
      <ul>
        {unique(fields.map((f) => f.retention)).map((retention) => (
          <li key={retention}>{w.retention[retention]}</li>
        ))}
      </ul>

      <h2>{w.publicTitle}</h2>
      <p>{w.publicText}</p>

      <h2>{w.rightsTitle}</h2>
      <ul>
        {w.rights.map((right) => (
          <li key={right}>{right}</li>
        ))}
      </ul>
      <p>
        {w.askText} <Link to="/privacy/request">{w.askLink}</Link>
      </p>

      <h2>{w.breachTitle}</h2>
      <p>{w.breachText}</p>
    </article>
  );
}
