import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { CentreStatus, Language } from '#contracts';

const text = (name: string) => Column({ name, type: 'text', nullable: true });
const int = (name: string) => Column({ name, type: 'int', nullable: true });
const time = (name: string) => Column({ name, type: 'timestamptz', nullable: true });

/**
 * A CBT centre. Property names are the Centre field names of SPEC.md §3 as the API spells them,
 * so the public shape is the entity minus internals (see centre-view.ts).
 */
@Entity('centres')
export class Centre {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'reference_number', type: 'text' })
  ReferenceNumber: string;

  @Column({ name: 'centre_name', type: 'text' })
  CentreName: string;

  @Column({ name: 'government_id', type: 'text' })
  GovernmentId: string;

  @Column({ name: 'exam_body', type: 'text' })
  examBody: string;

  @text('ownership_type') ownershipType: string | null;

  @Column({ type: 'text' })
  status: CentreStatus;

  /** How the centre came in: public pre-registration, admin simple create, or bulk import. */
  @Column({ type: 'text' })
  source: 'public' | 'admin' | 'import';

  /** The language the centre uses the site in; its emails are written in it. */
  @Column({ type: 'text', default: 'en' })
  language: Language;

  @text('admin_name') AdminName: string | null;
  @Column({ name: 'admin_email', type: 'text' }) AdminEmail: string;
  @text('admin_number') AdminNumber: string | null;
  @text('admin_phone') AdminPhone: string | null;
  @text('coordinator_name') CoordinatorName: string | null;
  @text('coordinator_phone') CoordinatorPhone: string | null;

  @text('state') State: string | null;
  @text('local_government') LocalGovernment: string | null;
  @text('town') town: string | null;
  @text('address') address: string | null;
  @text('neighbourhood') neighbourhood: string | null;
  @text('nearest_landmark') nearestLandmark: string | null;
  /** Where the premises are, as the centre declared it (docs/REGISTER.md "Where coordinates come from"). */
  @Column({ name: 'latitude', type: 'double precision', nullable: true }) latitude: number | null;
  @Column({ name: 'longitude', type: 'double precision', nullable: true }) longitude: number | null;

  @int('centre_capacity') CentreCapacity: number | null;
  @int('expected_candidates') ExpectedCandidates: number | null;
  @int('number_of_backup_systems') NumberOfBackupSystems: number | null;
  @int('backup_capacity') backUpCapacity: number | null;
  @text('power_source') TypeOfPowerSource: string | null;
  @text('backup_power_source') TypeOfBackupPowerSource: string | null;
  @text('generator_capacity') GeneratorCapacity: string | null;
  @text('network_topology') NetworkTopology: string | null;
  @text('system_architecture') SystemArchitecture: string | null;
  @text('cooling_system') CoolingSystem: string | null;
  @text('cctv') CCTV: string | null;
  @text('cctv_type') CCTVType: string | null;
  @text('networking_type') networkingType: string | null;
  @text('internet_connection') internetConnection: string | null;
  @text('system_configuration') systemConfiguration: string | null;
  @text('year_of_establishment') yearOfEstablishment: string | null;
  @text('is_jamb_accredited') isJambAccredited: string | null;

  @text('admin_feedback') adminFeedback: string | null;
  @time('registration_approval_date') registrationApprovalDate: Date | null;
  @time('autotest_approval_date') autotestApprovalDate: Date | null;
  @text('rejection_reason') rejectionReason: string | null;
  @text('query_details') queryDetails: string | null;
  @text('autotest_instructions') autotestInstructions: string | null;
  @time('reposted_to_autotest_at') repostedToAutotestAt: Date | null;

  @Column({ name: 'is_registration_complete', type: 'boolean', default: false })
  isRegistrationComplete: boolean;

  @time('registration_completed_at') registrationCompletedAt: Date | null;
  @time('registration_saved_at') registrationSavedAt: Date | null;

  /** Kept in step with centre_documents in the same transaction, so lists need no join. */
  @Column({ name: 'document_count', type: 'int', default: 0 })
  documentCount: number;

  @time('autotest_completed_date') autotestCompletedDate: Date | null;
  @int('autotest_expected_capacity') autotestExpectedCapacity: number | null;
  @int('autotest_realized_capacity') autotestRealizedCapacity: number | null;
  @Column({ name: 'autotest_score', type: 'numeric', precision: 5, scale: 2, nullable: true, transformer: { to: (v) => v, from: (v) => (v === null ? null : Number(v)) } })
  autotestScore: number | null;
  @text('autotest_decision') autotestDecision: string | null;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;

  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt: Date;

  /** Checked in every status UPDATE's WHERE clause: a concurrent change makes the loser a 409. */
  @Column({ type: 'int', default: 1 })
  version: number;
}
