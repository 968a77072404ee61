import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { AdminPrincipal, PrincipalLoader } from '#platform';
import { deriveAccess } from '../permissions/derive-permissions.js';
import { ActiveRoles } from '../roles/active-roles.js';
import { User } from './user.entity.js';

/** Loads the live user behind an admin token; a disabled user or an outdated token gets null (401). */
@Injectable()
export class AdminPrincipalLoader implements PrincipalLoader {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly activeRoles: ActiveRoles,
  ) {}

  async loadAdmin(userId: string, tokenVersion: number): Promise<AdminPrincipal | null> {
    if (!/^[0-9a-f-]{36}$/i.test(userId)) return null;
    const user = await this.users.findOne({ where: { id: userId } });
    if (!user || !user.isActive || user.tokenVersion !== tokenVersion) return null;
    return toPrincipal(user, await this.activeRoles.names());
  }
}

export function toPrincipal(user: User, activeRoleNames: ReadonlySet<string>): AdminPrincipal {
  const access = deriveAccess(user.roles, activeRoleNames);
  return {
    kind: 'admin',
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    roles: user.roles,
    level: access.level,
    isSuperAdmin: access.isSuperAdmin,
    scope: access.scope,
    permissions: access.permissions,
  };
}
