import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { CentreDataProvider } from '../dataProvider';
import type { RoleRow } from '../providers/usersRolesProvider';
import { ServerErrorAlert } from '../shared/ServerErrorAlert';

/** SPEC §8's confirmation; the server's refusal (a system role, a role gone) is shown in the dialog. */
export function DeactivateRoleDialog({ role, onClose }: { role: RoleRow; onClose: () => void }) {
  const dataProvider = useDataProvider<CentreDataProvider>();
  const notify = useNotify();
  const translate = useTranslate();
  const refresh = useRefresh();
  const { mutate, isPending, error, reset } = useMutation({
    mutationFn: () => dataProvider.deactivateRole(role.id),
    onSuccess: () => {
      notify('console.roles.deactivated', { type: 'success' });
      refresh();
      onClose();
    },
  });

  return (
    <Dialog open onClose={isPending ? undefined : onClose} maxWidth="xs" fullWidth aria-labelledby="deactivate-role-title" aria-describedby="deactivate-role-text">
      <DialogTitle id="deactivate-role-title">{translate('console.roles.deactivateTitle')}</DialogTitle>
      <DialogContent>
        <ServerErrorAlert error={error} fallback="console.roles.deactivateFailed" onClose={reset} />
        <DialogContentText id="deactivate-role-text">{translate('console.roles.deactivateConfirm', { name: role.displayName })}</DialogContentText>
        <DialogContentText sx={{ mt: 1 }}>{translate('console.roles.deactivateNote')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={isPending}>
          {translate('console.action.cancel')}
        </Button>
        <Button color="error" variant="contained" onClick={() => mutate()} disabled={isPending}>
          {translate(isPending ? 'console.common.deactivating' : 'console.common.deactivate')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
