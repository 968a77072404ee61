import { Alert, Typography } from '@mui/material';

export interface FourEyesInfo {
  blockedReason?: string | null;
  mayApproveInstead?: Array<{ name: string; email: string }>;
}

/** Why the caller cannot approve the active stage, and who may approve it instead. */
export function FourEyesNotice({ view }: { view: FourEyesInfo | null | undefined }) {
  if (!view?.blockedReason) return null;
  const others = view.mayApproveInstead ?? [];
  return (
    <Alert severity="info" role="status">
      <Typography variant="body2">{view.blockedReason}</Typography>
      <Typography variant="body2">
        {others.length > 0 ? `Who may approve instead: ${others.map((o) => `${o.name} (${o.email})`).join(', ')}.` : 'No other administrator holds this stage’s roles yet: a super admin can grant one.'}
      </Typography>
    </Alert>
  );
}
