import { setup, transition, type SnapshotFrom } from 'xstate';
import type { InspectionStatus } from '#contracts';

export type InspectionVisitEvent = { type: 'RECORD' } | { type: 'SUBMIT' } | { type: 'COUNTERSIGN' } | { type: 'CANCEL' };

/**
 * An inspection visit: findings and photos are recorded while it is scheduled; submitting freezes
 * them (the readiness is kept as submitted); a second inspector may then countersign. A scheduled
 * visit may be cancelled; submitted visits stay as evidence. Who may send each event is the service's
 * rule (the visit's inspectors, a different one to countersign).
 */
export const inspectionVisitMachine = setup({
  types: { events: {} as InspectionVisitEvent },
}).createMachine({
  id: 'inspectionVisit',
  initial: 'scheduled',
  states: {
    scheduled: {
      on: { RECORD: { target: 'scheduled', reenter: true }, SUBMIT: { target: 'submitted' }, CANCEL: { target: 'cancelled' } },
    },
    submitted: { on: { COUNTERSIGN: { target: 'countersigned' } } },
    countersigned: { type: 'final' },
    cancelled: { type: 'final' },
  },
});

type Snapshot = SnapshotFrom<typeof inspectionVisitMachine>;

/** The status after the event, or null when the machine refuses it. */
export function nextInspectionStatus(status: InspectionStatus, event: InspectionVisitEvent): InspectionStatus | null {
  const from: Snapshot = inspectionVisitMachine.resolveState({ value: status, context: {} as never });
  if (!from.can(event)) return null;
  const [next] = transition(inspectionVisitMachine, from, event);
  return next.value as InspectionStatus;
}
