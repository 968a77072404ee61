import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { councilDay, entriesCarrying, EXPIRY_REMINDER_DAYS, reaches, type NotificationKind, type Permission, type PowerEntry, type UserRole, type WaitingKind } from '#contracts';
import { ActionHistory, appealWaitsSql, nowLiteral, waitingItemsSql } from '#centres';
import { derivePower } from '#identity';
import { APP_CONFIG, currentTime, JobName, PeriodicWork, UnitOfWork, type AppConfig } from '#platform';
import { DEADLINE_TEMPLATES } from './deadline-mails.js';
import { NotificationLog } from './notification-log.js';

const DAY_MS = 24 * 3600_000;

/** Whether the waiting item `w` already has its notice of this kind (the once-only key). */
const alreadyRecorded = (kind: NotificationKind) => `SELECT 1 FROM centre_notifications n WHERE n.centre_id = w.centre_id AND n.kind = '${kind}' AND n.occurrence = w.occurrence`;

/** The sweep's items: the waiting items of the lists, and open appeals (DECISIONS §10). */
export type SweptKind = WaitingKind | 'appeal_decision';

interface WaitingRow {
  kind: SweptKind;
  stage_number: number | null;
  stage_roles: string[] | null;
  since: Date;
  occurrence: string;
  target: number;
  age: number;
  due_date: string | Date;
  centre_id: string;
  state: string | null;
  status: string;
  centre_name: string;
  reference_number: string;
  admin_email: string;
  query_details: string | null;
  /** The centre's language: its reminders are written in it. */
  language: string | null;
  margin: number;
}

interface ExpiringRow {
  id: string;
  centre_id: string;
  valid_until: Date;
  centre_name: string;
  reference_number: string;
  admin_email: string;
  language: string | null;
}

/** Who may act on an item: the permission its decision needs (the stage's roles too, for a stage). */
export const ACTING_PERMISSION: Record<SweptKind, Permission> = {
  pending_review: 'centres.review',
  autotest_approval: 'centres.approve_autotest',
  query_answer: 'centres.review',
  stage: 'accreditation.act',
  appeal_decision: 'appeals.decide',
};

const day = (value: string | Date) => (typeof value === 'string' ? value.slice(0, 10) : councilDay(new Date(value.getTime() + 12 * 3600_000)));

/**
 * The deadlines sweep (docs/TRUST.md "Deadlines and reminders"), a job scheduler like the expiry
 * sweep: reminders before expiry, the centre's reminder at half its query's target, the acting
 * admins' notice when an item reaches its target, and the escalation to the national admins (with
 * a history entry) past the margin. Each notification is recorded under its once-only key
 * (NotificationLog), so running the sweep twice, or on two instances at once, sends nothing twice.
 */
@Injectable()
export class DeadlineSweep implements OnModuleInit {
  private readonly logger = new Logger('deadlines');

  constructor(
    private readonly periodic: PeriodicWork,
    private readonly dataSource: DataSource,
    private readonly uow: UnitOfWork,
    private readonly history: ActionHistory,
    private readonly notifications: NotificationLog,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.periodic.register(JobName.DeadlineSweep, this.config.deadlineSweepMs, async () => {
      const sent = await this.sweep();
      if (sent > 0) this.logger.log(`${sent} reminder(s) and escalation(s) recorded`);
    });
  }

  /** One pass; answers how many notifications it recorded. */
  async sweep(): Promise<number> {
    const now = currentTime();
    return (await this.expiryReminders(now)) + (await this.waitingItems(now));
  }

  /** 60, 30 and 7 days before the end of validity: the nearest threshold passed, once per accreditation. */
  private async expiryReminders(now: Date): Promise<number> {
    const longest = Math.max(...EXPIRY_REMINDER_DAYS);
    // A centre whose renewal is being decided is not reminded: it has done what the reminder asks.
    const rows = (await this.dataSource.query(
      `SELECT a.id, a.centre_id, a.valid_until, COALESCE(a.snapshot->>'CentreName', c.centre_name) AS centre_name, c.reference_number, c.admin_email, c.language
         FROM accreditations a JOIN centres c ON c.id = a.centre_id
        WHERE a.standing = 'accredited' AND a.valid_until > $1 AND a.valid_until <= $1::timestamptz + make_interval(days => $2)
          AND NOT EXISTS (SELECT 1 FROM accreditations r WHERE r.centre_id = a.centre_id AND r.is_current AND r.kind = 'renewal' AND r.status IN ('pending', 'in_progress'))`,
      [now, longest],
    )) as ExpiringRow[];
    let recorded = 0;
    for (const row of rows) {
      const left = (new Date(row.valid_until).getTime() - now.getTime()) / DAY_MS;
      const threshold = [...EXPIRY_REMINDER_DAYS].sort((a, b) => a - b).find((d) => left <= d)!;
      const validUntil = councilDay(new Date(row.valid_until));
      const id = await this.uow.run((manager) =>
        this.notifications.record(manager, {
          centreId: row.centre_id,
          kind: `expiry_${threshold}` as NotificationKind,
          occurrence: row.id,
          template: DEADLINE_TEMPLATES.expiryReminder,
          recipients: [row.admin_email],
          data: { centreName: row.centre_name, reference: row.reference_number, validUntil, daysLeft: Math.ceil(left), accreditationId: row.id, language: row.language },
        }),
      );
      if (id) recorded += 1;
    }
    return recorded;
  }

