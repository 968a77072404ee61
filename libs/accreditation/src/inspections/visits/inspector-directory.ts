import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { PRINCIPAL_LOADER, rolesActingOn, type AdminPrincipal, type PrincipalLoader } from '#platform';
import type { InspectorRef } from '#contracts';
import { noConflictSql } from '#centres';

/** A person who may inspect, with the email kept for sending them the visit (never shown as such). */
export interface Inspector {
  id: string;
  name: string;
  email: string;
}

/**
 * Whether `principal` may inspect a centre in `state`: one role entry carrying both the visit
 * permission and the state (DECISIONS §9). Merged permissions and a merged scope would accept a
 * person whose inspecting role is for another state, who then could not open the visit.
 */
export function mayInspect(principal: AdminPrincipal, state: string | null): boolean {
  return rolesActingOn(principal, 'inspections.manage', state).length > 0 && rolesActingOn(principal, 'inspections.read', state).length > 0;
}

/** Staff as `reader` may see them: names always, emails only to a reader of users where the centre is. */
export function inspectorsAsSeenBy(reader: AdminPrincipal, state: string | null, people: readonly Inspector[]): InspectorRef[] {
  const readsStaff = rolesActingOn(reader, 'users.read', state).length > 0;
  return people.map((p) => (readsStaff ? { id: p.id, name: p.name, email: p.email } : { id: p.id, name: p.name }));
}

/**
 * Who may inspect a centre: active users with a role entry that may manage (and read) inspections
 * in the centre's state. Their power is derived as for their own requests (the principal loader),
 * so a role's permission list and its states decide, never a role name.
 */
@Injectable()
export class InspectorDirectory {
  constructor(@Inject(PRINCIPAL_LOADER) private readonly loader: PrincipalLoader) {}

  /** The eligible users among `only` (or all, at most 200, by name), for the centre in `state`. */
  async eligible(manager: EntityManager, state: string | null, only?: string[], centreId?: string): Promise<Inspector[]> {
    const rows = (await manager.query(
      `SELECT u.id, u.first_name, u.last_name, u.email, u.token_version FROM users u
        WHERE u.is_active AND u.deleted_at IS NULL AND ($2::uuid[] IS NULL OR u.id = ANY($2::uuid[]))
          AND EXISTS (SELECT 1 FROM jsonb_array_elements(u.roles) r
                       WHERE r->>'level' = 'national' OR EXISTS (
                         SELECT 1 FROM jsonb_array_elements_text(COALESCE(r->'assignedStates', '[]'::jsonb)) st WHERE lower(st) = lower($1)))
          -- DECISIONS §10: nobody with a declared conflict of interest inspects the centre.
          AND ($3::uuid IS NULL OR ${noConflictSql('u.id', '$3::uuid')})
        ORDER BY u.first_name, u.last_name, u.email LIMIT 200`,
      [state ?? '', only ?? null, centreId ?? null],
    )) as Array<{ id: string; first_name: string; last_name: string; email: string; token_version: number }>;
    const out: Inspector[] = [];
    for (const row of rows) {
      const principal = await this.loader.loadAdmin(row.id, row.token_version, manager);
      if (principal && mayInspect(principal, state)) out.push({ id: row.id, name: `${row.first_name} ${row.last_name}`.trim(), email: row.email });
    }
    return out;
  }
}
