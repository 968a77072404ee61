import { Alert, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

export interface FourEyesInfo {
  blockedReason?: string | null;
  mayApproveInstead?: Array<{ name: string; email: string }>;
}

/** Why the caller cannot approve the active stage, and who may approve it instead. */
export function FourEyesNotice({ view }: { view: FourEyesInfo | null | undefined }) {
  const translate = useTranslate();
  if (!view?.blockedReason) return null;
  const others = view.mayApproveInstead ?? [];
  return (
    <Alert severity="info" role="status">
      <Typography variant="body2">{view.blockedReason}</Typography>
      <Typography variant="body2">
        {others.length > 0
          ? translate('console.accreditation.mayApproveInstead', { names: others.map((o) => `${o.name} (${o.email})`).join(', ') })
          : translate('console.accreditation.noOtherApprover')}
      </Typography>
    </Alert>
  );
}
