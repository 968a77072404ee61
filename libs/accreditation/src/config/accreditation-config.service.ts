import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { adminAuditActor, AuditLog, diffFields } from '#audit';
import { defaultStage, ACCREDITATION_LIMITS, APPEAL_LIMITS, DEADLINE_LIMITS, SANCTION_LIMITS, DEFAULT_INSPECTION_CHECKLIST, MSG, VALIDITY_LIMITS, type ApprovalStage } from '#contracts';
import { AppError, OutboxService, UnitOfWork, type AdminPrincipal, type FieldError } from '#platform';
import { AccreditationEvent } from '../events/accreditation-events.js';
import { AccreditationConfig } from './accreditation-config.entity.js';
import { readConfigInput } from './config-input.js';
import { fourEyesByDefault } from './four-eyes-default.js';
import { toConfigView, type ConfigView } from './config-view.js';

/** Serialises saves: two super admins saving at once get consecutive versions, never one twice. */
export const SAVE_LOCK = 'accreditation_configs.version';

/**
 * Versioned workflow configurations (DECISIONS §5): saving writes a new version, which becomes
 * the active one; versions are never changed, so a running accreditation keeps the one it started with.
 */
@Injectable()
export class AccreditationConfigService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly uow: UnitOfWork,
    private readonly outbox: OutboxService,
    private readonly audit: AuditLog,
  ) {}

  /** The active (newest) configuration, or null when none was ever saved. */
  async active(manager: EntityManager = this.dataSource.manager): Promise<AccreditationConfig | null> {
    return manager.findOne(AccreditationConfig, { where: {}, order: { version: 'DESC' } });
  }

  async activeView(): Promise<ConfigView> {
    const config = await this.active();
    if (!config) throw AppError.notFound(MSG.noActiveConfig);
    return toConfigView(config);
  }

  /** SPEC §9: what the editor starts from when creating a configuration. */
  defaults(): Pick<ConfigView, 'configName' | 'description' | 'totalStagesRequired' | 'approvalStages' | 'inspectionChecklist'> {
    const n = ACCREDITATION_LIMITS.defaultStages;
    return { configName: '', description: '', totalStagesRequired: n, approvalStages: Array.from({ length: n }, (_, i) => defaultStage(i + 1)), inspectionChecklist: [...DEFAULT_INSPECTION_CHECKLIST] };
  }

  async versions(): Promise<ConfigView[]> {
    const rows = await this.dataSource.manager.find(AccreditationConfig, { order: { version: 'DESC' } });
    return rows.map(toConfigView);
  }

  async version(raw: string): Promise<ConfigView> {
    const version = /^\d{1,9}$/.test(raw) ? Number(raw) : null;
    const config = version === null ? null : await this.dataSource.manager.findOne(AccreditationConfig, { where: { version } });
    if (!config) throw AppError.notFound(MSG.noActiveConfig);
    return toConfigView(config);
  }

  async byId(id: string, manager: EntityManager = this.dataSource.manager): Promise<AccreditationConfig> {
    return manager.findOneOrFail(AccreditationConfig, { where: { id } });
  }

  async save(admin: AdminPrincipal, body: unknown): Promise<ConfigView> {
    const { input, errors } = readConfigInput(body);
    if (errors.length > 0) throw AppError.validation(errors);
    const saved = await this.uow.run(async (manager) => {
      const unknown = await unknownRoles(manager, input.approvalStages);
      if (unknown.length > 0) throw AppError.validation(unknown);
      await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [SAVE_LOCK]);
      const active = await this.active(manager);
      const inspectionChecklist = input.inspectionChecklist ?? active?.inspectionChecklist ?? [...DEFAULT_INSPECTION_CHECKLIST];
      // Left out of the body (an older editor), the timing settings stay as the active version has them.
      const validityMonths = input.validityMonths ?? active?.validityMonths ?? VALIDITY_LIMITS.defaultMonths;
      const renewalWindowDays = input.renewalWindowDays ?? active?.renewalWindowDays ?? VALIDITY_LIMITS.defaultRenewalWindowDays;
      const deadlines = {
        pendingReviewTargetDays: input.pendingReviewTargetDays ?? active?.pendingReviewTargetDays ?? DEADLINE_LIMITS.defaults.pendingReviewDays,
        autotestApprovalTargetDays: input.autotestApprovalTargetDays ?? active?.autotestApprovalTargetDays ?? DEADLINE_LIMITS.defaults.autotestApprovalDays,
        queryAnswerTargetDays: input.queryAnswerTargetDays ?? active?.queryAnswerTargetDays ?? DEADLINE_LIMITS.defaults.queryAnswerDays,
        escalationMarginDays: input.escalationMarginDays ?? active?.escalationMarginDays ?? DEADLINE_LIMITS.defaults.escalationMarginDays,
        appealDays: input.appealDays ?? active?.appealDays ?? APPEAL_LIMITS.defaultAppealDays,
        appealDecisionTargetDays: input.appealDecisionTargetDays ?? active?.appealDecisionTargetDays ?? APPEAL_LIMITS.defaultDecisionTargetDays,
        representationsDays: input.representationsDays ?? active?.representationsDays ?? SANCTION_LIMITS.defaultRepresentationsDays,
      };
      const fourEyes = input.fourEyes ?? (await fourEyesByDefault(manager, input.approvalStages));
      const [{ next }] = (await manager.query('SELECT COALESCE(max(version), 0) + 1 AS next FROM accreditation_configs')) as [{ next: number }];
      const result = await manager.insert(AccreditationConfig, {
        version: next,
        configName: input.configName,
        description: input.description,
        totalStagesRequired: input.totalStagesRequired,
        approvalStages: input.approvalStages as never,
        fourEyes,
        validityMonths,
        renewalWindowDays,
        ...deadlines,
        inspectionChecklist: inspectionChecklist as never,
        createdBy: admin.id,
        createdByEmail: admin.email,
      });
      const id = String(result.identifiers[0]!.id);
      await this.outbox.record(manager, AccreditationEvent.ConfigSaved, { configId: id, version: next, by: admin.email, at: new Date().toISOString() });
      const previous = (await manager.findOne(AccreditationConfig, { where: { version: next - 1 } })) ?? null;
      type Shaped = Pick<AccreditationConfig, 'configName' | 'description' | 'totalStagesRequired' | 'approvalStages' | 'inspectionChecklist' | 'fourEyes' | 'validityMonths' | 'renewalWindowDays' | keyof typeof deadlines>;
      const shape = (c: Shaped | null) =>
        c
          ? {
              configName: c.configName,
              description: c.description,
              totalStagesRequired: c.totalStagesRequired,
              approvalStages: c.approvalStages,
              inspectionChecklist: c.inspectionChecklist,
              fourEyes: c.fourEyes,
              validityMonths: c.validityMonths,
              renewalWindowDays: c.renewalWindowDays,
              pendingReviewTargetDays: c.pendingReviewTargetDays,
              autotestApprovalTargetDays: c.autotestApprovalTargetDays,
              queryAnswerTargetDays: c.queryAnswerTargetDays,
              escalationMarginDays: c.escalationMarginDays,
              appealDays: c.appealDays,
              appealDecisionTargetDays: c.appealDecisionTargetDays,
              representationsDays: c.representationsDays,
            }
          : null;
      await this.audit.append(manager, {
        action: 'config.version_saved',
        actor: adminAuditActor(admin),
        target: { type: 'config', id },
        changes: diffFields(shape(previous), shape({ ...input, fourEyes, inspectionChecklist, validityMonths, renewalWindowDays, ...deadlines } as never), [
          'configName',
          'description',
          'totalStagesRequired',
          'approvalStages',
          'inspectionChecklist',
          'fourEyes',
          'validityMonths',
          'renewalWindowDays',
          'pendingReviewTargetDays',
          'autotestApprovalTargetDays',
          'queryAnswerTargetDays',
          'escalationMarginDays',
          'appealDays',
          'appealDecisionTargetDays',
          'representationsDays',
        ]),
        data: { version: next },
      });
      return manager.findOneOrFail(AccreditationConfig, { where: { id } });
    });
    return toConfigView(saved);
  }
}

/** Every required role must name an existing system role, or nobody could ever approve the stage. */
async function unknownRoles(manager: EntityManager, stages: ApprovalStage[]): Promise<FieldError[]> {
  const wanted = [...new Set(stages.flatMap((s) => s.requiredRoles))];
  const rows = (await manager.query('SELECT role_name FROM system_roles WHERE role_name = ANY($1::text[])', [wanted])) as Array<{ role_name: string }>;
  const known = new Set(rows.map((r) => r.role_name));
  return stages.flatMap((stage) =>
    stage.requiredRoles.filter((role) => !known.has(role)).map((role) => ({ path: `approvalStages.${stage.stageNumber - 1}.requiredRoles`, msg: MSG.unknownRequiredRole(stage.stageNumber, role) })),
  );
}
