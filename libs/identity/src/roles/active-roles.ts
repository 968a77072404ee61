import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository, type EntityManager } from 'typeorm';
import type { Permission } from '#contracts';
import { SystemRole } from './system-role.entity.js';

export interface ActiveRoleSnapshot {
  names: ReadonlySet<string>;
  /** The permission list each active role carries (null: the level decides, as before lists existed). */
  lists: ReadonlyMap<string, readonly Permission[] | null>;
}

/**
 * The active roles and their permissions, read from the database on every use. No copy is kept in
 * the process: a role created, changed or deactivated through one instance holds on every instance
 * at the next request (DECISIONS §9). It is one small indexed read of a table of a few dozen rows.
 */
@Injectable()
export class ActiveRoles {
  constructor(@InjectRepository(SystemRole) private readonly roles: Repository<SystemRole>) {}

  async names(): Promise<ReadonlySet<string>> {
    return (await this.snapshot()).names;
  }

  async permissionLists(): Promise<ReadonlyMap<string, readonly Permission[] | null>> {
    return (await this.snapshot()).lists;
  }

  /** Names and lists from one read (through `manager` when the caller holds a transaction). */
  async snapshot(manager?: EntityManager): Promise<ActiveRoleSnapshot> {
    const rows = await (manager ? manager.getRepository(SystemRole) : this.roles).find({ where: { isActive: true }, select: { roleName: true, permissions: true } });
    return { names: new Set(rows.map((r) => r.roleName)), lists: new Map(rows.map((r) => [r.roleName, r.permissions ?? null])) };
  }
}
