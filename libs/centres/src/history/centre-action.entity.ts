import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One entry of a centre's action history; never updated (a trigger refuses it). */
@Entity('centre_actions')
export class CentreActionEntry {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'centre_id', type: 'uuid' })
  centreId: string;

  /** 1, 2, 3... per centre; unique, so two writers cannot fork the chain. */
  @Column({ type: 'int' })
  seq: number;

  @Column({ type: 'text' })
  action: string;

  @Column({ name: 'from_status', type: 'text', nullable: true })
  fromStatus: string | null;

  @Column({ name: 'to_status', type: 'text', nullable: true })
  toStatus: string | null;

  @Column({ name: 'actor_type', type: 'text' })
  actorType: 'admin' | 'centre' | 'system';

  @Column({ name: 'actor_id', type: 'uuid', nullable: true })
  actorId: string | null;

  @Column({ name: 'actor_email', type: 'text', nullable: true })
  actorEmail: string | null;

  @Column({ name: 'actor_name', type: 'text', nullable: true })
  actorName: string | null;

  @Column({ name: 'note_kind', type: 'text', nullable: true })
  noteKind: 'reason' | 'details' | 'instructions' | null;

  @Column({ type: 'text', nullable: true })
  note: string | null;

  @Column({ type: 'jsonb', nullable: true })
  data: Record<string, unknown> | null;

  @Column({ type: 'timestamptz' })
  at: Date;

  @Column({ name: 'prev_hash', type: 'text', nullable: true })
  prevHash: string | null;

  @Column({ type: 'text' })
  hash: string;
}
