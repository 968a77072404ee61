import { Injectable } from '@nestjs/common';
import { APPEAL_LIMITS, APPEAL_OUTCOMES, APPEAL_STATUSES, DUE_PROCESS_MSG, MSG, STANDING_LABELS, TOOK_PART_ROLES, type AppealOutcome, type StaffAppealView } from '#contracts';
import { AppError, canSeeState, currentTime, OutboxService, UnitOfWork, type AdminPrincipal, type FieldError } from '#platform';
import { ActionHistory, adminActor, APPEAL_SELECT, AppealEvent, CentreAccess, dueProcessDocumentsOf, isUuid, ReviewService, scopeSql, toStaffAppealView, TrustEvent, type AppealRow } from '#centres';
import type { EntityManager } from 'typeorm';
import { nextStanding } from '../workflow/accreditation-standing.machine.js';
import { tookPart } from './took-part.js';
import { laterGrantSql } from '../register/on-register-sql.js';

export interface AppealDecisionInput {
  outcome: AppealOutcome;
  reasons: string;
}

export function readAppealDecision(body: unknown): AppealDecisionInput {
  const raw = body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  const errors: FieldError[] = [];
  const outcome = raw.outcome;
  const reasons = typeof raw.reasons === 'string' ? raw.reasons.trim() : '';
  if (!(APPEAL_OUTCOMES as readonly unknown[]).includes(outcome)) errors.push({ path: 'outcome', msg: DUE_PROCESS_MSG.outcomeInvalid });
  if (!reasons) errors.push({ path: 'reasons', msg: DUE_PROCESS_MSG.reasonsRequired });
  else if (reasons.length > APPEAL_LIMITS.reasons) errors.push({ path: 'reasons', msg: DUE_PROCESS_MSG.reasonsTooLong });
  if (errors.length > 0) throw AppError.validation(errors);
  return { outcome: outcome as AppealOutcome, reasons };
}

export interface AppealListQuery {
  status?: unknown;
  page?: unknown;
  limit?: unknown;
}

const wholeOr = (value: unknown, fallback: number, max: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? Math.min(n, max) : fallback;
};

/**
 * Staff's side of due process (DECISIONS §10): the appeals of the centres in the reader's states,
 * and the decision on one by a holder of `appeals.decide` who took no part in the decision appealed.
 * The appeal is claimed first (its version checked in the UPDATE, so of two staff deciding at once
 * one wins and the other gets 409), then an allowed appeal reverses the decision through the state
 * machines, all in one transaction with the history entry and the centre's email.
 */
