import { useEffect, useState } from 'react';
import { SEEDED_SYSTEM_ROLES, type CentreReadByOffice } from '@cbt/contracts';
import { useI18n } from '../../i18n';
import { call } from '../../lib/api';
import { formatDateTime } from '../../lib/format';
import { READS_WORDS, type ReadsWords } from './readsWords';

interface ReadsAnswer {
  reads: CentreReadByOffice[];
  total: number;
}

/** The office as the centre sees it: a seeded role in the reader's language, and its state or "national". */
export function officeLabel(read: CentreReadByOffice, w: ReadsWords): string {
  // A seeded role still named as seeded reads in the page's language; a name the council gave stays its own.
  const seeded = SEEDED_SYSTEM_ROLES[read.roleName];
  const role = (seeded && seeded.displayName === read.role ? w.roles[read.roleName] : undefined) ?? read.role;
  return read.state ? w.officeIn(role, read.state) : `${role}, ${w.national}`;
}

/**
 * Which council offices opened this centre's record, and when (DECISIONS §10, Personal data): the
 * role and state of the office, never a person's name.
 */
export function ReadsPanel({ reference, token }: { reference: string; token: string }) {
  const { language } = useI18n();
  const w = READS_WORDS[language];
  const [answer, setAnswer] = useState<ReadsAnswer | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    call<ReadsAnswer>('GET', `/centre-registration/${encodeURIComponent(reference)}/reads`, { token })
      .then((res) => {
        if (!live) return;
        // An answer of another shape (an older server) is a list that could not be read, not a crash.
        if (res.data && Array.isArray(res.data.reads)) setAnswer(res.data);
        else setFailed(true);
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [reference, token]);

  return (
    <section className="card centre-reads" aria-labelledby="centre-reads-title">
      <h2 id="centre-reads-title">{w.title}</h2>
      <p>{w.text}</p>
      {failed && (
        <p className="alert alert-error" role="alert">
          {w.loadFailed}
        </p>
      )}
      {!failed && !answer && <p className="muted">{w.loading}</p>}
      {answer && answer.reads.length === 0 && <p className="muted">{w.empty}</p>}
      {answer && answer.reads.length > 0 && (
        <>
          <table className="register-table" aria-labelledby="centre-reads-title">
            <thead>
              <tr>
                <th scope="col">{w.when}</th>
                <th scope="col">{w.office}</th>
                <th scope="col">{w.what}</th>
              </tr>
            </thead>
            <tbody>
              {answer.reads.map((read, i) => (
                <tr key={`${read.at}-${i}`}>
                  <td data-label={w.when}>
                    <span>{formatDateTime(read.at)}</span>
                  </td>
                  <td data-label={w.office}>
                    <span>{officeLabel(read, w)}</span>
                  </td>
                  <td data-label={w.what}>
                    <span>{w.kinds[read.kind]}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {answer.total > answer.reads.length && <p className="muted">{w.showing(answer.reads.length, answer.total)}</p>}
        </>
      )}
    </section>
  );
}
