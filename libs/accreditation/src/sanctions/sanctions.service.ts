import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { councilDay, SANCTION_LIMITS, SANCTION_MSG, STANDING_LABELS, type CentreSanctionsView, type NoticeKind, type SanctionOutcome, type StandingAction } from '#contracts';
import { AppError, currentTime, OutboxService, UnitOfWork, type AdminPrincipal } from '#platform';
import {
  ActionHistory,
  adminActor,
  assertNoConflict,
  CentreAccess,
  decisionsOf,
  dueProcessDocumentsOf,
  isUuid,
  noticesOf,
  recordDecision,
  representationsOpen,
  SanctionEvent,
  toDecisionView,
  toNoticeView,
  type Centre,
  type NoticeRow,
  type RecordedDecision,
} from '#centres';
import { inForceAccreditation } from '../workflow/accreditation-cycle.js';
import { nextStanding, standingEventOf } from '../workflow/accreditation-standing.machine.js';
import { AccreditationStandingService } from '../workflow/accreditation-standing.service.js';
import { readNoticeDecision, readSanctionInput } from './sanction-input.js';

const DAY_MS = 24 * 3600_000;
const ACTION: Record<NoticeKind, StandingAction> = { suspension: 'suspend', revocation: 'revoke' };

/** `representationsDays` of the configuration in force; the default until a configuration exists. */
async function representationsDaysNow(manager: EntityManager): Promise<number> {
  const [row] = (await manager.query('SELECT representations_days FROM accreditation_configs ORDER BY version DESC LIMIT 1')) as Array<{ representations_days: number }>;
  return row?.representations_days ?? SANCTION_LIMITS.defaultRepresentationsDays;
}

const mailOf = (centre: Centre) => ({ centreId: centre.id, email: centre.AdminEmail, centreName: centre.CentreName, reference: centre.ReferenceNumber, language: centre.language });

/**
 * Sanctions (DECISIONS §10, docs/DUE-PROCESS.md "Sanctions"): a warning or a delisting takes effect at
 * once; an urgent suspension or revocation too, through the standing machine; a non-urgent one is
 * first a notice of proposal the centre may answer within `representationsDays`, and staff then
 * impose or withdraw it, seeing the representations. Each sanction in effect is a decision with its
 * reasons and right of appeal, recorded with its history entry and the centre's email in one transaction.
 */
