import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** An emailed one-time code, stored only as a keyed hash (DECISIONS §4). */
@Entity('centre_otps')
export class CentreOtp {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'centre_id', type: 'uuid' })
  centreId: string;

  @Column({ name: 'code_hash', type: 'text' })
  codeHash: string;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @Column({ name: 'wrong_attempts', type: 'int', default: 0 })
  wrongAttempts: number;

  @Column({ name: 'consumed_at', type: 'timestamptz', nullable: true })
  consumedAt: Date | null;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;
}
