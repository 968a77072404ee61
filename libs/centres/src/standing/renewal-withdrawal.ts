import type { EntityManager } from 'typeorm';
import { currentTime, type OutboxService } from '#platform';
import type { Centre } from '../centre/centre.entity.js';
import type { ActionHistory, HistoryActor } from '../history/action-history.js';
import { TrustEvent } from '../mail/trust-events.js';

/** Why a renewal was withdrawn: the accreditation it renews was suspended or revoked. */
export type WithdrawalCause = 'suspended' | 'revoked';

/**
 * DECISIONS §10 (due process): a suspension or a revocation withdraws a renewal in flight; only
 * reinstate lifts a suspension and a revoked accreditation never returns to good standing. A later
 * cycle granted after the decision would supersede the suspended or revoked accreditation and put the
 * centre back in good standing past the decision, so the running cycle (a renewal, or an
 * accreditation after a new review) ends here as `withdrawn`, in the transaction of the suspension or
 * revocation, with its history entry and the centre's email (docs/TRUST.md "Validity, expiry and
 * renewal").
 *
 * Written in SQL here because both the super admin's decision (the accreditation lib) and a failed
 * autotest (this lib) call it; `pending` and `in_progress` are the accreditation machine's running
 * states, whose WITHDRAW event leads to `withdrawn` (accreditation.machine.ts).
 */
export async function withdrawRunningRenewal(
  manager: EntityManager,
  history: ActionHistory,
  outbox: OutboxService,
  centre: Centre,
  withdrawal: { cause: WithdrawalCause; inForceAccreditationId: string; actor: HistoryActor; reason: string },
): Promise<string | null> {
  const [rows] = (await manager.query(
    `UPDATE accreditations SET status = 'withdrawn', version = version + 1, updated_at = now()
      WHERE centre_id = $1 AND status IN ('pending', 'in_progress') AND id <> $2 RETURNING id, cycle, kind`,
    [centre.id, withdrawal.inForceAccreditationId],
  )) as [Array<{ id: string; cycle: number; kind: string }>, number];
  const withdrawn = rows[0];
  if (!withdrawn) return null;
  await history.append(manager, centre.id, {
    action: 'renewal_withdrawn',
    fromStatus: centre.status,
    toStatus: centre.status,
    actor: withdrawal.actor,
    note: { kind: 'reason', text: withdrawal.reason },
    data: { accreditationId: withdrawn.id, cycle: withdrawn.cycle, kind: withdrawn.kind, cause: withdrawal.cause, inForceAccreditationId: withdrawal.inForceAccreditationId, accreditationStatus: 'withdrawn' },
  });
  await outbox.record(manager, TrustEvent.RenewalWithdrawn, {
    centreId: centre.id,
    email: centre.AdminEmail,
    centreName: centre.CentreName,
    reference: centre.ReferenceNumber,
    standing: withdrawal.cause,
    text: withdrawal.reason,
    accreditationId: withdrawn.id,
    state: centre.State,
    at: currentTime().toISOString(),
  });
  return withdrawn.id;
}
