import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Card, CardContent, CircularProgress, Stack, TextField, Typography } from '@mui/material';
import { useAuthProvider, useTranslate } from 'react-admin';
import { ApiError } from '../api';
import { useTranslateText } from '../shared/i18n';
import { hasErrors, type FieldErrors } from '../validation';
import type { ConsoleAuthProvider } from '../authProvider';
import { EMPTY_CHANGE_PASSWORD, validateChangePassword, type ChangePasswordValues } from './validateChangePassword';

/** The server's reason (e.g. 'Current password is incorrect'), else SPEC §8's text (a message key). */
function failureText(error: unknown): string {
  if (error instanceof ApiError && error.status > 0 && error.body && typeof error.body === 'object' && error.message) return error.message;
  return 'console.profile.changeFailed';
}

const FIELDS: Array<{ name: keyof ChangePasswordValues; label: string; autoComplete: string }> = [
  { name: 'currentPassword', label: 'console.profile.currentPassword', autoComplete: 'current-password' },
  { name: 'newPassword', label: 'console.common.newPassword', autoComplete: 'new-password' },
  { name: 'confirmPassword', label: 'console.common.confirmNewPassword', autoComplete: 'new-password' },
];

/** SPEC §5 "Change own password", sent to the server; on success the fields are cleared. */
export function ChangePasswordForm() {
  const [values, setValues] = useState<ChangePasswordValues>(EMPTY_CHANGE_PASSWORD);
  const [errors, setErrors] = useState<FieldErrors<ChangePasswordValues>>({});
  const [result, setResult] = useState<{ type: 'success' | 'error'; message: string } | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const translate = useTranslate();
  const text = useTranslateText();
  const authProvider = useAuthProvider<ConsoleAuthProvider>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateChangePassword(values);
    setErrors(found);
    setResult(null);
    if (hasErrors(found)) return;
    setSubmitting(true);
    try {
      await authProvider!.changeOwnPassword(values.currentPassword, values.newPassword);
      setValues(EMPTY_CHANGE_PASSWORD);
      setResult({ type: 'success', message: 'console.profile.changed' });
    } catch (error) {
      setResult({ type: 'error', message: failureText(error) });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Card component="section" aria-labelledby="change-password-title">
      <CardContent>
        <Typography id="change-password-title" variant="h6" component="h2" sx={{ mb: 2 }}>
          {translate('console.profile.changePassword')}
        </Typography>
        <Box component="form" noValidate onSubmit={submit} aria-label={translate('console.profile.changePasswordForm')}>
          {result && (
            <Alert severity={result.type} onClose={() => setResult(null)} sx={{ mb: 2, whiteSpace: 'pre-line' }}>
              {text(result.message)}
            </Alert>
          )}
          <Stack spacing={1}>
            {FIELDS.map((field) => (
              <TextField
                key={field.name}
                type="password"
                label={translate(field.label)}
                autoComplete={field.autoComplete}
                value={values[field.name]}
                onChange={(event) => {
                  setValues({ ...values, [field.name]: event.target.value });
                  setErrors({ ...errors, [field.name]: undefined });
                }}
                error={!!errors[field.name]}
                helperText={text(errors[field.name]) ?? ' '}
                disabled={submitting}
                required
              />
            ))}
            <Box>
              <Button type="submit" variant="contained" disabled={submitting}>
                {submitting ? <CircularProgress size={24} color="inherit" aria-label={translate('console.profile.changing')} /> : translate('console.profile.changePassword')}
              </Button>
            </Box>
          </Stack>
        </Box>
      </CardContent>
    </Card>
  );
}
