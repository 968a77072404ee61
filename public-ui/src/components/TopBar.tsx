import { Link } from '../router';
import type { PublicConfig } from '../publicConfig';
import { PracticeExamMenu } from './PracticeExamMenu';

export function TopBar({ config }: { config: PublicConfig | null }) {
  return (
    <header className="topbar">
      <div className="container topbar-inner">
        <Link to="/landing" className="brand">
          CBT Centre Accreditation Portal
        </Link>
        <nav className="topbar-nav" aria-label="Main">
          <Link to="/school-registration" className="topbar-link">
            Register CBT Centre
          </Link>
          <Link to="/check-status" className="topbar-link">
            Check Status
          </Link>
          {config && (
            <PracticeExamMenu
              practiceExamRegisterUrl={config.practiceExamRegisterUrl}
              practiceExamUrl={config.practiceExamUrl}
            />
          )}
        </nav>
      </div>
    </header>
  );
}
