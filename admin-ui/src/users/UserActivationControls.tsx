import { useState } from 'react';
import { SECURITY_MSG } from '@cbt/contracts';
import BlockIcon from '@mui/icons-material/Block';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import { Button, Chip, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, IconButton, Tooltip } from '@mui/material';
import { ServerErrorAlert } from '../shared/ServerErrorAlert';
import { activationAction, setUserActive } from './userActivation';
import { fullName, type UserActions } from './userDisplay';
import type { UserRow } from './usersApi';

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
  return user.isActive === false ? <Chip size="small" color="warning" variant="outlined" label="Deactivated" sx={{ ml: 1 }} /> : null;
}

/** Asks before deactivating (signed out at once) or reactivating, then reports the server's answer. */
export function UserActivationDialog({ user, onClose, onDone }: { user: Row; onClose: () => void; onDone: (message: string) => void }) {
  const deactivate = user.isActive !== false;
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const name = fullName(user);

  const confirm = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const message = await setUserActive(user.id, !deactivate);
      onDone(message ?? (deactivate ? SECURITY_MSG.userDeactivated : SECURITY_MSG.userReactivated));
    } catch (error) {
      setFailure(error);
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} maxWidth="xs" fullWidth aria-labelledby="activation-title" aria-describedby="activation-text">
      <DialogTitle id="activation-title">{deactivate ? 'Deactivate User' : 'Reactivate User'}</DialogTitle>
      <DialogContent>
        <ServerErrorAlert error={failure} fallback={deactivate ? 'The user could not be deactivated.' : 'The user could not be reactivated.'} onClose={() => setFailure(null)} />
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
