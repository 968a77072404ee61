import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { useTranslateText } from '../shared/i18n';
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
  const translate = useTranslate();
  const text = useTranslateText();
  const reset = useMutation({
    mutationFn: (newPassword: string) => dataProvider.resetUserPassword(user.id, newPassword),
    onSuccess: () => {
      setDone(translate('console.users.resetDone', { email: user.email }));
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
      <DialogTitle id="reset-password-title">{translate('console.users.resetTitle')}</DialogTitle>
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
            {translate('console.users.resetIntro', { name: fullName(user), email: user.email })}
          </DialogContentText>
          <ServerErrorAlert error={reset.error} fallback="console.users.resetFailed" onClose={reset.reset} />
          {done && (
            <Alert severity="success" sx={{ mb: 2 }}>
              {done}
            </Alert>
          )}
          <TextField
            label={translate('console.common.newPassword')}
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={!!fieldError}
            helperText={text(fieldError) ?? translate('console.users.atLeast6')}
            disabled={locked}
            required
            fullWidth
            autoFocus
          />
        </form>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={locked}>
          {translate('console.action.cancel')}
        </Button>
        <Button type="submit" form="reset-password-form" variant="contained" disabled={locked}>
          {translate(busy ? 'console.users.resetting' : 'console.users.resetTitle')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
