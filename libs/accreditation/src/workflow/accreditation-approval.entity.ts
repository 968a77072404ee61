import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One approved stage. Unique per stage, and per approver (four-eyes), in the schema itself. */
@Entity('accreditation_approvals')
export class AccreditationApproval {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'accreditation_id', type: 'uuid' })
  accreditationId: string;

  @Column({ name: 'stage_number', type: 'int' })
  stageNumber: number;

  @Column({ name: 'stage_name', type: 'text' })
  stageName: string;

  @Column({ name: 'approver_id', type: 'uuid', nullable: true })
  /** null when the system approved the stage (autoApprove). */
  approverId: string | null;

  @Column({ name: 'approver_name', type: 'text' })
  approverName: string;

  @Column({ name: 'approver_email', type: 'text' })
  approverEmail: string;

  @Column({ type: 'text', nullable: true })
  comments: string | null;

  @Column({ name: 'approval_date', type: 'timestamptz', default: () => 'now()' })
  approvalDate: Date;
}
