import HistoryIcon from '@mui/icons-material/History';
import { IconButton, Tooltip } from '@mui/material';
import { Link } from 'react-router-dom';
import { useCanAccess, useTranslate } from 'react-admin';
import type { Profile } from '../permissions';

/** The audit log's URL filtered to what one user did (react-admin reads the filter from the query). */
export function userActivityPath(userId: string): string {
  return `/audit-events?${new URLSearchParams({ filter: JSON.stringify({ actor: userId }) }).toString()}`;
}

/** From the user list to the user's activity, for whoever may read the audit log. */
// `profile` is no longer read (authProvider.canAccess answers); kept so the user list's call stays valid.
export function UserActivityLink({ userId, name }: { userId: string; name: string; profile?: Profile | null }) {
  const { canAccess } = useCanAccess({ resource: 'audit-events', action: 'list' });
  const translate = useTranslate();
  if (!canAccess) return null;
  return (
    <Tooltip title={translate('console.audit.activity')}>
      <IconButton size="small" component={Link} to={userActivityPath(userId)} aria-label={translate('console.audit.activityOf', { name })}>
        <HistoryIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}
