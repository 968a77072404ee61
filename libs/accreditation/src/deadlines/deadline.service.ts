import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { adminAuditActor, AuditLog } from '#audit';
import { DEADLINE_MSG, WAITING_KINDS, type NotificationView, type OverdueByStateRow } from '#contracts';
import { CentreAccess, isUuid, nowLiteral, scopeSql, waitingItemsSql } from '#centres';
import { AppError, currentTime, RateLimiter, UnitOfWork, type AdminPrincipal } from '#platform';
import { NotificationLog, toNotificationView } from './notification-log.js';
import { CENTRE_ADDRESSED, countResend } from './resend-limits.js';

@Injectable()
export class DeadlineService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly uow: UnitOfWork,
    private readonly access: CentreAccess,
    private readonly log: NotificationLog,
    private readonly audit: AuditLog,
    private readonly limiter: RateLimiter,
  ) {}

  async notifications(admin: AdminPrincipal, centreId: string): Promise<NotificationView[]> {
    const centre = await this.access.forAdmin(admin, centreId);
    return this.log.forCentre(centre.id);
  }

  /** Queues the notification again; the centre outside the admin's states is the same 404 as none. */
  async resend(admin: AdminPrincipal, centreId: string, id: string): Promise<NotificationView> {
    return this.uow.run(async (manager) => {
      const centre = await this.access.forAdmin(admin, centreId, manager);
      const row = isUuid(id) ? await this.log.byId(manager, id, true) : null;
      if (!row || row.centre_id !== centre.id) throw AppError.notFound(DEADLINE_MSG.notificationNotFound);
      if (row.recipients.length === 0) throw AppError.conflict(row.last_error ?? DEADLINE_MSG.notificationNotFound);
      // Addressed at resend time: a centre's notice goes where the centre reads mail now (an approved email change included).
      const recipients = CENTRE_ADDRESSED.has(row.kind) ? [centre.AdminEmail.trim().toLowerCase()] : row.recipients;
      await countResend(this.limiter, centre.id, row.id);
      await this.log.requeue(manager, row.id, recipients);
      await this.audit.append(manager, {
        action: 'notification.resent',
        actor: adminAuditActor(admin),
        target: { type: 'centre', id: centre.id },
        centreId: centre.id,
        state: centre.State,
        data: { notificationId: row.id, kind: row.kind, recipients, previousRecipients: row.recipients, previousState: row.state, previousError: row.last_error },
      });
      return toNotificationView((await this.log.byId(manager, row.id))!);
    });
  }

  /** Overdue items in the caller's states, counted by state and kind. */
  async overdueByState(admin: AdminPrincipal): Promise<{ rows: OverdueByStateRow[]; total: number }> {
    const params: unknown[] = [];
    const scoped = scopeSql(admin.scope, params, 'w.state');
    const counts = WAITING_KINDS.map((k) => `count(*) FILTER (WHERE w.kind = '${k}')::int AS "${k}"`).join(', ');
    const rows = (await this.dataSource.query(
      `SELECT w.state, ${counts}, count(*)::int AS total FROM (${waitingItemsSql(nowLiteral(currentTime()))}) w
        WHERE w.age > w.target${scoped ? ` AND ${scoped}` : ''} GROUP BY w.state ORDER BY total DESC, w.state NULLS LAST`,
      params,
    )) as OverdueByStateRow[];
    return { rows, total: rows.reduce((sum, r) => sum + r.total, 0) };
  }
}