  private async waitingItems(now: Date): Promise<number> {
    const rows = (await this.dataSource.query(
      // Only items with a notice due and not yet recorded (most are, after the first sweep); the due
      // date, a walk over the calendar, is counted for those alone.
      `SELECT w.*, working_day_after(w.since, w.target) AS due_date, c.query_details FROM (${waitingItemsSql(nowLiteral(now))} UNION ALL ${appealWaitsSql(nowLiteral(now))}) w JOIN centres c ON c.id = w.centre_id
        WHERE (w.kind = 'query_answer' AND w.age * 2 >= w.target AND NOT EXISTS (${alreadyRecorded('query_half')}))
           OR (w.age >= w.target AND NOT EXISTS (${alreadyRecorded('target_reached')}))
           OR (w.age - w.target >= w.margin AND NOT EXISTS (${alreadyRecorded('escalation')}))`,
    )) as WaitingRow[];
    if (rows.length === 0) return 0;
    const admins = await this.activeAdmins();
    let recorded = 0;
    for (const row of rows) {
      const data = {
        centreId: row.centre_id,
        centreName: row.centre_name,
        reference: row.reference_number,
        state: row.state,
        kind: row.kind,
        stageNumber: row.stage_number,
        since: councilDay(new Date(row.since)),
        ageDays: row.age,
        targetDays: row.target,
        dueDate: day(row.due_date),
        overdueByDays: Math.max(0, row.age - row.target),
      };
      recorded += await this.uow.run(async (manager) => {
        let n = 0;
        if (row.kind === 'query_answer') {
          const id = await this.notifications.record(manager, {
            centreId: row.centre_id,
            kind: 'query_half',
            occurrence: row.occurrence,
            template: DEADLINE_TEMPLATES.queryReminder,
            recipients: [row.admin_email],
            data: { ...data, queryDetails: row.query_details, language: row.language },
          });
          if (id) n += 1;
        }
        if (row.age >= row.target) {
          const id = await this.notifications.record(manager, {
            centreId: row.centre_id,
            kind: 'target_reached',
            occurrence: row.occurrence,
            template: DEADLINE_TEMPLATES.targetReached,
            recipients: actingAdmins(admins, row, false),
            data,
          });
          if (id) n += 1;
        }
        if (row.age - row.target >= row.margin) {
          const id = await this.notifications.record(manager, {
            centreId: row.centre_id,
            kind: 'escalation',
            occurrence: row.occurrence,
            template: DEADLINE_TEMPLATES.escalation,
            recipients: actingAdmins(admins, row, true),
            data,
          });
          if (id) {
            n += 1;
            await this.history.append(manager, row.centre_id, {
              action: 'deadline_escalated',
              fromStatus: row.status,
              toStatus: row.status,
              actor: { type: 'system', name: 'deadlines' },
              data: { kind: row.kind, stageNumber: row.stage_number, since: new Date(row.since).toISOString(), ageDays: row.age, targetDays: row.target, overdueByDays: row.age - row.target, notificationId: id },
            });
          }
        }
        return n;
      });
    }
    return recorded;
  }

  /** Every active admin with the power their active roles give now. */
  private async activeAdmins(): Promise<Array<{ email: string; power: PowerEntry[] }>> {
    const roles = (await this.dataSource.query('SELECT role_name, permissions FROM system_roles WHERE is_active')) as Array<{ role_name: string; permissions: Permission[] | null }>;
    const names = new Set(roles.map((r) => r.role_name));
    const lists = new Map(roles.map((r) => [r.role_name, r.permissions ?? null]));
    const users = (await this.dataSource.query(`SELECT email, roles FROM users WHERE is_active AND deleted_at IS NULL AND jsonb_array_length(COALESCE(roles, '[]'::jsonb)) > 0`)) as Array<{ email: string; roles: UserRole[] }>;
    return users.map((u) => ({ email: u.email, power: derivePower(u.roles, names, lists) }));
  }
}

/**
 * The admins able to act on an item: an entry carrying the item's permission that reaches the
 * centre's state (for a stage, held through one of the stage's roles); `national`: only entries
 * reaching every state (the escalation's national admins).
 */
export function actingAdmins(admins: Array<{ email: string; power: PowerEntry[] }>, item: Pick<WaitingRow, 'kind' | 'state' | 'stage_roles'>, national: boolean): string[] {
  const permission = ACTING_PERMISSION[item.kind];
  return admins
    .filter(({ power }) =>
      entriesCarrying(power, permission, national).some((e) => reaches(e.states === 'all' ? 'all' : e.states, item.state) && (item.kind !== 'stage' || !item.stage_roles || item.stage_roles.includes(e.role))),
    )
    .map((a) => a.email);
}
