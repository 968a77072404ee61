import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { APPEAL_LIMITS, DUE_PROCESS_MSG, type AppealView, type DecisionView } from '@cbt/contracts';
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

/** Where the centre is in one appeal (GOV.UK: question, check your answers, confirmation). */
type Step = { kind: 'list' } | { kind: 'grounds'; decision: DecisionView } | { kind: 'check'; decision: DecisionView; grounds: string } | { kind: 'sent'; appeal: AppealView };

/**
 * DECISIONS §10 on the centre's own pages: the decisions against it with their reasons and the end
 * of the right of appeal, an appeal in three steps (grounds, check your answers, confirmation; the
 * receipt comes by email), and its appeals with their outcome.
 */
export default function CentreAppeals() {
  const { t, tm } = useI18n();
  const a = t.appeals;
  useTitle(a.title);
  const session = centreSession();
  const [decisions, setDecisions] = useState<DecisionView[] | null>(null);
  const [appeals, setAppeals] = useState<AppealView[]>([]);
  const [step, setStep] = useState<Step>({ kind: 'list' });
  const [grounds, setGrounds] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<unknown>(null);
  const [sending, setSending] = useState(false);
  const summaryRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const load = useCallback(async () => {
    if (!session) return;
    const base = `/centre-registration/${encodeURIComponent(session.reference)}`;
    try {
      const [d, p] = await Promise.all([call<DecisionView[]>('GET', `${base}/decisions`, { token: session.token }), call<AppealView[]>('GET', `${base}/appeals`, { token: session.token })]);
      setDecisions(d.data ?? []);
      setAppeals(p.data ?? []);
    } catch (failure) {
      setError(failure instanceof ApiError ? failure : new Error(a.loadFailed));
      setDecisions([]);
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
  const kindWords = (kind: DecisionView['kind']) => a.kinds[kind];

  const toCheck = (event: FormEvent) => {
    event.preventDefault();
    if (step.kind !== 'grounds') return;
    const text = grounds.trim();
    const found: Record<string, string> = {};
    if (!text) found.grounds = a.groundsRequired;
    else if (text.length > APPEAL_LIMITS.grounds) found.grounds = a.groundsTooLong(APPEAL_LIMITS.grounds);
    setErrors(found);
    if (found.grounds) {
      requestAnimationFrame(() => summaryRef.current?.focus());
      return;
    }
    setStep({ kind: 'check', decision: step.decision, grounds: text });
  };

  const send = async () => {
    if (step.kind !== 'check') return;
    setSending(true);
    setError(null);
    try {
      const response = await call<AppealView>('POST', `/centre-registration/${encodeURIComponent(session.reference)}/appeals`, {
        token: session.token,
        body: { decisionId: step.decision.id, grounds: step.grounds },
      });
      if (response.data) setStep({ kind: 'sent', appeal: response.data });
      setGrounds('');
      void load();
    } catch (failure) {
      setError(failure instanceof ApiError ? failure : new Error(a.sendFailed));
    } finally {
      setSending(false);
    }
  };

  return (
    <section className="container page-section" aria-labelledby="appeals-title">
      <p>
        <Link to="/centre-registration">{a.back}</Link>
      </p>
      <ErrorAlert error={error} onDismiss={() => setError(null)} />

      {step.kind === 'list' && (
        <>
          <h1 id="appeals-title" tabIndex={-1} ref={headingRef}>
            {a.title}
          </h1>
          <p className="lead">{a.lead}</p>
          {decisions === null && (
            <p role="status" className="loading">
              {t.common.loading}
            </p>
          )}
          {decisions?.length === 0 && <Notice kind="info">{a.none}</Notice>}
          {decisions?.map((decision) => {
            const appeal = appeals.find((p) => p.decisionId === decision.id);
            return (
              <article key={decision.id} className="card" aria-labelledby={`decision-${decision.id}`} data-testid="decision">
                <h2 id={`decision-${decision.id}`}>{kindWords(decision.kind)}</h2>
                <dl className="summary">
                  <div>
                    <dt>{a.decidedOn}</dt>
                    <dd>{formatDate(decision.at)}</dd>
                  </div>
                  <div>
                    <dt>{a.reasons}</dt>
                    <dd>{decision.reasons}</dd>
                  </div>
                  <div>
                    <dt>{a.appealBy}</dt>
                    <dd>{formatDate(decision.appealUntil)}</dd>
                  </div>
                  {appeal && (
                    <div>
                      <dt>{a.appealStatus}</dt>
                      <dd>
                        <span className={`badge ${appeal.status === 'allowed' ? 'badge-ok' : appeal.status === 'dismissed' ? 'badge-missing' : 'badge-tone-attention'}`}>{a.statuses[appeal.status]}</span>
                      </dd>
                    </div>
                  )}
                  {appeal?.outcomeReasons && (
                    <div>
                      <dt>{a.outcomeReasons}</dt>
                      <dd>{appeal.outcomeReasons}</dd>
                    </div>
                  )}
                </dl>
                {decision.appealable ? (
                  <button type="button" className="button button-primary" onClick={() => setStep({ kind: 'grounds', decision })}>
                    {a.appeal}
                  </button>
                ) : (
                  !appeal && <p className="muted">{a.deadlinePassed(formatDate(decision.appealUntil))}</p>
                )}
                {/* DECISIONS §10: documents after opening the appeal, while it is open. */}
                {appeal?.status === 'open' && (
                  <AttachDocuments
                    path={`/centre-registration/${encodeURIComponent(session.reference)}/appeals/${appeal.id}/documents`}
                    token={session.token}
                    documents={appeal.documents ?? []}
                    onAttached={(doc) => setAppeals((all) => all.map((x) => (x.id === appeal.id ? { ...x, documents: [...(x.documents ?? []), doc] } : x)))}
                  />
                )}
              </article>
            );
          })}
        </>
      )}

      {step.kind === 'grounds' && (
        <form className="form card" onSubmit={toCheck} noValidate aria-labelledby="appeals-title">
          <h1 id="appeals-title" tabIndex={-1} ref={headingRef}>
            {a.groundsTitle(kindWords(step.decision.kind))}
          </h1>
          <ErrorSummary ref={summaryRef} errors={errors} />
          <p>{a.groundsIntro(formatDate(step.decision.appealUntil))}</p>
          <TextField name="grounds" label={a.grounds} hint={a.groundsHint} multiline value={grounds} error={errors.grounds} onValue={(value) => {
            setGrounds(value);
            setErrors({});
          }} />
          <div className="form-actions">
            <button type="submit" className="button button-primary">
              {a.continue}
            </button>
            <button type="button" className="button button-secondary" onClick={() => setStep({ kind: 'list' })}>
              {a.cancel}
            </button>
          </div>
        </form>
      )}

      {step.kind === 'check' && (
        <div className="card">
          <h1 id="appeals-title" tabIndex={-1} ref={headingRef}>
            {a.checkTitle}
          </h1>
          <dl className="summary">
            <div>
              <dt>{a.decision}</dt>
              <dd>{`${kindWords(step.decision.kind)} (${formatDate(step.decision.at)})`}</dd>
            </div>
            <div>
              <dt>{a.reasons}</dt>
              <dd>{step.decision.reasons}</dd>
            </div>
            <div>
              <dt>{a.grounds}</dt>
              <dd>{step.grounds}</dd>
              <dd>
                <button type="button" className="button button-secondary" onClick={() => setStep({ kind: 'grounds', decision: step.decision })}>
                  {a.change}
                </button>
              </dd>
            </div>
          </dl>
          <p>{a.checkNote}</p>
          <div className="form-actions">
            <button type="button" className="button button-primary" disabled={sending} onClick={() => void send()}>
              {sending ? a.sending : a.send}
            </button>
          </div>
        </div>
      )}

      {step.kind === 'sent' && (
        <div className="card" role="status" data-testid="appeal-sent">
          <h1 id="appeals-title" tabIndex={-1} ref={headingRef}>
            {tm(DUE_PROCESS_MSG.appealSent)}
          </h1>
          <p>{a.sentText}</p>
          <p>{a.receipt}</p>
          <button type="button" className="button button-secondary" onClick={() => setStep({ kind: 'list' })}>
            {a.backToList}
          </button>
        </div>
      )}
    </section>
  );
}
