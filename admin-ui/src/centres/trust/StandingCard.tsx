import { useState } from 'react';
import { STANDING_ACTIONS, type StandingAction } from '@cbt/contracts';
import { Alert, Button, Card, CardContent, Chip, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField, Typography } from '@mui/material';
import type { CentreDetail } from '../centreTypes';
import { shownDate } from '../detail/format';
import { changeStanding, type CentreAccreditation } from './trustApi';

type Result = { type: 'success' | 'error'; message: string };

const ALLOWED: Record<string, StandingAction[]> = { accredited: ['suspend', 'revoke'], suspended: ['reinstate', 'revoke'], revoked: [] };
const LABEL: Record<StandingAction, string> = { suspend: 'Suspend Accreditation', reinstate: 'Reinstate Accreditation', revoke: 'Revoke Accreditation' };
const COLOR = { accredited: 'success', suspended: 'warning', revoked: 'error' } as const;

/** The granted accreditation on the centre record: standing, what was accredited, and (super admins) suspend/reinstate/revoke. */
export function StandingCard({ centre, canChange, onResult }: { centre: CentreDetail; canChange: boolean; onResult: (result: Result) => void }) {
  const accreditation = (centre.school as { accreditation?: CentreAccreditation | null }).accreditation;
  const [action, setAction] = useState<StandingAction | null>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!accreditation?.standing) return null;
  const snapshot = accreditation.snapshot ?? {};

  const submit = async () => {
    if (!action) return;
    if (!reason.trim()) return setError('A reason is required');
    setBusy(true);
    try {
      const message = await changeStanding(centre.id, action, reason);
      setAction(null);
      onResult({ type: 'success', message });
    } catch (err) {
      onResult({ type: 'error', message: err instanceof Error ? err.message : 'Failed to change the accreditation' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card component="section" aria-labelledby="standing-title">
      <CardContent>
        <Typography id="standing-title" variant="h6" component="h2" sx={{ mb: 1 }}>
          Accreditation Standing
        </Typography>
        <Stack spacing={1}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Chip label={accreditation.standingLabel} color={COLOR[accreditation.standing]} />
            <Typography variant="body2">since {shownDate(accreditation.standingChangedAt)}</Typography>
          </Stack>
          {accreditation.standingReason && <Typography variant="body2">Reason: {accreditation.standingReason}</Typography>}
          <Typography variant="subtitle2">As accredited</Typography>
          <Typography variant="body2">
            {String(snapshot.CentreName ?? '')} · {String(snapshot.address ?? '')} · {String(snapshot.LocalGovernment ?? '')}, {String(snapshot.State ?? '')}
          </Typography>
          {canChange && (
            <Stack direction="row" spacing={1}>
              {STANDING_ACTIONS.filter((a) => ALLOWED[accreditation.standing!]!.includes(a)).map((a) => (
                <Button key={a} variant={a === 'reinstate' ? 'contained' : 'outlined'} color={a === 'reinstate' ? 'primary' : a === 'revoke' ? 'error' : 'warning'} onClick={() => { setAction(a); setReason(''); setError(null); }}>
                  {LABEL[a]}
                </Button>
              ))}
            </Stack>
          )}
        </Stack>
      </CardContent>
      <Dialog open={action !== null} onClose={() => setAction(null)} fullWidth maxWidth="sm" aria-labelledby="standing-dialog-title">
        <DialogTitle id="standing-dialog-title">{action ? LABEL[action] : ''}</DialogTitle>
        <DialogContent>
          <Alert severity="info" sx={{ mb: 2 }}>The reason is recorded in the history and emailed to the centre; the public verification page shows the new standing.</Alert>
          <TextField label="Reason" value={reason} onChange={(e) => { setReason(e.target.value); setError(null); }} multiline minRows={2} fullWidth error={!!error} helperText={error ?? ' '} />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAction(null)} disabled={busy}>
            Cancel
          </Button>
          <Button variant="contained" onClick={submit} disabled={busy}>
            Confirm
          </Button>
        </DialogActions>
      </Dialog>
    </Card>
  );
}
