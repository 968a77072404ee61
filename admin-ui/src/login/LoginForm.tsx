import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, CircularProgress, Link, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useTranslateText } from '../shared/i18n';
import { hasErrors, validateLogin, type FieldErrors, type LoginValues } from '../validation';

interface Props {
  onSubmit: (values: LoginValues) => Promise<void>;
  onForgotPassword: () => void;
  /** Failure from the last attempt (a message key or the server's text), shown above the form. */
  error: string | null;
}

export function LoginForm({ onSubmit, onForgotPassword, error }: Props) {
  const [values, setValues] = useState<LoginValues>({ email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<LoginValues>>({});
  const [submitting, setSubmitting] = useState(false);
  const translate = useTranslate();
  const text = useTranslateText();

  const update = (field: keyof LoginValues) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateLogin(values);
    setErrors(found);
    if (hasErrors(found)) return;
    setSubmitting(true);
    try {
      await onSubmit(values);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={handleSubmit} aria-label={translate('console.login.signInForm')}>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {text(error)}
        </Alert>
      )}
      <TextField
        label={translate('console.common.email')}
        type="email"
        autoComplete="username"
        autoFocus
        value={values.email}
        onChange={update('email')}
        error={Boolean(errors.email)}
        helperText={text(errors.email)}
        disabled={submitting}
      />
      <TextField
        label={translate('console.common.password')}
        type="password"
        autoComplete="current-password"
        value={values.password}
        onChange={update('password')}
        error={Boolean(errors.password)}
        helperText={text(errors.password)}
        disabled={submitting}
      />
      <Button type="submit" variant="contained" fullWidth sx={{ mt: 2 }} disabled={submitting}>
        {submitting ? <CircularProgress size={24} color="inherit" aria-label={translate('console.login.signingIn')} /> : translate('console.login.signIn')}
      </Button>
      <Box sx={{ mt: 2, textAlign: 'center' }}>
        <Link component="button" type="button" variant="body2" onClick={onForgotPassword}>
          {translate('console.login.forgotLink')}
        </Link>
      </Box>
    </Box>
  );
}
