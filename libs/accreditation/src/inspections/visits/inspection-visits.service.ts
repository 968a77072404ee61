import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { INSPECTION_MSG, INSPECTION_SCHEDULE_LIMITS, INSPECTION_STATUSES, MSG, type InspectionStatus, type InspectionVisitRow, type InspectionVisitView, type InspectorRef } from '#contracts';
import { ActionHistory, adminActor, CentreAccess, assertNoConflict } from '#centres';
import { AppError, currentTime, OutboxService, RateLimiter, UnitOfWork, type AdminPrincipal, type StateScope } from '#platform';
import { AccreditationConfigService } from '../../config/accreditation-config.service.js';
import { InspectionEvent } from '../inspection-events.js';
import { InspectorDirectory, inspectorsAsSeenBy } from './inspector-directory.js';
import { nextInspectionStatus } from './inspection-visit.machine.js';
import { lagosToday, readScheduleInput } from './schedule-input.js';
import { liveReadiness, toFindingView, toPhotoView, toRow, VISIT_SELECT, type VisitRow } from './visit-rows.js';
import { assertInspector, assertTransition, declaredOf, findingsOf, photosOf, visitInScope } from './visit-store.js';

export interface VisitListQuery {
  page?: unknown;
  limit?: unknown;
  status?: unknown;
  centreId?: unknown;
  search?: unknown;
}

/** Findings are submitted on the visit day or after it (Lagos calendar, the portal's clock). */
function notYetReason(visitDate: string): string | null {
  return lagosToday(currentTime()) < visitDate ? INSPECTION_MSG.visitNotYet(visitDate) : null;
}

const fullName = (admin: AdminPrincipal) => `${admin.firstName} ${admin.lastName}`.trim() || admin.email;

function scopeClause(scope: StateScope, params: unknown[]): string {
  if (scope.all) return '';
  params.push(scope.states.map((s) => s.toLowerCase()));
  return `AND lower(c.state) = ANY($${params.length}::text[])`;
}

/**
 * Inspection visits of centres (the council's minimums checked on site): scheduled by an admin in
 * scope, recorded and submitted by the visit's inspectors, countersigned by another of them. Each
 * change is an entry of the centre's history (and so of the audit log) in the change's transaction.
 */
