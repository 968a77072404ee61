import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Box, Button, Card, CardContent, CircularProgress, Link, Stack, TextField, Typography } from '@mui/material';
import { LocalesMenuButton, useAuthProvider, useTranslate } from 'react-admin';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { INVITATION_MSG } from '@cbt/contracts';
import { ApiError } from '../api';
import type { ConsoleAuthProvider } from '../authProvider';
import { useTranslateText } from '../shared/i18n';
import { hasErrors, validatePasswordReset, type FieldErrors, type PasswordResetValues } from '../validation';

type Step = { kind: 'checking' } | { kind: 'choose'; email: string } | { kind: 'done' } | { kind: 'refused'; message: string };

/** The server's worded refusal of a link (used, expired, unknown), or the page's own message for anything else. */
function refusal(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status === 400 ? error.message : fallback;
}

/**
 * The page a staff invitation email links to (DECISIONS §10 "Screens"), open to visitors and in the
 * reader's language: it checks the link, the person chooses a password under the first-sign-in
 * rules, and the way on is the sign-in page. A used, expired or mistyped link says which, in words.
 */
export default function AcceptInvitationPage() {
  const translate = useTranslate();
  const text = useTranslateText();
  const authProvider = useAuthProvider<ConsoleAuthProvider>();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [step, setStep] = useState<Step>(token ? { kind: 'checking' } : { kind: 'refused', message: INVITATION_MSG.linkUnknown });
  const [values, setValues] = useState<PasswordResetValues>({ newPassword: '', confirmPassword: '' });
  const [errors, setErrors] = useState<FieldErrors<PasswordResetValues>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  useEffect(() => {
    if (!token) return;
    let current = true;
    authProvider!
      .checkInvitation(token)
      .then((answer) => current && setStep({ kind: 'choose', email: answer.email }))
      .catch((error: unknown) => current && setStep({ kind: 'refused', message: refusal(error, 'console.invitation.failed') }));
    return () => {
      current = false;
    };
  }, [authProvider, token]);

  const update = (field: keyof PasswordResetValues) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validatePasswordReset(values);
    setErrors(found);
    if (hasErrors(found)) return;
    setSubmitting(true);
    setFailure(null);
    try {
      await authProvider!.acceptInvitation(token, values.newPassword);
      setStep({ kind: 'done' });
    } catch (error) {
      const message = refusal(error, 'console.invitation.failed');
      // A link that stopped working meanwhile ends the form; a refused password keeps it.
      if (error instanceof ApiError && error.status === 400 && Object.values(INVITATION_MSG).includes(message as never)) setStep({ kind: 'refused', message });
      else setFailure(message);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2, bgcolor: 'primary.main' }}>
      <Card sx={{ width: '100%', maxWidth: 480 }}>
        <CardContent sx={{ p: 4 }}>
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
            <Typography variant="overline" component="p" color="text.secondary">
              {translate('console.appName')}
            </Typography>
            <LocalesMenuButton />
          </Stack>
          <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
            {translate('console.invitation.heading')}
          </Typography>
          {step.kind === 'checking' && <CircularProgress aria-label={translate('console.invitation.checking')} />}
          {step.kind === 'refused' && (
            <Alert severity="error" role="alert">
              {text(step.message)}
            </Alert>
          )}
          {step.kind === 'done' && (
            <Alert severity="success" role="status">
              {translate('console.invitation.passwordSet')}
            </Alert>
          )}
          {step.kind === 'choose' && (
            <Box component="form" noValidate onSubmit={submit} aria-label={translate('console.invitation.heading')}>
              <Typography sx={{ mb: 2 }}>{translate('console.invitation.forAccount', { email: step.email })}</Typography>
              {failure && (
                <Alert severity="error" sx={{ mb: 2 }}>
                  {text(failure)}
                </Alert>
              )}
              <TextField
                label={translate('console.invitation.newPassword')}
                type="password"
                autoComplete="new-password"
                autoFocus
                fullWidth
                margin="normal"
                value={values.newPassword}
                onChange={update('newPassword')}
                error={Boolean(errors.newPassword)}
                helperText={errors.newPassword ? text(errors.newPassword) : translate('console.invitation.passwordHint')}
              />
              <TextField
                label={translate('console.invitation.confirmPassword')}
                type="password"
                autoComplete="new-password"
                fullWidth
                margin="normal"
                value={values.confirmPassword}
                onChange={update('confirmPassword')}
                error={Boolean(errors.confirmPassword)}
                helperText={text(errors.confirmPassword)}
              />
              <Button type="submit" variant="contained" fullWidth sx={{ mt: 2 }} disabled={submitting}>
                {submitting ? <CircularProgress size={22} aria-label={translate('console.invitation.saving')} /> : translate('console.invitation.submit')}
              </Button>
            </Box>
          )}
          {step.kind !== 'choose' && step.kind !== 'checking' && (
            <Typography variant="body2" sx={{ mt: 3, textAlign: 'center' }}>
              <Link component={RouterLink} to="/login">
                {translate('console.invitation.signIn')}
              </Link>
            </Typography>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
