import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, CircularProgress, Link, TextField } from '@mui/material';
import { hasErrors, validateLogin, type FieldErrors, type LoginValues } from '../validation';

interface Props {
  onSubmit: (values: LoginValues) => Promise<void>;
  onForgotPassword: () => void;
  /** Failure text from the last attempt, shown above the form. */
  error: string | null;
}

export function LoginForm({ onSubmit, onForgotPassword, error }: Props) {
  const [values, setValues] = useState<LoginValues>({ email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<LoginValues>>({});
  const [submitting, setSubmitting] = useState(false);

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
    <Box component="form" noValidate onSubmit={handleSubmit} aria-label="Sign in">
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      <TextField
        label="Email"
        type="email"
        autoComplete="username"
        autoFocus
        value={values.email}
        onChange={update('email')}
        error={Boolean(errors.email)}
        helperText={errors.email}
        disabled={submitting}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        value={values.password}
        onChange={update('password')}
        error={Boolean(errors.password)}
        helperText={errors.password}
        disabled={submitting}
      />
      <Button type="submit" variant="contained" fullWidth sx={{ mt: 2 }} disabled={submitting}>
        {submitting ? <CircularProgress size={24} color="inherit" aria-label="Signing in" /> : 'Sign in'}
      </Button>
      <Box sx={{ mt: 2, textAlign: 'center' }}>
        <Link component="button" type="button" variant="body2" onClick={onForgotPassword}>
          Forgot password?
        </Link>
      </Box>
    </Box>
  );
}
