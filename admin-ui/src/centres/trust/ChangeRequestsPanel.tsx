import { useState } from 'react';
import { Alert, Button, Card, CardContent, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { CENTRES, type CentreDataProvider } from '../../dataProvider';
import type { ChangeDecision, ChangeRequest } from '../../providers/centreTrustProvider';
import type { CentreDetail } from '../centreTypes';
import { useShownValues } from '../detail/format';

type Result = { type: 'success' | 'error'; message: string };
type Deciding = { request: ChangeRequest; decision: ChangeDecision; reason: string; error: string | null };

/** Identity changes the centre asked for after approval (DECISIONS §8): approve or decline, both in the history. */
export function ChangeRequestsPanel({ centre, canDecide, onResult }: { centre: CentreDetail; canDecide: boolean; onResult: (result: Result) => void }) {
  const dataProvider = useDataProvider<CentreDataProvider>();
  const queryClient = useQueryClient();
  const translate = useTranslate();
  const { shown, shownDate } = useShownValues();
  const t = (key: string, options?: Record<string, unknown>) => translate(`console.centre.changeRequests.${key}`, options);
  const [deciding, setDeciding] = useState<Deciding | null>(null);
  // Read again whenever the centre's version moves (a decision changes the record), keeping this centre's
  // requests on screen meanwhile; a failed read shows no panel.
  const read = useQuery({
    queryKey: [CENTRES, 'changeRequests', centre.id, centre.version],
    queryFn: ({ signal }) => dataProvider.changeRequests(centre.id, signal),
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === centre.id ? previous : undefined),
    retry: false,
  });
  const decide = useMutation<string, unknown, Deciding>({
    mutationFn: ({ request, decision, reason }) => dataProvider.decideChangeRequest(centre.id, request.id, decision, reason),
    onSuccess: (message) => {
      setDeciding(null);
      void queryClient.invalidateQueries({ queryKey: [CENTRES, 'changeRequests', centre.id] });
      onResult({ type: 'success', message });
    },
    onError: (error) => onResult({ type: 'error', message: error instanceof Error ? error.message : t('failed') }),
  });
  const busy = decide.isPending;
  const requests = read.isError ? [] : (read.data ?? []);

  if (requests.length === 0) return null;

  const submit = () => {
    if (!deciding) return;
    if (deciding.decision === 'decline' && !deciding.reason.trim()) return setDeciding({ ...deciding, error: t('reasonRequired') });
    decide.mutate(deciding);
  };
  const stateText = (request: ChangeRequest) =>
    request.status === 'pending' ? t('pending') : t(request.status === 'approved' ? 'approvedBy' : 'declinedBy', { name: String(request.decidedByName) });
  const declining = deciding?.decision === 'decline';

  return (
    <Card component="section" aria-labelledby="change-requests-title">
      <CardContent>
        <Typography id="change-requests-title" variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('title')}
        </Typography>
        <Stack spacing={2}>
          {requests.map((request) => (
            <Stack key={request.id} spacing={0.5} role="group" aria-label={t('group', { date: shownDate(request.requestedAt) })}>
              <Typography variant="subtitle2">{t('heading', { date: shownDate(request.requestedAt), state: stateText(request) })}</Typography>
              {request.fields.map((f) => (
                <Typography key={f.field} variant="body2">
                  {t('change', { label: t(`field.${f.field}`, { _: f.label }), from: shown(f.from) })} <strong>{f.to}</strong>
                </Typography>
              ))}
              {request.reason && <Typography variant="body2">{t('reason', { reason: request.reason })}</Typography>}
              {request.decisionNote && <Typography variant="body2">{t('note', { note: request.decisionNote })}</Typography>}
              {request.status === 'pending' && canDecide && (
                <Stack direction="row" spacing={1}>
                  <Button variant="contained" size="small" onClick={() => setDeciding({ request, decision: 'approve', reason: '', error: null })}>
                    {t('approve')}
                  </Button>
                  <Button variant="outlined" color="error" size="small" onClick={() => setDeciding({ request, decision: 'decline', reason: '', error: null })}>
                    {t('decline')}
                  </Button>
                </Stack>
              )}
            </Stack>
          ))}
        </Stack>
      </CardContent>
      <Dialog open={deciding !== null} onClose={() => setDeciding(null)} fullWidth maxWidth="sm" aria-labelledby="change-decision-title">
        <DialogTitle id="change-decision-title">{t(declining ? 'declineTitle' : 'approveTitle')}</DialogTitle>
        <DialogContent>
          {deciding?.decision === 'approve' && (
            <Alert severity="info" sx={{ mb: 2 }}>
              {t('approveNotice')}
            </Alert>
          )}
          <TextField
            label={t(declining ? 'reasonLabel' : 'noteLabel')}
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
            {translate('console.action.cancel')}
          </Button>
          <Button variant="contained" color={declining ? 'error' : 'primary'} onClick={submit} disabled={busy}>
            {t(declining ? 'declineButton' : 'approveButton')}
          </Button>
        </DialogActions>
      </Dialog>
    </Card>
  );
}
