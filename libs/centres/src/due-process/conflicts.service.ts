import { Injectable } from '@nestjs/common';
import { adminAuditActor, AuditLog } from '#audit';
import { DUE_PROCESS_MSG, type ConflictView } from '#contracts';
import { AppError, currentTime, UnitOfWork, type AdminPrincipal, type FieldError } from '#platform';
import { CentreAccess } from '../centre/centre-access.js';

const MAX_REASON = 2000;
const MAX_GOVERNMENT_ID = 100;

interface ConflictRow {
  id: string;
  user_id: string;
  centre_id: string | null;
  centre_name: string | null;
  government_id: string | null;
  reason: string;
  declared_at: Date;
}

const toView = (r: ConflictRow): ConflictView => ({
  id: r.id,
  userId: r.user_id,
  centreId: r.centre_id,
  centreName: r.centre_name,
  governmentId: r.government_id,
  reason: r.reason,
  declaredAt: new Date(r.declared_at).toISOString(),
});

const SELECT = `SELECT k.*, c.centre_name FROM staff_conflicts k LEFT JOIN centres c ON c.id = k.centre_id`;

/**
 * Conflicts of interest (DECISIONS §10): each member of staff declares their own, with a centre or a
 * GovernmentId, and reads their own; a super admin reads everyone's. Declarations are kept, not
 * withdrawn: they are part of the record of who could decide what. Each is an audit entry.
 */
@Injectable()
export class ConflictsService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly access: CentreAccess,
    private readonly audit: AuditLog,
  ) {}

  async declare(admin: AdminPrincipal, body: unknown): Promise<ConflictView> {
    const raw = body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
    const centreId = typeof raw.centreId === 'string' && raw.centreId.trim() ? raw.centreId.trim() : null;
    const governmentId = typeof raw.governmentId === 'string' && raw.governmentId.trim() ? raw.governmentId.trim() : null;
    const reason = typeof raw.reason === 'string' ? raw.reason.trim() : '';
    const errors: FieldError[] = [];
    if ((centreId === null) === (governmentId === null)) errors.push({ path: centreId ? 'governmentId' : 'centreId', msg: DUE_PROCESS_MSG.conflictTargetRequired });
    if (governmentId && governmentId.length > MAX_GOVERNMENT_ID) errors.push({ path: 'governmentId', msg: DUE_PROCESS_MSG.conflictTargetRequired });
    if (!reason) errors.push({ path: 'reason', msg: DUE_PROCESS_MSG.conflictReasonRequired });
    else if (reason.length > MAX_REASON) errors.push({ path: 'reason', msg: DUE_PROCESS_MSG.conflictReasonTooLong });
    if (errors.length > 0) throw AppError.validation(errors);
    return this.uow.run(async (manager) => {
      // A centre is named by its id only when the person can see it; a GovernmentId needs no centre yet.
      const centre = centreId ? await this.access.forAdmin({ ...admin, scope: { all: true } }, centreId, manager) : null;
      const [{ id }] = (await manager.query(
        `INSERT INTO staff_conflicts (user_id, centre_id, government_id, reason, declared_at) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
        [admin.id, centre?.id ?? null, governmentId, reason, currentTime()],
      )) as [{ id: string }];
      await this.audit.append(manager, {
        action: 'conflict.declared',
        actor: adminAuditActor(admin),
        target: centre ? { type: 'centre', id: centre.id } : { type: 'user', id: admin.id },
        centreId: centre?.id ?? null,
        state: centre?.State ?? null,
        data: { conflictId: id, governmentId },
      });
      const [row] = (await manager.query(`${SELECT} WHERE k.id = $1`, [id])) as ConflictRow[];
      return toView(row!);
    });
  }

  async list(admin: AdminPrincipal): Promise<ConflictView[]> {
    return this.uow.run(async (manager) => {
      const rows = (await manager.query(`${SELECT} ${admin.isSuperAdmin ? '' : 'WHERE k.user_id = $1'} ORDER BY k.declared_at DESC, k.id LIMIT 500`, admin.isSuperAdmin ? [] : [admin.id])) as ConflictRow[];
      return rows.map(toView);
    });
  }
}
