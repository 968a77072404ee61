import { useState } from 'react';
import { MSG } from '@cbt/contracts';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { ServerErrorAlert } from '../shared/ServerErrorAlert';
import { deactivateRole, type RoleRow } from './rolesApi';

/** SPEC §8's confirmation; the server's refusal (a system role, a role gone) is shown in the dialog. */
export function DeactivateRoleDialog({ role, onClose, onDone }: { role: RoleRow; onClose: () => void; onDone: (message: string) => void }) {
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await deactivateRole(role.id);
      onDone(MSG.roleDeactivated);
    } catch (error) {
      setFailure(error);
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} maxWidth="xs" fullWidth aria-labelledby="deactivate-role-title" aria-describedby="deactivate-role-text">
      <DialogTitle id="deactivate-role-title">Deactivate Role</DialogTitle>
      <DialogContent>
        <ServerErrorAlert error={failure} fallback={MSG.failedDeleteRole} onClose={() => setFailure(null)} />
        <DialogContentText id="deactivate-role-text">{MSG.deactivateRoleConfirm(role.displayName)}</DialogContentText>
        <DialogContentText sx={{ mt: 1 }}>Users holding it lose what it gave them within a few seconds.</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button color="error" variant="contained" onClick={confirm} disabled={busy}>
          {busy ? 'Deactivating...' : 'Deactivate'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
