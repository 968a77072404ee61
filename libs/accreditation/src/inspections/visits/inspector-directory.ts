import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { canSeeState, PRINCIPAL_LOADER, type PrincipalLoader } from '#platform';
import type { InspectorRef } from '#contracts';

/**
 * Who may inspect a centre: active users who may manage inspections in the centre's state. Their
 * permissions are derived as for their own requests (the principal loader), so a role's permission
 * list and its states decide, never a role name.
 */
@Injectable()
export class InspectorDirectory {
  constructor(@Inject(PRINCIPAL_LOADER) private readonly loader: PrincipalLoader) {}

  /** The eligible users among `only` (or all, at most 200, by name), for the centre in `state`. */
  async eligible(manager: EntityManager, state: string | null, only?: string[]): Promise<InspectorRef[]> {
    const rows = (await manager.query(
      `SELECT u.id, u.first_name, u.last_name, u.email, u.token_version FROM users u
        WHERE u.is_active AND u.deleted_at IS NULL AND ($2::uuid[] IS NULL OR u.id = ANY($2::uuid[]))
          AND EXISTS (SELECT 1 FROM jsonb_array_elements(u.roles) r
                       WHERE r->>'level' = 'national' OR EXISTS (
                         SELECT 1 FROM jsonb_array_elements_text(COALESCE(r->'assignedStates', '[]'::jsonb)) st WHERE lower(st) = lower($1)))
        ORDER BY u.first_name, u.last_name, u.email LIMIT 200`,
      [state ?? '', only ?? null],
    )) as Array<{ id: string; first_name: string; last_name: string; email: string; token_version: number }>;
    const out: InspectorRef[] = [];
    for (const row of rows) {
      const principal = await this.loader.loadAdmin(row.id, row.token_version);
      if (principal?.permissions.has('inspections.manage') && canSeeState(principal.scope, state)) {
        out.push({ id: row.id, name: `${row.first_name} ${row.last_name}`.trim(), email: row.email });
      }
    }
    return out;
  }
}
