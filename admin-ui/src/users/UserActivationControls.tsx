import BlockIcon from '@mui/icons-material/Block';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import { Button, Chip, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, IconButton, Tooltip } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { CentreDataProvider } from '../dataProvider';
import type { UserRow } from '../providers/usersRolesProvider';
import { ServerErrorAlert } from '../shared/ServerErrorAlert';
import { activationAction } from './userActivation';
import { fullName, type UserActions } from './userDisplay';

type Row = UserRow & { isActive?: boolean };

/** The row's deactivate or reactivate button; opens the confirmation through the page's dialog state. */
export function UserActivationButton({ user, allowed, onOpen }: { user: Row; allowed: UserActions; onOpen: (dialog: { kind: 'activation'; user: UserRow }) => void }) {
  const translate = useTranslate();
  const action = activationAction(user, allowed);
  if (!action) return null;
  const name = fullName(user);
  return (
    <Tooltip title={translate(`console.common.${action}`)}>
      <IconButton
        size="small"
        color={action === 'deactivate' ? 'warning' : 'success'}
        aria-label={translate(`console.users.${action}Named`, { name })}
        onClick={() => onOpen({ kind: 'activation', user })}
      >
        {action === 'deactivate' ? <BlockIcon fontSize="small" /> : <HowToRegIcon fontSize="small" />}
      </IconButton>
    </Tooltip>
  );
}

/** Shown beside a deactivated user's name. */
export function DeactivatedChip({ user }: { user: Row }) {
  const translate = useTranslate();
  return user.isActive === false ? <Chip component="span" size="small" color="warning" variant="outlined" label={translate('console.users.deactivated')} sx={{ ml: 1 }} /> : null;
}

/** Asks before deactivating (signed out at once) or reactivating, then reports the server's answer. */
export function UserActivationDialog({ user, onClose }: { user: Row; onClose: () => void }) {
  const deactivate = user.isActive !== false;
  const name = fullName(user);
  const dataProvider = useDataProvider<CentreDataProvider>();
  const notify = useNotify();
  const translate = useTranslate();
  const refresh = useRefresh();
  const { mutate, isPending: busy, error: failure, reset } = useMutation({
    mutationFn: () => dataProvider.setUserActive(user.id, !deactivate),
    onSuccess: (message) => {
      // The server's own text as it is; without one, the console's.
      notify(message ?? (deactivate ? 'console.users.userDeactivated' : 'console.users.userReactivated'), { type: 'success' });
      refresh();
      onClose();
    },
  });
  const confirm = () => mutate();

  return (
    <Dialog open onClose={busy ? undefined : onClose} maxWidth="xs" fullWidth aria-labelledby="activation-title" aria-describedby="activation-text">
      <DialogTitle id="activation-title">{translate(deactivate ? 'console.users.deactivateTitle' : 'console.users.reactivateTitle')}</DialogTitle>
      <DialogContent>
        <ServerErrorAlert error={failure} fallback={deactivate ? 'console.users.deactivateFailed' : 'console.users.reactivateFailed'} onClose={reset} />
        <DialogContentText id="activation-text">{translate(deactivate ? 'console.users.deactivateConfirm' : 'console.users.reactivateConfirm', { name })}</DialogContentText>
        <DialogContentText sx={{ mt: 1, fontWeight: 600 }}>{user.email}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {translate('console.action.cancel')}
        </Button>
        <Button color={deactivate ? 'warning' : 'primary'} variant="contained" onClick={confirm} disabled={busy}>
          {translate(busy ? (deactivate ? 'console.common.deactivating' : 'console.common.reactivating') : deactivate ? 'console.common.deactivate' : 'console.common.reactivate')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
