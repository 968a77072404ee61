import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { councilDay, MSG, STANDING_LABELS, TRUST_MSG, type StandingAction } from '#contracts';
import { AppError, OutboxService, UnitOfWork, type AdminPrincipal } from '#platform';
import { ActionHistory, adminActor, assertNoConflict, CentreAccess, recordDecision, TrustEvent, withdrawRunningRenewal, type Centre, type RecordedDecision } from '#centres';
import { Accreditation } from './accreditation.entity.js';
import { AccreditationReader } from './accreditation-reader.js';
import { inForceAccreditation } from './accreditation-cycle.js';
import { nextStanding, standingEventOf } from './accreditation-standing.machine.js';
import type { AccreditationView } from './accreditation-view.js';

const HISTORY = { suspend: 'accreditation_suspended', reinstate: 'accreditation_reinstated', revoke: 'accreditation_revoked' } as const;
const MAX_REASON = 2000;

/** A super admin suspends, reinstates or revokes a granted accreditation, with a reason (DECISIONS §8). */
@Injectable()
export class AccreditationStandingService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly access: CentreAccess,
    private readonly history: ActionHistory,
    private readonly outbox: OutboxService,
    private readonly reader: AccreditationReader,
  ) {}

  async change(admin: AdminPrincipal, centreId: string, action: StandingAction, body: unknown): Promise<AccreditationView> {
    const raw = body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
    const reason = typeof raw.reason === 'string' ? raw.reason.trim() : '';
    if (!reason) throw AppError.validation([{ path: 'reason', msg: TRUST_MSG.standingReasonRequired }]);
    if (reason.length > MAX_REASON) throw AppError.validation([{ path: 'reason', msg: MSG.tooLong('Reason', MAX_REASON) }]);
    return this.uow.run(async (manager) => {
      const centre = await this.access.forAdmin(admin, centreId, manager);
      await assertNoConflict(manager, admin.id, centre.id);
      await this.apply(manager, admin, centre, action, reason, null);
      return (await this.reader.forCentre(centre.id, admin, manager))!;
    });
  }

  /**
   * Moves the standing of the centre's accreditation in force, in the caller's transaction, with its
   * history entry, its decision (a suspension or revocation: DECISIONS §10) and the centre's email.
   * `suspendedUntil`: a suspension until a date (the clock sweep lifts it then); any other move clears it.
   */
  async apply(manager: EntityManager, admin: AdminPrincipal, centre: Centre, action: StandingAction, reason: string, suspendedUntil: Date | null): Promise<RecordedDecision | null> {
    const accreditation = await inForceAccreditation(manager, centre.id, true);
    if (!accreditation) {
      if (await manager.exists(Accreditation, { where: { centreId: centre.id } })) throw AppError.conflict(TRUST_MSG.standingNotGranted);
      throw AppError.notFound(MSG.accreditationNotFound);
    }
    const from = accreditation.standing!;
    const to = nextStanding(from, standingEventOf(action));
    if (!to) throw AppError.conflict(TRUST_MSG.standingNotAllowed(action, STANDING_LABELS[from]));
    const [, changed] = (await manager.query(
      `UPDATE accreditations SET standing = $3, standing_reason = $4, suspended_until = $5, standing_changed_at = now(), version = version + 1, updated_at = now()
        WHERE id = $1 AND version = $2`,
      [accreditation.id, accreditation.version, to, reason, to === 'suspended' ? suspendedUntil : null],
    )) as [unknown, number];
    if (changed !== 1) throw AppError.conflict(MSG.concurrentChange);
    await this.history.append(manager, centre.id, {
      action: HISTORY[action],
      fromStatus: centre.status,
      toStatus: centre.status,
      actor: adminActor(admin),
      note: { kind: 'reason', text: reason },
      data: { accreditationId: accreditation.id, fromStanding: accreditation.standing, toStanding: to },
    });
    // DECISIONS §10: a suspension or revocation is a decision the centre can appeal.
    const kind = to === 'suspended' ? 'suspension' : to === 'revoked' ? 'revocation' : null;
    const decision = kind
      ? await recordDecision(manager, { centreId: centre.id, kind, reasons: reason, accreditationId: accreditation.id, fromState: from, toState: to, decidedBy: admin.id, until: kind === 'suspension' ? suspendedUntil : null })
      : null;
    await this.outbox.record(manager, TrustEvent.StandingChanged, {
      centreId: centre.id,
      language: centre.language,
      ...(decision ? { appealUntil: decision.appealUntilDay } : {}),
      ...(to === 'suspended' && suspendedUntil ? { suspendedUntil: councilDay(suspendedUntil) } : {}),
      email: centre.AdminEmail,
      centreName: accreditation.snapshot?.CentreName ?? centre.CentreName,
      reference: centre.ReferenceNumber,
      standing: to,
      text: reason,
      accreditationId: accreditation.id,
      state: centre.State,
      at: new Date().toISOString(),
    });
    // DECISIONS §10: a suspension or revocation withdraws the renewal in flight, in this transaction.
    if (to === 'suspended' || to === 'revoked') {
      await withdrawRunningRenewal(manager, this.history, this.outbox, centre, { cause: to, inForceAccreditationId: accreditation.id, actor: adminActor(admin), reason });
    }
    return decision;
  }
}
