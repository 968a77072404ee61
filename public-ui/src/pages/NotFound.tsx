import { useI18n } from '../i18n';
import { Link } from '../router';

export function NotFound() {
  const { t } = useI18n();
  return (
    <section className="not-found container" aria-labelledby="not-found-title">
      <h1 id="not-found-title">{t.notFound.title}</h1>
      <p>{t.notFound.text}</p>
      <Link to="/landing" className="button button-primary">
        {t.notFound.home}
      </Link>
    </section>
  );
}
