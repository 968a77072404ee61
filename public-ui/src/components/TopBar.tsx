import { Link } from '../router';
import type { PublicConfig } from '../publicConfig';
import { useI18n } from '../i18n';
import { LanguagePicker } from './LanguagePicker';
import { PracticeExamMenu } from './PracticeExamMenu';

export function TopBar({ config }: { config: PublicConfig | null }) {
  const { t } = useI18n();
  return (
    <header className="topbar">
      <div className="container topbar-inner">
        <Link to="/landing" className="brand">
          {t.appName}
        </Link>
        <nav className="topbar-nav" aria-label={t.common.mainNav}>
          <Link to="/school-registration" className="topbar-link">
            {t.topbar.register}
          </Link>
          <Link to="/check-status" className="topbar-link">
            {t.topbar.checkStatus}
          </Link>
          <Link to="/find-centre" className="topbar-link">
            {t.topbar.continue}
          </Link>
          {config && (
            <PracticeExamMenu
              practiceExamRegisterUrl={config.practiceExamRegisterUrl}
              practiceExamUrl={config.practiceExamUrl}
            />
          )}
        </nav>
        <LanguagePicker />
      </div>
    </header>
  );
}
