import type { EntityManager } from 'typeorm';
import { withinAppealDeadline, type AppealStatus, type AppealView, type DecisionKind, type DecisionView, type StaffAppealView } from '#contracts';

/** A centre_decisions row with its appeal, if any. */
export interface DecisionRow {
  id: string;
  centre_id: string;
  kind: DecisionKind;
  reasons: string;
  accreditation_id: string | null;
  from_state: string;
  to_state: string;
  decided_by: string | null;
  at: Date;
  appeal_until: Date;
  /** A suspension until a date, a delisting for a period: when it ends by itself. */
  until: Date | null;
  appeal_id: string | null;
}

/** A centre_appeals row joined with its decision and centre. */
export interface AppealRow {
  id: string;
  decision_id: string;
  centre_id: string;
  grounds: string;
  status: AppealStatus;
  outcome_reasons: string | null;
  decided_by: string | null;
  decided_at: Date | null;
  version: number;
  created_at: Date;
  kind: DecisionKind;
  reasons: string;
  accreditation_id: string | null;
  from_state: string;
  to_state: string;
  decision_by: string | null;
  decision_at: Date;
  appeal_until: Date;
  centre_name: string;
  reference_number: string;
  state: string | null;
  admin_email: string;
  language: string;
}

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

export const APPEAL_SELECT = `SELECT a.*, d.kind, d.reasons, d.accreditation_id, d.from_state, d.to_state, d.decided_by AS decision_by, d.at AS decision_at, d.appeal_until,
    c.centre_name, c.reference_number, c.state, c.admin_email, c.language
  FROM centre_appeals a JOIN centre_decisions d ON d.id = a.decision_id JOIN centres c ON c.id = a.centre_id`;

export async function decisionsOf(manager: EntityManager, centreId: string): Promise<DecisionRow[]> {
  return (await manager.query(
    `SELECT d.*, a.id AS appeal_id FROM centre_decisions d LEFT JOIN centre_appeals a ON a.decision_id = d.id WHERE d.centre_id = $1 ORDER BY d.at DESC, d.id`,
    [centreId],
  )) as DecisionRow[];
}

export function toDecisionView(row: DecisionRow, now: Date): DecisionView {
  return {
    id: row.id,
    kind: row.kind,
    reasons: row.reasons,
    at: iso(row.at)!,
    appealUntil: iso(row.appeal_until)!,
    appealable: !row.appeal_id && withinAppealDeadline(row.appeal_until, now),
    appealId: row.appeal_id,
    until: iso(row.until),
  };
}

export function toAppealView(row: AppealRow): AppealView {
  return {
    id: row.id,
    decisionId: row.decision_id,
    decisionKind: row.kind,
    grounds: row.grounds,
    status: row.status,
    outcomeReasons: row.outcome_reasons,
    createdAt: iso(row.created_at)!,
    decidedAt: iso(row.decided_at),
  };
}

export function toStaffAppealView(row: AppealRow): StaffAppealView {
  return {
    ...toAppealView(row),
    centreId: row.centre_id,
    centreName: row.centre_name,
    reference: row.reference_number,
    state: row.state,
    decisionReasons: row.reasons,
    decisionAt: iso(row.decision_at)!,
    appealUntil: iso(row.appeal_until)!,
    decidedBy: row.decided_by,
    version: row.version,
  };
}

/**
 * Whether the centre has an open appeal against a suspension or revocation of the accreditation:
 * the register, /verify and the headline say "under appeal" exactly while one is open (DECISIONS §10).
 * `accreditation` is an SQL expression naming the accreditation's id.
 */
export function underAppealSql(accreditation: string): string {
  return `EXISTS (SELECT 1 FROM centre_appeals ua JOIN centre_decisions ud ON ud.id = ua.decision_id
      WHERE ud.accreditation_id = ${accreditation} AND ua.status = 'open' AND ud.kind IN ('suspension', 'revocation'))`;
}
