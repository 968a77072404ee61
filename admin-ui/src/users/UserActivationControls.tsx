import { SECURITY_MSG } from '@cbt/contracts';
import BlockIcon from '@mui/icons-material/Block';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import { Button, Chip, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, IconButton, Tooltip } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import type { CentreDataProvider } from '../dataProvider';
import type { UserRow } from '../providers/usersRolesProvider';
import { ServerErrorAlert } from '../shared/ServerErrorAlert';
import { activationAction } from './userActivation';
import { fullName, type UserActions } from './userDisplay';

type Row = UserRow & { isActive?: boolean };

/** The row's deactivate or reactivate button (issue 15); opens the confirmation through the page's dialog state. */
export function UserActivationButton({ user, allowed, onOpen }: { user: Row; allowed: UserActions; onOpen: (dialog: { kind: 'activation'; user: UserRow }) => void }) {
  const action = activationAction(user, allowed);
  if (!action) return null;
  const name = fullName(user);
  return (
    <Tooltip title={action === 'deactivate' ? 'Deactivate' : 'Reactivate'}>
      <IconButton
        size="small"
        color={action === 'deactivate' ? 'warning' : 'success'}
        aria-label={`${action === 'deactivate' ? 'Deactivate' : 'Reactivate'} ${name}`}
        onClick={() => onOpen({ kind: 'activation', user })}
      >
        {action === 'deactivate' ? <BlockIcon fontSize="small" /> : <HowToRegIcon fontSize="small" />}
      </IconButton>
    </Tooltip>
  );
}

/** Shown beside a deactivated user's name. */
export function DeactivatedChip({ user }: { user: Row }) {
  return user.isActive === false ? <Chip component="span" size="small" color="warning" variant="outlined" label="Deactivated" sx={{ ml: 1 }} /> : null;
}

/** Asks before deactivating (signed out at once) or reactivating, then reports the server's answer. */
export function UserActivationDialog({ user, onClose }: { user: Row; onClose: () => void }) {
  const deactivate = user.isActive !== false;
  const name = fullName(user);
  const dataProvider = useDataProvider<CentreDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const { mutate, isPending: busy, error: failure, reset } = useMutation({
    mutationFn: () => dataProvider.setUserActive(user.id, !deactivate),
    onSuccess: (message) => {
      notify(message ?? (deactivate ? SECURITY_MSG.userDeactivated : SECURITY_MSG.userReactivated), { type: 'success' });
      refresh();
      onClose();
    },
  });
  const confirm = () => mutate();

  return (
    <Dialog open onClose={busy ? undefined : onClose} maxWidth="xs" fullWidth aria-labelledby="activation-title" aria-describedby="activation-text">
      <DialogTitle id="activation-title">{deactivate ? 'Deactivate User' : 'Reactivate User'}</DialogTitle>
      <DialogContent>
        <ServerErrorAlert error={failure} fallback={deactivate ? 'The user could not be deactivated.' : 'The user could not be reactivated.'} onClose={reset} />
        <DialogContentText id="activation-text">{deactivate ? SECURITY_MSG.deactivateUserConfirm(name) : SECURITY_MSG.reactivateUserConfirm(name)}</DialogContentText>
        <DialogContentText sx={{ mt: 1, fontWeight: 600 }}>{user.email}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button color={deactivate ? 'warning' : 'primary'} variant="contained" onClick={confirm} disabled={busy}>
          {busy ? (deactivate ? 'Deactivating...' : 'Reactivating...') : deactivate ? 'Deactivate' : 'Reactivate'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
