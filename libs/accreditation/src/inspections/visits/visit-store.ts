import type { EntityManager } from 'typeorm';
import { INSPECTION_MSG, INSPECTION_STATUS_LABELS, type DeclaredField } from '#contracts';
import { AppError, canSeeState, type AdminPrincipal } from '#platform';
import { assertNoConflict, isUuid } from '#centres';
import { DECLARED_SELECT, VISIT_SELECT, type FindingRow, type PhotoRow, type VisitRow } from './visit-rows.js';
import { nextInspectionStatus, type InspectionVisitEvent } from './inspection-visit.machine.js';

/** The visit, in the admin's scope (outside it is the same 404 as not existing); locked for a change when asked. */
export async function visitInScope(manager: EntityManager, admin: AdminPrincipal, visitId: string, lock = false): Promise<VisitRow> {
  if (!isUuid(visitId)) throw AppError.notFound(INSPECTION_MSG.visitNotFound);
  const [row] = (await manager.query(`${VISIT_SELECT} WHERE v.id = $1 ${lock ? 'FOR UPDATE OF v' : ''}`, [visitId])) as VisitRow[];
  if (!row || !canSeeState(admin.scope, row.state)) throw AppError.notFound(INSPECTION_MSG.visitNotFound);
  return row;
}

/** 409 naming the visit's status when the machine refuses the event. */
export function assertTransition(visit: VisitRow, event: InspectionVisitEvent): void {
  if (nextInspectionStatus(visit.status, event) === null) {
    const message = event.type === 'COUNTERSIGN' ? INSPECTION_MSG.visitNotSubmitted : INSPECTION_MSG.visitNotOpen(INSPECTION_STATUS_LABELS[visit.status]);
    throw AppError.conflict(message).withData({ status: visit.status, version: visit.version });
  }
}

/** Recording, submitting and countersigning are for the inspectors chosen for the visit, unless they declared a conflict with its centre since (DECISIONS §10). */
export async function assertInspector(manager: EntityManager, visit: VisitRow, admin: AdminPrincipal): Promise<void> {
  if (!visit.inspector_ids.includes(admin.id)) throw AppError.forbidden(INSPECTION_MSG.notAnInspector);
  await assertNoConflict(manager, admin.id, visit.centre_id);
}

export async function findingsOf(manager: EntityManager, visitId: string): Promise<FindingRow[]> {
  return (await manager.query(`SELECT * FROM inspection_findings WHERE visit_id = $1 ORDER BY criterion_key`, [visitId])) as FindingRow[];
}

export async function photosOf(manager: EntityManager, visitId: string): Promise<PhotoRow[]> {
  return (await manager.query(`SELECT * FROM inspection_photos WHERE visit_id = $1 ORDER BY uploaded_at, id`, [visitId])) as PhotoRow[];
}

export async function declaredOf(manager: EntityManager, centreId: string): Promise<Partial<Record<DeclaredField, string | number | null>>> {
  const [row] = (await manager.query(DECLARED_SELECT, [centreId])) as Array<Partial<Record<DeclaredField, string | number | null>>>;
  return row ?? {};
}

/** Every change moves the visit's version on, so a device that read an older one knows. */
export async function touchVisit(manager: EntityManager, visitId: string): Promise<number> {
  const [rows] = (await manager.query(`UPDATE inspection_visits SET version = version + 1, updated_at = now() WHERE id = $1 RETURNING version`, [visitId])) as [
    Array<{ version: number }>,
    number,
  ];
  return rows[0]!.version;
}
