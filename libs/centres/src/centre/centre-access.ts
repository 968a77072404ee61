import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { MSG, type Language } from '#contracts';
import { AppError, canSeeState, normaliseReference, type AdminPrincipal } from '#platform';
import { Centre } from './centre.entity.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

/** Finds centres for a caller: outside an admin's states is the same 404 as not existing. */
@Injectable()
export class CentreAccess {
  constructor(private readonly dataSource: DataSource) {}

  async forAdmin(admin: AdminPrincipal, id: string, manager: EntityManager = this.dataSource.manager): Promise<Centre> {
    const centre = isUuid(id) ? await manager.findOne(Centre, { where: { id } }) : null;
    if (!centre || !canSeeState(admin.scope, centre.State)) throw AppError.notFound(MSG.centreNotFound);
    return centre;
  }

  /** References are matched ignoring case and surrounding spaces (DECISIONS §2). */
  async byReference(reference: string, manager: EntityManager = this.dataSource.manager): Promise<Centre | null> {
    const ref = normaliseReference(String(reference ?? ''));
    if (!ref || ref.length > 40) return null;
    return manager.findOne(Centre, { where: { ReferenceNumber: ref } });
  }

  /** The language the centre uses the site in; not part of its reviewed data, so no history entry. */
  async setLanguage(id: string, language: Language): Promise<void> {
    await this.dataSource.query('UPDATE centres SET language = $2 WHERE id = $1', [id, language]);
  }

  async byReferenceOr404(reference: string, manager?: EntityManager): Promise<Centre> {
    const centre = await this.byReference(reference, manager);
    if (!centre) throw AppError.notFound(MSG.centreNotFound);
    return centre;
  }
}
