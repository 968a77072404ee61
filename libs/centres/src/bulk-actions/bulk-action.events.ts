import type { Permission } from '#contracts';
import type { AdminPrincipal, StateScope } from '#platform';

/** Outbox event asking for a bulk decision job (stored: never rename). Routed to JobName.BulkCentreActions. */
export const BULK_ACTION_REQUESTED = 'centres.bulk_action_requested';

export const BULK_ACTIONS = ['approve', 'approve-autotest', 'reject', 'query'] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

/**
 * The admin as they were when they asked: the job decides with the scope and permissions of that
 * moment, and every history entry names them.
 */
export interface BulkActor {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  scope: StateScope;
  permissions: Permission[];
}

export interface BulkActionRequested {
  jobId: string;
  actor: BulkActor;
}

export function actorOf(admin: AdminPrincipal): BulkActor {
  return { id: admin.id, email: admin.email, firstName: admin.firstName, lastName: admin.lastName, scope: admin.scope, permissions: [...admin.permissions] };
}

/** The principal the review logic expects, rebuilt from the request's snapshot. */
export function principalOf(actor: BulkActor): AdminPrincipal {
  return {
    kind: 'admin',
    id: actor.id,
    email: actor.email,
    firstName: actor.firstName,
    lastName: actor.lastName,
    roles: [],
    level: actor.scope.all ? 'national' : 'state',
    isSuperAdmin: false,
    scope: actor.scope,
    permissions: new Set(actor.permissions),
    // The snapshot holds the scope the request was narrowed to (DECISIONS §9): one entry with it.
    power: [{ role: 'bulk-action', level: actor.scope.all ? 'national' : 'state', permissions: actor.permissions, states: actor.scope.all ? 'all' : actor.scope.states }],
  };
}
