import type { EntityManager } from 'typeorm';
import type { OutboxService } from '#platform';
import type { Centre } from '../centre/centre.entity.js';
import type { ActionHistory } from '../history/action-history.js';
import { recordDecision } from '../due-process/decision-record.js';
import { TrustEvent } from '../mail/trust-events.js';
import { withdrawRunningRenewal } from '../standing/renewal-withdrawal.js';

export const AUTOTEST_SUSPENSION_REASON = 'The centre failed an autotest after it was accredited.';

/**
 * DECISIONS §9: only a failed autotest (decision rejected) after accreditation suspends it (the
 * standing machine's AUTOTEST_FAILED event: accredited -> suspended; any other standing stays as it
 * is); a pending or other result changes nothing.
 * Runs in the transaction that records the result. (Written in SQL here: the accreditation lib
 * builds on this one, not the other way round.)
 */
export async function suspendAfterFailedAutotest(manager: EntityManager, history: ActionHistory, outbox: OutboxService, centre: Centre, decision: string): Promise<boolean> {
  if (decision !== 'rejected') return false;
  const [rows] = (await manager.query(
    `UPDATE accreditations SET standing = 'suspended', standing_reason = $2, suspended_until = NULL, standing_changed_at = now(), version = version + 1, updated_at = now()
      WHERE centre_id = $1 AND status = 'approved' AND standing = 'accredited' RETURNING id, snapshot`,
    [centre.id, AUTOTEST_SUSPENSION_REASON],
  )) as [Array<{ id: string; snapshot: { CentreName?: string } | null }>, number];
  const suspended = rows[0];
  if (!suspended) return false;
  await history.append(manager, centre.id, {
    action: 'accreditation_suspended',
    fromStatus: centre.status,
    toStatus: centre.status,
    actor: { type: 'system', name: 'autotest' },
    note: { kind: 'reason', text: AUTOTEST_SUSPENSION_REASON },
    data: { accreditationId: suspended.id, fromStanding: 'accredited', toStanding: 'suspended', autotestDecision: decision },
  });
  const appealable = await recordDecision(manager, { centreId: centre.id, kind: 'suspension', reasons: AUTOTEST_SUSPENSION_REASON, accreditationId: suspended.id, fromState: 'accredited', toState: 'suspended', decidedBy: null });
  await outbox.record(manager, TrustEvent.StandingChanged, {
    centreId: centre.id,
    language: centre.language,
    appealUntil: appealable.appealUntilDay,
    email: centre.AdminEmail,
    centreName: suspended.snapshot?.CentreName ?? centre.CentreName,
    reference: centre.ReferenceNumber,
    standing: 'suspended',
    text: AUTOTEST_SUSPENSION_REASON,
    accreditationId: suspended.id,
    state: centre.State,
    at: new Date().toISOString(),
  });
  // DECISIONS §10: the suspension withdraws a renewal in flight.
  await withdrawRunningRenewal(manager, history, outbox, centre, { cause: 'suspended', inForceAccreditationId: suspended.id, actor: { type: 'system', name: 'autotest' }, reason: AUTOTEST_SUSPENSION_REASON });
  return true;
}
