import { ApiProperty } from '@nestjs/swagger';
import { Allow } from 'class-validator';

class StageBody {
  @ApiProperty({ required: false, description: 'Ignored: stages are numbered 1..n in the order sent' })
  stageNumber?: number;

  @ApiProperty()
  stageName: string;

  @ApiProperty()
  description: string;

  @ApiProperty({ oneOf: [{ type: 'array', items: { type: 'string' } }, { type: 'string', description: 'comma-separated' }], example: ['admin', 'superadmin'] })
  requiredRoles: string[] | string;

  @ApiProperty({ required: false, default: false, description: 'Approved by the system when the stage is reached (recorded in the history)' })
  autoApprove?: boolean;

  @ApiProperty({ required: false, default: true, description: 'An inactive stage is skipped when reached (recorded in the history)' })
  isActive?: boolean;

  @ApiProperty({ required: false, default: false, description: 'The stage cannot be approved until an inspection visit is submitted (since the accreditation began)' })
  requiresInspection?: boolean;

  @ApiProperty({ required: false, default: true, description: 'A stage waiting for a visit needs it countersigned by a second inspector (false: a submitted visit is enough); only with requiresInspection' })
  requiresCountersignedVisit?: boolean;

  @ApiProperty({ required: false, default: 5, minimum: 1, maximum: 120, description: 'Target for this stage, in working days' })
  targetDays?: number;
}

/**
 * The body is checked by readConfigInput (SPEC §5's messages in SPEC's order, which per-field
 * decorators cannot give); @Allow only keeps these fields through the whitelisting pipe.
 */
export class SaveConfigDto {
  @Allow()
  @ApiProperty()
  configName: unknown;

  @Allow()
  @ApiProperty()
  description: unknown;

  @Allow()
  @ApiProperty({ minimum: 1, maximum: 10 })
  totalStagesRequired: unknown;

  @Allow()
  @ApiProperty({ type: [StageBody] })
  approvalStages: unknown;

  @Allow()
  @ApiProperty({ required: false, default: true, description: 'A different person approves each stage (four-eyes); saved with the version' })
  fourEyes?: unknown;

  @Allow()
  @ApiProperty({ required: false, type: 'array', items: { type: 'object' }, description: "The inspection checklist (criteria with key, label, kind, mandatory, weight, minimum, minimumPercentOf, options, passing, declared); absent: the active version's, or the council's published minimums" })
  inspectionChecklist?: unknown;

  @Allow()
  @ApiProperty({ required: false, minimum: 1, maximum: 60, description: "How long a granted accreditation is valid, in months; absent: the active version's (12 for the first)" })
  validityMonths?: unknown;

  @Allow()
  @ApiProperty({ required: false, minimum: 1, maximum: 365, description: "From how many days before the end of validity a centre may renew; absent: the active version's (90 for the first)" })
  renewalWindowDays?: unknown;

  @Allow()
  @ApiProperty({ required: false, minimum: 1, maximum: 120, description: "Target for a centre pending review, in working days; absent: the active version's (10 for the first)" })
  pendingReviewTargetDays?: unknown;

  @Allow()
  @ApiProperty({ required: false, minimum: 1, maximum: 120, description: "Target for a centre approved for registration awaiting approval for autotest, in working days; absent: the active version's (10)" })
  autotestApprovalTargetDays?: unknown;

  @Allow()
  @ApiProperty({ required: false, minimum: 1, maximum: 120, description: "Target for the centre's answer to a query, in working days (reminded at half); absent: the active version's (10)" })
  queryAnswerTargetDays?: unknown;

  @Allow()
  @ApiProperty({ required: false, minimum: 1, maximum: 60, description: "Working days past its target at which an item is escalated to the national admins; absent: the active version's (5)" })
  escalationMarginDays?: unknown;

  @Allow()
  @ApiProperty({ required: false, minimum: 1, maximum: 365, description: "DECISIONS §10: calendar days a centre has to appeal a decision against it; absent: the active version's (28)" })
  appealDays?: unknown;

  @Allow()
  @ApiProperty({ required: false, minimum: 1, maximum: 120, description: "Target for deciding a centre's appeal, in working days; absent: the active version's (20)" })
  appealDecisionTargetDays?: unknown;

  @Allow()
  @ApiProperty({ required: false, minimum: 1, maximum: 90, description: "DECISIONS §10: calendar days a centre has to make representations on a notice of proposal; absent: the active version's (14)" })
  representationsDays?: unknown;
}
