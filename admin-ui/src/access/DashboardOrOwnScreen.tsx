import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { AccessDenied, Loading, useCanAccess } from 'react-admin';

/**
 * The dashboard counts centres; a role that reads none of them (the data protection officer) lands
 * on its own first screen instead of being told it has no role. An account without a role still
 * reads `message`.
 */
export function DashboardOrOwnScreen({ message, children }: { message: string; children: ReactNode }) {
  const dashboard = useCanAccess({ resource: 'admin-dashboard', action: 'list' });
  const requests = useCanAccess({ resource: 'admin-privacy-requests', action: 'list' });
  if (dashboard.isPending || (dashboard.canAccess === false && requests.isPending)) return <Loading />;
  if (dashboard.canAccess) return <>{children}</>;
  if (requests.canAccess) return <Navigate to="/admin-privacy-requests" replace />;
  return <AccessDenied textSecondary={message} />;
}
