import { Link } from '../router';

export function NotFound() {
  return (
    <section className="not-found container" aria-labelledby="not-found-title">
      <h1 id="not-found-title">Page not found</h1>
      <p>The page you asked for does not exist.</p>
      <Link to="/landing" className="button button-primary">
        Go to the home page
      </Link>
    </section>
  );
}
