import { useI18n } from '../../i18n';

/** DECISIONS §9-10: a suspended or revoked centre is marked as such, and "under appeal" while its appeal is open. */
export function StandingBadge({ standing, underAppeal }: { standing?: 'accredited' | 'suspended' | 'revoked'; underAppeal?: boolean }) {
  const a = useI18n().t.accredited;
  const label = a.standings[standing ?? 'accredited'];
  return <span className={`badge ${standing && standing !== 'accredited' ? 'badge-suspended' : 'badge-ok'}`}>{underAppeal ? `${label} (${a.standings.underAppeal})` : label}</span>;
}
