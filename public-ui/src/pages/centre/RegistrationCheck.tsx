import type { MouseEvent } from 'react';
import { DOCUMENT_TYPES, type DocumentType } from '@cbt/contracts';
import { DocumentAnswer, MissingForAccreditation, SummaryList, type Answer } from '../../components/CheckAnswers';
import { useI18n } from '../../i18n';
import { SECTION_A, SECTION_B, type CentreField } from '../../lib/centreFields';
import { useTitle } from '../../lib/useTitle';
import { displayValue, NOT_PROVIDED } from './CentreSummary';
import { slotId } from './DocumentSlot';
import { SummaryValue } from './SummaryValue';
import type { Centre } from './useCentre';

/** Where a detail's Change link goes: the edit form, at that field (CentreRegistration reads `change`). */
export const changeFieldHref = (name: string) => `/centre-registration?change=${encodeURIComponent(name)}`;

/**
 * DECISIONS §10: check your answers before completing a registration, which cannot be undone by the
 * centre: every detail and document with Change, and what accreditation still needs (DECISIONS §8).
 */
export function RegistrationCheck({
  centre,
  completing,
  onChangeDocument,
  onBack,
  onConfirm,
}: {
  centre: Centre;
  completing: boolean;
  onChangeDocument: (type: DocumentType) => (event: MouseEvent<HTMLAnchorElement>) => void;
  onBack: () => void;
  onConfirm: () => void;
}) {
  const { t } = useI18n();
  const c = t.check;
  useTitle(c.registrationTitle);
  const locked = new Set(((centre as { lockedFields?: string[] }).lockedFields ?? []) as string[]);
  const fieldAnswers = (fields: readonly CentreField[]): Answer[] =>
    // Approved identity fields change only by a change request (DECISIONS §8): no Change link leads to a locked field.
    fields.map((field) => {
      const value = displayValue(centre[field.name]);
      const shown = value === NOT_PROVIDED ? <span className="muted">{t.common.notProvided}</span> : <SummaryValue kind={field.kind} value={t.options[value] ?? value} />;
      return { key: field.name, label: t.fields[field.name] ?? field.label, value: shown, href: locked.has(field.name) ? '' : changeFieldHref(field.name) };
    });
  const documentAnswers: Answer[] = DOCUMENT_TYPES.map((type) => ({
    key: type,
    label: t.documents.types[type] ?? type,
    value: <DocumentAnswer documents={centre.uploadedDocuments} type={type} />,
    href: `#${slotId(type)}`,
    onChange: onChangeDocument(type),
  }));
  const firstMissing = DOCUMENT_TYPES.find((type) => (centre.uploadedDocuments?.[type]?.files.length ?? 0) === 0);

  return (
    <div className="check-page" data-testid="registration-check">
      <h1 id="check-title">{c.registrationTitle}</h1>
      <p>{c.intro}</p>
      <MissingForAccreditation documents={centre.uploadedDocuments} onUpload={firstMissing ? { href: `#${slotId(firstMissing)}`, onClick: onChangeDocument(firstMissing) } : undefined} />
      <section className="card" aria-labelledby="check-section-a">
        <h2 id="check-section-a">{t.centre.sectionA}</h2>
        <SummaryList label={t.centre.sectionA} answers={fieldAnswers(SECTION_A).filter((a) => a.href)} />
        <LockedAnswers answers={fieldAnswers(SECTION_A).filter((a) => !a.href)} />
      </section>
      <section className="card" aria-labelledby="check-section-b">
        <h2 id="check-section-b">{t.centre.sectionB}</h2>
        <SummaryList label={t.centre.sectionB} answers={fieldAnswers(SECTION_B)} />
      </section>
      <section className="card" aria-labelledby="check-documents">
        <h2 id="check-documents">{c.documentsTitle}</h2>
        <SummaryList label={c.documentsTitle} answers={documentAnswers} />
      </section>
      <section className="card" aria-labelledby="check-confirm">
        <h2 id="check-confirm">{c.registrationConfirmTitle}</h2>
        <p>{c.registrationConfirmText}</p>
        <div className="form-actions">
          <button type="button" className="button button-primary" onClick={onConfirm} disabled={completing}>
            {completing ? t.documents.completing : c.registrationConfirm}
          </button>
          <button type="button" className="button button-secondary" onClick={onBack} disabled={completing}>
            {c.backToDocuments}
          </button>
        </div>
      </section>
    </div>
  );
}

/** The approved identity: shown for checking, changed only by a change request (DECISIONS §8). */
function LockedAnswers({ answers }: { answers: readonly Answer[] }) {
  const { t } = useI18n();
  if (answers.length === 0) return null;
  return (
    <>
      <p className="field-hint">{t.trust.lockedHint}</p>
      <dl className="check-answers">
        {answers.map((answer) => (
          <div className="check-answers-row" key={answer.key}>
            <dt>{answer.label}</dt>
            <dd className="check-answers-value">{answer.value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
