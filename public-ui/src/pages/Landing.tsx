import { Link } from '../router';
import type { PublicConfig } from '../publicConfig';
import { useEffect } from 'react';
import { useI18n } from '../i18n';

/**
 * The landing page guides a centre that knows nothing yet: SPEC's four actions first, then the way
 * back in for an approved centre, the steps from pre-registration to letter, what they need and how
 * long it takes, and the public register and letter check for everyone.
 */
export function Landing({ config }: { config: PublicConfig | null }) {
  const { t } = useI18n();
  const l = t.landing;
  // The landing page is the portal itself: its tab reads the portal's name in the reader's language.
  useEffect(() => {
    document.title = t.appName;
  }, [t.appName]);
  // The hero's single practice button goes to the exam itself when it is configured, and
  // otherwise to practice registration; the top-bar menu offers both.
  const practiceUrl = config?.practiceExamUrl ?? config?.practiceExamRegisterUrl ?? null;
  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <div className="container">
          <h1 id="hero-title">{l.title}</h1>
          <p className="hero-lead">{l.lead(config?.examBody ?? '')}</p>
          <div className="hero-actions">
            <Link to="/school-registration" className="button button-primary">
              {l.register}
            </Link>
            <Link to="/check-status" className="button button-secondary">
              {l.checkStatus}
            </Link>
            {/* The admin console is a separate app, so this is a full page load. */}
            <a href="/login" className="button button-secondary">
              {l.adminAccess}
            </a>
            {practiceUrl && (
              <a href={practiceUrl} target="_blank" rel="noopener noreferrer" className="button button-secondary">
                {l.practiceExam}
              </a>
            )}
          </div>
        </div>
      </section>
      <div className="container guide">
        <section className="card guide-continue" aria-labelledby="continue-title">
          <h2 id="continue-title">{l.continueTitle}</h2>
          <p>{l.continueText}</p>
          <Link to="/find-centre" className="button button-primary">
            {l.continueAction}
          </Link>
        </section>
        <section aria-labelledby="steps-title">
          <h2 id="steps-title">{l.stepsTitle}</h2>
          <ol className="guide-steps">
            {l.steps.map((step) => (
              <li key={step.title} className="card">
                <h3>{step.title}</h3>
                <p>{step.text}</p>
              </li>
            ))}
          </ol>
        </section>
        <div className="guide-columns">
          <section className="card" aria-labelledby="need-title">
            <h2 id="need-title">{l.needTitle}</h2>
            <ul>
              {l.needs.map((need) => (
                <li key={need}>{need}</li>
              ))}
            </ul>
          </section>
          <section className="card" aria-labelledby="time-title">
            <h2 id="time-title">{l.timeTitle}</h2>
            <p>{l.timeText}</p>
            <h2 id="public-title">{l.publicTitle}</h2>
            <ul aria-labelledby="public-title">
              <li>
                <Link to="/accredited-centres">{l.publicRegister}</Link>
              </li>
              <li>
                <Link to="/verify">{l.verifyLetter}</Link>
              </li>
            </ul>
          </section>
        </div>
      </div>
    </>
  );
}
