import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { PublicLayout } from './components/PublicLayout';
import { Landing } from './pages/Landing';
import { NotFound } from './pages/NotFound';
import { redirect, usePath } from './router';
import { useI18n } from './i18n';
import { centreSession, hasAdminToken } from './lib/session';
import { codeFromPath } from './pages/verify/verifyCode';

// Only the landing page is in the first bundle; every other screen loads when it is opened.
const SchoolRegistration = lazy(() => import('./pages/SchoolRegistration'));
const CheckStatus = lazy(() => import('./pages/CheckStatus'));
const FindCentre = lazy(() => import('./pages/FindCentre'));
const ResetPassword = lazy(() => import('./pages/ResetPassword'));
const CentreRegistration = lazy(() => import('./pages/centre/CentreRegistration'));
const DocumentUpload = lazy(() => import('./pages/centre/DocumentUpload'));
const VerifyLetter = lazy(() => import('./pages/verify/VerifyLetter'));
const AccreditedCentres = lazy(() => import('./pages/verify/AccreditedCentres'));
const CentrePublicPage = lazy(() => import('./pages/register/CentrePublicPage'));
const PrivacyNotice = lazy(() => import('./pages/privacy/PrivacyNotice'));
const CentreAppeals = lazy(() => import('./pages/appeals/CentreAppeals'));
const CentreNotices = lazy(() => import('./pages/notices/CentreNotices'));
const PrivacyRequest = lazy(() => import('./pages/privacy/PrivacyRequest'));
const PrivacyRequestConfirm = lazy(() => import('./pages/privacy/PrivacyRequestConfirm'));

/** SPEC's route table: `/` sends a signed-in admin to /admin-dashboard and everyone else to /landing. */
function Home() {
  const signedIn = hasAdminToken();
  useEffect(() => {
    if (signedIn) window.location.replace('/admin-dashboard');
    else redirect('/landing');
  }, [signedIn]);
  return null;
}

/** SPEC §2 route guards: centre screens need the centre token and a stored centre with a reference. */
function CentreOnly({ children }: { children: ReactNode }) {
  // Checked on entry only: completing the registration logs out on the same screen, which must stay.
  const [allowed] = useState(() => centreSession() !== null);
  useEffect(() => {
    if (!allowed) redirect('/find-centre');
  }, [allowed]);
  return allowed ? children : null;
}

function Loading() {
  const { t } = useI18n();
  return (
    <p className="container loading" role="status">
      {t.common.loading}
    </p>
  );
}

function screen(node: ReactNode) {
  return (
    <PublicLayout>
      {() => <Suspense fallback={<Loading />}>{node}</Suspense>}
    </PublicLayout>
  );
}

export function App() {
  // '/landing/' and '/landing' are the same screen.
  const path = usePath().replace(/\/+$/, '') || '/';
  // /verify/{code} is the one public route with a parameter; a new code mounts a fresh page.
  if (path === '/verify' || path.startsWith('/verify/')) {
    const code = codeFromPath(path);
    return screen(<VerifyLetter key={code} code={code} />);
  }
  // /accredited-centres/{id}: a centre's public page (DECISIONS §10); an unknown id is the not-found page.
  if (path.startsWith('/accredited-centres/')) {
    const id = path.slice('/accredited-centres/'.length);
    return screen(<CentrePublicPage key={id} id={id} />);
  }
  switch (path) {
    case '/':
      return <Home />;
    case '/landing':
      return <PublicLayout>{(config) => <Landing config={config} />}</PublicLayout>;
    case '/school-registration':
      return <PublicLayout>{(config) => <Suspense fallback={<Loading />}><SchoolRegistration examBody={config?.examBody ?? ''} /></Suspense>}</PublicLayout>;
    case '/check-status':
      return screen(<CheckStatus />);
    case '/find-centre':
      return screen(<FindCentre />);
    case '/reset-password':
      return screen(<ResetPassword />);
    case '/accredited-centres':
      return screen(<AccreditedCentres />);
    case '/privacy':
      return <PublicLayout>{(config) => <Suspense fallback={<Loading />}><PrivacyNotice examBody={config?.examBody ?? ''} /></Suspense>}</PublicLayout>;
    case '/privacy/request':
      return <PublicLayout>{() => <Suspense fallback={<Loading />}><PrivacyRequest /></Suspense>}</PublicLayout>;
    case '/privacy/request/confirm':
      return <PublicLayout>{() => <Suspense fallback={<Loading />}><PrivacyRequestConfirm /></Suspense>}</PublicLayout>;
    case '/centre-registration':
      return screen(
        <CentreOnly>
          <CentreRegistration />
        </CentreOnly>,
      );
    case '/centre-appeals':
      return screen(
        <CentreOnly>
          <CentreAppeals />
        </CentreOnly>,
      );
    case '/centre-notices':
      return screen(
        <CentreOnly>
          <CentreNotices />
        </CentreOnly>,
      );
    case '/document-upload':
      return screen(
        <CentreOnly>
          <DocumentUpload />
        </CentreOnly>,
      );
    default:
      return <PublicLayout>{() => <NotFound />}</PublicLayout>;
  }
}
