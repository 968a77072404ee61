import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { AccessDenied, Loading, useAuthProvider, useCanAccess } from 'react-admin';
import { LANDING_SCREENS } from './screens';

/**
 * The first landing screen (access/screens.ts) the signed-in person may use; null when there is none. Asked only when the dashboard is refused.
 */
function useOwnFirstScreen(enabled: boolean) {
  const authProvider = useAuthProvider();
  return useQuery({
    queryKey: ['auth', 'canAccess', 'own-first-screen'],
    enabled,
    queryFn: async () => {
      for (const screen of LANDING_SCREENS) {
        if (await authProvider?.canAccess?.({ resource: screen.resource, action: screen.action })) return screen.to;
      }
      return null;
    },
  });
}

/**
 * The dashboard counts centres; a role that reads none of them (the inspector, the data protection
 * officer) lands on its own first screen instead: the sign-in and every "home" link open
 * /admin-dashboard, and the access-denied page there told an inspector they held no role. Only an
 * account that may use no screen at all (self-registered, no role yet) reads `message`.
 */
export function DashboardOrOwnScreen({ message, children }: { message: string; children: ReactNode }) {
  const dashboard = useCanAccess({ resource: 'admin-dashboard', action: 'list' });
  const own = useOwnFirstScreen(dashboard.canAccess === false);
  if (dashboard.isPending || (dashboard.canAccess === false && own.isPending)) return <Loading />;
  if (dashboard.canAccess) return <>{children}</>;
  if (own.data) return <Navigate to={own.data} replace />;
  return <AccessDenied textSecondary={message} />;
}
