import { useCallback, useEffect, useState } from 'react';
import { Box, Card, CardContent, Link, Typography } from '@mui/material';
import { useCheckAuth, useLogin, useTranslate } from 'react-admin';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { storedToken } from '../api';
import { PasswordResetRequiredError, type CredentialsParams, type PasswordResetParams } from '../authProvider';
import type { LoginValues } from '../validation';
import { loginFailureMessage } from './failureMessages';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { LoginForm } from './LoginForm';
import { ResetPasswordForm } from './ResetPasswordForm';

export const DASHBOARD_PATH = '/admin-dashboard';

type View =
  | { name: 'login' }
  | { name: 'forgot' }
  | { name: 'reset'; userId: PasswordResetParams['userId']; resetToken: string };

const HEADINGS: Record<View['name'], string> = {
  login: 'console.login.heading.login',
  forgot: 'console.login.heading.forgot',
  reset: 'console.login.heading.reset',
};

/** Where react-admin wanted to go before it sent the user here, if anywhere. */
function pathBeforeLogin(state: unknown): string | null {
  const { nextPathname, nextSearch } = (state ?? {}) as { nextPathname?: unknown; nextSearch?: unknown };
  if (typeof nextPathname !== 'string' || nextPathname === '/login') return null;
  return nextPathname + (typeof nextSearch === 'string' ? nextSearch : '');
}

export default function LoginPage() {
  const login = useLogin();
  const translate = useTranslate();
  const checkAuth = useCheckAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [view, setView] = useState<View>({ name: 'login' });
  const [loginError, setLoginError] = useState<string | null>(null);

  // Someone who is still signed in has no business on the login page.
  useEffect(() => {
    if (!storedToken()) return;
    checkAuth({}, false)
      .then(() => navigate(DASHBOARD_PATH, { replace: true }))
      .catch(() => undefined);
  }, [checkAuth, navigate]);

  const submitCredentials = async (values: LoginValues) => {
    setLoginError(null);
    try {
      const params: CredentialsParams = values;
      await login(params, pathBeforeLogin(location.state) ?? DASHBOARD_PATH);
    } catch (error) {
      if (error instanceof PasswordResetRequiredError) {
        setView({ name: 'reset', userId: error.userId, resetToken: error.resetToken });
      } else {
        setLoginError(loginFailureMessage(error));
      }
    }
  };

  const showLogin = useCallback(() => setView({ name: 'login' }), []);

  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: 2,
        bgcolor: 'primary.main',
      }}
    >
      <Card sx={{ width: '100%', maxWidth: 420 }}>
        <CardContent sx={{ p: 4 }}>
          <Typography variant="overline" component="p" color="text.secondary">
            {translate('console.appName')}
          </Typography>
          <Typography variant="h5" component="h1" sx={{ mb: 3 }}>
            {translate(HEADINGS[view.name])}
          </Typography>
          {view.name === 'login' && (
            <LoginForm
              onSubmit={submitCredentials}
              onForgotPassword={() => setView({ name: 'forgot' })}
              error={loginError}
            />
          )}
          {view.name === 'forgot' && <ForgotPasswordForm onBack={showLogin} />}
          {view.name === 'reset' && (
            <ResetPasswordForm
              onSubmit={(newPassword) =>
                login({ userId: view.userId, newPassword, resetToken: view.resetToken }, DASHBOARD_PATH)
              }
              onCancel={showLogin}
            />
          )}
          {/* DECISIONS §4: anyone may register; the account holds no role until a super admin grants one. */}
          {view.name === 'login' && (
            <Typography variant="body2" sx={{ mt: 3, textAlign: 'center' }}>
              {translate('console.login.noAccount')}{' '}
              <Link component={RouterLink} to="/register">
                {translate('console.login.register')}
              </Link>
            </Typography>
          )}
          {/* The public site is a separate app, so this is a full page load. */}
          <Typography variant="body2" sx={{ mt: 3, textAlign: 'center' }}>
            <Link href="/landing">{translate('console.login.backToPublic')}</Link>
          </Typography>
        </CardContent>
      </Card>
    </Box>
  );
}
