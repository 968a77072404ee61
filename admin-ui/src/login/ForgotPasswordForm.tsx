import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Box, Button, CircularProgress, Link, TextField, Typography } from '@mui/material';
import { useAuthProvider, useTranslate } from 'react-admin';
import type { ConsoleAuthProvider } from '../authProvider';
import { useTranslateText } from '../shared/i18n';
import { validateForgotPasswordEmail } from '../validation';
import { FORGOT_PASSWORD_FAILED } from './failureMessages';

/** How long the confirmation stays on screen before the login view comes back. */
export const RETURN_TO_LOGIN_DELAY_MS = 3000;

export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const translate = useTranslate();
  const text = useTranslateText();
  const authProvider = useAuthProvider<ConsoleAuthProvider>();

  useEffect(() => {
    if (sentMessage === null) return;
    const timer = setTimeout(onBack, RETURN_TO_LOGIN_DELAY_MS);
    return () => clearTimeout(timer);
  }, [sentMessage, onBack]);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validateForgotPasswordEmail(email);
    setFieldError(problem);
    if (problem) return;
    setSubmitting(true);
    setFailure(null);
    try {
      const message = await authProvider!.requestPasswordReset(email);
      // The server's own text as it is; without one, the console's.
      setSentMessage(message || translate('console.login.resetSent'));
    } catch {
      setFailure(FORGOT_PASSWORD_FAILED);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={handleSubmit} aria-label={translate('console.login.forgotForm')}>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {translate('console.login.forgotIntro')}
      </Typography>
      {failure && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {text(failure)}
        </Alert>
      )}
      {sentMessage && (
        <Alert severity="success" sx={{ mb: 2 }}>
          {sentMessage}
        </Alert>
      )}
      <TextField
        label={translate('console.login.emailAddress')}
        type="email"
        autoComplete="email"
        autoFocus
        value={email}
        onChange={(event) => {
          setEmail(event.target.value);
          setFieldError(undefined);
        }}
        error={Boolean(fieldError)}
        helperText={text(fieldError)}
        disabled={submitting || sentMessage !== null}
      />
      <Button
        type="submit"
        variant="contained"
        fullWidth
        sx={{ mt: 2 }}
        disabled={submitting || sentMessage !== null}
      >
        {submitting ? <CircularProgress size={24} color="inherit" aria-label={translate('console.login.sending')} /> : translate('console.login.sendLink')}
      </Button>
      <Box sx={{ mt: 2, textAlign: 'center' }}>
        <Link component="button" type="button" variant="body2" onClick={onBack}>
          {translate('console.login.backToSignIn')}
        </Link>
      </Box>
    </Box>
  );
}
