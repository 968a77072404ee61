import { Alert, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { ACCREDITATION, type AccreditationDataProvider } from '../providers/accreditationProvider';
import { ConfigSummary } from './ConfigSummary';
import { failureText } from './failureText';

export const CONFIG_EDITOR_PATH = '/admin-accreditation/config';
/** The active configuration's query, shared by the dialog and the editor (a save drops it). */
export const CONFIG_QUERY_KEY = [ACCREDITATION, 'config'] as const;

/** SPEC §2's view-configuration dialog: the active workflow, read fresh each time it opens. */
export function ConfigDialog({ open, canEdit, onClose }: { open: boolean; canEdit: boolean; onClose: () => void }) {
  const dataProvider = useDataProvider<AccreditationDataProvider>();
  const translate = useTranslate();
  // Read again at every opening (never fresh for long): another super admin may have saved a version.
  const query = useQuery({ queryKey: CONFIG_QUERY_KEY, queryFn: () => dataProvider.accreditationConfig(), enabled: open, staleTime: 0, retry: false });
  const config = query.data;
  const error = query.error ? failureText(query.error, translate('console.common.unexpectedError')) : null;

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="config-dialog-title">
      <DialogTitle id="config-dialog-title">{translate('console.page.accreditationConfig')}</DialogTitle>
      {/* On a phone the summary scrolls inside the dialog: focusable, so a keyboard can scroll it too (WCAG 2.1.1). */}
      <DialogContent tabIndex={0} aria-labelledby="config-dialog-title">
        {config === undefined && !error && <CircularProgress aria-label={translate('console.accreditation.loadingConfig')} />}
        {error && <Alert severity="error">{error}</Alert>}
        {config === null && <Alert severity="warning">{translate('console.accreditation.noActiveConfig')}</Alert>}
        {config && <ConfigSummary config={config} />}
      </DialogContent>
      <DialogActions>
        {canEdit && (
          <Button component={Link} to={CONFIG_EDITOR_PATH}>
            {translate('console.accreditation.editConfig')}
          </Button>
        )}
        <Button onClick={onClose}>{translate('console.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
