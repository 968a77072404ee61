import type { ReactNode } from 'react';
import { AccessDenied, CanAccess } from 'react-admin';
import { ConsoleLoading } from '../layout/ConsoleLoading';

/**
 * A custom route's guard: the page shows only when authProvider.canAccess allows the action on
 * the resource, and react-admin's access-denied page otherwise. The server refuses on its own too.
 */
export function RequireAccess({ resource, action = 'list', message, children }: { resource: string; action?: string; message?: string; children: ReactNode }) {
  return (
    <CanAccess resource={resource} action={action} loading={<ConsoleLoading />} accessDenied={<AccessDenied textSecondary={message} />}>
      {children}
    </CanAccess>
  );
}
