import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { NotificationKind, NotificationView } from '#contracts';
import { APP_CONFIG, currentTime, EventRouter, JobName, JobRegistry, MailTemplates, MailTransport, OutboxService, type AppConfig } from '#platform';
import { DEADLINE_TEMPLATES, escalationMail, expiryReminderMail, queryReminderMail, targetReachedMail } from './deadline-mails.js';

/** Written with the notification row, in its transaction; routed to the mail job that sends it. */
export const NOTIFICATION_QUEUED = 'deadlines.notification_queued';

export interface NotificationInput {
  centreId: string;
  kind: NotificationKind;
  /** What this one is about, once: the accreditation, or the waiting item's occurrence. */
  occurrence: string;
  template: string;
  recipients: string[];
  data: Record<string, unknown>;
}

interface NotificationRow {
  id: string;
  centre_id: string;
  kind: NotificationKind;
  occurrence: string;
  template: string;
  recipients: string[];
  data: Record<string, unknown>;
  state: 'queued' | 'sent' | 'failed';
  attempts: number;
  resends: number;
  last_error: string | null;
  created_at: Date;
  sent_at: Date | null;
}

const NO_RECIPIENT = 'Nobody to send it to: no active admin holds the permission for this centre';

/** What the notification was about, in words for its card. */
function subjectOf(row: Pick<NotificationRow, 'kind' | 'data'>): string {
  const d = row.data;
  if (row.kind.startsWith('expiry') || row.kind === 'expired') return `Accreditation valid until ${String(d.validUntil ?? '').slice(0, 10)}`;
  if (d.kind === 'stage') return `Accreditation stage ${String(d.stageNumber ?? '')}`;
  return String(d.kind ?? row.kind);
}

export function toNotificationView(row: NotificationRow): NotificationView {
  return {
    id: row.id,
    kind: row.kind,
    subject: subjectOf(row),
    recipients: row.recipients,
    state: row.state,
    lastError: row.last_error,
    attempts: row.attempts,
    resends: row.resends,
    createdAt: new Date(row.created_at).toISOString(),
    sentAt: row.sent_at ? new Date(row.sent_at).toISOString() : null,
  };
}

/**
 * Every reminder and escalation, recorded once on the centre (docs/TRUST.md "Deadlines and
 * reminders"). `record` inserts under the unique (centre, kind, occurrence) key with ON CONFLICT DO
 * NOTHING, in the caller's transaction, and queues the mail through the outbox only when it inserted:
 * however many sweeps run at once (API instances, the worker), one wins and the others insert
 * nothing. The mail job writes the delivery state the centre's page shows.
 */
@Injectable()
export class NotificationLog implements OnModuleInit {
  private readonly logger = new Logger('deadlines');

  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
    private readonly router: EventRouter,
    private readonly registry: JobRegistry,
    private readonly templates: MailTemplates,
    private readonly transport: MailTransport,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    const url = this.config.publicUrl;
    this.templates.register(DEADLINE_TEMPLATES.expiryReminder, (d) => expiryReminderMail(d, url));
    this.templates.register(DEADLINE_TEMPLATES.queryReminder, (d) => queryReminderMail(d, url));
    this.templates.register(DEADLINE_TEMPLATES.targetReached, (d) => targetReachedMail(d, url));
    this.templates.register(DEADLINE_TEMPLATES.escalation, (d) => escalationMail(d, url));
    this.router.on(NOTIFICATION_QUEUED, JobName.SendNotification, (p) => ({ notificationId: (p as { notificationId: string }).notificationId }));
    this.registry.register<{ notificationId: string }>(JobName.SendNotification, (payload, ctx) => this.deliver(payload.notificationId, ctx.jobId));
  }

  /** Records the notification unless it already was; answers its id when this call recorded it. */
  async record(manager: EntityManager, input: NotificationInput): Promise<string | null> {
    const recipients = [...new Set(input.recipients.map((r) => r.trim().toLowerCase()).filter(Boolean))].sort();
    const nobody = recipients.length === 0;
    const rows = (await manager.query(
      `INSERT INTO centre_notifications (centre_id, kind, occurrence, template, recipients, data, state, last_error, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       ON CONFLICT (centre_id, kind, occurrence) DO NOTHING RETURNING id`,
      [input.centreId, input.kind, input.occurrence, input.template, recipients, input.data, nobody ? 'failed' : 'queued', nobody ? NO_RECIPIENT : null, currentTime()],
    )) as Array<{ id: string }>;
    const id = rows[0]?.id ?? null;
    if (id && !nobody) await this.outbox.record(manager, NOTIFICATION_QUEUED, { notificationId: id });
    return id;
  }

  /** Queues a notification again (an admin's resend) to the recipients worked out now; the caller audits it. */
  async requeue(manager: EntityManager, id: string, recipients: string[]): Promise<void> {
    await manager.query(`UPDATE centre_notifications SET state = 'queued', last_error = NULL, resends = resends + 1, recipients = $2 WHERE id = $1`, [id, recipients]);
    await this.outbox.record(manager, NOTIFICATION_QUEUED, { notificationId: id, resend: true });
  }

  async forCentre(centreId: string): Promise<NotificationView[]> {
    const rows = (await this.dataSource.query('SELECT * FROM centre_notifications WHERE centre_id = $1 ORDER BY created_at DESC, id DESC LIMIT 200', [centreId])) as NotificationRow[];
    return rows.map(toNotificationView);
  }

  async byId(manager: EntityManager, id: string, lock = false): Promise<NotificationRow | null> {
    const [row] = (await manager.query(`SELECT * FROM centre_notifications WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [id])) as NotificationRow[];
    return row ?? null;
  }

  /** The mail job: sends to every recipient, then writes sent, or failed with the reason (and the queue retries). */
  private async deliver(id: string, jobId: string): Promise<void> {
    const row = typeof id === 'string' ? await this.byId(this.dataSource.manager, id) : null;
    if (!row || row.state === 'sent' || row.recipients.length === 0) return;
    try {
      const rendered = this.templates.render(row.template, row.data);
      for (const [n, to] of row.recipients.entries()) await this.transport.send({ ...rendered, to, messageId: `<${jobId}.${n}@cbt-portal>` });
    } catch (error) {
      const reason = (error as Error).message.slice(0, 500) || 'The mail could not be sent';
      await this.dataSource.query(`UPDATE centre_notifications SET state = 'failed', attempts = attempts + 1, last_error = $2 WHERE id = $1 AND state <> 'sent'`, [id, reason]);
      this.logger.warn(`notification ${id} (${row.kind}) not sent: ${reason}`);
      throw error;
    }
    await this.dataSource.query(`UPDATE centre_notifications SET state = 'sent', attempts = attempts + 1, last_error = NULL, sent_at = $2 WHERE id = $1`, [id, currentTime()]);
  }
}
