import { useEffect, useState } from 'react';
import { Alert, Box, Card, CardContent, CircularProgress, Link, Typography } from '@mui/material';
import { useAuthProvider, useTranslate } from 'react-admin';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { ApiError } from '../api';
import type { ConsoleAuthProvider } from '../authProvider';

type Outcome = 'confirming' | 'confirmed' | 'invalid' | 'error';

/**
 * The page the registration email links to (DECISIONS §9): it sends the link's token once, and the
 * account is made. A link used, expired or mistyped says so; the way on is the sign-in page.
 */
export default function ConfirmRegistrationPage() {
  const translate = useTranslate();
  const authProvider = useAuthProvider<ConsoleAuthProvider>();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [outcome, setOutcome] = useState<Outcome>(token ? 'confirming' : 'invalid');

  useEffect(() => {
    if (!token) return;
    let current = true;
    authProvider!
      .confirmRegistration(token)
      .then(() => current && setOutcome('confirmed'))
      .catch((error: unknown) => current && setOutcome(error instanceof ApiError && error.status === 400 ? 'invalid' : 'error'));
    // React runs effects twice in development; the first answer stands (a link works once).
    return () => {
      current = false;
    };
  }, [authProvider, token]);

  const text: Record<Exclude<Outcome, 'confirming'>, { severity: 'success' | 'error'; key: string }> = {
    confirmed: { severity: 'success', key: 'console.register.confirmed' },
    invalid: { severity: 'error', key: 'console.register.invalidLink' },
    error: { severity: 'error', key: 'console.register.confirmError' },
  };
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2, bgcolor: 'primary.main' }}>
      <Card sx={{ width: '100%', maxWidth: 480 }}>
        <CardContent sx={{ p: 4 }}>
          <Typography variant="overline" component="p" color="text.secondary">
            {translate('console.appName')}
          </Typography>
          <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
            {translate('console.register.confirmHeading')}
          </Typography>
          {outcome === 'confirming' ? (
            <CircularProgress aria-label={translate('console.register.confirming')} />
          ) : (
            <Alert severity={text[outcome].severity} role="status">
              {translate(text[outcome].key)}
            </Alert>
          )}
          <Typography variant="body2" sx={{ mt: 3, textAlign: 'center' }}>
            <Link component={RouterLink} to={outcome === 'invalid' ? '/register' : '/login'}>
              {translate(outcome === 'invalid' ? 'console.register.form' : 'console.register.signIn')}
            </Link>
          </Typography>
        </CardContent>
      </Card>
    </Box>
  );
}
