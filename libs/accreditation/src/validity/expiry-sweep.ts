import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { ActionHistory } from '#centres';
import { APP_CONFIG, currentTime, JobName, PeriodicWork, UnitOfWork, type AppConfig } from '#platform';
import { EXPIRED_TEMPLATE } from '../deadlines/deadline-mails.js';
import { NotificationLog } from '../deadlines/notification-log.js';
import { DelistingEnd } from '../sanctions/delisting-end.js';
import { SuspensionEnd } from '../sanctions/suspension-end.js';

const BATCH = 100;
export const EXPIRY_REASON = 'The accreditation reached the end of its validity.';

interface Expired {
  id: string;
  centre_id: string;
  from_standing: string;
  valid_until: Date;
  centre_name: string;
  reference_number: string;
  admin_email: string;
  state: string | null;
  status: string;
  language: string | null;
}

/**
 * DECISIONS §9: past its validity an accreditation in force is expired. A periodic sweep (a job
 * scheduler, so one run a tick across instances) finds those due on the server's clock and, in one
 * transaction per batch, marks them, writes the system's history entry and audit entry, and queues
 * the centre's email. Each row is taken under its lock and the UPDATE's own condition: a second sweep
 * meeting a row the first holds waits for it, then finds it expired, so two sweeps never expire one
 * accreditation twice, and a sweep that returns has seen every due accreditation expired (a skipped
 * row would still show in force for a moment; the lifecycle model caught that after time passed). The centre's email is its "on expiry" notification
 * (docs/TRUST.md "Deadlines and reminders"): recorded on its page once, with its delivery state.
 */
@Injectable()
export class ExpirySweep implements OnModuleInit {
  private readonly logger = new Logger('accreditation-validity');

  constructor(
    private readonly periodic: PeriodicWork,
    private readonly uow: UnitOfWork,
    private readonly history: ActionHistory,
    private readonly notifications: NotificationLog,
    private readonly suspensionEnd: SuspensionEnd,
    private readonly delistingEnd: DelistingEnd,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.periodic.register(JobName.AccreditationClockSweep, this.config.clockSweepMs, async () => {
      const expired = await this.expireDue();
      if (expired > 0) this.logger.log(`${expired} accreditation(s) reached the end of their validity`);
      // DECISIONS §10: a suspension until a date is lifted by the same clock (after expiry: an expired one stays expired).
      const lifted = await this.suspensionEnd.liftDue();
      if (lifted > 0) this.logger.log(`${lifted} suspension(s) reached their end`);
      // DECISIONS §10: a delisting ends on its day too; the centre returns to the register if otherwise in good standing.
      const ended = await this.delistingEnd.endDue();
      if (ended > 0) this.logger.log(`${ended} delisting(s) reached their end`);
    });
  }

  /** Expires every accreditation in force whose validity ended by now; answers how many. */
  async expireDue(): Promise<number> {
    let total = 0;
    for (;;) {
      const now = currentTime();
      const batch = await this.uow.run(async (manager) => {
        const [rows] = (await manager.query(
          `WITH due AS (
             SELECT a.id, a.standing AS from_standing FROM accreditations a
              WHERE a.standing IN ('accredited', 'suspended') AND a.valid_until <= $1
              ORDER BY a.valid_until LIMIT ${BATCH} FOR UPDATE)
           UPDATE accreditations a SET standing = 'expired', standing_changed_at = a.valid_until, standing_reason = $2, version = a.version + 1, updated_at = now()
             FROM due, centres c
            WHERE a.id = due.id AND c.id = a.centre_id
        RETURNING a.id, a.centre_id, due.from_standing, a.valid_until, COALESCE(a.snapshot->>'CentreName', c.centre_name) AS centre_name,
                  c.reference_number, c.admin_email, c.state, c.status, c.language`,
          [now, EXPIRY_REASON],
        )) as [Expired[], number];
        for (const row of rows) {
          await this.history.append(manager, row.centre_id, {
            action: 'accreditation_expired',
            fromStatus: row.status,
            toStatus: row.status,
            actor: { type: 'system', name: 'validity' },
            note: { kind: 'reason', text: EXPIRY_REASON },
            data: { accreditationId: row.id, fromStanding: row.from_standing, toStanding: 'expired', validUntil: new Date(row.valid_until).toISOString() },
          });
          await this.notifications.record(manager, {
            centreId: row.centre_id,
            kind: 'expired',
            occurrence: row.id,
            template: EXPIRED_TEMPLATE,
            recipients: [row.admin_email],
            data: {
              centreName: row.centre_name,
              reference: row.reference_number,
              standing: 'expired',
              text: EXPIRY_REASON,
              accreditationId: row.id,
              validUntil: new Date(row.valid_until).toISOString(),
              state: row.state,
              // The notice goes to the centre in its language (docs/TRUST.md "Deadlines and reminders").
              language: row.language,
            },
          });
        }
        return rows.length;
      });
      total += batch;
      if (batch < BATCH) return total;
    }
  }
}
