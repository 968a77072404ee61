import { Injectable } from '@nestjs/common';
import { ActionHistory, TrustEvent } from '#centres';
import { councilDay } from '#contracts';
import { currentTime, OutboxService, UnitOfWork } from '#platform';

const BATCH = 100;
export const SUSPENSION_ENDED_REASON = 'The suspension reached the day it was imposed until.';

interface Lifted {
  id: string;
  centre_id: string;
  centre_name: string;
  reference_number: string;
  admin_email: string;
  state: string | null;
  status: string;
  language: string | null;
  ended_at: Date;
}

/**
 * DECISIONS §10: a suspension until a date is lifted by the clock. Run by the accreditation clock
 * sweep (one run a tick across instances, a job scheduler); each row is taken under its lock and the
 * UPDATE's own condition (still suspended, its end passed), so two sweeps never lift one twice and a
 * reinstate meanwhile (which clears `suspended_until`) leaves nothing to lift. The lift is the standing
 * machine's REINSTATE, by the system: history entry and the centre's email in the same transaction.
 */
@Injectable()
export class SuspensionEnd {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly history: ActionHistory,
    private readonly outbox: OutboxService,
  ) {}

  async liftDue(): Promise<number> {
    let total = 0;
    for (;;) {
      const now = currentTime();
      const batch = await this.uow.run(async (manager) => {
        const [rows] = (await manager.query(
          `WITH due AS (
             SELECT a.id FROM accreditations a WHERE a.standing = 'suspended' AND a.suspended_until <= $1
              ORDER BY a.suspended_until LIMIT ${BATCH} FOR UPDATE)
           UPDATE accreditations a SET standing = 'accredited', standing_reason = $2, suspended_until = NULL, standing_changed_at = a.suspended_until, version = a.version + 1, updated_at = now()
             FROM due, centres c
            WHERE a.id = due.id AND c.id = a.centre_id AND a.standing = 'suspended'
        RETURNING a.id, a.centre_id, COALESCE(a.snapshot->>'CentreName', c.centre_name) AS centre_name, c.reference_number, c.admin_email, c.state, c.status, c.language, a.standing_changed_at AS ended_at`,
          [now, SUSPENSION_ENDED_REASON],
        )) as [Lifted[], number];
        for (const row of rows) {
          await this.history.append(manager, row.centre_id, {
            action: 'accreditation_reinstated',
            fromStatus: row.status,
            toStatus: row.status,
            actor: { type: 'system', name: 'suspension end' },
            note: { kind: 'reason', text: SUSPENSION_ENDED_REASON },
            data: { accreditationId: row.id, fromStanding: 'suspended', toStanding: 'accredited' },
          });
          await this.outbox.record(manager, TrustEvent.StandingChanged, {
            centreId: row.centre_id,
            email: row.admin_email,
            centreName: row.centre_name,
            reference: row.reference_number,
            standing: 'accredited',
            text: SUSPENSION_ENDED_REASON,
            accreditationId: row.id,
            state: row.state,
            at: now.toISOString(),
            language: row.language,
            // Its own email (the suspension ended on its day), in the centre's language.
            suspensionEndedOn: councilDay(new Date(row.ended_at)),
          });
        }
        return rows.length;
      });
      total += batch;
      if (batch < BATCH) return total;
    }
  }
}
