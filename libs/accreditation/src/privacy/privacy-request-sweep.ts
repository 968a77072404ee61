import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AuditLog } from '#audit';
import { PRIVACY_REQUEST_LIMITS } from '#contracts';
import { APP_CONFIG, currentTime, JobName, PeriodicWork, UnitOfWork, type AppConfig } from '#platform';
import { PRIVACY_TEMPLATES, PrivacyMail } from './privacy-mail.js';
import { PrivacyStaff } from './privacy-staff.js';

interface DueRow {
  id: string;
  reference: string;
  kind: string;
  due_date: string;
  age: number;
}

/**
 * Reminders and escalation of privacy requests, as the deadline engine does for centres (docs/TRUST.md
 * "Deadlines and reminders"): at half the statutory time the officers holding `privacy.requests` are
 * reminded; past the target by the margin the request is escalated to the super admins (and the
 * officers), with an audit entry. Each is claimed once by `UPDATE ... WHERE reminded_at IS NULL`, in
 * the transaction that queues its emails, so two instances or a rerun send nothing twice.
 */
@Injectable()
export class PrivacyRequestSweep implements OnModuleInit {
  private readonly logger = new Logger('privacy');

  constructor(
    private readonly periodic: PeriodicWork,
    private readonly dataSource: DataSource,
    private readonly uow: UnitOfWork,
    private readonly audit: AuditLog,
    private readonly mail: PrivacyMail,
    private readonly staff: PrivacyStaff,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.periodic.register(JobName.PrivacyRequestSweep, this.config.deadlineSweepMs, async () => {
      const sent = await this.sweep();
      if (sent > 0) this.logger.log(`${sent} privacy request reminder(s) and escalation(s) sent`);
    });
  }

  async sweep(): Promise<number> {
    const now = currentTime();
    const { targetDays, escalationMarginDays } = PRIVACY_REQUEST_LIMITS;
    let sent = 0;
    const officers = await this.staff.holding('privacy.requests');
    await this.uow.run(async (manager) => {
      const [rows] = (await manager.query(
        `UPDATE privacy_requests r SET reminded_at = $1 FROM (
           SELECT id, working_days_between(confirmed_at, $1) AS age FROM privacy_requests
            WHERE status = 'open' AND reminded_at IS NULL AND confirmed_at IS NOT NULL) w
          WHERE r.id = w.id AND w.age * 2 >= $2
          RETURNING r.id, r.reference, r.kind, to_char(r.due_date, 'YYYY-MM-DD') AS due_date, w.age`,
        [now, targetDays],
      )) as [DueRow[], number];
      for (const row of rows) {
        for (const to of officers) await this.mail.queue(manager, to, PRIVACY_TEMPLATES.reminder, { ...row, targetDays, dueDate: row.due_date });
        await this.audit.append(manager, {
          action: 'privacy_request.reminded',
          actor: { type: 'system', name: 'privacy' },
          target: { type: 'privacy_request', id: row.id },
          data: { reference: row.reference, ageDays: row.age, targetDays, recipients: officers.length },
        });
        sent += 1;
      }
    });
    const escalateTo = [...new Set([...(await this.staff.superAdmins()), ...officers])];
    await this.uow.run(async (manager) => {
      const [rows] = (await manager.query(
        `UPDATE privacy_requests r SET escalated_at = $1 FROM (
           SELECT id, working_days_between(confirmed_at, $1) AS age FROM privacy_requests
            WHERE status = 'open' AND escalated_at IS NULL AND confirmed_at IS NOT NULL) w
          WHERE r.id = w.id AND w.age - $2 >= $3
          RETURNING r.id, r.reference, r.kind, to_char(r.due_date, 'YYYY-MM-DD') AS due_date, w.age`,
        [now, targetDays, escalationMarginDays],
      )) as [DueRow[], number];
      for (const row of rows) {
        const overdueByDays = row.age - targetDays;
        for (const to of escalateTo) await this.mail.queue(manager, to, PRIVACY_TEMPLATES.escalation, { ...row, dueDate: row.due_date, overdueByDays });
        await this.audit.append(manager, {
          action: 'privacy_request.escalated',
          actor: { type: 'system', name: 'privacy' },
          target: { type: 'privacy_request', id: row.id },
          data: { reference: row.reference, ageDays: row.age, targetDays, overdueByDays, recipients: escalateTo.length },
        });
        sent += 1;
      }
    });
    return sent;
  }
}
