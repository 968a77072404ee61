import { Column, Entity, PrimaryColumn } from 'typeorm';

/** One entry of the audit log; never updated (a trigger refuses it). id is its place in the chain. */
@Entity('audit_events')
export class AuditEvent {
  @PrimaryColumn({ type: 'bigint' })
  id: string;

  @Column({ type: 'timestamptz' })
  at: Date;

  @Column({ name: 'actor_type', type: 'text' })
  actorType: string;

  @Column({ name: 'actor_id', type: 'uuid', nullable: true })
  actorId: string | null;

  @Column({ name: 'actor_email', type: 'text', nullable: true })
  actorEmail: string | null;

  @Column({ name: 'actor_name', type: 'text', nullable: true })
  actorName: string | null;

  @Column({ type: 'text' })
  action: string;

  @Column({ name: 'target_type', type: 'text', nullable: true })
  targetType: string | null;

  @Column({ name: 'target_id', type: 'text', nullable: true })
  targetId: string | null;

  @Column({ name: 'centre_id', type: 'uuid', nullable: true })
  centreId: string | null;

  @Column({ type: 'text', nullable: true })
  state: string | null;

  @Column({ type: 'jsonb', nullable: true })
  changes: Record<string, { before: unknown; after: unknown }> | null;

  @Column({ type: 'jsonb', nullable: true })
  data: Record<string, unknown> | null;

  @Column({ name: 'history_id', type: 'uuid', nullable: true })
  historyId: string | null;

  @Column({ name: 'request_id', type: 'text', nullable: true })
  requestId: string | null;

  @Column({ type: 'text', nullable: true })
  ip: string | null;

  @Column({ name: 'prev_hash', type: 'text', nullable: true })
  prevHash: string | null;

  @Column({ type: 'text' })
  hash: string;
}
