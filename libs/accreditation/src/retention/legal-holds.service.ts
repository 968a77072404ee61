import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { RETENTION_MSG, type LegalHoldView } from '#contracts';
import { adminAuditActor, AuditLog } from '#audit';
import { AppError, currentTime, returnedRows, type AdminPrincipal } from '#platform';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A reason as the body gives it: present, trimmed, at most 2,000 characters; else a worded 400. */
export function reasonOf(body: unknown): string {
  const raw = (body as { reason?: unknown } | null)?.reason;
  const reason = typeof raw === 'string' ? raw.trim() : '';
  if (!reason || reason.length > 2000) throw AppError.validation([{ path: 'reason', msg: RETENTION_MSG.reasonRequired }]);
  return reason;
}

export function centreIdOf(value: unknown): string {
  if (typeof value !== 'string' || !UUID.test(value)) throw AppError.validation([{ path: 'centreId', msg: RETENTION_MSG.centreRequired }]);
  return value.toLowerCase();
}

/**
 * Legal holds (DECISIONS §10): while a centre is held, the retention job passes it by and an erasure
 * of it is a 409. Setting and lifting each need a reason and are audited with it.
 */
@Injectable()
export class LegalHoldsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditLog,
  ) {}

  async list(): Promise<LegalHoldView[]> {
    const rows = (await this.dataSource.query(
      `SELECT h.centre_id, c.reference_number, c.centre_name, h.reason, h.set_at, h.set_by
         FROM legal_holds h JOIN centres c ON c.id = h.centre_id ORDER BY h.set_at DESC`,
    )) as Array<{ centre_id: string; reference_number: string; centre_name: string; reason: string; set_at: Date; set_by: string | null }>;
    return rows.map((r) => ({ centreId: r.centre_id, reference: r.reference_number, centreName: r.centre_name, reason: r.reason, setAt: new Date(r.set_at).toISOString(), setBy: r.set_by }));
  }

  async set(admin: AdminPrincipal, body: unknown): Promise<LegalHoldView> {
    const centreId = centreIdOf((body as { centreId?: unknown } | null)?.centreId);
    const reason = reasonOf(body);
    await this.dataSource.transaction(async (manager) => {
      const [centre] = (await manager.query(`SELECT id, state FROM centres WHERE id = $1 FOR UPDATE`, [centreId])) as Array<{ id: string; state: string | null }>;
      if (!centre) throw AppError.notFound(RETENTION_MSG.centreNotFound);
      const inserted = (await manager.query(
        `INSERT INTO legal_holds (centre_id, reason, set_by, set_at) VALUES ($1, $2, $3, $4) ON CONFLICT (centre_id) DO NOTHING RETURNING centre_id`,
        [centreId, reason, admin.id, currentTime()],
      )) as unknown[];
      if (inserted.length === 0) throw AppError.conflict(RETENTION_MSG.alreadyHeld);
      await this.audit.append(manager, { action: 'privacy.legal_hold_set', actor: adminAuditActor(admin), target: { type: 'centre', id: centreId }, centreId, state: centre.state, data: { reason } });
    });
    return (await this.list()).find((h) => h.centreId === centreId)!;
  }

  async lift(admin: AdminPrincipal, centreId: string, body: unknown): Promise<void> {
    const id = centreIdOf(centreId);
    const reason = reasonOf(body);
    await this.dataSource.transaction(async (manager) => {
      const [hold] = returnedRows<{ reason: string; state: string | null }>(
        await manager.query(`DELETE FROM legal_holds h USING centres c WHERE h.centre_id = $1 AND c.id = h.centre_id RETURNING h.reason, c.state`, [id]),
      );
      if (!hold) throw AppError.notFound(RETENTION_MSG.notHeld);
      await this.audit.append(manager, { action: 'privacy.legal_hold_lifted', actor: adminAuditActor(admin), target: { type: 'centre', id }, centreId: id, state: hold.state, data: { reason, heldFor: hold.reason } });
    });
  }
}
