import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { AccreditationKind, AccreditationStanding, AccreditationStatus } from '#contracts';
import type { AccreditationSnapshot } from './accreditation-snapshot.js';

/**
 * One accreditation cycle of a centre, bound to the configuration version it was initialised with.
 * A centre may have several over the years (DECISIONS §9); the newest is current, and at most one
 * runs and at most one is in force at a time (the schema's partial unique indexes).
 */
@Entity('accreditations')
export class Accreditation {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'centre_id', type: 'uuid' })
  centreId: string;

  /** 1 for the centre's first accreditation, then 2, 3, ... */
  @Column({ type: 'int', default: 1 })
  cycle: number;

  /** The newest cycle: the one the staged workflow and accreditation management act on. */
  @Column({ name: 'is_current', type: 'boolean', default: true })
  isCurrent: boolean;

  @Column({ name: 'previous_id', type: 'uuid', nullable: true })
  previousId: string | null;

  /** initial, reaccreditation (after a new review of the registration) or renewal (DECISIONS §9). */
  @Column({ type: 'text', default: 'initial' })
  kind: AccreditationKind;

  /** The validity granted (DECISIONS §9); null until granted. */
  @Column({ name: 'valid_from', type: 'timestamptz', nullable: true })
  validFrom: Date | null;

  @Column({ name: 'valid_until', type: 'timestamptz', nullable: true })
  validUntil: Date | null;

  /** The later accreditation whose grant ended this one. */
  @Column({ name: 'superseded_by', type: 'uuid', nullable: true })
  supersededBy: string | null;

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

  /** DECISIONS §10: the letter's random bit in the status list, kept when the letter is made again. */
  @Column({ name: 'letter_status_index', type: 'int', nullable: true })
  letterStatusIndex: number | null;

  /** The QR text of the letter of record (`CBT1:` + base45 of its COSE_Sign1; docs/LETTERS.md). */
  @Column({ name: 'letter_credential', type: 'text', nullable: true })
  letterCredential: string | null;

  /** The kid of the key that signed it. */
  @Column({ name: 'letter_key_id', type: 'text', nullable: true })
  letterKeyId: string | null;

  /** The centre's identity and capacity when the accreditation was granted (DECISIONS §8). */
  @Column({ type: 'jsonb', nullable: true })
  snapshot: AccreditationSnapshot | null;

  /** Live standing of a granted accreditation (null until granted). */
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
