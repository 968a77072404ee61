import { useState } from 'react';
import { LETTER_MSG } from '@cbt/contracts';
import RefreshIcon from '@mui/icons-material/Refresh';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useCanAccess, useNotify } from 'react-admin';
import { apiRequest } from '../api';
import { failureText } from './failureText';

/**
 * Super admins: make an accredited centre's letter again (its file lost, or never made) and mail it
 * to the centre. The server keeps the verification code and records the request in the history.
 */
export function RegenerateLetterButton({ centreId, centreName }: { centreId: string; centreName: string }) {
  const { canAccess } = useCanAccess({ resource: 'admin-accreditation', action: 'configure' });
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  if (!canAccess) return null;

  const regenerate = async () => {
    setBusy(true);
    try {
      const res = await apiRequest(`/accreditation/centres/${encodeURIComponent(centreId)}/letter/regenerate`, { method: 'POST', body: { reason } });
      notify(res.message ?? LETTER_MSG.regenerating, { type: 'success' });
      setOpen(false);
      setReason('');
    } catch (error) {
      notify(failureText(error, 'The letter could not be regenerated. Please try again.'), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button size="small" startIcon={<RefreshIcon />} onClick={() => setOpen(true)} aria-label={`Regenerate letter of ${centreName}`}>
        Regenerate letter
      </Button>
      <Dialog open={open} onClose={() => !busy && setOpen(false)} aria-labelledby={`regenerate-${centreId}`}>
        <DialogTitle id={`regenerate-${centreId}`}>Regenerate the accreditation letter?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            A new letter for {centreName} is made and emailed to the centre. It keeps its verification code, so printed copies still verify.
            The request is recorded in the centre&apos;s history.
          </DialogContentText>
          <TextField label="Reason (optional)" value={reason} onChange={(e) => setReason(e.target.value)} fullWidth multiline minRows={2} margin="normal" slotProps={{ htmlInput: { maxLength: 2000 } }} />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={busy}>
            Cancel
          </Button>
          <Button onClick={regenerate} disabled={busy} variant="contained">
            Regenerate letter
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
