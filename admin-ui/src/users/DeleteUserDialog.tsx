import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useDelete, useNotify, useRefresh, useTranslate } from 'react-admin';
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
  const translate = useTranslate();
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
          notify('console.users.deleted', { type: 'success' });
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
      <DialogTitle id="delete-user-title">{translate('console.users.deleteTitle')}</DialogTitle>
      <DialogContent>
        <ServerErrorAlert error={failure} fallback="console.users.deleteFailed" onClose={() => setFailure(null)} />
        <DialogContentText id="delete-user-text">{translate('console.users.deleteConfirm')}</DialogContentText>
        <DialogContentText sx={{ mt: 1, fontWeight: 600 }}>
          {fullName(user)} ({user.email})
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {translate('console.action.cancel')}
        </Button>
        <Button color="error" variant="contained" onClick={confirm} disabled={busy}>
          {translate(busy ? 'console.users.deleting' : 'console.common.delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
