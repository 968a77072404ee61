import { lazy, Suspense, type ReactNode } from 'react';
import { CssBaseline } from '@mui/material';
import { AdminContext, CoreAdminUI, localStorageStore, Notification, type AdminProps } from 'react-admin';
import { ConsoleLoading } from './ConsoleLoading';
import { preloadableLazy } from '../shared/preloadableLazy';

// The signed-in console's frame (app bar, menu) and react-admin's error pages are chunks of their own:
// the login screen needs none of them (docs/PERFORMANCE.md, the JavaScript before the login screen).
const layout = preloadableLazy(() => import('./AdminLayout'));
const ErrorPage = lazy(() => import('./ErrorPages').then((m) => ({ default: m.ErrorPage })));
const AccessDeniedPage = lazy(() => import('./ErrorPages').then((m) => ({ default: m.AccessDeniedPage })));
const AuthenticationErrorPage = lazy(() => import('./ErrorPages').then((m) => ({ default: m.AuthenticationErrorPage })));

/**
 * A stored session is likely still valid: App.tsx fetches the frame while it is checked, not after
 * (and after the requests the page waits on, which go first: docs/PERFORMANCE.md, the console).
 */
export const preloadConsoleFrame = layout.preload;

function ConsoleLayout({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<ConsoleLoading />}>
      <layout.Component>{children}</layout.Component>
    </Suspense>
  );
}

function suspended<P extends object>(Page: React.ComponentType<P>) {
  return function SuspendedErrorPage(props: P) {
    return (
      <Suspense fallback={null}>
        <Page {...props} />
      </Suspense>
    );
  };
}
const SuspendedError = suspended(ErrorPage);
const SuspendedAccessDenied = suspended(AccessDeniedPage);
const SuspendedAuthenticationError = suspended(AuthenticationErrorPage);

type ConsoleAdminProps = Omit<AdminProps, 'layout' | 'error' | 'accessDenied' | 'authenticationError' | 'loading' | 'notification'>;

/**
 * react-admin's <Admin> with every page it draws given: <Admin> falls back on its own layout, login
 * form, error and not-found pages, which then come with the first chunk even when unused. The same
 * parts otherwise: AdminContext (providers, theme, store), CoreAdminUI (routes, auth), the baseline
 * styles and the notifications.
 */
// react-admin's <Admin> keeps its store (the chosen language, list filters) in localStorage; the
// context alone would keep it in memory, and a reload would forget the reader's language.
const defaultStore = localStorageStore();

export function ConsoleAdmin({ authProvider, dataProvider, i18nProvider, queryClient, theme, store = defaultStore, children, ...ui }: ConsoleAdminProps) {
  return (
    <AdminContext authProvider={authProvider} dataProvider={dataProvider} i18nProvider={i18nProvider} queryClient={queryClient} theme={theme} store={store}>
      <CssBaseline enableColorScheme>
        <CoreAdminUI
          {...ui}
          layout={ConsoleLayout}
          loading={ConsoleLoading}
          error={SuspendedError}
          accessDenied={SuspendedAccessDenied}
          authenticationError={SuspendedAuthenticationError}
        >
          {children}
        </CoreAdminUI>
        <Notification />
      </CssBaseline>
    </AdminContext>
  );
}
