import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, CircularProgress, Link, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useTranslateText } from '../shared/i18n';
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
  const translate = useTranslate();
  const text = useTranslateText();

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
    <Box component="form" noValidate onSubmit={handleSubmit} aria-label={translate('console.login.resetForm')}>
      <Alert severity="info" sx={{ mb: 2 }}>
        {translate('console.login.mustReset')}
      </Alert>
      {failure && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {text(failure)}
        </Alert>
      )}
      <TextField
        label={translate('console.common.newPassword')}
        type="password"
        autoComplete="new-password"
        autoFocus
        value={values.newPassword}
        onChange={update('newPassword')}
        error={Boolean(errors.newPassword)}
        helperText={text(errors.newPassword)}
        disabled={submitting}
      />
      <TextField
        label={translate('console.common.confirmNewPassword')}
        type="password"
        autoComplete="new-password"
        value={values.confirmPassword}
        onChange={update('confirmPassword')}
        error={Boolean(errors.confirmPassword)}
        helperText={text(errors.confirmPassword)}
        disabled={submitting}
      />
      <Typography variant="caption" component="p" sx={{ mt: 1 }}>
        {translate('console.login.resetRule')}
      </Typography>
      <Button type="submit" variant="contained" fullWidth sx={{ mt: 2 }} disabled={submitting}>
        {submitting ? <CircularProgress size={24} color="inherit" aria-label={translate('console.common.saving')} /> : translate('console.login.resetSubmit')}
      </Button>
      <Box sx={{ mt: 2, textAlign: 'center' }}>
        <Link component="button" type="button" variant="body2" onClick={onCancel}>
          {translate('console.login.backToSignIn')}
        </Link>
      </Box>
    </Box>
  );
}