@Injectable()
export class InspectionVisitsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly uow: UnitOfWork,
    private readonly access: CentreAccess,
    private readonly history: ActionHistory,
    private readonly outbox: OutboxService,
    private readonly configs: AccreditationConfigService,
    private readonly inspectors: InspectorDirectory,
    private readonly limiter: RateLimiter,
  ) {}

  async list(admin: AdminPrincipal, query: VisitListQuery): Promise<{ visits: InspectionVisitRow[]; total: number }> {
    const page = Math.min(100_000, Math.max(1, Number.parseInt(String(query.page ?? '1'), 10) || 1));
    const limit = Math.min(100, Math.max(1, Number.parseInt(String(query.limit ?? '25'), 10) || 25));
    const params: unknown[] = [];
    const where: string[] = [];
    const status = typeof query.status === 'string' ? query.status : '';
    if (status) {
      if (!(INSPECTION_STATUSES as readonly string[]).includes(status)) throw AppError.validation([{ path: 'status', msg: `Status must be one of ${INSPECTION_STATUSES.join(', ')}` }]);
      params.push(status);
      where.push(`v.status = $${params.length}`);
    }
    if (typeof query.centreId === 'string' && query.centreId) {
      params.push(query.centreId);
      where.push(`v.centre_id::text = $${params.length}`);
    }
    const search = typeof query.search === 'string' ? query.search.trim().slice(0, 100) : '';
    if (search) {
      params.push(`%${search.replace(/[\\%_]/g, (m) => `\\${m}`)}%`);
      where.push(`(c.centre_name ILIKE $${params.length} OR c.reference_number ILIKE $${params.length})`);
    }
    const scoped = scopeClause(admin.scope, params);
    const filter = `WHERE TRUE ${where.map((w) => `AND ${w}`).join(' ')} ${scoped}`;
    const [{ total }] = (await this.dataSource.query(`SELECT count(*)::int AS total FROM inspection_visits v JOIN centres c ON c.id = v.centre_id ${filter}`, params)) as [{ total: number }];
    const rows = (await this.dataSource.query(`${VISIT_SELECT} ${filter} ORDER BY v.visit_date DESC, v.created_at DESC LIMIT ${limit} OFFSET ${(page - 1) * limit}`, params)) as VisitRow[];
    return { visits: rows.map(toRow), total };
  }

  async view(admin: AdminPrincipal, visitId: string, manager: EntityManager = this.dataSource.manager): Promise<InspectionVisitView> {
    const visit = await visitInScope(manager, admin, visitId);
    const [findings, photos, declared] = await Promise.all([findingsOf(manager, visit.id), photosOf(manager, visit.id), declaredOf(manager, visit.centre_id)]);
    const inspector = visit.inspector_ids.includes(admin.id) && admin.permissions.has('inspections.manage');
    const manage = admin.permissions.has('inspections.manage');
    const submitBlockedReason = inspector && visit.status === 'scheduled' ? notYetReason(visit.visit_date) : null;
    return {
      ...toRow(visit),
      LocalGovernment: visit.local_government,
      address: visit.address,
      notes: visit.notes,
      configVersion: visit.config_version,
      checklist: visit.checklist,
      declared,
      findings: findings.map(toFindingView),
      photos: photos.map(toPhotoView),
      readiness: visit.readiness ?? liveReadiness(visit.checklist, findings, photos, declared),
      scheduledBy: visit.scheduled_by_name,
      submittedBy: visit.submitted_by_name,
      countersignedBy: visit.countersigned_by_name,
      countersignedAt: visit.countersigned_at ? new Date(visit.countersigned_at).toISOString() : null,
      cancelledReason: visit.cancelled_reason,
      can: {
        record: inspector && visit.status === 'scheduled',
        submit: inspector && visit.status === 'scheduled' && submitBlockedReason === null,
        countersign: inspector && visit.status === 'submitted' && visit.submitted_by !== admin.id,
        cancel: manage && visit.status === 'scheduled',
      },
      submitBlockedReason,
      createdAt: new Date(visit.created_at).toISOString(),
      updatedAt: new Date(visit.updated_at).toISOString(),
    };
  }

  /**
   * Users who may inspect the centre, for the scheduling form: the route is for schedulers only
   * (inspections.manage where the centre is); emails only to a reader of users (DECISIONS §9).
   */
  async candidates(admin: AdminPrincipal, centreId: string): Promise<InspectorRef[]> {
    const centre = await this.access.forAdmin(admin, centreId);
    return inspectorsAsSeenBy(admin, centre.State, await this.inspectors.eligible(this.dataSource.manager, centre.State, undefined, centre.id));
  }

  async schedule(admin: AdminPrincipal, body: unknown): Promise<InspectionVisitView> {
    const { input, errors } = readScheduleInput(body);
    if (errors.length > 0) throw AppError.validation(errors);
    // Each visit emails the centre and its inspectors: one person's schedules an hour are bounded,
    // counted in the shared limiter so every instance counts the same (attempts, refused ones too).
    const perHour = INSPECTION_SCHEDULE_LIMITS.schedulesPerHour;
    await this.limiter.hit([{ key: `inspections:schedule:${admin.id}`, limit: perHour, windowSeconds: 3600 }], INSPECTION_MSG.tooManySchedules(perHour));
    return this.uow.run(async (manager) => {
      const centre = await this.access.forAdmin(admin, input.centreId, manager);
      await assertNoConflict(manager, admin.id, centre.id);
      // One scheduler at a time per centre, so two at once cannot both pass the open-visit cap.
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext('inspection-visits:' || $1))`, [centre.id]);
      const [{ open }] = (await manager.query(`SELECT count(*)::int AS open FROM inspection_visits WHERE centre_id = $1 AND status = 'scheduled'`, [centre.id])) as [{ open: number }];
      if (open >= INSPECTION_SCHEDULE_LIMITS.openVisitsPerCentre) throw AppError.conflict(INSPECTION_MSG.tooManyOpenVisits(INSPECTION_SCHEDULE_LIMITS.openVisitsPerCentre)).withData({ openVisits: open });
      const config = await this.configs.active(manager);
      if (!config) throw AppError.conflict(MSG.noActiveConfig);
      const chosen = await this.inspectors.eligible(manager, centre.State, input.inspectorIds, centre.id);
      const missing = input.inspectorIds.filter((id) => !chosen.some((c) => c.id === id));
      if (missing.length > 0) throw AppError.validation([{ path: 'inspectorIds', msg: INSPECTION_MSG.inspectorUnavailable(missing.length === 1 ? 'One chosen user' : `${missing.length} chosen users`) }]);
      // The inspectors in the order chosen: the first is who the centre is told leads the visit.
      const inspectors = input.inspectorIds.map((id) => chosen.find((c) => c.id === id)!);
      const [row] = (await manager.query(
        `INSERT INTO inspection_visits (centre_id, config_id, visit_date, inspector_ids, inspectors, notes, scheduled_by, scheduled_by_name)
         VALUES ($1, $2, $3, $4::uuid[], $5::jsonb, $6, $7, $8) RETURNING id`,
        [centre.id, config.id, input.visitDate, input.inspectorIds, JSON.stringify(inspectors), input.notes, admin.id, fullName(admin)],
      )) as Array<{ id: string }>;
      await this.history.append(manager, centre.id, {
        action: 'inspection_scheduled',
        fromStatus: centre.status,
        toStatus: centre.status,
        actor: adminActor(admin),
        note: input.notes ? { kind: 'details', text: input.notes } : null,
        data: { visitId: row!.id, visitDate: input.visitDate, inspectors: inspectors.map((i) => i.name), configVersion: config.version },
      });
      await this.outbox.record(manager, InspectionEvent.Scheduled, {
        centreId: centre.id,
        email: centre.AdminEmail,
        centreName: centre.CentreName,
        reference: centre.ReferenceNumber,
        visitDate: input.visitDate,
        inspectors: inspectors.map((i) => i.name),
      });
      // Each inspector is told too: the visit is theirs to carry out (staff have no stored language: English).
      for (const person of inspectors) {
        await this.outbox.record(manager, InspectionEvent.InspectorAssigned, {
          visitId: row!.id,
          email: person.email,
          inspectorName: person.name,
          centreName: centre.CentreName,
          reference: centre.ReferenceNumber,
          address: centre.address,
          state: centre.State,
          visitDate: input.visitDate,
          inspectors: inspectors.map((i) => i.name),
        });
      }
      return this.view(admin, row!.id, manager);
    });
  }

  /**
   * Freezes the findings: every mandatory criterion must be recorded; the readiness is computed and
   * kept with the visit as submitted. `version`, when given, is the one the inspector reviewed.
   */
  async submit(admin: AdminPrincipal, visitId: string, version: unknown): Promise<InspectionVisitView> {
    return this.uow.run(async (manager) => {
      const visit = await visitInScope(manager, admin, visitId, true);
      await assertInspector(manager, visit, admin);
      assertTransition(visit, { type: 'SUBMIT' });
      const notYet = notYetReason(visit.visit_date);
      if (notYet) throw AppError.conflict(notYet).withData({ visitDate: visit.visit_date });
      if (version !== undefined && version !== null && Number(version) !== visit.version) throw AppError.conflict(INSPECTION_MSG.visitChanged).withData({ version: visit.version });
      const [findings, photos, declared] = await Promise.all([findingsOf(manager, visit.id), photosOf(manager, visit.id), declaredOf(manager, visit.centre_id)]);
      const readiness = liveReadiness(visit.checklist, findings, photos, declared);
      const unrecorded = readiness.criteria.filter((c) => c.mandatory && c.state === 'not_recorded').map((c) => c.label);
      if (unrecorded.length > 0) throw AppError.conflict(INSPECTION_MSG.mandatoryMissing(unrecorded)).withData({ unrecorded });
      const to = nextInspectionStatus(visit.status, { type: 'SUBMIT' }) as InspectionStatus;
      await manager.query(
        `UPDATE inspection_visits SET status = $2, readiness = $3::jsonb, score = $4, mandatory_met = $5, contradictions = $6,
                submitted_by = $7, submitted_by_name = $8, submitted_at = $9, version = version + 1, updated_at = $9 WHERE id = $1`,
        // The portal's clock, as the accreditation's start is: the stage gate compares the two.
        [visit.id, to, JSON.stringify(readiness), readiness.score, readiness.mandatoryMet, readiness.contradictions.length, admin.id, fullName(admin), currentTime()],
      );
      await this.history.append(manager, visit.centre_id, {
        action: 'inspection_submitted',
        fromStatus: visit.centre_status,
        toStatus: visit.centre_status,
        actor: adminActor(admin),
        data: { visitId: visit.id, score: readiness.score, mandatoryMet: readiness.mandatoryMet, gaps: readiness.gaps, contradictions: readiness.contradictions },
      });
      return this.view(admin, visit.id, manager);
    });
  }

  async countersign(admin: AdminPrincipal, visitId: string, notes: unknown): Promise<InspectionVisitView> {
    const text = typeof notes === 'string' ? notes.trim() : '';
    return this.uow.run(async (manager) => {
      const visit = await visitInScope(manager, admin, visitId, true);
      await assertInspector(manager, visit, admin);
      assertTransition(visit, { type: 'COUNTERSIGN' });
      if (visit.submitted_by === admin.id) throw AppError.forbidden(INSPECTION_MSG.countersignSelf);
      await manager.query(
        `UPDATE inspection_visits SET status = 'countersigned', countersigned_by = $2, countersigned_by_name = $3, countersigned_at = $4, version = version + 1, updated_at = $4 WHERE id = $1`,
        [visit.id, admin.id, fullName(admin), currentTime()],
      );
      await this.history.append(manager, visit.centre_id, {
        action: 'inspection_countersigned',
        fromStatus: visit.centre_status,
        toStatus: visit.centre_status,
        actor: adminActor(admin),
        note: text ? { kind: 'details', text: text.slice(0, 2000) } : null,
        data: { visitId: visit.id, submittedBy: visit.submitted_by_name },
      });
      return this.view(admin, visit.id, manager);
    });
  }

  async cancel(admin: AdminPrincipal, visitId: string, reason: unknown): Promise<InspectionVisitView> {
    const text = typeof reason === 'string' ? reason.trim() : '';
    if (!text) throw AppError.validation([{ path: 'reason', msg: INSPECTION_MSG.cancelReasonRequired }]);
    if (text.length > 2000) throw AppError.validation([{ path: 'reason', msg: INSPECTION_MSG.notesTooLong(2000) }]);
    return this.uow.run(async (manager) => {
      const visit = await visitInScope(manager, admin, visitId, true);
      assertTransition(visit, { type: 'CANCEL' });
      await manager.query(`UPDATE inspection_visits SET status = 'cancelled', cancelled_reason = $2, cancelled_at = $3, version = version + 1, updated_at = $3 WHERE id = $1`, [visit.id, text, currentTime()]);
      await this.history.append(manager, visit.centre_id, {
        action: 'inspection_cancelled',
        fromStatus: visit.centre_status,
        toStatus: visit.centre_status,
        actor: adminActor(admin),
        note: { kind: 'reason', text },
        data: { visitId: visit.id, visitDate: visit.visit_date },
      });
      return this.view(admin, visit.id, manager);
    });
  }
}
