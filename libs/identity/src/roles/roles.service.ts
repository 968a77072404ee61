import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { MSG } from '#contracts';
import { AppError, UnitOfWork } from '#platform';
import { isUniqueViolation, isUuid } from '../persistence.js';
import { ActiveRoles } from './active-roles.js';
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
    private readonly activeRoles: ActiveRoles,
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

  async create(dto: CreateRoleDto): Promise<PublicRole> {
    try {
      const saved = await this.roles.save(
        this.roles.create({
          roleName: dto.roleName,
          displayName: dto.displayName,
          description: dto.description,
          category: dto.category ?? 'admin',
          isSystem: false,
          isActive: true,
        }),
      );
      return toPublicRole(saved);
    } catch (error) {
      if (isUniqueViolation(error)) throw AppError.conflict(MSG.roleNameTaken);
      throw error;
    } finally {
      this.activeRoles.invalidate();
    }
  }

  async update(id: string, dto: UpdateRoleDto): Promise<PublicRole> {
    const role = await this.uow.run(async (manager) => {
      const found = await this.lockedRole(manager.getRepository(SystemRole), id);
      if (found.isSystem && dto.category !== undefined && dto.category !== found.category) {
        throw new AppError('BAD_REQUEST', MSG.systemRoleCategoryFixed);
      }
      if (found.isSystem && dto.isActive === false) throw AppError.forbidden(MSG.systemRolesCannotBeDeleted);
      found.displayName = dto.displayName;
      found.description = dto.description;
      if (dto.category !== undefined) found.category = dto.category;
      if (dto.isActive !== undefined) found.isActive = dto.isActive;
      return manager.getRepository(SystemRole).save(found);
    });
    this.activeRoles.invalidate();
    return toPublicRole(role);
  }

  /** SPEC §4: "Delete" deactivates; the holders lose what the role gave them within seconds. */
  async deactivate(id: string): Promise<PublicRole> {
    const role = await this.uow.run(async (manager) => {
      const found = await this.lockedRole(manager.getRepository(SystemRole), id);
      if (found.isSystem) throw AppError.forbidden(MSG.systemRolesCannotBeDeleted);
      found.isActive = false;
      return manager.getRepository(SystemRole).save(found);
    });
    this.activeRoles.invalidate();
    return toPublicRole(role);
  }

  private async lockedRole(repo: Repository<SystemRole>, id: string): Promise<SystemRole> {
    const found = isUuid(id) ? await repo.findOne({ where: { id }, lock: { mode: 'pessimistic_write' } }) : null;
    if (!found) throw AppError.notFound(MSG.roleNotFound);
    return found;
  }
}
