import type { EntityManager } from 'typeorm';
import { CENTRE_STATUS_LABELS, IN_FORCE_STANDINGS, isInGoodStanding, LETTER_MSG, MSG, STANDING_LABELS, TRUST_MSG } from '#contracts';
import { AppError, currentTime } from '#platform';
import type { ActionHistory, Centre, HistoryActor } from '#centres';
import { Accreditation } from './accreditation.entity.js';
import { grantWithSnapshot } from './accreditation-snapshot.js';
import { isActiveAccreditation } from './accreditation.machine.js';

/**
 * A centre's accreditations over time (DECISIONS §9). The current one is the newest cycle: the staged
 * workflow and accreditation management act on it. The one in force is the granted one whose standing
 * is accredited, suspended or expired: its letter, standing changes and the public answers read it.
 * Until a new cycle is granted, the earlier one stays in force.
 */

const lockOf = (lock: boolean) => (lock ? { lock: { mode: 'pessimistic_write' as const } } : {});

export function currentAccreditation(manager: EntityManager, centreId: string, lock = false): Promise<Accreditation | null> {
  return manager.findOne(Accreditation, { where: { centreId, isCurrent: true }, ...lockOf(lock) });
}

export async function inForceAccreditation(manager: EntityManager, centreId: string, lock = false): Promise<Accreditation | null> {
  const rows = await manager.find(Accreditation, { where: IN_FORCE_STANDINGS.map((standing) => ({ centreId, standing })), ...lockOf(lock) });
  return rows[0] ?? null;
}

/**
 * The accreditation whose letter the centre holds: the one in force, else the newest granted one
 * (revoked or superseded), so a refusal can say why.
 */
export async function letterAccreditation(manager: EntityManager, centreId: string, lock = false): Promise<Accreditation | null> {
  return (await inForceAccreditation(manager, centreId, lock)) ?? manager.findOne(Accreditation, { where: { centreId, status: 'approved' }, order: { cycle: 'DESC' }, ...lockOf(lock) });
}

/**
 * Whether a new cycle may start for this centre, beside the gate of documents: only a centre approved
 * for autotest is accredited; a running accreditation is finished first; and a centre that already
 * has one is accredited again only after its registration and autotest were approved again since the
 * last cycle began (after a reset or a query), which the history's order tells without comparing clocks.
 */
export async function assertNewCycleAllowed(manager: EntityManager, centre: Centre, current: Accreditation | null): Promise<void> {
  if (centre.autotestDecision !== 'approved') throw AppError.conflict(MSG.accreditationNeedsPassedAutotest);
  if (centre.status !== 'autotest_approved') throw AppError.conflict(MSG.accreditationNeedsAutotestApproval(CENTRE_STATUS_LABELS[centre.status]));
  if (!current) return;
  if (isActiveAccreditation(current.status)) throw AppError.conflict(MSG.accreditationExists);
  const [row] = (await manager.query(
    `SELECT EXISTS (SELECT 1 FROM centre_actions WHERE centre_id = $1 AND action = 'approve-autotest'
       AND seq > (SELECT COALESCE(max(seq), 0) FROM centre_actions WHERE centre_id = $1 AND action = 'accreditation_initialized')) AS reviewed`,
    [centre.id],
  )) as Array<{ reviewed: boolean }>;
  if (!row?.reviewed) throw AppError.conflict(TRUST_MSG.accreditationNeedsNewReview);
}

/**
 * Grants a cycle in the approving transaction: the earlier accreditation in force (if any) becomes
 * superseded first (one in force per centre), then this one takes its snapshot and stands accredited.
 */
export async function grantCycle(manager: EntityManager, history: ActionHistory, centre: Centre, accreditationId: string, actor: HistoryActor): Promise<void> {
  const [superseded] = (await manager.query(
    `UPDATE accreditations SET standing = 'superseded', superseded_by = $2, standing_changed_at = $4, version = version + 1, updated_at = now()
      WHERE centre_id = $1 AND id <> $2 AND standing = ANY($3) RETURNING id`,
    [centre.id, accreditationId, [...IN_FORCE_STANDINGS], currentTime()],
  )) as [Array<{ id: string }>, number];
  for (const { id } of superseded) {
    await history.append(manager, centre.id, {
      action: 'accreditation_superseded',
      fromStatus: centre.status,
      toStatus: centre.status,
      actor,
      data: { accreditationId: id, supersededBy: accreditationId, toStanding: 'superseded' },
    });
  }
  await grantWithSnapshot(manager, accreditationId, currentTime());
}

/** The letter of the accreditation in force, only while it stands (DECISIONS §9): else a worded 404 or 409. */
export function assertLetterAvailable(accreditation: Accreditation | null, centreStatus: string): Accreditation {
  if (!accreditation || accreditation.status !== 'approved' || !accreditation.standing) throw AppError.notFound(LETTER_MSG.notAccredited);
  if (isInGoodStanding(accreditation.standing, centreStatus)) return accreditation;
  if (accreditation.standing === 'accredited') throw AppError.conflict(TRUST_MSG.letterWithdrawn);
  throw AppError.conflict(TRUST_MSG.letterNeedsGoodStanding(STANDING_LABELS[accreditation.standing]));
}
