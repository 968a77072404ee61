import type { MouseEvent, ReactNode } from 'react';
import { REQUIRED_DOCUMENT_TYPES, type DocumentType } from '@cbt/contracts';
import { useI18n } from '../i18n';
import { Link } from '../router';
import type { UploadedDocuments } from '../pages/centre/useCentre';

export interface Answer {
  key: string;
  label: string;
  value: ReactNode;
  /** Where Change goes: another screen's field (an in-app link) or this screen's (with onChange). */
  href: string;
  onChange?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

/**
 * The GOV.UK summary list of a check-your-answers step: each answer with a Change link back to
 * its field, the field's name said with it for screen readers.
 */
export function SummaryList({ answers, label }: { answers: readonly Answer[]; label: string }) {
  const { t } = useI18n();
  return (
    <dl className="check-answers" aria-label={label}>
      {answers.map((answer) => (
        <div className="check-answers-row" key={answer.key}>
          <dt>{answer.label}</dt>
          <dd className="check-answers-value">{answer.value}</dd>
          <dd className="check-answers-action">
            {answer.onChange ? (
              <a href={answer.href} onClick={answer.onChange}>
                {t.check.change}
                <span className="visually-hidden"> {answer.label}</span>
              </a>
            ) : (
              <Link to={answer.href}>
                {t.check.change}
                <span className="visually-hidden"> {answer.label}</span>
              </Link>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** DECISIONS §8: the document types accreditation needs that have no file yet. */
export function missingDocuments(documents: UploadedDocuments | undefined): DocumentType[] {
  return REQUIRED_DOCUMENT_TYPES.filter((type) => (documents?.[type]?.files.length ?? 0) === 0);
}

/** What accreditation still needs, in words, with a way back to upload it. */
export function MissingForAccreditation({ documents, onUpload }: { documents: UploadedDocuments | undefined; onUpload?: { href: string; onClick: (event: MouseEvent<HTMLAnchorElement>) => void } }) {
  const { t } = useI18n();
  const missing = missingDocuments(documents);
  if (missing.length === 0) {
    return (
      <p className="success-text" data-testid="nothing-missing">
        {t.check.nothingMissing}
      </p>
    );
  }
  return (
    <div className="alert alert-warning" data-testid="missing-for-accreditation">
      <div className="alert-body">
        <h2 className="alert-title">{t.check.missingTitle}</h2>
        <ul>
          {missing.map((type) => (
            <li key={type}>{t.documents.types[type]}</li>
          ))}
        </ul>
        <p>{t.check.missingText}</p>
        {onUpload && (
          <p>
            <a href={onUpload.href} onClick={onUpload.onClick}>
              {t.check.uploadMissing}
            </a>
          </p>
        )}
      </div>
    </div>
  );
}

/** The files of each document type as a check-your-answers value. */
export function DocumentAnswer({ documents, type }: { documents: UploadedDocuments | undefined; type: DocumentType }) {
  const { t } = useI18n();
  const files = documents?.[type]?.files ?? [];
  if (files.length === 0) return <span className="muted">{t.documents.notUploaded}</span>;
  return (
    <ul className="plain-list">
      {files.map((file) => (
        <li key={file.id}>{file.filename}</li>
      ))}
    </ul>
  );
}
