import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { ACCREDITATION_STATUS_LABELS, MSG, RENEWAL_MSG, type AccreditationKind } from '#contracts';
import { AppError, currentTime, OutboxService, rolesActingOn, UnitOfWork, type AdminPrincipal } from '#platform';
import { ActionHistory, adminActor, assertNoConflict, CentreAccess, type Centre, type HistoryActor } from '#centres';
import { AccreditationConfigService } from '../config/accreditation-config.service.js';
import { AccreditationApproval } from './accreditation-approval.entity.js';
import { AccreditationEvent, type AccreditationEventPayload } from '../events/accreditation-events.js';
import { Accreditation } from './accreditation.entity.js';
import { nextAccreditationStatus } from './accreditation.machine.js';
import { AccreditationReader } from './accreditation-reader.js';
import { activeStage, type AccreditationView } from './accreditation-view.js';
import { holdsStageRole } from './stage-roles.js';
import { assertAccreditable } from './accreditation-gate.js';
import { assertNewCycleAllowed, currentAccreditation, grantCycle } from './accreditation-cycle.js';
import { assertInspectionDone } from '../gates/inspection-gate.js';
import type { AccreditationConfig } from '../config/accreditation-config.entity.js';

const UNIQUE_VIOLATION = '23505';

function payload(accreditation: Pick<Accreditation, 'id' | 'centreId'>, centre: Centre, extra: Partial<AccreditationEventPayload> = {}): Record<string, unknown> {
  return { accreditationId: accreditation.id, centreId: centre.id, state: centre.State, at: currentTime().toISOString(), ...extra } satisfies AccreditationEventPayload;
}

/**
 * The staged accreditation of a centre (SPEC §4). Each decision runs in one transaction: the
 * machine decides, the UPDATE checks the version the decision was based on (two approvals of one
 * stage: the second finds the version moved on and gets a 409), and the approval row, the centre's
 * history entries and the outbox events are written with it.
 */
