import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ACCREDITATION_LIMITS, DEFAULT_INSPECTION_CHECKLIST, DEFAULT_WORKFLOW, defaultStage } from '#contracts';
import { OutboxService } from '#platform';
import { AccreditationEvent } from '../events/accreditation-events.js';
import { AccreditationConfig } from './accreditation-config.entity.js';
import { SAVE_LOCK } from './accreditation-config.service.js';
import { fourEyesByDefault } from './four-eyes-default.js';


/**
 * A fresh install can accredit at once: when no configuration exists at start, version 1 is the
 * SPEC §9 default (three stages: 'Stage {n}', 'Approval stage {n}', roles admin and superadmin,
 * autoApprove false, active), four-eyes on only when enough approvers exist. Saved like any version (same table, same event), by the system.
 */
@Injectable()
export class SeedDefaultConfig implements OnApplicationBootstrap {
  private readonly logger = new Logger('accreditation');

  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const seeded = await this.dataSource.transaction(async (manager) => {
      // The same lock as a save: a super admin saving at this moment gets the next version.
      await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [SAVE_LOCK]);
      if ((await manager.count(AccreditationConfig)) > 0) return false;
      const n = ACCREDITATION_LIMITS.defaultStages;
      const approvalStages = Array.from({ length: n }, (_, i) => defaultStage(i + 1));
      const result = await manager.insert(AccreditationConfig, {
        version: 1,
        configName: DEFAULT_WORKFLOW.configName,
        description: DEFAULT_WORKFLOW.description,
        totalStagesRequired: n,
        approvalStages: approvalStages as never,
        // A fresh install with fewer approvers than stages must still be able to accredit.
        fourEyes: await fourEyesByDefault(manager, approvalStages),
        inspectionChecklist: [...DEFAULT_INSPECTION_CHECKLIST] as never,
        createdBy: null,
        createdByEmail: null,
      });
      const id = String(result.identifiers[0]!.id);
      await this.outbox.record(manager, AccreditationEvent.ConfigSaved, { configId: id, version: 1, by: 'system', at: new Date().toISOString() });
      return true;
    });
    if (seeded) this.logger.log('installed the default accreditation workflow (three approval stages) as configuration version 1');
  }
}
