import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { SANCTION_LIMITS, type NoticeView } from '@cbt/contracts';
import { AttachDocuments } from '../../components/AttachDocuments';
import { ErrorAlert, Notice } from '../../components/ErrorAlert';
import { ErrorSummary } from '../../components/ErrorSummary';
import { TextField } from '../../components/Fields';
import { useI18n } from '../../i18n';
import { ApiError, call } from '../../lib/api';
import { formatDate } from '../../lib/format';
import { centreSession } from '../../lib/session';
import { useTitle } from '../../lib/useTitle';
import { Link } from '../../router';

/** Where the centre is in one answer (GOV.UK: question, check your answers, confirmation). */
type Step = { kind: 'list' } | { kind: 'answer'; notice: NoticeView } | { kind: 'check'; notice: NoticeView; text: string } | { kind: 'sent' };

/**
 * DECISIONS §10 on the centre's own pages: the notices of proposal (a non-urgent suspension or
 * revocation) with their reasons and the end of the representations window, and the centre's answer
 * in three steps (representations, check your answer, confirmation; the receipt comes by email).
 */
export default function CentreNotices() {
  const { t } = useI18n();
  const n = t.notices;
  useTitle(n.title);
  const session = centreSession();
  const [notices, setNotices] = useState<NoticeView[] | null>(null);
  const [step, setStep] = useState<Step>({ kind: 'list' });
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<unknown>(null);
  const [sending, setSending] = useState(false);
  const summaryRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const load = useCallback(async () => {
    if (!session) return;
    try {
      const answer = await call<NoticeView[]>('GET', `/centre-registration/${encodeURIComponent(session.reference)}/notices`, { token: session.token });
      setNotices(answer.data ?? []);
    } catch (failure) {
      setError(failure instanceof ApiError ? failure : new Error(n.loadFailed));
      setNotices([]);
    }
    // The session does not change while the page is open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  useEffect(() => {
    headingRef.current?.focus();
  }, [step.kind]);

  if (!session) return null;

  const toCheck = (event: FormEvent) => {
    event.preventDefault();
    if (step.kind !== 'answer') return;
    const trimmed = text.trim();
    const found: Record<string, string> = {};
    if (!trimmed) found.representations = n.representationsRequired;
    else if (trimmed.length > SANCTION_LIMITS.representations) found.representations = n.representationsTooLong(SANCTION_LIMITS.representations);
    setErrors(found);
    if (found.representations) {
      requestAnimationFrame(() => summaryRef.current?.focus());
      return;
    }
    setStep({ kind: 'check', notice: step.notice, text: trimmed });
  };

  const send = async () => {
    if (step.kind !== 'check') return;
    setSending(true);
    setError(null);
    try {
      const path = `/centre-registration/${encodeURIComponent(session.reference)}/notices/${encodeURIComponent(step.notice.id)}/representations`;
      await call<NoticeView>('POST', path, { token: session.token, body: { representations: step.text } });
      setStep({ kind: 'sent' });
      setText('');
      void load();
    } catch (failure) {
      setError(failure instanceof ApiError ? failure : new Error(n.sendFailed));
    } finally {
      setSending(false);
    }
  };

  return (
    <section className="container page-section" aria-labelledby="notices-title">
      <p>
        <Link to="/centre-registration">{n.back}</Link>
      </p>
      <ErrorAlert error={error} onDismiss={() => setError(null)} />

      {step.kind === 'list' && (
        <>
          <h1 id="notices-title" tabIndex={-1} ref={headingRef}>
            {n.title}
          </h1>
          <p className="lead">{n.lead}</p>
          {notices === null && (
            <p role="status" className="loading">
              {t.common.loading}
            </p>
          )}
          {notices?.length === 0 && <Notice kind="info">{n.none}</Notice>}
          {notices?.map((notice) => (
            <article key={notice.id} className="card" aria-labelledby={`notice-${notice.id}`} data-testid="notice">
              <h2 id={`notice-${notice.id}`}>{n.kinds[notice.kind]}</h2>
              <dl className="summary">
                <div>
                  <dt>{n.proposedOn}</dt>
                  <dd>{formatDate(notice.proposedAt)}</dd>
                </div>
                <div>
                  <dt>{n.reasons}</dt>
                  <dd>{notice.reasons}</dd>
                </div>
                {notice.until && (
                  <div>
                    <dt>{n.until}</dt>
                    <dd>{formatDate(notice.until)}</dd>
                  </div>
                )}
                <div>
                  <dt>{n.answerBy}</dt>
                  <dd>{formatDate(notice.representationsUntil)}</dd>
                </div>
                <div>
                  <dt>{n.status}</dt>
                  <dd>
                    <span className={`badge ${notice.status === 'withdrawn' ? 'badge-ok' : notice.status === 'imposed' ? 'badge-missing' : 'badge-tone-attention'}`}>{n.statuses[notice.status]}</span>
                  </dd>
                </div>
                {notice.representations && (
                  <div>
                    <dt>{n.yourAnswer}</dt>
                    <dd>{notice.representations}</dd>
                  </div>
                )}
                {notice.outcomeReasons && (
                  <div>
                    <dt>{n.outcomeReasons}</dt>
                    <dd>{notice.outcomeReasons}</dd>
                  </div>
                )}
              </dl>
              {notice.open ? (
                <button type="button" className="button button-primary" onClick={() => setStep({ kind: 'answer', notice })}>
                  {n.answer}
                </button>
              ) : (
                notice.status === 'open' && !notice.representations && <p className="muted">{n.windowClosed(formatDate(notice.representationsUntil))}</p>
              )}
              {/* DECISIONS §10: documents with the representations, while the centre may still answer (the window, the notice undecided). */}
              {notice.status === 'open' && Date.now() <= new Date(notice.representationsUntil).getTime() && (
                <AttachDocuments
                  path={`/centre-registration/${encodeURIComponent(session.reference)}/notices/${notice.id}/documents`}
                  token={session.token}
                  documents={notice.documents ?? []}
                  onAttached={(doc) => setNotices((all) => (all ?? []).map((x) => (x.id === notice.id ? { ...x, documents: [...(x.documents ?? []), doc] } : x)))}
                />
              )}
            </article>
          ))}
        </>
      )}

      {step.kind === 'answer' && (
        <form className="form card" onSubmit={toCheck} noValidate aria-labelledby="notices-title">
          <h1 id="notices-title" tabIndex={-1} ref={headingRef}>
            {n.answerTitle(n.kinds[step.notice.kind])}
          </h1>
          <ErrorSummary ref={summaryRef} errors={errors} />
          <p>{n.answerIntro(formatDate(step.notice.representationsUntil))}</p>
          <TextField
            name="representations"
            label={n.representations}
            hint={n.representationsHint}
            multiline
            value={text}
            error={errors.representations}
            onValue={(value) => {
              setText(value);
              setErrors({});
            }}
          />
          <div className="form-actions">
            <button type="submit" className="button button-primary">
              {n.continue}
            </button>
            <button type="button" className="button button-secondary" onClick={() => setStep({ kind: 'list' })}>
              {n.cancel}
            </button>
          </div>
        </form>
      )}

      {step.kind === 'check' && (
        <div className="card">
          <h1 id="notices-title" tabIndex={-1} ref={headingRef}>
            {n.checkTitle}
          </h1>
          <dl className="summary">
            <div>
              <dt>{n.notice}</dt>
              <dd>{`${n.kinds[step.notice.kind]} (${formatDate(step.notice.proposedAt)})`}</dd>
            </div>
            <div>
              <dt>{n.reasons}</dt>
              <dd>{step.notice.reasons}</dd>
            </div>
            <div>
              <dt>{n.representations}</dt>
              <dd>{step.text}</dd>
              <dd>
                <button type="button" className="button button-secondary" onClick={() => setStep({ kind: 'answer', notice: step.notice })}>
                  {n.change}
                </button>
              </dd>
            </div>
          </dl>
          <p>{n.checkNote}</p>
          <div className="form-actions">
            <button type="button" className="button button-primary" disabled={sending} onClick={() => void send()}>
              {sending ? n.sending : n.send}
            </button>
          </div>
        </div>
      )}

      {step.kind === 'sent' && (
        <div className="card" role="status" data-testid="representations-sent">
          <h1 id="notices-title" tabIndex={-1} ref={headingRef}>
            {n.sentTitle}
          </h1>
          <p>{n.sentText}</p>
          <p>{n.receipt}</p>
          <button type="button" className="button button-secondary" onClick={() => setStep({ kind: 'list' })}>
            {n.backToList}
          </button>
        </div>
      )}
    </section>
  );
}
