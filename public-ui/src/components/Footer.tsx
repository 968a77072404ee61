import { Link } from '../router';

export function Footer({ examBody }: { examBody: string | undefined }) {
  const year = new Date().getFullYear();
  // The exam body's name arrives with the public configuration; until then the line omits it.
  const owner = examBody ? `${examBody} — ` : '';
  return (
    <footer className="footer">
      <div className="container">
        {/* The public register is for anyone checking a centre, so every page links to it. */}
        <nav aria-label="Footer">
          <Link to="/accredited-centres">Register of accredited centres</Link>
        </nav>
        <div className="footer-copyright">
          © {year} {owner}CBT Centre Accreditation Portal
        </div>
      </div>
    </footer>
  );
}
