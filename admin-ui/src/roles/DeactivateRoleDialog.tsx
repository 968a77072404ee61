import { MSG } from '@cbt/contracts';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import type { CentreDataProvider } from '../dataProvider';
import type { RoleRow } from '../providers/usersRolesProvider';
import { ServerErrorAlert } from '../shared/ServerErrorAlert';

/** SPEC §8's confirmation; the server's refusal (a system role, a role gone) is shown in the dialog. */
export function DeactivateRoleDialog({ role, onClose }: { role: RoleRow; onClose: () => void }) {
  const dataProvider = useDataProvider<CentreDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const { mutate, isPending, error, reset } = useMutation({
    mutationFn: () => dataProvider.deactivateRole(role.id),
    onSuccess: () => {
      notify(MSG.roleDeactivated, { type: 'success' });
      refresh();
      onClose();
    },
  });

  return (
    <Dialog open onClose={isPending ? undefined : onClose} maxWidth="xs" fullWidth aria-labelledby="deactivate-role-title" aria-describedby="deactivate-role-text">
      <DialogTitle id="deactivate-role-title">Deactivate Role</DialogTitle>
      <DialogContent>
        <ServerErrorAlert error={error} fallback={MSG.failedDeleteRole} onClose={reset} />
        <DialogContentText id="deactivate-role-text">{MSG.deactivateRoleConfirm(role.displayName)}</DialogContentText>
        <DialogContentText sx={{ mt: 1 }}>Users holding it lose what it gave them within a few seconds.</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={isPending}>
          Cancel
        </Button>
        <Button color="error" variant="contained" onClick={() => mutate()} disabled={isPending}>
          {isPending ? 'Deactivating...' : 'Deactivate'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
