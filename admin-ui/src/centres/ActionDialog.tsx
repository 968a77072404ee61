import { useEffect, useState } from 'react';
import type { CentreAction } from '@cbt/contracts';
import { actionFailureText } from './actionFailure';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField, Typography } from '@mui/material';
import { useDataProvider } from 'react-admin';
import type { CentreDataProvider } from '../dataProvider';
import { CENTRES } from '../dataProvider';
import { ACTION_UI, missingTextMessage } from './actionLabels';

interface ActionDialogProps {
  centreId: string;
  centreName: string;
  action: CentreAction | null;
  /**
   * The version the screen showed. The list's rows carry none, so the dialog then reads it when it
   * opens: a decision is always based on a version the admin could see.
   */
  version?: number;
  onClose: () => void;
  onDone: (message: string) => void;
}


export function ActionDialog({ centreId, centreName, action, version, onClose, onDone }: ActionDialogProps) {
  const dataProvider = useDataProvider<CentreDataProvider>();
  const [text, setText] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    setText('');
    setFieldError(null);
    setError(null);
  }, [action, centreId]);

  if (!action) return null;
  const ui = ACTION_UI[action];

  const submit = async () => {
    const missing = missingTextMessage(action, text);
    setFieldError(missing);
    if (missing) return;
    setBusy(true);
    setError(null);
    try {
      const basedOn = version ?? ((await dataProvider.getOne(CENTRES, { id: centreId })).data as { version: number }).version;
      const body: Record<string, string> = ui.field && text.trim() ? { [ui.field]: text.trim() } : {};
      await dataProvider.transition(centreId, action, body, basedOn);
      onDone(ui.success);
    } catch (failure) {
      setError(actionFailureText(failure, action));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="centre-action-title">
      <DialogTitle id="centre-action-title">{ui.label}</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>{centreName}</Typography>
        {error && (
          <Alert severity="error" onClose={() => setError(null)} sx={{ mb: 2, whiteSpace: 'pre-line' }}>
            {error}
          </Alert>
        )}
        {ui.field && (
          <TextField
            label={ui.fieldLabel}
            value={text}
            onChange={(event) => setText(event.target.value)}
            multiline
            minRows={3}
            fullWidth
            required={ui.required}
            error={!!fieldError}
            helperText={fieldError ?? ' '}
            slotProps={{ htmlInput: { maxLength: 2000 } }}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" onClick={submit} disabled={busy} color={action === 'reject' ? 'error' : 'primary'}>
          {busy ? 'Submitting...' : ui.label}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
