import { lazy, Suspense, type ComponentType } from 'react';
import { ConsoleNotFound } from './layout/ConsoleNotFound';
import { CustomRoutes, Resource } from 'react-admin';
import { ConsoleLoading } from './layout/ConsoleLoading';
import { BrowserRouter, Navigate, Route } from 'react-router-dom';
import { QueryClient } from '@tanstack/react-query';
import { CONFIRM_REGISTRATION_PATH, ACCEPT_INVITATION_PATH } from '@cbt/contracts';
import { RequireAccess } from './access/RequireAccess';
import { DashboardOrOwnScreen } from './access/DashboardOrOwnScreen';
import { startEarlyApiGet, storedToken } from './api';
import { authProvider } from './authProvider';
import { i18nProvider } from './i18nProvider';
import { prefetchCentreList } from './centres/listPrefetch';
import { CENTRES, dataProvider } from './dataProvider';
import { ConsoleAdmin, preloadConsoleFrame } from './layout/ConsoleAdmin';
import { preloadableLazy } from './shared/preloadableLazy';
import { AUDIT_EVENTS, withAuditResources } from './audit';
import { ROLES, USERS } from './providers/usersRolesProvider';
import { ACCREDITATION } from './providers/accreditationProvider';
import { CENTRE_READS, IMPORT_JOBS } from './providers/simpleRestProvider';
import { INSPECTIONS } from './providers/inspectionsProvider';
import { JOBS } from './providers/jobsProvider';
import { RETENTION } from './providers/retentionProvider';
import { HOLIDAYS } from './providers/deadlinesProvider';
import { APPEALS } from './providers/appealsProvider';
import { CONFLICTS } from './providers/conflictsProvider';
import { PRIVACY_BREACHES, PRIVACY_REQUESTS } from './providers/privacyProvider';
import { theme } from './theme';

// Each page is its own chunk, so the login screen loads without the console's pages.
const LoginPage = lazy(() => import('./login/LoginPage'));
const AdminDashboard = lazy(() => import('./dashboard/AdminDashboard'));
// Preloaded below when opened directly, and handed to React.lazy synchronously once loaded (shared/preloadableLazy.ts).
const centreList = preloadableLazy(() => import('./centres/CentreList'));
const CentreList = centreList.Component;
// react-admin's query cache, created here so the centre list can be asked for before it mounts.
const queryClient = new QueryClient();
// With a stored session, what the first screen waits on is asked for at once, before the code: the
// server speaks HTTP/1.1, six connections at a time, and a request made after the route's sixty-odd
// chunks queued behind them all (docs/PERFORMANCE.md, the console). First the session check that
// react-admin makes before drawing any page (authProvider.checkAuth reads /auth/profile), then, on the
// busiest screen, often opened directly, its first page; then the frame's code and the page's code.
const startToken = storedToken();
if (startToken) {
  const centresOpened = window.location.pathname === '/admin-centres';
  startEarlyApiGet('/auth/profile', startToken);
  if (centresOpened) prefetchCentreList(queryClient, window.location.search, window.localStorage);
  void preloadConsoleFrame();
  if (centresOpened) void centreList.preload();
}
const CentreShow = lazy(() => import('./centres/detail/CentreShow'));
const CentreCreate = lazy(() => import('./create/CentreCreate'));
const ImportJobList = lazy(() => import('./bulk-upload/ImportJobList'));
const ImportJobShow = lazy(() => import('./bulk-upload/ImportJobShow'));
const BulkUploadPage = lazy(() => import('./bulk-upload/BulkUploadPage'));
const UserList = lazy(() => import('./users/UserList'));
const RoleList = lazy(() => import('./roles/RoleList'));
const ReportsPage = lazy(() => import('./reports/ReportsPage'));
const ProfilePage = lazy(() => import('./profile/ProfilePage'));
const AccreditationPage = lazy(() => import('./accreditation/AccreditationPage'));
const ConfigEditorPage = lazy(() => import('./accreditation/ConfigEditorPage'));
const RegisterPage = lazy(() => import('./register/RegisterPage'));
const ConfirmRegistrationPage = lazy(() => import('./register/ConfirmRegistrationPage'));
const AcceptInvitationPage = lazy(() => import('./register/AcceptInvitationPage'));
const AuditLogList = lazy(() => import('./audit/AuditLogList'));
const InspectionList = lazy(() => import('./inspections/InspectionList'));
const InspectionShow = lazy(() => import('./inspections/InspectionShow'));
const InspectionCreate = lazy(() => import('./inspections/InspectionCreate'));
const InspectionCapture = lazy(() => import('./inspections/InspectionCapture'));
const JobsPage = lazy(() => import('./jobs/JobsPage'));
const RetentionPage = lazy(() => import('./retention/RetentionPage'));
const CentreReadList = lazy(() => import('./privacy/CentreReadList'));
const HolidayList = lazy(() => import('./holidays/HolidayPages').then((m) => ({ default: m.HolidayList })));
const HolidayCreate = lazy(() => import('./holidays/HolidayPages').then((m) => ({ default: m.HolidayCreate })));
const HolidayEdit = lazy(() => import('./holidays/HolidayPages').then((m) => ({ default: m.HolidayEdit })));
const AppealList = lazy(() => import('./appeals/AppealList'));
const AppealShow = lazy(() => import('./appeals/AppealShow'));
const ConflictList = lazy(() => import('./conflicts/ConflictPages').then((m) => ({ default: m.ConflictList })));
const ConflictCreate = lazy(() => import('./conflicts/ConflictPages').then((m) => ({ default: m.ConflictCreate })));
const PrivacyRequestList = lazy(() => import('./privacy/PrivacyRequestPages').then((m) => ({ default: m.PrivacyRequestList })));
const PrivacyRequestShow = lazy(() => import('./privacy/PrivacyRequestPages').then((m) => ({ default: m.PrivacyRequestShow })));
const BreachList = lazy(() => import('./privacy/BreachPages').then((m) => ({ default: m.BreachList })));
const BreachShow = lazy(() => import('./privacy/BreachPages').then((m) => ({ default: m.BreachShow })));
const BreachCreate = lazy(() => import('./privacy/BreachPages').then((m) => ({ default: m.BreachCreate })));
// The audit log is read through ra-data-simple-rest; every other resource as before.
const consoleDataProvider = withAuditResources(dataProvider);

