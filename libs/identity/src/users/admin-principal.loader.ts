import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { AdminPrincipal, PrincipalLoader } from '#platform';
import { deriveAccess, type RolePermissionLists } from '../permissions/derive-permissions.js';
import { ActiveRoles } from '../roles/active-roles.js';
import { User } from './user.entity.js';

/** Loads the live user behind an admin token; a disabled user or an outdated token gets null (401). */
@Injectable()
export class AdminPrincipalLoader implements PrincipalLoader {
  constructor(
    private readonly dataSource: DataSource,
    private readonly activeRoles: ActiveRoles,
  ) {}

  async loadAdmin(userId: string, tokenVersion: number, manager?: EntityManager): Promise<AdminPrincipal | null> {
    if (!/^[0-9a-f-]{36}$/i.test(userId)) return null;
    // Runs on every admin request: one plain indexed query, no entity hydration.
    const rows: PrincipalRow[] = await (manager ?? this.dataSource).query(
      `SELECT id, email, first_name, last_name, roles, is_active, token_version
         FROM users WHERE id = $1 AND deleted_at IS NULL`,
      [userId],
    );
    const row = rows[0];
    if (!row || !row.is_active || row.token_version !== tokenVersion) return null;
    const user = { id: row.id, email: row.email, firstName: row.first_name, lastName: row.last_name, roles: row.roles };
    const active = await this.activeRoles.snapshot(manager);
    return toPrincipal(user, active.names, active.lists);
  }
}

interface PrincipalRow {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  roles: User['roles'];
  is_active: boolean;
  token_version: number;
}

export function toPrincipal(
  user: Pick<User, 'id' | 'email' | 'firstName' | 'lastName' | 'roles'>,
  activeRoleNames: ReadonlySet<string>,
  lists?: RolePermissionLists,
): AdminPrincipal {
  const access = deriveAccess(user.roles, activeRoleNames, lists);
  return {
    kind: 'admin',
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    // Only active roles count, everywhere a principal's roles are read (stage checks, grants, the
    // profile): a deactivated role approved accreditation stages while still in the list (docs/SECURITY.md, red-team pass 1, row 8).
    roles: user.roles.filter((r) => activeRoleNames.has(r.type)),
    level: access.level,
    isSuperAdmin: access.isSuperAdmin,
    scope: access.scope,
    permissions: access.permissions,
    power: access.power,
  };
}
