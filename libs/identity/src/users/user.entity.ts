import { Column, CreateDateColumn, DeleteDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn, VersionColumn } from 'typeorm';
import type { Gender, UserRole } from '#contracts';

/** An admin account. `roles` is the source of truth; the legacy single-role fields are derived from it. */
@Entity('users')
@Index('users_email_live', ['email'], { unique: true, where: 'deleted_at IS NULL' })
export class User {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'first_name', type: 'text' })
  firstName: string;

  @Column({ name: 'last_name', type: 'text' })
  lastName: string;

  /** Stored lower-case; unique among live (not deleted) users. */
  @Column({ type: 'text' })
  email: string;

  @Column({ type: 'text', nullable: true })
  gender: Gender | null;

  @Column({ name: 'password_hash', type: 'text', select: false })
  passwordHash: string;

  @Column({ type: 'jsonb', default: () => `'[]'::jsonb` })
  roles: UserRole[];

  @Column({ name: 'should_reset_password', type: 'boolean', default: false })
  shouldResetPassword: boolean;

  @Column({ name: 'is_active', type: 'boolean', default: true })
  isActive: boolean;

  /** Bumped when the password changes or the account is disabled: every older token stops working. */
  @Column({ name: 'token_version', type: 'int', default: 0 })
  tokenVersion: number;

  @Column({ name: 'last_login_at', type: 'timestamptz', nullable: true })
  lastLoginAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;

  /**
   * Set when an admin deletes the account: the row stays for the histories that name it, but
   * TypeORM's find methods skip it and the email is free again (migration IdentityUserDeletion).
   */
  @DeleteDateColumn({ name: 'deleted_at', type: 'timestamptz', nullable: true })
  deletedAt: Date | null;

  @VersionColumn({ type: 'int', default: 1 })
  version: number;
}
