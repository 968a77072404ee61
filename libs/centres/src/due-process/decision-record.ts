import type { EntityManager } from 'typeorm';
import { APPEAL_LIMITS, appealUntilOf, councilDay, type DecisionKind } from '#contracts';
import { currentTime } from '#platform';

export interface DecisionInput {
  centreId: string;
  kind: DecisionKind;
  reasons: string;
  /** The accreditation a suspension or revocation acted on. */
  accreditationId?: string | null;
  /** The centre status (a rejection) or the standing (a suspension, a revocation) before and after. */
  fromState: string;
  toState: string;
  /** The staff member who decided; null for the system (a failed autotest). */
  decidedBy: string | null;
  /** A suspension until a date, a delisting for a period: the moment it ends by itself. */
  until?: Date | null;
}

export interface RecordedDecision {
  id: string;
  at: Date;
  appealUntil: Date;
  /** The last day of the right of appeal as the council's day (YYYY-MM-DD), for the centre's email. */
  appealUntilDay: string;
}

/** `appealDays` of the configuration in force; the default until a configuration exists. */
export async function appealDaysNow(manager: EntityManager): Promise<number> {
  const [row] = (await manager.query('SELECT appeal_days FROM accreditation_configs ORDER BY version DESC LIMIT 1')) as Array<{ appeal_days: number }>;
  return row?.appeal_days ?? APPEAL_LIMITS.defaultAppealDays;
}

/**
 * DECISIONS §10: a decision against a centre is recorded, in the transaction that makes it, with its
 * reasons, its decider and the end of the right of appeal, so the centre can answer it and the
 * appeal is decided by someone else. Written in SQL here: the review (this lib) and the standing
 * changes (the accreditation lib, a failed autotest here) all call it.
 */
export async function recordDecision(manager: EntityManager, input: DecisionInput): Promise<RecordedDecision> {
  const at = currentTime();
  const appealUntil = appealUntilOf(at, await appealDaysNow(manager));
  const [row] = (await manager.query(
    `INSERT INTO centre_decisions (centre_id, kind, reasons, accreditation_id, from_state, to_state, decided_by, at, appeal_until, until)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
    [input.centreId, input.kind, input.reasons, input.accreditationId ?? null, input.fromState, input.toState, input.decidedBy, at, appealUntil, input.until ?? null],
  )) as Array<{ id: string }>;
  return { id: row!.id, at, appealUntil, appealUntilDay: councilDay(appealUntil) };
}
