import { useState } from 'react';
import { STANDING_ACTIONS, type StandingAction } from '@cbt/contracts';
import { Alert, Button, Card, CardContent, Chip, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { CentreDataProvider } from '../../dataProvider';
import type { CentreAccreditation } from '../../providers/centreTrustProvider';
import type { CentreDetail } from '../centreTypes';
import { useShownValues } from '../detail/format';

type Result = { type: 'success' | 'error'; message: string };

// The standing machine's moves a super admin makes (expiry and supersession are the system's).
const ALLOWED: Record<string, StandingAction[]> = { accredited: ['suspend', 'revoke'], suspended: ['reinstate', 'revoke'], expired: ['revoke'], revoked: [], superseded: [] };
const COLOR = { accredited: 'success', suspended: 'warning', revoked: 'error', expired: 'default', superseded: 'default' } as const;

/** The granted accreditation on the centre record: standing, what was accredited, and (super admins) suspend/reinstate/revoke. */
export function StandingCard({ centre, canChange, onResult }: { centre: CentreDetail; canChange: boolean; onResult: (result: Result) => void }) {
  const dataProvider = useDataProvider<CentreDataProvider>();
  const translate = useTranslate();
  const { shownDate } = useShownValues();
  const t = (key: string, options?: Record<string, unknown>) => translate(`console.centre.standing.${key}`, options);
  const accreditation = (centre.school as { accreditation?: CentreAccreditation | null }).accreditation;
  const [action, setAction] = useState<StandingAction | null>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const change = useMutation<string, unknown, { action: StandingAction; reason: string }>({
    mutationFn: (variables) => dataProvider.changeAccreditationStanding(centre.id, variables.action, variables.reason),
    onSuccess: (message) => {
      setAction(null);
      onResult({ type: 'success', message });
    },
    onError: (err) => onResult({ type: 'error', message: err instanceof Error ? err.message : t('failed') }),
  });
  const busy = change.isPending;
  if (!accreditation?.standing) return null;
  const standing = accreditation.standing;
  const snapshot = accreditation.snapshot ?? {};

  const submit = () => {
    if (!action) return;
    if (!reason.trim()) return setError(t('reasonRequired'));
    change.mutate({ action, reason });
  };

  return (
    <Card component="section" aria-labelledby="standing-title">
      <CardContent>
        <Typography id="standing-title" variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('title')}
        </Typography>
        <Stack spacing={1}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Chip label={t(`state.${standing}`, { _: accreditation.standingLabel ?? standing })} color={COLOR[standing]} />
            <Typography variant="body2">{t('since', { date: shownDate(accreditation.standingChangedAt) })}</Typography>
          </Stack>
          {accreditation.standingReason && <Typography variant="body2">{t('reason', { reason: accreditation.standingReason })}</Typography>}
          <Typography variant="subtitle2">{t('asAccredited')}</Typography>
          <Typography variant="body2">
            {String(snapshot.CentreName ?? '')} · {String(snapshot.address ?? '')} · {String(snapshot.LocalGovernment ?? '')}, {String(snapshot.State ?? '')}
          </Typography>
          {canChange && (
            <Stack direction="row" spacing={1}>
              {STANDING_ACTIONS.filter((a) => ALLOWED[standing]!.includes(a)).map((a) => (
                <Button
                  key={a}
                  variant={a === 'reinstate' ? 'contained' : 'outlined'}
                  color={a === 'reinstate' ? 'primary' : a === 'revoke' ? 'error' : 'warning'}
                  onClick={() => {
                    setAction(a);
                    setReason('');
                    setError(null);
                  }}
                >
                  {t(`action.${a}`)}
                </Button>
              ))}
            </Stack>
          )}
        </Stack>
      </CardContent>
      <Dialog open={action !== null} onClose={() => setAction(null)} fullWidth maxWidth="sm" aria-labelledby="standing-dialog-title">
        <DialogTitle id="standing-dialog-title">{action ? t(`action.${action}`) : ''}</DialogTitle>
        <DialogContent>
          <Alert severity="info" sx={{ mb: 2 }}>
            {t('notice')}
          </Alert>
          <TextField
            label={t('reasonLabel')}
            value={reason}
            onChange={(e) => {
              setReason(e.target.value);
              setError(null);
            }}
            multiline
            minRows={2}
            fullWidth
            error={!!error}
            helperText={error ?? ' '}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAction(null)} disabled={busy}>
            {translate('console.action.cancel')}
          </Button>
          <Button variant="contained" onClick={submit} disabled={busy}>
            {translate('console.action.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </Card>
  );
}
