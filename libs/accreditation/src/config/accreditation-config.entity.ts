import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { ApprovalStage, InspectionCriterion } from '#contracts';

/** One saved version of the workflow; the newest version is the active one. Never updated. */
@Entity('accreditation_configs')
export class AccreditationConfig {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'int' })
  version: number;

  @Column({ name: 'config_name', type: 'text' })
  configName: string;

  @Column({ type: 'text' })
  description: string;

  @Column({ name: 'total_stages_required', type: 'int' })
  totalStagesRequired: number;

  @Column({ name: 'approval_stages', type: 'jsonb' })
  approvalStages: ApprovalStage[];

  /** A different person must approve each stage. */
  @Column({ name: 'four_eyes', type: 'boolean', default: true })
  fourEyes: boolean;

  /** How long an accreditation granted on this version is valid (DECISIONS §9). */
  @Column({ name: 'validity_months', type: 'int', default: 12 })
  validityMonths: number;

  /** From how many days before the end of validity a centre may renew. */
  @Column({ name: 'renewal_window_days', type: 'int', default: 90 })
  renewalWindowDays: number;

  /** Deadlines in working days (docs/TRUST.md, Deadlines and reminders). */
  @Column({ name: 'pending_review_target_days', type: 'int', default: 10 })
  pendingReviewTargetDays: number;

  @Column({ name: 'autotest_approval_target_days', type: 'int', default: 10 })
  autotestApprovalTargetDays: number;

  @Column({ name: 'query_answer_target_days', type: 'int', default: 10 })
  queryAnswerTargetDays: number;

  /** Working days past its target at which an item is escalated to the national admins. */
  @Column({ name: 'escalation_margin_days', type: 'int', default: 5 })
  escalationMarginDays: number;

  /** DECISIONS §10: calendar days from a decision against a centre to the end of its right of appeal. */
  @Column({ name: 'appeal_days', type: 'int', default: 28 })
  appealDays: number;

  /** Working days the council aims to decide an appeal in (the deadline engine's target). */
  @Column({ name: 'appeal_decision_target_days', type: 'int', default: 20 })
  appealDecisionTargetDays: number;

  /** DECISIONS §10: calendar days a centre has to make representations on a notice of proposal. */
  @Column({ name: 'representations_days', type: 'int', default: 14 })
  representationsDays: number;

  /** The council's minimums an inspection visit checks, versioned with the stages. */
  @Column({ name: 'inspection_checklist', type: 'jsonb' })
  inspectionChecklist: InspectionCriterion[];

  @Column({ name: 'created_by', type: 'uuid', nullable: true })
  createdBy: string | null;

  @Column({ name: 'created_by_email', type: 'text', nullable: true })
  createdByEmail: string | null;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;
}
