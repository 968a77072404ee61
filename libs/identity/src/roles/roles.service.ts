import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository, type EntityManager } from 'typeorm';
import { AuditLog } from '#audit';
import { AUDIT_MSG, MSG, SUPERADMIN_ROLE, type UserRole } from '#contracts';
import { roleAudit, roleSnapshot } from '../audit/identity-audit.js';
import { AppError, UnitOfWork, type AdminPrincipal } from '#platform';
import { checkRoleEdit, checkRoleGrant, checkRoleList, checkRoleReach, deny } from './role-policy.js';
import { isUniqueViolation, isUuid } from '../persistence.js';
import type { CreateRoleDto } from './dto/create-role.dto.js';
import type { UpdateRoleDto } from './dto/update-role.dto.js';
import { toPublicRole, toRoleOption, type PublicRole } from './role-view.js';
import { SystemRole } from './system-role.entity.js';

/** System roles: the types users can hold. Every change drops the active-roles cache so access follows at once. */
@Injectable()
export class RolesService {
  constructor(
    @InjectRepository(SystemRole) private readonly roles: Repository<SystemRole>,
    private readonly uow: UnitOfWork,
    private readonly audit: AuditLog,
  ) {}

  async list(includeInactive: boolean): Promise<PublicRole[]> {
    const rows = await this.roles.find({
      where: includeInactive ? {} : { isActive: true },
      order: { isSystem: 'DESC', createdAt: 'ASC', roleName: 'ASC' },
    });
    return rows.map(toPublicRole);
  }

  async activeOptions() {
    const rows = await this.roles.find({ where: { isActive: true }, order: { isSystem: 'DESC', displayName: 'ASC' } });
    return rows.map(toRoleOption);
  }

  async create(admin: AdminPrincipal, dto: CreateRoleDto): Promise<PublicRole> {
    deny(checkRoleGrant(admin, dto.roleName, dto.permissions ?? null));
    deny(checkRoleList(dto.permissions));
    try {
      const saved = await this.uow.run(async (manager) => {
        const repo = manager.getRepository(SystemRole);
        const role = await repo.save(
          repo.create({
            roleName: dto.roleName,
            displayName: dto.displayName,
            description: dto.description,
            category: dto.category ?? 'admin',
            isSystem: false,
            isActive: true,
            permissions: dto.permissions ?? null,
          }),
        );
        await this.audit.append(manager, roleAudit('role.created', null, roleSnapshot(role)));
        return role;
      });
      return toPublicRole(saved);
    } catch (error) {
      if (isUniqueViolation(error)) throw AppError.conflict(MSG.roleNameTaken);
      throw error;
    }
  }

  async update(admin: AdminPrincipal, id: string, dto: UpdateRoleDto): Promise<PublicRole> {
    const role = await this.uow.run(async (manager) => {
      const found = await this.lockedRole(manager.getRepository(SystemRole), id);
      deny(checkRoleEdit(admin, found));
      const permissions = dto.permissions !== undefined ? dto.permissions : found.permissions;
      deny(checkRoleGrant(admin, found.roleName, permissions));
      if (dto.permissions !== undefined) deny(checkRoleList(dto.permissions));
      const after = { isActive: dto.isActive ?? found.isActive, permissions };
      deny(checkRoleReach(admin, found.roleName, await holderEntries(manager, found.roleName), found, after));
      if (found.isSystem && dto.category !== undefined && dto.category !== found.category) {
        throw new AppError('BAD_REQUEST', MSG.systemRoleCategoryFixed);
      }
      if (found.isSystem && dto.isActive === false) throw AppError.forbidden(MSG.systemRolesCannotBeDeleted);
      // The super admin role always holds everything: a list on it could lock every admin out.
      if (found.roleName === SUPERADMIN_ROLE && dto.permissions !== undefined) throw AppError.forbidden(AUDIT_MSG.superAdminPermissionsFixed);
      const before = roleSnapshot(found);
      if (dto.permissions !== undefined) found.permissions = dto.permissions;
      found.displayName = dto.displayName;
      found.description = dto.description;
      if (dto.category !== undefined) found.category = dto.category;
      if (dto.isActive !== undefined) found.isActive = dto.isActive;
      const saved = await manager.getRepository(SystemRole).save(found);
      await this.audit.append(manager, roleAudit('role.updated', before, roleSnapshot(saved)));
      return saved;
    });
    return toPublicRole(role);
  }

  /** SPEC §4: "Delete" deactivates; the holders lose what the role gave them within seconds. */
  async deactivate(admin: AdminPrincipal, id: string): Promise<PublicRole> {
    const role = await this.uow.run(async (manager) => {
      const found = await this.lockedRole(manager.getRepository(SystemRole), id);
      if (found.isSystem) throw AppError.forbidden(MSG.systemRolesCannotBeDeleted);
      deny(checkRoleEdit(admin, found));
      const before = roleSnapshot(found);
      found.isActive = false;
      const saved = await manager.getRepository(SystemRole).save(found);
      await this.audit.append(manager, roleAudit('role.deactivated', before, roleSnapshot(saved)));
      return saved;
    });
    return toPublicRole(role);
  }

  private async lockedRole(repo: Repository<SystemRole>, id: string): Promise<SystemRole> {
    const found = isUuid(id) ? await repo.findOne({ where: { id }, lock: { mode: 'pessimistic_write' } }) : null;
    if (!found) throw AppError.notFound(MSG.roleNotFound);
    return found;
  }
}

/**
 * Every entry of this role type on an account that still exists (a deactivated account may be
 * reactivated, so its entries count): the reach a change of the role gives.
 */
async function holderEntries(manager: EntityManager, roleName: string): Promise<UserRole[]> {
  const rows: Array<{ roles: UserRole[] }> = await manager.query(`SELECT roles FROM users WHERE deleted_at IS NULL AND roles @> $1::jsonb`, [JSON.stringify([{ type: roleName }])]);
  return rows.flatMap((r) => r.roles.filter((role) => role.type === roleName));
}
