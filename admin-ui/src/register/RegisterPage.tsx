import { useEffect, useState, type FormEvent } from 'react';
import { GENDERS, type Gender } from '@cbt/contracts';
import { Alert, AlertTitle, Box, Button, Card, CardContent, CircularProgress, Link, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useAuthProvider, useCheckAuth, useTranslate } from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { ApiError, storedToken } from '../api';
import type { ConsoleAuthProvider } from '../authProvider';
import { useTranslateText } from '../shared/i18n';
import { hasErrors, type FieldErrors } from '../validation';
import { EMPTY_REGISTRATION, validateRegistration, type RegistrationValues } from './validateRegistration';

const GENDER_LABELS: Record<Gender, string> = { MALE: 'console.common.male', FEMALE: 'console.common.female' };

/** SPEC §8: the server's reason (e.g. the email is taken); a refusal without one, or no answer at all, SPEC's texts (as message keys). */
function failureText(error: unknown): string {
  if (error instanceof ApiError && error.status > 0) {
    return error.body && typeof error.body === 'object' && !error.message.startsWith('HTTP error! status:') ? error.message : 'console.register.failed';
  }
  return 'console.register.error';
}

const TEXT_FIELDS: Array<{ name: Exclude<keyof RegistrationValues, 'gender'>; label: string; type?: string; autoComplete: string }> = [
  { name: 'firstName', label: 'console.common.firstName', autoComplete: 'given-name' },
  { name: 'lastName', label: 'console.common.lastName', autoComplete: 'family-name' },
  { name: 'email', label: 'console.common.email', type: 'email', autoComplete: 'email' },
];

/**
 * SPEC §2 "Admin account registration", open to visitors only. The address gets a link that
 * creates the account (DECISIONS §9: /register/confirm), which holds no role until a super admin
 * grants one (DECISIONS §4); the screen ends by saying so.
 */
export default function RegisterPage() {
  const checkAuth = useCheckAuth();
  const authProvider = useAuthProvider<ConsoleAuthProvider>();
  const navigate = useNavigate();
  const translate = useTranslate();
  const text = useTranslateText();
  const [values, setValues] = useState<RegistrationValues>(EMPTY_REGISTRATION);
  const [errors, setErrors] = useState<FieldErrors<RegistrationValues>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [sent, setSent] = useState(false);

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
      await authProvider!.register(values);
      // The account is made when the emailed link is opened (DECISIONS §9): say so, here.
      setSent(true);
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
            {translate('console.appName')}
          </Typography>
          <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
            {translate('console.register.heading')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
            {translate('console.register.intro')}
          </Typography>
          {sent ? (
            <Alert severity="success" role="status" sx={{ mb: 2 }}>
              <AlertTitle>{translate('console.register.checkEmailTitle')}</AlertTitle>
              {translate('console.register.checkEmail')}
            </Alert>
          ) : (
          <Box component="form" noValidate onSubmit={submit} aria-label={translate('console.register.form')}>
            {failure && (
              <Alert severity="error" onClose={() => setFailure(null)} sx={{ mb: 2, whiteSpace: 'pre-line' }}>
                {text(failure)}
              </Alert>
            )}
            <Stack spacing={1}>
              {TEXT_FIELDS.map((field) => (
                <TextField
                  key={field.name}
                  label={translate(field.label)}
                  type={field.type ?? 'text'}
                  autoComplete={field.autoComplete}
                  value={values[field.name]}
                  onChange={change(field.name)}
                  error={!!errors[field.name]}
                  helperText={text(errors[field.name]) ?? ' '}
                  disabled={submitting}
                  required
                />
              ))}
              <TextField
                select
                label={translate('console.common.gender')}
                value={values.gender}
                onChange={change('gender')}
                error={!!errors.gender}
                helperText={text(errors.gender) ?? ' '}
                disabled={submitting}
                required
              >
                {GENDERS.map((gender) => (
                  <MenuItem key={gender} value={gender}>
                    {translate(GENDER_LABELS[gender])}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                label={translate('console.common.password')}
                type="password"
                autoComplete="new-password"
                value={values.password}
                onChange={change('password')}
                error={!!errors.password}
                helperText={text(errors.password) ?? translate('console.register.passwordHint')}
                disabled={submitting}
                required
              />
            </Stack>
            <Button type="submit" variant="contained" fullWidth sx={{ mt: 2 }} disabled={submitting}>
              {submitting ? <CircularProgress size={24} color="inherit" aria-label={translate('console.register.registering')} /> : translate('console.register.submit')}
            </Button>
          </Box>
          )}
          <Typography variant="body2" sx={{ mt: 3, textAlign: 'center' }}>
            {translate('console.register.haveAccount')}{' '}
            <Link component={RouterLink} to="/login">
              {translate('console.register.signIn')}
            </Link>
          </Typography>
        </CardContent>
      </Card>
    </Box>
  );
}
