import { useState } from 'react';
import RefreshIcon from '@mui/icons-material/Refresh';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { AccreditationDataProvider } from '../providers/accreditationProvider';
import { failureText } from './failureText';
import { ReasonedButton } from '../shared/ReasonedButton';
import { useAccreditationAccess } from './useAccreditationAccess';

/**
 * Super admins: make an accredited centre's letter again (its file lost, or never made) and mail it
 * to the centre. The server keeps the verification code and records the request in the history.
 */
export function RegenerateLetterButton({ centreId, centreName, disabledReason }: { centreId: string; centreName: string; disabledReason?: string | null }) {
  const notify = useNotify();
  const translate = useTranslate();
  const dataProvider = useDataProvider<AccreditationDataProvider>();
  // The server asks for accreditation.configure, which only super admins hold.
  const { allowed } = useAccreditationAccess('configure');
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const { mutate: regenerate, isPending: busy } = useMutation({
    mutationFn: () => dataProvider.regenerateAccreditationLetter(centreId, reason),
    onSuccess: (message) => {
      notify(message ?? 'console.accreditation.regenerating', { type: 'success' });
      setOpen(false);
      setReason('');
    },
    onError: (error) => notify(failureText(error, translate('console.accreditation.regenerateFailed')), { type: 'error' }),
  });
  if (!allowed) return null;

  return (
    <>
      <ReasonedButton size="small" startIcon={<RefreshIcon />} onClick={() => setOpen(true)} disabledReason={disabledReason} aria-label={translate('console.accreditation.regenerateOf', { name: centreName })}>
        {translate('console.accreditation.regenerate')}
      </ReasonedButton>
      <Dialog open={open} onClose={() => !busy && setOpen(false)} aria-labelledby={`regenerate-${centreId}`}>
        <DialogTitle id={`regenerate-${centreId}`}>{translate('console.accreditation.regenerateTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{translate('console.accreditation.regenerateText', { name: centreName })}</DialogContentText>
          <TextField label={translate('console.accreditation.reason')} value={reason} onChange={(e) => setReason(e.target.value)} fullWidth multiline minRows={2} margin="normal" slotProps={{ htmlInput: { maxLength: 2000 } }} />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={busy}>
            {translate('console.action.cancel')}
          </Button>
          <Button onClick={() => regenerate()} disabled={busy} variant="contained">
            {translate('console.accreditation.regenerate')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
