import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { entriesCarrying, SUPERADMIN_ROLE, type Permission, type UserRole } from '#contracts';
import { derivePower } from '#identity';

/** The staff the privacy office's reminders go to, by the power their active roles give now. */
@Injectable()
export class PrivacyStaff {
  constructor(private readonly dataSource: DataSource) {}

  /** Active staff holding `permission` (the super admins hold it without a list). */
  async holding(permission: Permission): Promise<string[]> {
    return (await this.active()).filter((u) => entriesCarrying(u.power, permission).length > 0).map((u) => u.email);
  }

  async superAdmins(): Promise<string[]> {
    return (await this.active()).filter((u) => u.roles.some((r) => r.type === SUPERADMIN_ROLE)).map((u) => u.email);
  }

  private async active() {
    const roles = (await this.dataSource.query('SELECT role_name, permissions FROM system_roles WHERE is_active')) as Array<{ role_name: string; permissions: Permission[] | null }>;
    const names = new Set(roles.map((r) => r.role_name));
    const lists = new Map(roles.map((r) => [r.role_name, r.permissions ?? null]));
    const users = (await this.dataSource.query(
      `SELECT email, roles FROM users WHERE is_active AND deleted_at IS NULL AND jsonb_array_length(COALESCE(roles, '[]'::jsonb)) > 0`,
    )) as Array<{ email: string; roles: UserRole[] }>;
    return users.map((u) => ({ email: u.email, roles: u.roles, power: derivePower(u.roles, names, lists) }));
  }
}