@Injectable()
export class SanctionsService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly access: CentreAccess,
    private readonly history: ActionHistory,
    private readonly outbox: OutboxService,
    private readonly standing: AccreditationStandingService,
  ) {}

  async list(admin: AdminPrincipal, centreId: string): Promise<CentreSanctionsView> {
    return this.uow.run(async (manager) => {
      const centre = await this.access.forAdmin(admin, centreId, manager);
      const now = currentTime();
      const decisions = (await decisionsOf(manager, centre.id)).map((row) => toDecisionView(row, now));
      const views = (await noticesOf(manager, centre.id)).map((row) => toNoticeView(row, now));
      // DECISIONS §10: staff decide the notice seeing the documents with the representations.
      const documents = await dueProcessDocumentsOf(manager, 'notice_id', views.map((v) => v.id));
      const notices = views.map((v) => ({ ...v, documents: documents.get(v.id) ?? [] }));
      const [{ until }] = (await manager.query(`SELECT max(until) AS until FROM centre_decisions WHERE centre_id = $1 AND kind = 'delisting' AND lifted_at IS NULL AND until > $2`, [
        centre.id,
        now,
      ])) as [{ until: Date | null }];
      return { decisions, notices, delistedUntil: until ? new Date(until).toISOString() : null };
    });
  }

  async impose(admin: AdminPrincipal, centreId: string, body: unknown): Promise<SanctionOutcome> {
    const input = readSanctionInput(body, currentTime());
    return this.uow.run(async (manager) => {
      const centre = await this.access.forAdmin(admin, centreId, manager);
      await assertNoConflict(manager, admin.id, centre.id);
      if (input.kind === 'warning' || input.kind === 'delisting') {
        const decision = await this.atOnce(manager, admin, centre, input.kind, input.reasons, input.until);
        return { decision: await this.decisionView(manager, centre.id, decision.id), notice: null };
      }
      await this.assertApplicable(manager, centre.id, input.kind);
      if (input.urgent) {
        const decision = (await this.standing.apply(manager, admin, centre, ACTION[input.kind], input.reasons, input.until))!;
        return { decision: await this.decisionView(manager, centre.id, decision.id), notice: null };
      }
      return { decision: null, notice: await this.propose(manager, admin, centre, input.kind, input.reasons, input.until) };
    });
  }

  async decideNotice(admin: AdminPrincipal, centreId: string, noticeId: string, body: unknown): Promise<SanctionOutcome> {
    const input = readNoticeDecision(body);
    return this.uow.run(async (manager) => {
      const centre = await this.access.forAdmin(admin, centreId, manager);
      const [notice] = isUuid(noticeId) ? ((await manager.query('SELECT * FROM centre_notices WHERE id = $1 AND centre_id = $2 FOR UPDATE', [noticeId, centre.id])) as NoticeRow[]) : [];
      if (!notice) throw AppError.notFound(SANCTION_MSG.noticeNotFound);
      if (notice.status !== 'open') throw AppError.conflict(SANCTION_MSG.noticeDecided(notice.status));
      const now = currentTime();
      // DECISIONS §10: the decision follows the representations: once they are in, or once the window has passed.
      if (representationsOpen(notice, now)) throw AppError.conflict(SANCTION_MSG.windowOpen(councilDay(new Date(notice.representations_until))));
      await assertNoConflict(manager, admin.id, centre.id);
      let decision: RecordedDecision | null = null;
      if (input.outcome === 'imposed') {
        await this.assertApplicable(manager, centre.id, notice.kind);
        const until = notice.until && new Date(notice.until).getTime() > now.getTime() ? new Date(notice.until) : null;
        decision = await this.standing.apply(manager, admin, centre, ACTION[notice.kind], input.reasons, until);
      }
      const [, claimed] = (await manager.query(
        `UPDATE centre_notices SET status = $3, outcome_reasons = $4, decided_by = $5, decided_at = $6, decision_id = $7, version = version + 1 WHERE id = $1 AND version = $2 AND status = 'open'`,
        [notice.id, notice.version, input.outcome, input.reasons, admin.id, now, decision?.id ?? null],
      )) as [unknown, number];
      if (claimed !== 1) throw AppError.conflict(SANCTION_MSG.noticeDecided('decided meanwhile'));
      await this.history.append(manager, centre.id, {
        action: input.outcome === 'imposed' ? 'notice_imposed' : 'notice_withdrawn',
        fromStatus: centre.status,
        toStatus: centre.status,
        actor: adminActor(admin),
        note: { kind: 'reason', text: input.reasons },
        data: { noticeId: notice.id, kind: notice.kind, ...(decision ? { decisionId: decision.id } : {}) },
      });
      if (input.outcome === 'withdrawn') await this.outbox.record(manager, SanctionEvent.NoticeWithdrawn, { ...mailOf(centre), reasons: input.reasons });
      const [row] = (await manager.query('SELECT * FROM centre_notices WHERE id = $1', [notice.id])) as NoticeRow[];
      return { decision: decision ? await this.decisionView(manager, centre.id, decision.id) : null, notice: toNoticeView(row!, now) };
    });
  }

  /** A suspension needs an accreditation the machine may suspend; a revocation one it may revoke: else 409 saying why. */
  private async assertApplicable(manager: EntityManager, centreId: string, kind: NoticeKind): Promise<void> {
    const accreditation = await inForceAccreditation(manager, centreId, true);
    if (!accreditation) {
      const [last] = (await manager.query(`SELECT standing FROM accreditations WHERE centre_id = $1 AND standing IS NOT NULL ORDER BY updated_at DESC LIMIT 1`, [centreId])) as Array<{
        standing: keyof typeof STANDING_LABELS;
      }>;
      if (last) throw AppError.conflict(SANCTION_MSG.notApplicable(kind, STANDING_LABELS[last.standing]));
      throw AppError.conflict(SANCTION_MSG.noAccreditation);
    }
    if (!nextStanding(accreditation.standing!, standingEventOf(ACTION[kind]))) throw AppError.conflict(SANCTION_MSG.notApplicable(kind, STANDING_LABELS[accreditation.standing!]));
  }

  /** A warning or a delisting: the decision, its history entry and the email, at once. */
  private async atOnce(manager: EntityManager, admin: AdminPrincipal, centre: Centre, kind: 'warning' | 'delisting', reasons: string, until: Date | null): Promise<RecordedDecision> {
    const decision = await recordDecision(manager, { centreId: centre.id, kind, reasons, fromState: centre.status, toState: centre.status, decidedBy: admin.id, until: kind === 'delisting' ? until : null });
    await this.history.append(manager, centre.id, {
      action: kind === 'warning' ? 'sanction_warning' : 'sanction_delisting',
      fromStatus: centre.status,
      toStatus: centre.status,
      actor: adminActor(admin),
      note: { kind: 'reason', text: reasons },
      data: { decisionId: decision.id, ...(until ? { until: until.toISOString() } : {}) },
    });
    await this.outbox.record(manager, kind === 'warning' ? SanctionEvent.Warning : SanctionEvent.Delisting, {
      ...mailOf(centre),
      reasons,
      appealUntil: decision.appealUntilDay,
      ...(until ? { until: councilDay(until) } : {}),
    });
    return decision;
  }

  private async propose(manager: EntityManager, admin: AdminPrincipal, centre: Centre, kind: NoticeKind, reasons: string, until: Date | null) {
    const accreditation = (await inForceAccreditation(manager, centre.id))!;
    const now = currentTime();
    const representationsUntil = new Date(now.getTime() + (await representationsDaysNow(manager)) * DAY_MS);
    const [row] = (await manager.query(
      `INSERT INTO centre_notices (centre_id, accreditation_id, kind, reasons, until, proposed_by, proposed_at, representations_until)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING *`,
      [centre.id, accreditation.id, kind, reasons, kind === 'suspension' ? until : null, admin.id, now, representationsUntil],
    )) as NoticeRow[];
    await this.history.append(manager, centre.id, {
      action: 'notice_proposed',
      fromStatus: centre.status,
      toStatus: centre.status,
      actor: adminActor(admin),
      note: { kind: 'reason', text: reasons },
      data: { noticeId: row!.id, kind, representationsUntil: representationsUntil.toISOString() },
    });
    await this.outbox.record(manager, SanctionEvent.NoticeProposed, {
      ...mailOf(centre),
      kind,
      reasons,
      representationsUntil: councilDay(representationsUntil),
      ...(until && kind === 'suspension' ? { until: councilDay(until) } : {}),
    });
    return toNoticeView(row!, now);
  }

  private async decisionView(manager: EntityManager, centreId: string, id: string) {
    const row = (await decisionsOf(manager, centreId)).find((d) => d.id === id)!;
    return toDecisionView(row, currentTime());
  }
}
