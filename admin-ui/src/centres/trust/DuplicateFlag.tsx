import { Alert, Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { CentreDetail } from '../centreTypes';

/** docs/TRUST.md, "Creation and duplicates": another centre has the same Government/RC number, whatever its email. An admin decides. */
export function DuplicateChip({ flagged }: { flagged: boolean | undefined }) {
  const translate = useTranslate();
  return flagged ? <Chip size="small" color="warning" label={translate('console.centre.duplicate.chip')} sx={{ ml: 1 }} /> : null;
}

export function DuplicateAlert({ centre }: { centre: CentreDetail }) {
  const translate = useTranslate();
  const school = centre.school as { possibleDuplicate?: boolean; duplicates?: Array<{ id: string; ReferenceNumber: string; CentreName: string; State: string | null }> };
  if (!school.possibleDuplicate) return null;
  return (
    <Alert severity="warning">
      {translate('console.centre.duplicate.alert')}{' '}
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
