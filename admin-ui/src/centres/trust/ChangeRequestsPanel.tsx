import { useEffect, useState } from 'react';
import { Alert, Button, Card, CardContent, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField, Typography } from '@mui/material';
import type { CentreDetail } from '../centreTypes';
import { shownDate } from '../detail/format';
import { decideChangeRequest, listChangeRequests, type ChangeRequest } from './trustApi';

type Result = { type: 'success' | 'error'; message: string };
type Deciding = { request: ChangeRequest; decision: 'approve' | 'decline'; reason: string; error: string | null };

/** Identity changes the centre asked for after approval (DECISIONS §8): approve or decline, both in the history. */
export function ChangeRequestsPanel({ centre, canDecide, onResult }: { centre: CentreDetail; canDecide: boolean; onResult: (result: Result) => void }) {
  const [requests, setRequests] = useState<ChangeRequest[]>([]);
  const [deciding, setDeciding] = useState<Deciding | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    listChangeRequests(centre.id).then(setRequests, () => setRequests([]));
  }, [centre.id, centre.version]);

  if (requests.length === 0) return null;

  const decide = async () => {
    if (!deciding) return;
    if (deciding.decision === 'decline' && !deciding.reason.trim()) return setDeciding({ ...deciding, error: 'A reason is required' });
    setBusy(true);
    try {
      const message = await decideChangeRequest(centre.id, deciding.request.id, deciding.decision, deciding.reason);
      setDeciding(null);
      onResult({ type: 'success', message });
    } catch (error) {
      onResult({ type: 'error', message: error instanceof Error ? error.message : 'Failed to decide the change request' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card component="section" aria-labelledby="change-requests-title">
      <CardContent>
        <Typography id="change-requests-title" variant="h6" component="h2" sx={{ mb: 1 }}>
          Identity Change Requests
        </Typography>
        <Stack spacing={2}>
          {requests.map((request) => (
            <Stack key={request.id} spacing={0.5} role="group" aria-label={`Change request of ${shownDate(request.requestedAt)}`}>
              <Typography variant="subtitle2">
                {shownDate(request.requestedAt)} — {request.status === 'pending' ? 'Waiting for a decision' : request.status === 'approved' ? `Approved by ${request.decidedByName}` : `Declined by ${request.decidedByName}`}
              </Typography>
              {request.fields.map((f) => (
                <Typography key={f.field} variant="body2">
                  {f.label}: {f.from ?? 'Not provided'} → <strong>{f.to}</strong>
                </Typography>
              ))}
              {request.reason && <Typography variant="body2">Centre&apos;s reason: {request.reason}</Typography>}
              {request.decisionNote && <Typography variant="body2">Council&apos;s note: {request.decisionNote}</Typography>}
              {request.status === 'pending' && canDecide && (
                <Stack direction="row" spacing={1}>
                  <Button variant="contained" size="small" onClick={() => setDeciding({ request, decision: 'approve', reason: '', error: null })}>
                    Approve Change
                  </Button>
                  <Button variant="outlined" color="error" size="small" onClick={() => setDeciding({ request, decision: 'decline', reason: '', error: null })}>
                    Decline Change
                  </Button>
                </Stack>
              )}
            </Stack>
          ))}
        </Stack>
      </CardContent>
      <Dialog open={deciding !== null} onClose={() => setDeciding(null)} fullWidth maxWidth="sm" aria-labelledby="change-decision-title">
        <DialogTitle id="change-decision-title">{deciding?.decision === 'decline' ? 'Decline Change Request' : 'Approve Change Request'}</DialogTitle>
        <DialogContent>
          {deciding?.decision === 'approve' && <Alert severity="info" sx={{ mb: 2 }}>The centre record will take the new values; the centre is emailed.</Alert>}
          <TextField
            label={deciding?.decision === 'decline' ? 'Reason' : 'Note to the centre (optional)'}
            value={deciding?.reason ?? ''}
            onChange={(event) => deciding && setDeciding({ ...deciding, reason: event.target.value, error: null })}
            multiline
            minRows={2}
            fullWidth
            error={!!deciding?.error}
            helperText={deciding?.error ?? ' '}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDeciding(null)} disabled={busy}>
            Cancel
          </Button>
          <Button variant="contained" color={deciding?.decision === 'decline' ? 'error' : 'primary'} onClick={decide} disabled={busy}>
            {deciding?.decision === 'decline' ? 'Decline' : 'Approve'}
          </Button>
        </DialogActions>
      </Dialog>
    </Card>
  );
}
