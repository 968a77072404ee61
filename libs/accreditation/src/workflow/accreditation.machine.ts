import { setup, transition, type SnapshotFrom } from 'xstate';
import type { AccreditationStatus } from '#contracts';

/** The stage being approved and how many the bound configuration has. */
export type AccreditationMachineEvent = { type: 'APPROVE_STAGE'; stageNumber: number; totalStages: number } | { type: 'REJECT' } | { type: 'WITHDRAW' };

/**
 * SPEC §4's accreditation as a pure xstate machine: stages are approved one after another
 * (in_progress until the last, then approved); a rejection ends it. A suspension or revocation of the
 * accreditation in force withdraws a running later cycle (DECISIONS §10; centres' renewal-withdrawal.ts
 * writes it). Approved, rejected and withdrawn are final.
 */
export const accreditationMachine = setup({
  types: { events: {} as AccreditationMachineEvent },
  guards: {
    isLastStage: ({ event }) => event.type === 'APPROVE_STAGE' && event.stageNumber >= event.totalStages,
  },
}).createMachine({
  id: 'accreditation',
  initial: 'pending',
  states: {
    pending: {
      on: {
        APPROVE_STAGE: [{ target: 'approved', guard: 'isLastStage' }, { target: 'in_progress' }],
        REJECT: { target: 'rejected' },
        WITHDRAW: { target: 'withdrawn' },
      },
    },
    in_progress: {
      on: {
        APPROVE_STAGE: [{ target: 'approved', guard: 'isLastStage' }, { target: 'in_progress', reenter: true }],
        REJECT: { target: 'rejected' },
        WITHDRAW: { target: 'withdrawn' },
      },
    },
    approved: { type: 'final' },
    rejected: { type: 'final' },
    withdrawn: { type: 'final' },
  },
});

type Snapshot = SnapshotFrom<typeof accreditationMachine>;

function snapshotAt(status: AccreditationStatus): Snapshot {
  return accreditationMachine.resolveState({ value: status, context: {} as never });
}

/** The status after the event, or null when the machine refuses it (the accreditation is over). */
export function nextAccreditationStatus(status: AccreditationStatus, event: AccreditationMachineEvent): AccreditationStatus | null {
  const from = snapshotAt(status);
  if (!from.can(event)) return null;
  const [next] = transition(accreditationMachine, from, event);
  return next.value as AccreditationStatus;
}

/** Whether stages can still be approved or the accreditation rejected. */
export function isActiveAccreditation(status: AccreditationStatus): boolean {
  return nextAccreditationStatus(status, { type: 'REJECT' }) !== null;
}