@Injectable()
export class AppealsService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly access: CentreAccess,
    private readonly history: ActionHistory,
    private readonly outbox: OutboxService,
    private readonly review: ReviewService,
  ) {}

  async list(admin: AdminPrincipal, query: AppealListQuery): Promise<{ appeals: StaffAppealView[]; pagination: { page: number; limit: number; totalCount: number } }> {
    const page = wholeOr(query.page, 1, 100_000);
    const limit = wholeOr(query.limit, 25, 100);
    const params: unknown[] = [];
    const conditions: string[] = [];
    const scoped = scopeSql(admin.scope, params, 'c.state');
    if (scoped) conditions.push(scoped);
    if (typeof query.status === 'string' && (APPEAL_STATUSES as readonly string[]).includes(query.status)) {
      params.push(query.status);
      conditions.push(`a.status = $${params.length}`);
    }
    const where = conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';
    return this.uow.run(async (manager) => {
      const [{ total }] = (await manager.query(`SELECT count(*)::int AS total FROM centre_appeals a JOIN centres c ON c.id = a.centre_id ${where}`, params)) as [{ total: number }];
      const rows = (await manager.query(`${APPEAL_SELECT} ${where} ORDER BY (a.status = 'open') DESC, a.created_at DESC, a.id LIMIT ${limit} OFFSET ${(page - 1) * limit}`, params)) as AppealRow[];
      return { appeals: rows.map(toStaffAppealView), pagination: { page, limit, totalCount: total } };
    });
  }

  async one(admin: AdminPrincipal, id: string): Promise<StaffAppealView> {
    return this.uow.run(async (manager) => {
      const row = await this.find(manager, admin, id);
      // DECISIONS §10: staff decide the appeal seeing the documents the centre attached.
      const documents = await dueProcessDocumentsOf(manager, 'appeal_id', [row.id]);
      return { ...toStaffAppealView(row), documents: documents.get(row.id) ?? [] };
    });
  }

  async decide(admin: AdminPrincipal, id: string, body: unknown): Promise<StaffAppealView> {
    const input = readAppealDecision(body);
    return this.uow.run(async (manager) => {
      const appeal = await this.find(manager, admin, id);
      if (appeal.status !== 'open') throw AppError.conflict(DUE_PROCESS_MSG.alreadyDecided(appeal.status));
      const role = await tookPart(manager, { centre_id: appeal.centre_id, decided_by: appeal.decision_by, accreditation_id: appeal.accreditation_id, at: appeal.decision_at }, admin.id);
      if (role) throw AppError.forbidden(DUE_PROCESS_MSG.tookPart(TOOK_PART_ROLES[role]));
      const status = input.outcome;
      const [, claimed] = (await manager.query(
        `UPDATE centre_appeals SET status = $3, outcome_reasons = $4, decided_by = $5, decided_at = $6, version = version + 1 WHERE id = $1 AND version = $2 AND status = 'open'`,
        [appeal.id, appeal.version, status, input.reasons, admin.id, currentTime()],
      )) as [unknown, number];
      if (claimed !== 1) throw AppError.conflict(MSG.concurrentChange);
      if (status === 'allowed') await this.reverse(manager, admin, appeal, input.reasons);
      const centre = await this.access.forAdmin(admin, appeal.centre_id, manager);
      await this.history.append(manager, appeal.centre_id, {
        action: status === 'allowed' ? 'appeal_allowed' : 'appeal_dismissed',
        fromStatus: centre.status,
        toStatus: centre.status,
        actor: adminActor(admin),
        note: { kind: 'reason', text: input.reasons },
        data: { appealId: appeal.id, decisionId: appeal.decision_id, decisionKind: appeal.kind },
      });
      await this.outbox.record(manager, AppealEvent.Decided, {
        centreId: appeal.centre_id,
        email: appeal.admin_email,
        centreName: appeal.centre_name,
        reference: appeal.reference_number,
        language: appeal.language,
        decisionKind: appeal.kind,
        outcome: status,
        reasons: input.reasons,
      });
      const [row] = (await manager.query(`${APPEAL_SELECT} WHERE a.id = $1`, [appeal.id])) as AppealRow[];
      return toStaffAppealView(row!);
    });
  }

  private async find(manager: EntityManager, admin: AdminPrincipal, id: string): Promise<AppealRow> {
    const [row] = isUuid(id) ? ((await manager.query(`${APPEAL_SELECT} WHERE a.id = $1`, [id])) as AppealRow[]) : [];
    if (!row || !canSeeState(admin.scope, row.state)) throw AppError.notFound(DUE_PROCESS_MSG.appealNotFound);
    return row;
  }

  /**
   * Undoes what the decision took, through the machines: a rejection re-opens the registration (the
   * review's reset, back to pending); a suspension is reinstated; a revocation restores the standing
   * it ended. Only while the record is still as the decision left it: otherwise 409, nothing changed.
   */
  private async reverse(manager: EntityManager, admin: AdminPrincipal, appeal: AppealRow, reasons: string): Promise<void> {
    const note = `Appeal allowed: ${reasons}`;
    if (appeal.kind === 'rejection') {
      const centre = await this.access.forAdmin(admin, appeal.centre_id, manager);
      if (centre.status !== 'rejected') throw AppError.conflict(DUE_PROCESS_MSG.cannotReverse(`the centre is no longer rejected`));
      await this.review.decide(manager, admin, appeal.centre_id, 'reset', note, null);
      return;
    }
    // DECISIONS §10: a warning or a delisting allowed on appeal is set aside; a delisting no longer bars pre-registration.
    if (appeal.kind === 'warning' || appeal.kind === 'delisting') {
      await manager.query('UPDATE centre_decisions SET lifted_at = $2 WHERE id = $1 AND lifted_at IS NULL', [appeal.decision_id, currentTime()]);
      return;
    }
    const [accreditation] = (await manager.query('SELECT id, standing, version, snapshot FROM accreditations WHERE id = $1 FOR UPDATE', [appeal.accreditation_id])) as Array<{
      id: string;
      standing: string;
      version: number;
      snapshot: { CentreName?: string } | null;
    }>;
    if (!accreditation || accreditation.standing !== appeal.to_state) {
      throw AppError.conflict(DUE_PROCESS_MSG.cannotReverse(`the accreditation is now ${STANDING_LABELS[accreditation?.standing as keyof typeof STANDING_LABELS]?.toLowerCase() ?? 'gone'}`));
    }
    // Only the decision's own move is reversed: a later suspension or revocation of the accreditation is another decision, with its own appeal.
    const [overtaken] = (await manager.query(`SELECT 1 FROM centre_decisions WHERE accreditation_id = $1 AND kind IN ('suspension', 'revocation') AND at > $2 AND id <> $3 LIMIT 1`, [
      accreditation.id,
      appeal.decision_at,
      appeal.decision_id,
    ])) as unknown[];
    if (overtaken) throw AppError.conflict(DUE_PROCESS_MSG.cannotReverse('a later decision changed the accreditation since'));
    // DECISIONS §9: one accreditation in force. A revoked one that a later grant replaced cannot be put back beside it.
    const [later] = (await manager.query(`SELECT 1 FROM accreditations a WHERE a.id = $1 AND ${laterGrantSql('a')}`, [accreditation.id])) as unknown[];
    if (later) throw AppError.conflict(DUE_PROCESS_MSG.cannotReverse('a later accreditation was granted since'));
    // Exactly what the revocation took (DECISIONS §10): a suspended or expired accreditation comes back as such.
    const restore = appeal.from_state === 'suspended' || appeal.from_state === 'expired' ? appeal.from_state : 'accredited';
    const to = nextStanding('revoked' === appeal.to_state ? 'revoked' : 'suspended', appeal.kind === 'revocation' ? { type: 'REVOCATION_APPEAL_ALLOWED', restore } : { type: 'REINSTATE' });
    if (!to) throw AppError.conflict(DUE_PROCESS_MSG.cannotReverse(`the accreditation is ${appeal.to_state}`));
    await manager.query(
      `UPDATE accreditations SET standing = $2, standing_reason = $3, suspended_until = NULL, standing_changed_at = now(), version = version + 1, updated_at = now() WHERE id = $1`,
      [accreditation.id, to, to === 'accredited' ? null : note],
    );
    const centre = await this.access.forAdmin(admin, appeal.centre_id, manager);
    await this.history.append(manager, centre.id, {
      action: 'accreditation_reinstated',
      fromStatus: centre.status,
      toStatus: centre.status,
      actor: adminActor(admin),
      note: { kind: 'reason', text: note },
      data: { accreditationId: accreditation.id, fromStanding: appeal.to_state, toStanding: to, appealId: appeal.id },
    });
    await this.outbox.record(manager, TrustEvent.StandingChanged, {
      centreId: centre.id,
      email: centre.AdminEmail,
      centreName: accreditation.snapshot?.CentreName ?? centre.CentreName,
      reference: centre.ReferenceNumber,
      standing: to,
      text: note,
      accreditationId: accreditation.id,
      state: centre.State,
      at: currentTime().toISOString(),
      language: centre.language,
    });
  }
}