function withSuspense(Page: ComponentType) {
  return function SuspendedPage() {
    return (
      <Suspense fallback={<ConsoleLoading />}>
        <Page />
      </Suspense>
    );
  };
}

const SuspendedLoginPage = withSuspense(LoginPage);
const SuspendedAdminDashboard = withSuspense(AdminDashboard);
const SuspendedCentreList = withSuspense(CentreList);
const SuspendedCentreShow = withSuspense(CentreShow);
const SuspendedCentreCreate = withSuspense(CentreCreate);
const SuspendedImportJobList = withSuspense(ImportJobList);
const SuspendedImportJobShow = withSuspense(ImportJobShow);
const SuspendedBulkUpload = withSuspense(BulkUploadPage);
const SuspendedUserList = withSuspense(UserList);
const SuspendedRoleList = withSuspense(RoleList);
const SuspendedReports = withSuspense(ReportsPage);
const SuspendedProfile = withSuspense(ProfilePage);
const SuspendedAccreditation = withSuspense(AccreditationPage);
const SuspendedConfigEditor = withSuspense(ConfigEditorPage);
const SuspendedRegister = withSuspense(RegisterPage);
const SuspendedConfirmRegistration = withSuspense(ConfirmRegistrationPage);
const SuspendedAcceptInvitation = withSuspense(AcceptInvitationPage);
const SuspendedAuditLog = withSuspense(AuditLogList);
const SuspendedInspectionList = withSuspense(InspectionList);
const SuspendedInspectionShow = withSuspense(InspectionShow);
const SuspendedInspectionCreate = withSuspense(InspectionCreate);
const SuspendedInspectionCapture = withSuspense(InspectionCapture);
const SuspendedJobs = withSuspense(JobsPage);
const SuspendedRetention = withSuspense(RetentionPage);
const SuspendedCentreReads = withSuspense(CentreReadList);
const SuspendedHolidayList = withSuspense(HolidayList);
const SuspendedHolidayCreate = withSuspense(HolidayCreate);
const SuspendedHolidayEdit = withSuspense(HolidayEdit);
const SuspendedAppealList = withSuspense(AppealList);
const SuspendedAppealShow = withSuspense(AppealShow);
const SuspendedConflictList = withSuspense(ConflictList);
const SuspendedConflictCreate = withSuspense(ConflictCreate);
const SuspendedPrivacyRequestList = withSuspense(PrivacyRequestList);
const SuspendedPrivacyRequestShow = withSuspense(PrivacyRequestShow);
const SuspendedBreachList = withSuspense(BreachList);
const SuspendedBreachShow = withSuspense(BreachShow);
const SuspendedBreachCreate = withSuspense(BreachCreate);

/** A signed-in account without a role (self-registered) lands on the dashboard it cannot read yet. */
const NO_ROLE_YET = 'console.dashboard.noRole';

/** The console's home: / and the sign-in's landing. */
function ToDashboard() {
  return <Navigate to="/admin-dashboard" replace />;
}

