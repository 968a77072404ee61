import { useI18n } from '../../i18n';
import { Link } from '../../router';
import { PRIVACY_WORDS } from './privacyWords';

/** The short notice every form that collects personal data carries, with a link to the full one (DECISIONS §10). */
export function PrivacyNote() {
  const { language } = useI18n();
  const w = PRIVACY_WORDS[language];
  return (
    <p className="privacy-note">
      {w.formNote} <Link to="/privacy">{w.readNotice}</Link>
    </p>
  );
}
