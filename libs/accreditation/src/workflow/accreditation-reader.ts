import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { AdminPrincipal } from '#platform';
import { AccreditationConfig } from '../config/accreditation-config.entity.js';
import { AccreditationApproval } from './accreditation-approval.entity.js';
import { Accreditation } from './accreditation.entity.js';
import { accreditationView, type AccreditationView } from './accreditation-view.js';

/**
 * A centre's accreditation as a view, for this lib's calls and for other libs (the centre
 * detail): it does no scope check, so callers check the centre's scope first.
 */
@Injectable()
export class AccreditationReader {
  constructor(private readonly dataSource: DataSource) {}

  /** null when the centre has no accreditation; `caller` fills canApprove and canReject. */
  async forCentre(centreId: string, caller: AdminPrincipal | null = null, manager: EntityManager = this.dataSource.manager): Promise<AccreditationView | null> {
    const accreditation = await manager.findOne(Accreditation, { where: { centreId } });
    if (!accreditation) return null;
    const config = await manager.findOneOrFail(AccreditationConfig, { where: { id: accreditation.configId } });
    const approvals = await manager.find(AccreditationApproval, { where: { accreditationId: accreditation.id } });
    return accreditationView(accreditation, config, approvals, caller);
  }
}
