import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { Permission, RoleCategory } from '#contracts';

/** A role type users can hold. 'Delete' deactivates; seeded system roles cannot be deactivated. */
@Entity('system_roles')
export class SystemRole {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Identifier: lowercase a-z, digits, underscore, hyphen; never changes after creation. */
  @Column({ name: 'role_name', type: 'text', unique: true })
  roleName: string;

  @Column({ name: 'display_name', type: 'text' })
  displayName: string;

  @Column({ type: 'text' })
  description: string;

  @Column({ type: 'text' })
  category: RoleCategory;

  @Column({ name: 'is_system', type: 'boolean', default: false })
  isSystem: boolean;

  @Column({ name: 'is_active', type: 'boolean', default: true })
  isActive: boolean;

  /** The capabilities the role gives (DECISIONS §8); null keeps the meaning of its holders' level. */
  @Column({ type: 'text', array: true, nullable: true })
  permissions: Permission[] | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
