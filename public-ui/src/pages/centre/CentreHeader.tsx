import { logoutCentre } from './useCentre';

/** Reference, Complete/Incomplete and logout: the same head on both centre screens. */
export function CentreHeader({ title, reference, complete, centreName }: { title: string; reference: string; complete: boolean; centreName?: string }) {
  return (
    <header className="centre-header">
      <div>
        <h1 id="centre-title">{title}</h1>
        {centreName && <p className="muted">{centreName}</p>}
        <p>
          Reference number: <strong className="mono">{reference}</strong>
          <span className={`badge ${complete ? 'badge-ok' : 'badge-missing'}`}>{complete ? 'Complete' : 'Incomplete'}</span>
        </p>
      </div>
      <button type="button" className="button button-secondary" onClick={logoutCentre}>
        Logout
      </button>
    </header>
  );
}
