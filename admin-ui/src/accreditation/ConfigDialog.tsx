import { useEffect, useState } from 'react';
import { MSG } from '@cbt/contracts';
import { Alert, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { Link } from 'react-router-dom';
import { getActiveConfig, type ConfigView } from './accreditationApi';
import { ConfigSummary } from './ConfigSummary';
import { failureText } from './failureText';

export const CONFIG_EDITOR_PATH = '/admin-accreditation/config';

/** SPEC §2's view-configuration dialog: the active workflow, read fresh each time it opens. */
export function ConfigDialog({ open, canEdit, onClose }: { open: boolean; canEdit: boolean; onClose: () => void }) {
  const [config, setConfig] = useState<ConfigView | null | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    setConfig(undefined);
    setError(null);
    getActiveConfig().then(setConfig, (failure: unknown) => setError(failureText(failure, MSG.unexpectedError)));
  }, [open]);

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="config-dialog-title">
      <DialogTitle id="config-dialog-title">Accreditation Configuration</DialogTitle>
      <DialogContent>
        {config === undefined && !error && <CircularProgress aria-label="Loading configuration" />}
        {error && <Alert severity="error">{error}</Alert>}
        {config === null && <Alert severity="warning">{MSG.noActiveConfig}</Alert>}
        {config && <ConfigSummary config={config} />}
      </DialogContent>
      <DialogActions>
        {canEdit && (
          <Button component={Link} to={CONFIG_EDITOR_PATH}>
            Edit Configuration
          </Button>
        )}
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
