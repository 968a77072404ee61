export function Footer({ examBody }: { examBody: string | undefined }) {
  const year = new Date().getFullYear();
  // The exam body's name arrives with the public configuration; until then the line omits it.
  const owner = examBody ? `${examBody} — ` : '';
  return (
    <footer className="footer">
      <div className="container">
        © {year} {owner}CBT Centre Accreditation Portal
      </div>
    </footer>
  );
}