export function App() {
  // Without a router around it react-admin falls back to hash URLs (/#/login); the server
  // serves real paths such as /login and /admin-dashboard, so the router uses the history API.
  return (
    <BrowserRouter>
      <ConsoleAdmin
        title="CBT Centre Accreditation Portal"
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        queryClient={queryClient}
        dataProvider={consoleDataProvider}
        loginPage={SuspendedLoginPage}
        theme={theme}
        // requireAuth already sent visitors to /login, so an unknown path here means a signed-in admin,
        // who is told the page does not exist (DECISIONS §10 overrides SPEC's jump to the dashboard).
        catchAll={ConsoleNotFound}
        requireAuth
        // react-admin would otherwise report this deployment's hostname to its vendor.
        disableTelemetry
      >
        {/* The resource's name is its path: the list lives at /admin-centres as SPEC's route table says;
            its Show and Create views also answer at SPEC's /admin-centre/{id} and /cbt-centre below. */}
        <Resource name={CENTRES} list={SuspendedCentreList} show={SuspendedCentreShow} create={SuspendedCentreCreate} />
        {/* Bulk uploads: the upload itself is SPEC's /bulk-upload page; each upload has its Show view. */}
        <Resource name={IMPORT_JOBS} list={SuspendedImportJobList} show={SuspendedImportJobShow} />
        <Resource name={AUDIT_EVENTS} list={SuspendedAuditLog} />
        <Resource name={CENTRE_READS} list={SuspendedCentreReads} />
        <Resource name={USERS} list={SuspendedUserList} />
        <Resource name={ROLES} list={SuspendedRoleList} />
        {/* /admin-accreditation; its configuration editor stays a custom route below (/admin-accreditation/config). */}
        <Resource name={ACCREDITATION} list={SuspendedAccreditation} />
        {/* Inspection visits: the list, a visit's Show, scheduling (Create) and the inspector's phone page as its Edit (/admin-inspections/{id}). */}
        <Resource name={INSPECTIONS} list={SuspendedInspectionList} show={SuspendedInspectionShow} create={SuspendedInspectionCreate} edit={SuspendedInspectionCapture} />
        {/* /admin-jobs: the queues and the failed jobs, for super admins (jobs.manage). */}
        <Resource name={JOBS} list={SuspendedJobs} />
        {/* /admin-retention: what is due for erasure and the legal holds (privacy.retention, DECISIONS §10). */}
        <Resource name={RETENTION} list={SuspendedRetention} />
        {/* /admin-holidays: the public holidays working days skip; changed by super admins. */}
        <Resource name={HOLIDAYS} list={SuspendedHolidayList} create={SuspendedHolidayCreate} edit={SuspendedHolidayEdit} />
        {/* /admin-appeals: the centres' appeals (DECISIONS §10), decided from the Show view's dialog. */}
        <Resource name={APPEALS} list={SuspendedAppealList} show={SuspendedAppealShow} />
        {/* /admin-conflicts: the signed-in person's declared conflicts of interest (DECISIONS §10). */}
        <Resource name={CONFLICTS} list={SuspendedConflictList} create={SuspendedConflictCreate} />
        {/* The data protection officer (DECISIONS §10): people's data requests and the breach register. */}
        <Resource name={PRIVACY_REQUESTS} list={SuspendedPrivacyRequestList} show={SuspendedPrivacyRequestShow} />
        <Resource name={PRIVACY_BREACHES} list={SuspendedBreachList} show={SuspendedBreachShow} create={SuspendedBreachCreate} />
        <CustomRoutes>
          <Route path="/" element={<ToDashboard />} />
          <Route path="/admin-dashboard" element={
              <DashboardOrOwnScreen message={NO_ROLE_YET}>
                <SuspendedAdminDashboard />
              </DashboardOrOwnScreen>
            } />
          {/* The trailing *: the centre page's tabs have their own addresses (/admin-centre/{id}/documents, ...). */}
          <Route path="/admin-centre/:id/*" element={
              <RequireAccess resource="admin-centres" action="show">
                <SuspendedCentreShow />
              </RequireAccess>
            } />
          <Route path="/cbt-centre" element={
              <RequireAccess resource="admin-centres" action="create">
                <SuspendedCentreCreate />
              </RequireAccess>
            } />
          <Route path="/bulk-upload" element={
              <RequireAccess resource={IMPORT_JOBS} action="create">
                <SuspendedBulkUpload />
              </RequireAccess>
            } />
          <Route path="/admin-reports" element={
              <RequireAccess resource="admin-reports">
                <SuspendedReports />
              </RequireAccess>
            } />
          <Route path="/admin-profile" element={
              <RequireAccess resource="admin-profile">
                <SuspendedProfile />
              </RequireAccess>
            } />
          <Route path="/admin-accreditation/config" element={
              <RequireAccess resource="admin-accreditation" action="configure">
                <SuspendedConfigEditor />
              </RequireAccess>
            } />
        </CustomRoutes>
        {/* Outside the layout and open to visitors: account registration, the page its emailed link opens, and a staff invitation's page. */}
        <CustomRoutes noLayout>
          <Route path="/register" element={<SuspendedRegister />} />
          <Route path={CONFIRM_REGISTRATION_PATH} element={<SuspendedConfirmRegistration />} />
          <Route path={ACCEPT_INVITATION_PATH} element={<SuspendedAcceptInvitation />} />
        </CustomRoutes>
      </ConsoleAdmin>
    </BrowserRouter>
  );
}
