import HistoryIcon from '@mui/icons-material/History';
import { IconButton, Tooltip } from '@mui/material';
import { Link } from 'react-router-dom';
import { canAccess, type Profile } from '../permissions';

/** The audit log's URL filtered to what one user did (react-admin reads the filter from the query). */
export function userActivityPath(userId: string): string {
  return `/audit-events?${new URLSearchParams({ filter: JSON.stringify({ actor: userId }) }).toString()}`;
}

/** From the user list to the user's activity, for whoever may read the audit log. */
export function UserActivityLink({ userId, name, profile }: { userId: string; name: string; profile: Profile | null }) {
  if (!canAccess(profile, 'auditLog')) return null;
  return (
    <Tooltip title="Activity">
      <IconButton size="small" component={Link} to={userActivityPath(userId)} aria-label={`Activity of ${name}`}>
        <HistoryIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}