@Injectable()
export class AccreditationWorkflowService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly access: CentreAccess,
    private readonly history: ActionHistory,
    private readonly outbox: OutboxService,
    private readonly configs: AccreditationConfigService,
    private readonly reader: AccreditationReader,
  ) {}

  async view(admin: AdminPrincipal, centreId: string): Promise<AccreditationView> {
    const centre = await this.access.forAdmin(admin, centreId);
    const view = await this.reader.forCentre(centre.id, admin);
    if (!view) throw AppError.notFound(MSG.accreditationNotFound);
    return view;
  }

  async initialize(admin: AdminPrincipal, centreId: string): Promise<AccreditationView> {
    return this.uow.run(async (manager) => {
      const centre = await this.access.forAdmin(admin, centreId, manager);
      const current = await currentAccreditation(manager, centre.id, true);
      await assertNewCycleAllowed(manager, centre, current);
      await assertAccreditable(manager, centre);
      await this.openCycle(manager, centre, current, current ? 'reaccreditation' : 'initial', adminActor(admin), admin.id);
      return this.viewIn(manager, centre.id, admin);
    });
  }

  /**
   * Starts a new accreditation cycle of the centre on the active configuration, in the caller's
   * transaction: the earlier cycle stays in force (if granted) until this one is granted, and is no
   * longer current. Admins start first accreditations and those after a new review; a centre's
   * renewal starts one too (renewal.service.ts).
   */
  async openCycle(manager: EntityManager, centre: Centre, current: Accreditation | null, kind: AccreditationKind, actor: HistoryActor, initializedBy: string | null): Promise<string> {
    const config = await this.configs.active(manager);
    if (!config) throw AppError.conflict(MSG.noActiveConfig);
    if (current) await manager.query('UPDATE accreditations SET is_current = false, version = version + 1, updated_at = now() WHERE id = $1', [current.id]);
    const cycle = (current?.cycle ?? 0) + 1;
    // A concurrent start for the same centre inserts nothing here (one current, one running) rather than failing.
    const inserted = (await manager.query(
      `INSERT INTO accreditations (centre_id, config_id, status, current_stage, total_stages_required, initialized_by, cycle, previous_id, kind, created_at)
       VALUES ($1, $2, 'pending', 0, $3, $4, $5, $6, $7, $8) ON CONFLICT DO NOTHING RETURNING id`,
      [centre.id, config.id, config.totalStagesRequired, initializedBy, cycle, current?.id ?? null, kind, currentTime()],
    )) as Array<{ id: string }>;
    if (inserted.length === 0) throw AppError.conflict(MSG.accreditationExists);
    const accreditation = { id: inserted[0]!.id, centreId: centre.id };
    await this.history.append(manager, centre.id, {
      action: 'accreditation_initialized',
      fromStatus: centre.status,
      toStatus: centre.status,
      actor,
      data: {
        accreditationId: accreditation.id,
        accreditationStatus: 'pending',
        configVersion: config.version,
        totalStagesRequired: config.totalStagesRequired,
        cycle,
        kind,
        ...(current ? { previousAccreditationId: current.id } : {}),
      },
    });
    await this.outbox.record(manager, AccreditationEvent.Initialized, payload(accreditation, centre));
    await this.advanceSystemStages(manager, centre, accreditation.id, config);
    return accreditation.id;
  }

  async approve(admin: AdminPrincipal, centreId: string, comments: string | null): Promise<AccreditationView> {
    return this.uow.run(async (manager) => {
      const { centre, accreditation, stage, config } = await this.decidable(manager, admin, centreId);
      if (config.fourEyes && (await manager.exists(AccreditationApproval, { where: { accreditationId: accreditation.id, approverId: admin.id } }))) {
        throw AppError.forbidden(MSG.fourEyes);
      }
      await assertInspectionDone(manager, centre.id, accreditation, stage);
      const to = nextAccreditationStatus(accreditation.status, { type: 'APPROVE_STAGE', stageNumber: stage.stageNumber, totalStages: accreditation.totalStagesRequired })!;
      await saveVersioned(manager, accreditation, `status = $3, current_stage = $4, accredited_at = CASE WHEN $3 = 'approved' THEN $5::timestamptz ELSE NULL END`, [to, stage.stageNumber, currentTime()]);
      await insertApproval(manager, {
        accreditationId: accreditation.id,
        stageNumber: stage.stageNumber,
        stageName: stage.stageName,
        approverId: admin.id,
        approverName: `${admin.firstName} ${admin.lastName}`.trim(),
        approverEmail: admin.email,
        comments,
      });
      const actor = adminActor(admin);
      await this.history.append(manager, centre.id, {
        action: 'accreditation_stage_approved',
        fromStatus: centre.status,
        toStatus: centre.status,
        actor,
        note: comments ? { kind: 'details', text: comments } : null,
        data: { accreditationId: accreditation.id, stageNumber: stage.stageNumber, stageName: stage.stageName, accreditationStatus: to },
      });
      await this.outbox.record(manager, AccreditationEvent.StageApproved, payload(accreditation, centre, { stageNumber: stage.stageNumber }));
      if (to === 'approved') {
        await this.history.append(manager, centre.id, {
          action: 'accreditation_approved',
          fromStatus: centre.status,
          toStatus: centre.status,
          actor,
          data: { accreditationId: accreditation.id, accreditationStatus: to, totalStagesRequired: accreditation.totalStagesRequired },
        });
        await grantCycle(manager, this.history, centre, accreditation.id, actor);
        await this.outbox.record(manager, AccreditationEvent.Approved, payload(accreditation, centre));
      } else {
        await this.advanceSystemStages(manager, centre, accreditation.id, config);
      }
      return this.viewIn(manager, centre.id, admin);
    });
  }

  async reject(admin: AdminPrincipal, centreId: string, reason: string): Promise<AccreditationView> {
    return this.uow.run(async (manager) => {
      const { centre, accreditation, stage } = await this.decidable(manager, admin, centreId);
      const to = nextAccreditationStatus(accreditation.status, { type: 'REJECT' })!;
      await saveVersioned(manager, accreditation, 'status = $3, rejection_reason = $4, rejected_by = $5, rejected_at = $6', [to, reason, admin.id, currentTime()]);
      await this.history.append(manager, centre.id, {
        action: 'accreditation_rejected',
        fromStatus: centre.status,
        toStatus: centre.status,
        actor: adminActor(admin),
        note: { kind: 'reason', text: reason },
        data: { accreditationId: accreditation.id, stageNumber: stage.stageNumber, stageName: stage.stageName, accreditationStatus: to },
      });
      await this.outbox.record(manager, AccreditationEvent.Rejected, payload(accreditation, centre, { stageNumber: stage.stageNumber }));
      return this.viewIn(manager, centre.id, admin);
    });
  }

  /** The centre (in scope), its running accreditation and the active stage the caller may decide on. */
  private async decidable(manager: EntityManager, admin: AdminPrincipal, centreId: string) {
    const centre = await this.access.forAdmin(admin, centreId, manager);
    // DECISIONS §10: a declared conflict of interest blocks the person's stage approvals on the centre.
    await assertNoConflict(manager, admin.id, centre.id);
    const accreditation = await currentAccreditation(manager, centre.id);
    if (!accreditation) throw AppError.notFound(MSG.accreditationNotFound);
    // The stages come from the configuration the accreditation was started with, not the newest one.
    const config = await this.configs.byId(accreditation.configId, manager);
    const stage = activeStage(accreditation, config);
    if (accreditation.status === 'withdrawn') throw AppError.conflict(RENEWAL_MSG.renewalWithdrawn);
    if (!stage) throw AppError.conflict(MSG.accreditationNotActive(ACCREDITATION_STATUS_LABELS[accreditation.status]));
    // The stage's role must be one of the entries that carry the right to act in the centre's state (DECISIONS §9).
    if (!holdsStageRole(rolesActingOn(admin, 'accreditation.act', centre.State), stage)) throw AppError.forbidden(MSG.noStagePermission);
    return { centre, accreditation, stage, config };
  }

  /**
   * The stage flags take effect when a stage is reached: an inactive stage is skipped, an
   * auto-approve stage is approved by the system; both are in the history. Runs until a stage
   * needs a person or the accreditation is granted.
   */
  private async advanceSystemStages(manager: EntityManager, centre: Centre, accreditationId: string, config: AccreditationConfig): Promise<void> {
    for (;;) {
      const accreditation = await manager.findOneOrFail(Accreditation, { where: { id: accreditationId } });
      const stage = activeStage(accreditation, config);
      if (!stage || (stage.isActive && !stage.autoApprove)) return;
      const to = nextAccreditationStatus(accreditation.status, { type: 'APPROVE_STAGE', stageNumber: stage.stageNumber, totalStages: accreditation.totalStagesRequired })!;
      await saveVersioned(manager, accreditation, `status = $3, current_stage = $4, accredited_at = CASE WHEN $3 = 'approved' THEN $5::timestamptz ELSE NULL END`, [to, stage.stageNumber, currentTime()]);
      const skipped = !stage.isActive;
      if (!skipped) {
        await insertApproval(manager, {
          accreditationId,
          stageNumber: stage.stageNumber,
          stageName: stage.stageName,
          approverId: null,
          approverName: 'System (auto-approve)',
          approverEmail: '',
          comments: null,
        });
      }
      const actor = { type: 'system' as const, name: skipped ? 'inactive stage' : 'auto-approve' };
      await this.history.append(manager, centre.id, {
        action: skipped ? 'accreditation_stage_skipped' : 'accreditation_stage_auto_approved',
        fromStatus: centre.status,
        toStatus: centre.status,
        actor,
        data: { accreditationId, stageNumber: stage.stageNumber, stageName: stage.stageName, accreditationStatus: to },
      });
      await this.outbox.record(manager, AccreditationEvent.StageApproved, payload({ id: accreditationId, centreId: centre.id }, centre, { stageNumber: stage.stageNumber }));
      if (to === 'approved') {
        await this.history.append(manager, centre.id, {
          action: 'accreditation_approved',
          fromStatus: centre.status,
          toStatus: centre.status,
          actor,
          data: { accreditationId, accreditationStatus: to, totalStagesRequired: accreditation.totalStagesRequired },
        });
        await grantCycle(manager, this.history, centre, accreditationId, actor);
        await this.outbox.record(manager, AccreditationEvent.Approved, payload({ id: accreditationId, centreId: centre.id }, centre));
        return;
      }
    }
  }

  private async viewIn(manager: EntityManager, centreId: string, admin: AdminPrincipal): Promise<AccreditationView> {
    return (await this.reader.forCentre(centreId, admin, manager))!;
  }
}

