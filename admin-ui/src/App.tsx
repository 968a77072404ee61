import { lazy, Suspense, type ComponentType } from 'react';
import { Admin, CustomRoutes, Loading, Resource } from 'react-admin';
import { BrowserRouter, Navigate, Route } from 'react-router-dom';
import { authProvider } from './authProvider';
import { CENTRES, dataProvider } from './dataProvider';
import { AdminLayout } from './layout/AdminLayout';
import { theme } from './theme';

// Each page is its own chunk, so the login screen loads without the console's pages.
const LoginPage = lazy(() => import('./login/LoginPage'));
const AdminDashboard = lazy(() => import('./dashboard/AdminDashboard'));
const CentreList = lazy(() => import('./centres/CentreList'));
const CentreDetailPage = lazy(() => import('./centres/detail/CentreDetailPage'));
const CreateCentrePage = lazy(() => import('./create/CreateCentrePage'));
const BulkUploadPage = lazy(() => import('./bulk-upload/BulkUploadPage'));

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
const SuspendedCentreList = withSuspense(CentreList);
const SuspendedCentreDetail = withSuspense(CentreDetailPage);
const SuspendedCreateCentre = withSuspense(CreateCentrePage);
const SuspendedBulkUpload = withSuspense(BulkUploadPage);

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
        dataProvider={dataProvider}
        loginPage={SuspendedLoginPage}
        layout={AdminLayout}
        theme={theme}
        catchAll={ToDashboard}
        requireAuth
        // react-admin would otherwise report this deployment's hostname to its vendor.
        disableTelemetry
      >
        {/* The resource's name is its path: the list lives at /admin-centres as SPEC's route table says. */}
        <Resource name={CENTRES} list={SuspendedCentreList} />
        <CustomRoutes>
          <Route path="/" element={<ToDashboard />} />
          <Route path="/admin-dashboard" element={<SuspendedAdminDashboard />} />
          <Route path="/admin-centre/:id" element={<SuspendedCentreDetail />} />
          <Route path="/cbt-centre" element={<SuspendedCreateCentre />} />
          <Route path="/bulk-upload" element={<SuspendedBulkUpload />} />
        </CustomRoutes>
      </Admin>
    </BrowserRouter>
  );
}
