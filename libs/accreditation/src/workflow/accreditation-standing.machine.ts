import { setup, transition, type SnapshotFrom } from 'xstate';
import type { AccreditationStanding, StandingAction } from '#contracts';

export type StandingEvent =
  | { type: 'SUSPEND' }
  | { type: 'REINSTATE' }
  | { type: 'REVOKE' }
  | { type: 'AUTOTEST_FAILED' }
  | { type: 'EXPIRE' }
  | { type: 'SUPERSEDE' }
  /** DECISIONS §10: an allowed appeal against a revocation restores the standing the revocation took. */
  | { type: 'REVOCATION_APPEAL_ALLOWED'; restore: 'accredited' | 'suspended' | 'expired' };

/**
 * The live standing of a granted accreditation (DECISIONS §8-9), beside the staged workflow's
 * machine: a failed autotest or a super admin suspends it, a super admin reinstates or revokes it,
 * its validity ends it (expired), a later grant replaces it (superseded). Superseded is final; revoked is
 * final but for an allowed appeal against the revocation, which restores what the revocation took
 * (DECISIONS §10: the appeal finds the revocation should not have been made).
 */
export const standingMachine = setup({
  types: { events: {} as StandingEvent },
  guards: {
    restoresAccredited: ({ event }) => event.type === 'REVOCATION_APPEAL_ALLOWED' && event.restore === 'accredited',
    // A revocation of an accreditation whose validity had ended took an expired one: that is what comes back.
    restoresExpired: ({ event }) => event.type === 'REVOCATION_APPEAL_ALLOWED' && event.restore === 'expired',
  },
}).createMachine({
  id: 'accreditationStanding',
  initial: 'accredited',
  states: {
    accredited: { on: { SUSPEND: 'suspended', AUTOTEST_FAILED: 'suspended', REVOKE: 'revoked', EXPIRE: 'expired', SUPERSEDE: 'superseded' } },
    suspended: { on: { REINSTATE: 'accredited', REVOKE: 'revoked', EXPIRE: 'expired', SUPERSEDE: 'superseded' } },
    expired: { on: { REVOKE: 'revoked', SUPERSEDE: 'superseded' } },
    revoked: { on: { REVOCATION_APPEAL_ALLOWED: [{ target: 'accredited', guard: 'restoresAccredited' }, { target: 'expired', guard: 'restoresExpired' }, { target: 'suspended' }] } },
    superseded: { type: 'final' },
  },
});

const EVENT: Record<StandingAction, StandingEvent['type']> = { suspend: 'SUSPEND', reinstate: 'REINSTATE', revoke: 'REVOKE' };

export function standingEventOf(action: StandingAction): StandingEvent {
  return { type: EVENT[action] } as StandingEvent;
}

/** The standing after the event, or null when the machine refuses it. */
export function nextStanding(standing: AccreditationStanding, event: StandingEvent): AccreditationStanding | null {
  const from: SnapshotFrom<typeof standingMachine> = standingMachine.resolveState({ value: standing, context: {} as never });
  if (!from.can(event)) return null;
  const [next] = transition(standingMachine, from, event);
  return next.value as AccreditationStanding;
}
