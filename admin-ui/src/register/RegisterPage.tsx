import { useEffect, useState, type FormEvent } from 'react';
import { GENDERS, MSG, type Gender } from '@cbt/contracts';
import { Alert, Box, Button, Card, CardContent, CircularProgress, Link, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useCheckAuth, useNotify } from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { ApiError, apiRequest, storedToken } from '../api';
import { hasErrors, type FieldErrors } from '../validation';
import { EMPTY_REGISTRATION, validateRegistration, type RegistrationValues } from './validateRegistration';

const GENDER_LABELS: Record<Gender, string> = { MALE: 'Male', FEMALE: 'Female' };

/** SPEC §8: the server's reason (e.g. the email is taken); a refusal without one, or no answer at all, SPEC's texts. */
function failureText(error: unknown): string {
  if (error instanceof ApiError && error.status > 0) {
    return error.body && typeof error.body === 'object' && !error.message.startsWith('HTTP error! status:') ? error.message : MSG.registrationFailed;
  }
  return MSG.registrationError;
}

const TEXT_FIELDS: Array<{ name: Exclude<keyof RegistrationValues, 'gender'>; label: string; type?: string; autoComplete: string }> = [
  { name: 'firstName', label: 'First name', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last name', autoComplete: 'family-name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
];

/**
 * SPEC §2 "Admin account registration", open to visitors only. The account holds no role until a
 * super admin grants one (DECISIONS §4), so it ends at the sign-in page.
 */
export default function RegisterPage() {
  const checkAuth = useCheckAuth();
  const navigate = useNavigate();
  const notify = useNotify();
  const [values, setValues] = useState<RegistrationValues>(EMPTY_REGISTRATION);
  const [errors, setErrors] = useState<FieldErrors<RegistrationValues>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  // Someone still signed in has no business registering (SPEC §2 route table).
  useEffect(() => {
    if (!storedToken()) return;
    checkAuth({}, false)
      .then(() => navigate('/admin-dashboard', { replace: true }))
      .catch(() => undefined);
  }, [checkAuth, navigate]);

  const change = (name: keyof RegistrationValues) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [name]: event.target.value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateRegistration(values);
    setErrors(found);
    setFailure(null);
    if (hasErrors(found)) return;
    setSubmitting(true);
    try {
      const { message } = await apiRequest('/auth/register', {
        method: 'POST',
        token: null,
        body: { firstName: values.firstName.trim(), lastName: values.lastName.trim(), email: values.email.trim(), gender: values.gender, password: values.password },
      });
      notify(message ?? MSG.registered, { type: 'success' });
      navigate('/login', { replace: true });
    } catch (error) {
      setFailure(failureText(error));
      setSubmitting(false);
    }
  };

  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2, bgcolor: 'primary.main' }}>
      <Card sx={{ width: '100%', maxWidth: 480 }}>
        <CardContent sx={{ p: 4 }}>
          <Typography variant="overline" component="p" color="text.secondary">
            CBT Centre Accreditation Portal
          </Typography>
          <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
            Create an admin account
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
            A super admin grants your account its access after you register.
          </Typography>
          <Box component="form" noValidate onSubmit={submit} aria-label="Register">
            {failure && (
              <Alert severity="error" onClose={() => setFailure(null)} sx={{ mb: 2, whiteSpace: 'pre-line' }}>
                {failure}
              </Alert>
            )}
            <Stack spacing={1}>
              {TEXT_FIELDS.map((field) => (
                <TextField
                  key={field.name}
                  label={field.label}
                  type={field.type ?? 'text'}
                  autoComplete={field.autoComplete}
                  value={values[field.name]}
                  onChange={change(field.name)}
                  error={!!errors[field.name]}
                  helperText={errors[field.name] ?? ' '}
                  disabled={submitting}
                  required
                />
              ))}
              <TextField
                select
                label="Gender"
                value={values.gender}
                onChange={change('gender')}
                error={!!errors.gender}
                helperText={errors.gender ?? ' '}
                disabled={submitting}
                required
              >
                {GENDERS.map((gender) => (
                  <MenuItem key={gender} value={gender}>
                    {GENDER_LABELS[gender]}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                label="Password"
                type="password"
                autoComplete="new-password"
                value={values.password}
                onChange={change('password')}
                error={!!errors.password}
                helperText={errors.password ?? 'At least 8 characters with an uppercase letter, a lowercase letter, a number and one of @$!%*?&'}
                disabled={submitting}
                required
              />
            </Stack>
            <Button type="submit" variant="contained" fullWidth sx={{ mt: 2 }} disabled={submitting}>
              {submitting ? <CircularProgress size={24} color="inherit" aria-label="Registering" /> : 'Register'}
            </Button>
          </Box>
          <Typography variant="body2" sx={{ mt: 3, textAlign: 'center' }}>
            Already have an account?{' '}
            <Link component={RouterLink} to="/login">
              Sign in
            </Link>
          </Typography>
        </CardContent>
      </Card>
    </Box>
  );
}
