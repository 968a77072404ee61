import type { EntityManager } from 'typeorm';
import { canSeeState, type StateScope } from '#platform';
import { underAppealSql } from '../due-process/appeal-rows.js';
import { ACCREDITATION_STATUS_LABELS, STANDING_LABELS, type AccreditationStanding, type AccreditationStatus, type CentreAccreditationView } from '#contracts';

/** SPEC §3's accreditation on a centre (the shape in libs/contracts views). */
export type CentreAccreditation = CentreAccreditationView;

const iso = (d: Date | string | null): string | null => (d ? new Date(d).toISOString() : null);

/** The centre's accreditation as SPEC §3 puts it on the Centre record (null when none). */
export async function centreAccreditation(manager: EntityManager, centreId: string): Promise<CentreAccreditation | null> {
  const [a] = (await manager.query(
    `SELECT id, status, current_stage, total_stages_required, rejection_reason, accreditation_letter_sent, accredited_at,
            standing, standing_reason, standing_changed_at, snapshot, ${underAppealSql('accreditations.id')} AS under_appeal FROM accreditations WHERE centre_id = $1 AND is_current`,
    [centreId],
  )) as Array<Record<string, any>>;
  if (!a) return null;
  const approvals = (await manager.query(
    `SELECT stage_number, stage_name, approver_name, approver_email, approval_date, comments FROM accreditation_approvals WHERE accreditation_id = $1 ORDER BY stage_number`,
    [a.id],
  )) as Array<Record<string, any>>;
  return {
    id: a.id,
    status: a.status,
    statusLabel: ACCREDITATION_STATUS_LABELS[a.status as AccreditationStatus],
    currentStage: a.current_stage,
    totalStagesRequired: a.total_stages_required,
    approvals: approvals.map((r) => ({
      stageNumber: r.stage_number,
      stageName: r.stage_name,
      approverName: r.approver_name,
      approverEmail: r.approver_email,
      approvalDate: iso(r.approval_date)!,
      comments: r.comments,
    })),
    rejectionReason: a.rejection_reason,
    accreditationLetterSent: a.accreditation_letter_sent,
    accreditedAt: iso(a.accredited_at),
    standing: a.standing,
    standingLabel: a.standing ? STANDING_LABELS[a.standing as AccreditationStanding] : null,
    standingReason: a.standing_reason,
    standingChangedAt: iso(a.standing_changed_at),
    underAppeal: a.under_appeal === true,
    snapshot: a.snapshot,
  };
}

type DuplicateRow = { id: string; ReferenceNumber: string; CentreName: string; State: string | null; status: string };

/**
 * Other centres with the same Government/RC number, whatever their email (an admin decides whether
 * they are one centre). DECISIONS §9: scope covers every field of every answer, so those outside the
 * reader's states are only counted, never named.
 */
export async function duplicateCentres(manager: EntityManager, centreId: string, scope: StateScope): Promise<{ visible: DuplicateRow[]; outsideScope: number }> {
  const rows = (await manager.query(
    `SELECT d.id, d.reference_number AS "ReferenceNumber", d.centre_name AS "CentreName", d.state AS "State", d.status
       FROM centres c JOIN centres d ON upper(d.government_id) = upper(c.government_id) AND d.id <> c.id
      WHERE c.id = $1 ORDER BY d.created_at LIMIT 200`,
    [centreId],
  )) as DuplicateRow[];
  const visible = rows.filter((r) => canSeeState(scope, r.State));
  return { visible: visible.slice(0, 20), outsideScope: rows.length - visible.length };
}

/** Every accreditation of the centre, newest first (DECISIONS §9: a centre is accredited cycle after cycle). */
export async function accreditationCycles(manager: EntityManager, centreId: string): Promise<Array<Record<string, unknown>>> {
  const rows = (await manager.query(
    `SELECT id, cycle, kind, status, standing, valid_from, valid_until, accredited_at, letter_code FROM accreditations WHERE centre_id = $1 ORDER BY cycle DESC`,
    [centreId],
  )) as Array<Record<string, any>>;
  return rows.map((r) => ({
    id: r.id,
    cycle: r.cycle,
    kind: r.kind,
    status: r.status,
    standing: r.standing,
    validFrom: iso(r.valid_from),
    validUntil: iso(r.valid_until),
    accreditedAt: iso(r.accredited_at),
    letterCode: r.letter_code,
  }));
}

/** What the centre detail's record adds to SPEC §3's: accreditation and its cycles, duplicates, pending change requests. */
export async function centreTrustExtras(manager: EntityManager, centreId: string, scope: StateScope): Promise<Record<string, unknown>> {
  const [accreditation, cycles, duplicates, pending] = await Promise.all([
    centreAccreditation(manager, centreId),
    accreditationCycles(manager, centreId),
    duplicateCentres(manager, centreId, scope),
    manager.query(`SELECT count(*)::int AS n FROM centre_change_requests WHERE centre_id = $1 AND status = 'pending'`, [centreId]) as Promise<Array<{ n: number }>>,
  ]);
  return {
    accreditation,
    accreditationCycles: cycles,
    possibleDuplicate: duplicates.visible.length + duplicates.outsideScope > 0,
    duplicates: duplicates.visible,
    duplicatesOutsideScope: duplicates.outsideScope,
    pendingChangeRequests: pending[0]?.n ?? 0,
  };
}
