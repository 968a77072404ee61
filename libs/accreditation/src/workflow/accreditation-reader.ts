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
    const accreditation = await manager.findOne(Accreditation, { where: { centreId, isCurrent: true } });
    if (!accreditation) return null;
    const config = await manager.findOneOrFail(AccreditationConfig, { where: { id: accreditation.configId } });
    const approvals = await manager.find(AccreditationApproval, { where: { accreditationId: accreditation.id } });
    const view = accreditationView(accreditation, config, approvals, caller);
    if (view.blockedReason) view.mayApproveInstead = await this.otherApprovers(manager, accreditation.centreId, view, approvals);
    return view;
  }

  /** Active users holding one of the active stage's roles, in the centre's scope, who approved no stage yet. */
  private async otherApprovers(manager: EntityManager, centreId: string, view: AccreditationView, approvals: AccreditationApproval[]): Promise<Array<{ name: string; email: string }>> {
    const stage = view.stages.find((s) => s.state === 'active');
    if (!stage) return [];
    const rows = (await manager.query(
      `SELECT u.first_name, u.last_name, u.email FROM users u, centres c
        WHERE c.id = $1 AND u.is_active AND NOT (u.id = ANY($3::uuid[]))
          AND EXISTS (SELECT 1 FROM jsonb_array_elements(u.roles) r JOIN system_roles s ON s.role_name = r->>'type' AND s.is_active
                       WHERE r->>'type' = ANY($2::text[]) AND (r->>'level' = 'national' OR EXISTS (
                         SELECT 1 FROM jsonb_array_elements_text(COALESCE(r->'assignedStates', '[]'::jsonb)) st WHERE lower(st) = lower(c.state))))
        ORDER BY u.first_name, u.last_name LIMIT 20`,
      [centreId, stage.requiredRoles, approvals.map((a) => a.approverId).filter((id): id is string => !!id)],
    )) as Array<{ first_name: string; last_name: string; email: string }>;
    return rows.map((r) => ({ name: `${r.first_name} ${r.last_name}`.trim(), email: r.email }));
  }
}
