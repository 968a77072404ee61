import { Alert, Chip } from '@mui/material';
import { Link } from 'react-router-dom';
import type { CentreDetail } from '../centreTypes';

/** Issue 13: another centre has the same Government/RC number, whatever its email. An admin decides. */
export function DuplicateChip({ flagged }: { flagged: boolean | undefined }) {
  return flagged ? <Chip size="small" color="warning" label="Possible duplicate" sx={{ ml: 1 }} /> : null;
}

export function DuplicateAlert({ centre }: { centre: CentreDetail }) {
  const school = centre.school as { possibleDuplicate?: boolean; duplicates?: Array<{ id: string; ReferenceNumber: string; CentreName: string; State: string | null }> };
  if (!school.possibleDuplicate) return null;
  return (
    <Alert severity="warning">
      Possible duplicate: another centre is registered with the same Government/RC number.{' '}
      {(school.duplicates ?? []).map((d, i) => (
        <span key={d.id}>
          {i > 0 && ', '}
          <Link to={`/admin-centre/${d.id}`}>
            {d.CentreName} ({d.ReferenceNumber}
            {d.State ? `, ${d.State}` : ''})
          </Link>
        </span>
      ))}
    </Alert>
  );
}
