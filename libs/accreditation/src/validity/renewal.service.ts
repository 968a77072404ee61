import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { renewalDate, renewalOpensAt, RENEWAL_MSG, type AccreditationStanding, type RenewalCycle, type RenewalView } from '#contracts';
import { AppError, currentTime, OutboxService, UnitOfWork, type CentrePrincipal } from '#platform';
import { ActionHistory, bumpVersion, Centre, CentreEvent, parseCentreBody, receiptEvent, RENEWAL_FIELDS, RenewalFacilitiesDto, sessionCentre } from '#centres';
import { Accreditation } from '../workflow/accreditation.entity.js';
import { currentAccreditation, inForceAccreditation } from '../workflow/accreditation-cycle.js';
import { isActiveAccreditation } from '../workflow/accreditation.machine.js';
import { AccreditationWorkflowService } from '../workflow/accreditation-workflow.service.js';


const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);
const asCycle = (a: Accreditation): RenewalCycle => ({
  id: a.id,
  cycle: a.cycle,
  kind: a.kind,
  status: a.status,
  standing: a.standing,
  validFrom: iso(a.validFrom),
  validUntil: iso(a.validUntil),
  currentStage: a.currentStage,
  totalStagesRequired: a.totalStagesRequired,
});

/**
 * DECISIONS §9: from a number of days before its validity ends (the configuration it was granted
 * on says how many), and after it, a centre renews its accreditation: it confirms or updates its
 * capacity and facilities, replaces documents that changed (identity changes stay change requests),
 * and submits. The council then runs the active workflow again; the grant supersedes the earlier
 * accreditation and starts a new validity.
 */
@Injectable()
export class RenewalService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly uow: UnitOfWork,
    private readonly history: ActionHistory,
    private readonly workflow: AccreditationWorkflowService,
    private readonly outbox: OutboxService,
  ) {}

  async view(session: CentrePrincipal): Promise<RenewalView> {
    const manager = this.dataSource.manager;
    const centre = await sessionCentre(manager, session, false);
    return this.viewOf(manager, centre);
  }

  async submit(session: CentrePrincipal, body: unknown): Promise<RenewalView> {
    const facilities = await parseCentreBody(RenewalFacilitiesDto, body);
    return this.uow.run(async (manager) => {
      const centre = await sessionCentre(manager, session, true);
      const blocked = await this.blockedReason(manager, centre);
      if (blocked) throw AppError.conflict(blocked);
      const current = await currentAccreditation(manager, centre.id, true);
      const values = Object.fromEntries(RENEWAL_FIELDS.map((f) => [f, facilities[f]]));
      const changed = RENEWAL_FIELDS.filter((f) => String(centre[f as keyof Centre] ?? '') !== String(facilities[f] ?? ''));
      await bumpVersion(manager, centre, values);
      await this.history.append(manager, centre.id, {
        action: 'renewal_submitted',
        fromStatus: centre.status,
        toStatus: centre.status,
        actor: { type: 'centre' },
        data: { fields: changed, previousAccreditationId: current?.id ?? null },
      });
      const fresh = await manager.findOneOrFail(Centre, { where: { id: centre.id } });
      await this.workflow.openCycle(manager, fresh, current, 'renewal', { type: 'centre' }, null);
      // DECISIONS §10: the centre gets a receipt of what it submitted.
      await this.outbox.record(manager, CentreEvent.RenewalSubmitted, await receiptEvent(manager, fresh));
      return this.viewOf(manager, fresh);
    });
  }

  /** Why the centre may not submit a renewal now, in words; null when it may. */
  private async blockedReason(manager: EntityManager, centre: Centre): Promise<string | null> {
    const inForce = await inForceAccreditation(manager, centre.id);
    if (!inForce || !inForce.validUntil) return RENEWAL_MSG.nothingToRenew;
    if (inForce.standing === 'suspended') return RENEWAL_MSG.suspended;
    const current = await currentAccreditation(manager, centre.id);
    if (current && isActiveAccreditation(current.status)) return RENEWAL_MSG.alreadySubmitted;
    const opensAt = await this.opensAt(manager, inForce);
    if (currentTime() < opensAt) return RENEWAL_MSG.notYetOpen(renewalDate(opensAt));
    if (centre.status !== 'autotest_approved') return RENEWAL_MSG.needsAutotestApproval;
    // This cycle's autotest: passed, and sat once the renewal window opened.
    const sat = centre.autotestCompletedDate ? new Date(centre.autotestCompletedDate) : null;
    if (centre.autotestDecision !== 'approved' || !sat || sat.getTime() < startOfDay(opensAt).getTime()) return RENEWAL_MSG.needsCycleAutotest(renewalDate(opensAt));
    return null;
  }

  private async opensAt(manager: EntityManager, accreditation: Accreditation): Promise<Date> {
    const [config] = (await manager.query('SELECT renewal_window_days FROM accreditation_configs WHERE id = $1', [accreditation.configId])) as Array<{ renewal_window_days: number }>;
    return renewalOpensAt(new Date(accreditation.validUntil!), config?.renewal_window_days ?? 90);
  }

  private async viewOf(manager: EntityManager, centre: Centre): Promise<RenewalView> {
    const all = await manager.find(Accreditation, { where: { centreId: centre.id }, order: { cycle: 'DESC' } });
    const inForce = all.find((a) => a.standing === 'accredited' || a.standing === 'suspended' || a.standing === 'expired') ?? null;
    const current = all.find((a) => a.isCurrent) ?? null;
    const running = current && isActiveAccreditation(current.status) ? current : null;
    const blocked = await this.blockedReason(manager, centre);
    const nothing = blocked === RENEWAL_MSG.nothingToRenew;
    return {
      open: blocked === null,
      blockedReason: nothing ? null : blocked,
      opensAt: inForce?.validUntil ? (await this.opensAt(manager, inForce)).toISOString() : null,
      validUntil: iso(inForce?.validUntil ?? null),
      standing: inForce?.standing ?? null,
      running: running ? asCycle(running) : null,
      cycles: all.map(asCycle),
    };
  }
}

/** The autotest's date is a day (the autotest system sends a date): it counts from the start of the day the window opens. */
function startOfDay(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
}
