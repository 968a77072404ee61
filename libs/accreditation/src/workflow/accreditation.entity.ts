import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { AccreditationStanding, AccreditationStatus } from '#contracts';
import type { AccreditationSnapshot } from './accreditation-snapshot.js';

/** A centre's accreditation, bound to the configuration version it was initialised with. */
@Entity('accreditations')
export class Accreditation {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'centre_id', type: 'uuid' })
  centreId: string;

  @Column({ name: 'config_id', type: 'uuid' })
  configId: string;

  @Column({ type: 'text' })
  status: AccreditationStatus;

  /** Stages approved so far: the active stage is currentStage + 1. */
  @Column({ name: 'current_stage', type: 'int', default: 0 })
  currentStage: number;

  @Column({ name: 'total_stages_required', type: 'int' })
  totalStagesRequired: number;

  @Column({ name: 'rejection_reason', type: 'text', nullable: true })
  rejectionReason: string | null;

  @Column({ name: 'rejected_by', type: 'uuid', nullable: true })
  rejectedBy: string | null;

  @Column({ name: 'rejected_at', type: 'timestamptz', nullable: true })
  rejectedAt: Date | null;

  @Column({ name: 'accredited_at', type: 'timestamptz', nullable: true })
  accreditedAt: Date | null;

  @Column({ name: 'accreditation_letter_sent', type: 'boolean', default: false })
  accreditationLetterSent: boolean;

  /** Printed on the letter and in its QR code; looked up by the public verification call. */
  @Column({ name: 'letter_code', type: 'text', nullable: true })
  letterCode: string | null;

  @Column({ name: 'letter_stored_name', type: 'text', nullable: true })
  letterStoredName: string | null;

  @Column({ name: 'letter_generated_at', type: 'timestamptz', nullable: true })
  letterGeneratedAt: Date | null;

  @Column({ name: 'letter_sent_at', type: 'timestamptz', nullable: true })
  letterSentAt: Date | null;

  /** The centre's identity and capacity when the accreditation was granted (DECISIONS §8). */
  @Column({ type: 'jsonb', nullable: true })
  snapshot: AccreditationSnapshot | null;

  /** Live standing of a granted accreditation: accredited, suspended or revoked. */
  @Column({ type: 'text', nullable: true })
  standing: AccreditationStanding | null;

  @Column({ name: 'standing_reason', type: 'text', nullable: true })
  standingReason: string | null;

  @Column({ name: 'standing_changed_at', type: 'timestamptz', nullable: true })
  standingChangedAt: Date | null;

  @Column({ name: 'initialized_by', type: 'uuid', nullable: true })
  initializedBy: string | null;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;

  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt: Date;

  @Column({ type: 'int', default: 1 })
  version: number;
}
