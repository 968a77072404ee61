import { lazy, Suspense, type ComponentType } from 'react';
import { Admin, CustomRoutes, Loading } from 'react-admin';
import { BrowserRouter, Navigate, Route } from 'react-router-dom';
import { authProvider } from './authProvider';
import { AdminLayout } from './layout/AdminLayout';
import { theme } from './theme';

// Each page is its own chunk, so the login screen loads without the console's pages.
const LoginPage = lazy(() => import('./login/LoginPage'));
const AdminDashboard = lazy(() => import('./dashboard/AdminDashboard'));

function withSuspense(Page: ComponentType) {
  return function SuspendedPage() {
    return (
      <Suspense fallback={<Loading />}>
        <Page />
      </Suspense>
    );
  };
}

const SuspendedLoginPage = withSuspense(LoginPage);
const SuspendedAdminDashboard = withSuspense(AdminDashboard);

/** requireAuth already sent visitors to /login, so an unknown path here means a signed-in admin. */
function ToDashboard() {
  return <Navigate to="/admin-dashboard" replace />;
}

export function App() {
  // Without a router around it react-admin falls back to hash URLs (/#/login); the server
  // serves real paths such as /login and /admin-dashboard, so the router uses the history API.
  return (
    <BrowserRouter>
      <Admin
        title="CBT Centre Accreditation Portal"
        authProvider={authProvider}
        loginPage={SuspendedLoginPage}
        layout={AdminLayout}
        theme={theme}
        catchAll={ToDashboard}
        requireAuth
        // react-admin would otherwise report this deployment's hostname to its vendor.
        disableTelemetry
      >
        <CustomRoutes>
          <Route path="/" element={<ToDashboard />} />
          <Route path="/admin-dashboard" element={<SuspendedAdminDashboard />} />
        </CustomRoutes>
      </Admin>
    </BrowserRouter>
  );
}
