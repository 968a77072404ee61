import { Link } from '../router';
import type { PublicConfig } from '../publicConfig';

export function Landing({ config }: { config: PublicConfig | null }) {
  // The hero's single practice button goes to the exam itself when it is configured, and
  // otherwise to practice registration; the top-bar menu offers both.
  const practiceUrl = config?.practiceExamUrl ?? config?.practiceExamRegisterUrl ?? null;
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container">
        <h1 id="hero-title">CBT Centre Accreditation Portal</h1>
        <p className="hero-lead">
          Register your computer-based test centre for accreditation
          {config?.examBody ? ` by ${config.examBody}` : ''}, then follow your application through
          inspection to approval.
        </p>
        <div className="hero-actions">
          <Link to="/school-registration" className="button button-primary">
            Register CBT Centre
          </Link>
          <Link to="/check-status" className="button button-secondary">
            Check Status
          </Link>
          {/* The admin console is a separate app, so this is a full page load. */}
          <a href="/login" className="button button-secondary">
            Admin Access
          </a>
          {practiceUrl && (
            <a href={practiceUrl} target="_blank" rel="noopener noreferrer" className="button button-secondary">
              Practice Exam
            </a>
          )}
        </div>
      </div>
    </section>
  );
}
