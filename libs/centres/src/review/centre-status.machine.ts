import { setup, transition, type SnapshotFrom } from 'xstate';
import { CENTRE_ACTIONS, CENTRE_STATUSES, CENTRE_TRANSITIONS, type CentreAction, type CentreStatus } from '#contracts';

/** What the machine needs to know about the caller: only national admins approve for autotest. */
export interface ReviewContext {
  isNational: boolean;
}

export type ReviewEvent = { type: CentreAction; isNational: boolean };

/** Where a centre comes from: public pre-registration, an admin's simple create, or a bulk import. */
export type CentreSource = 'public' | 'admin' | 'import';
export type CreationEvent = { type: 'create'; source: CentreSource };

/**
 * SPEC §4's centre status table as a pure xstate machine: the only way a centre's status changes.
 * Built from CENTRE_TRANSITIONS so the table the screens show and the rules the server enforces
 * are one and the same.
 */
export const centreStatusMachine = setup({
  types: { events: {} as ReviewEvent | CreationEvent },
  guards: {
    isNationalAdmin: ({ event }) => event.type !== 'create' && event.isNational,
    // A centre the council itself enters (admin create, import) is approved for registration by that act.
    createdByCouncil: ({ event }) => event.type === 'create' && (event.source === 'admin' || event.source === 'import'),
  },
}).createMachine({
  id: 'centreStatus',
  initial: 'new',
  states: Object.fromEntries([
    ['new', { on: { create: [{ target: 'registration_approved', guard: 'createdByCouncil' as const }, { target: 'pending' }] } }],
    ...CENTRE_STATUSES.map((status) => [
      status,
      {
        on: Object.fromEntries(
          Object.entries(CENTRE_TRANSITIONS[status]).map(([action, target]) => [
            action,
            action === 'approve-autotest' ? { target, guard: 'isNationalAdmin' as const } : { target, reenter: target === status },
          ]),
        ),
      },
    ]),
  ]) as never,
});

type Snapshot = SnapshotFrom<typeof centreStatusMachine>;

function snapshotAt(status: CentreStatus): Snapshot {
  return centreStatusMachine.resolveState({ value: status, context: {} as never });
}

/** The status a new centre enters with, by its source: the machine's creation event. */
export function creationStatus(source: CentreSource): CentreStatus {
  const [next] = transition(centreStatusMachine, centreStatusMachine.resolveState({ value: 'new', context: {} as never }), { type: 'create', source });
  return next.value as CentreStatus;
}

/** Whether the status table has the action at all for this status (ignoring who asks). */
export function isOffered(status: CentreStatus, action: CentreAction): boolean {
  return action in CENTRE_TRANSITIONS[status];
}

/** The status after the action, or null when the machine refuses it for this caller. */
export function nextStatus(status: CentreStatus, action: CentreAction, caller: ReviewContext): CentreStatus | null {
  const from = snapshotAt(status);
  const event: ReviewEvent = { type: action, isNational: caller.isNational };
  if (!from.can(event)) return null;
  const [next] = transition(centreStatusMachine, from, event);
  return next.value as CentreStatus;
}

/** The actions this caller may take on a centre in this status: the buttons the console shows. */
export function availableActions(status: CentreStatus, caller: ReviewContext): CentreAction[] {
  return CENTRE_ACTIONS.filter((action) => nextStatus(status, action, caller) !== null);
}
