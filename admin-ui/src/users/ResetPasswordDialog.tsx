import { useEffect, useRef, useState } from 'react';
import { MSG } from '@cbt/contracts';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { CentreDataProvider } from '../dataProvider';
import type { UserRow } from '../providers/usersRolesProvider';
import { ServerErrorAlert } from '../shared/ServerErrorAlert';
import { fullName } from './userDisplay';
import { validateNewPassword } from './userForm';

/** SPEC §9: the dialog closes 1.5 s after the success message. */
export const CLOSE_AFTER_RESET_MS = 1500;

export function ResetPasswordDialog({ user, onClose }: { user: UserRow; onClose: () => void }) {
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const closing = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(closing.current), []);
  const dataProvider = useDataProvider<CentreDataProvider>();
  const reset = useMutation({
    mutationFn: (newPassword: string) => dataProvider.resetUserPassword(user.id, newPassword),
    onSuccess: () => {
      setDone(MSG.passwordResetFor(user.email));
      closing.current = setTimeout(onClose, CLOSE_AFTER_RESET_MS);
    },
  });
  const busy = reset.isPending;
  const locked = busy || done !== null;

  const submit = () => {
    const problem = validateNewPassword(password);
    setFieldError(problem);
    if (problem) return;
    reset.mutate(password);
  };

  return (
    <Dialog open onClose={locked ? undefined : onClose} fullWidth maxWidth="xs" aria-labelledby="reset-password-title">
      <DialogTitle id="reset-password-title">Reset Password</DialogTitle>
      <DialogContent>
        <form
          id="reset-password-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <DialogContentText sx={{ mb: 2 }}>
            Set a new password for {fullName(user)} ({user.email}). They will be asked to choose their own at their next sign-in.
          </DialogContentText>
          <ServerErrorAlert error={reset.error} fallback={MSG.failedResetPassword} onClose={reset.reset} />
          {done && (
            <Alert severity="success" sx={{ mb: 2 }}>
              {done}
            </Alert>
          )}
          <TextField
            label="New password"
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={!!fieldError}
            helperText={fieldError ?? 'At least 6 characters'}
            disabled={locked}
            required
            fullWidth
            autoFocus
          />
        </form>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={locked}>
          Cancel
        </Button>
        <Button type="submit" form="reset-password-form" variant="contained" disabled={locked}>
          {busy ? 'Resetting...' : 'Reset Password'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
