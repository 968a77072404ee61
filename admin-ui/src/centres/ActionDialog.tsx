import { useEffect, useState } from 'react';
import type { CentreAction } from '@cbt/contracts';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { CentreDataProvider } from '../dataProvider';
import { CENTRES } from '../dataProvider';
import { actionFailureText } from './actionFailure';
import { ACTION_UI, actionWords, emailNotice, missingTextMessage } from './actionLabels';

interface ActionDialogProps {
  centreId: string;
  centreName: string;
  /** The centre's admin email, named in the confirmation as the address the decision is emailed to. */
  centreEmail?: string | null;
  action: CentreAction | null;
  /**
   * The version the screen showed. The list's rows carry none, so the dialog then reads it when it
   * opens: a decision is always based on a version the admin could see.
   */
  version?: number;
  onClose: () => void;
  onDone: (message: string) => void;
}

/** One decision on one centre: the data provider's `transition`, sent with the version as If-Match. */
export function ActionDialog({ centreId, centreName, centreEmail, action, version, onClose, onDone }: ActionDialogProps) {
  const dataProvider = useDataProvider<CentreDataProvider>();
  const translate = useTranslate();
  const [text, setText] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const decide = useMutation({
    mutationFn: async ({ chosen, body }: { chosen: CentreAction; body: Record<string, string> }) => {
      const basedOn = version ?? ((await dataProvider.getOne(CENTRES, { id: centreId })).data as { version: number }).version;
      return dataProvider.transition(centreId, chosen, body, basedOn);
    },
    onSuccess: (_answer, { chosen }) => onDone(actionWords(chosen, translate).success),
    onError: (failure, { chosen }) => setError(actionFailureText(failure, chosen)),
  });

  useEffect(() => {
    setText('');
    setFieldError(null);
    setError(null);
  }, [action, centreId]);

  if (!action) return null;
  const ui = ACTION_UI[action];
  const words = actionWords(action, translate);
  const busy = decide.isPending;

  const submit = () => {
    const missing = missingTextMessage(action, text, translate);
    setFieldError(missing);
    if (missing) return;
    setError(null);
    decide.mutate({ chosen: action, body: ui.field && text.trim() ? { [ui.field]: text.trim() } : {} });
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="centre-action-title">
      <DialogTitle id="centre-action-title">{words.label}</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 1 }}>{centreName}</Typography>
        {/* DECISIONS §10: a confirmation says what will happen and who is emailed. */}
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {translate(`console.centres.willHappen.${action}`, { _: '' })} {emailNotice(action, centreEmail, translate)}
        </Typography>
        {error && (
          <Alert severity="error" onClose={() => setError(null)} sx={{ mb: 2, whiteSpace: 'pre-line' }}>
            {error}
          </Alert>
        )}
        {ui.field && (
          <TextField
            label={words.fieldLabel}
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
          {translate('console.action.cancel')}
        </Button>
        <Button variant="contained" onClick={submit} disabled={busy} color={action === 'reject' ? 'error' : 'primary'}>
          {busy ? translate('console.centres.submitting') : words.label}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