/**
 * Writes the change only if nobody changed the accreditation since it was read: a concurrent
 * writer's UPDATE waits for the row lock, then finds the version moved on and changes nothing.
 */
async function saveVersioned(manager: EntityManager, before: Accreditation, sets: string, values: unknown[]): Promise<void> {
  const result = (await manager.query(`UPDATE accreditations SET ${sets}, version = version + 1, updated_at = now() WHERE id = $1 AND version = $2`, [
    before.id,
    before.version,
    ...values,
  ])) as [unknown[], number];
  if (result[1] !== 1) throw AppError.conflict(MSG.concurrentChange);
}

/** The schema's one-approver-per-accreditation rule backs the four-eyes check above it. */
async function insertApproval(manager: EntityManager, approval: Omit<AccreditationApproval, 'id' | 'approvalDate'>): Promise<void> {
  try {
    await manager.insert(AccreditationApproval, approval);
  } catch (error) {
    const code = (error as { driverError?: { code?: string }; code?: string }).driverError?.code ?? (error as { code?: string }).code;
    const constraint = (error as { driverError?: { constraint?: string } }).driverError?.constraint ?? '';
    if (code !== UNIQUE_VIOLATION) throw error;
    throw constraint.includes('approver') ? AppError.forbidden(MSG.fourEyes) : AppError.conflict(MSG.concurrentChange);
  }
}
