import type { ApprovalStage } from '#contracts';
import type { AccreditationConfig } from './accreditation-config.entity.js';

export interface ConfigView {
  id: string;
  version: number;
  configName: string;
  description: string;
  totalStagesRequired: number;
  approvalStages: ApprovalStage[];
  /** A different person approves each stage. */
  fourEyes: boolean;
  createdAt: string;
  /** The email of the super admin who saved this version. */
  createdBy: string | null;
}

export function toConfigView(config: AccreditationConfig): ConfigView {
  return {
    id: config.id,
    version: config.version,
    configName: config.configName,
    description: config.description,
    totalStagesRequired: config.totalStagesRequired,
    approvalStages: config.approvalStages,
    fourEyes: config.fourEyes,
    createdAt: new Date(config.createdAt).toISOString(),
    createdBy: config.createdByEmail,
  };
}
