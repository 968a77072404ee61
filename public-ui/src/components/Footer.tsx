import { Link } from '../router';
import { useI18n } from '../i18n';

export function Footer({ examBody }: { examBody: string | undefined }) {
  const { t } = useI18n();
  const year = new Date().getFullYear();
  // The exam body's name arrives with the public configuration; until then the line omits it.
  const owner = examBody ? `${examBody} — ` : '';
  return (
    <footer className="footer">
      <div className="container">
        {/* The public register and letter verification are for anyone checking a centre, so every page links to them. */}
        <nav aria-label={t.common.footerNav} className="footer-nav">
          <Link to="/accredited-centres">{t.footer.register}</Link>
          <Link to="/verify">{t.footer.verify}</Link>
          <Link to="/privacy">{t.footer.privacy}</Link>
        </nav>
        <div className="footer-copyright">{t.footer.copyright(year, owner)}</div>
      </div>
    </footer>
  );
}
