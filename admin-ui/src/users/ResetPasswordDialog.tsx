import { useEffect, useRef, useState } from 'react';
import { MSG } from '@cbt/contracts';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { ServerErrorAlert } from '../shared/ServerErrorAlert';
import { fullName } from './userDisplay';
import { validateNewPassword } from './userForm';
import { resetUserPassword, type UserRow } from './usersApi';

/** SPEC §9: the dialog closes 1.5 s after the success message. */
export const CLOSE_AFTER_RESET_MS = 1500;

export function ResetPasswordDialog({ user, onClose }: { user: UserRow; onClose: () => void }) {
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const closing = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(closing.current), []);
  const locked = busy || done !== null;

  const submit = async () => {
    const problem = validateNewPassword(password);
    setFieldError(problem);
    if (problem) return;
    setBusy(true);
    setFailure(null);
    try {
      await resetUserPassword(user.id, password);
      setDone(MSG.passwordResetFor(user.email));
      closing.current = setTimeout(onClose, CLOSE_AFTER_RESET_MS);
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
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
            void submit();
          }}
        >
          <DialogContentText sx={{ mb: 2 }}>
            Set a new password for {fullName(user)} ({user.email}). They will be asked to choose their own at their next sign-in.
          </DialogContentText>
          <ServerErrorAlert error={failure} fallback={MSG.failedResetPassword} onClose={() => setFailure(null)} />
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
