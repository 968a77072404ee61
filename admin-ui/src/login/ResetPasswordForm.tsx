import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, CircularProgress, Link, TextField, Typography } from '@mui/material';
import { hasErrors, validatePasswordReset, type FieldErrors, type PasswordResetValues } from '../validation';
import { RESET_PASSWORD_FAILED } from './failureMessages';

interface Props {
  onSubmit: (newPassword: string) => Promise<void>;
  onCancel: () => void;
}

/** Shown when the login answered `shouldResetPassword`: the account must choose a new password. */
export function ResetPasswordForm({ onSubmit, onCancel }: Props) {
  const [values, setValues] = useState<PasswordResetValues>({ newPassword: '', confirmPassword: '' });
  const [errors, setErrors] = useState<FieldErrors<PasswordResetValues>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const update = (field: keyof PasswordResetValues) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validatePasswordReset(values);
    setErrors(found);
    if (hasErrors(found)) return;
    setSubmitting(true);
    setFailure(null);
    try {
      await onSubmit(values.newPassword);
    } catch {
      setFailure(RESET_PASSWORD_FAILED);
      setSubmitting(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={handleSubmit} aria-label="Set a new password">
      <Alert severity="info" sx={{ mb: 2 }}>
        You must set a new password before you continue.
      </Alert>
      {failure && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {failure}
        </Alert>
      )}
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        autoFocus
        value={values.newPassword}
        onChange={update('newPassword')}
        error={Boolean(errors.newPassword)}
        helperText={errors.newPassword}
        disabled={submitting}
      />
      <TextField
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        value={values.confirmPassword}
        onChange={update('confirmPassword')}
        error={Boolean(errors.confirmPassword)}
        helperText={errors.confirmPassword}
        disabled={submitting}
      />
      <Typography variant="caption" component="p" sx={{ mt: 1 }}>
        At least 6 characters, with an uppercase letter, a lowercase letter and a number.
      </Typography>
      <Button type="submit" variant="contained" fullWidth sx={{ mt: 2 }} disabled={submitting}>
        {submitting ? <CircularProgress size={24} color="inherit" aria-label="Saving" /> : 'Set password and sign in'}
      </Button>
      <Box sx={{ mt: 2, textAlign: 'center' }}>
        <Link component="button" type="button" variant="body2" onClick={onCancel}>
          Back to sign in
        </Link>
      </Box>
    </Box>
  );
}
