import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { Permission } from '#contracts';
import { SystemRole } from './system-role.entity.js';

const TTL_MS = 5000;

/**
 * The names of active roles, read on every admin request. Cached for a few seconds per process
 * (and dropped at once here when roles change), so deactivating a role takes effect within 5 s
 * everywhere without a query per request.
 */
@Injectable()
export class ActiveRoles {
  private cached: { names: Set<string>; lists: Map<string, readonly Permission[] | null>; at: number } | null = null;

  constructor(@InjectRepository(SystemRole) private readonly roles: Repository<SystemRole>) {}

  async names(): Promise<ReadonlySet<string>> {
    return (await this.load()).names;
  }

  /** The permission list each active role carries (null: the level decides, as before lists existed). */
  async permissionLists(): Promise<ReadonlyMap<string, readonly Permission[] | null>> {
    return (await this.load()).lists;
  }

  private async load() {
    if (this.cached && Date.now() - this.cached.at < TTL_MS) return this.cached;
    const rows = await this.roles.find({ where: { isActive: true }, select: { roleName: true, permissions: true } });
    this.cached = { names: new Set(rows.map((r) => r.roleName)), lists: new Map(rows.map((r) => [r.roleName, r.permissions ?? null])), at: Date.now() };
    return this.cached;
  }

  invalidate(): void {
    this.cached = null;
  }
}
