import { Injectable } from '@nestjs/common';
import { adminAuditActor, AuditLog, ReadLog } from '#audit';
import type { EntityManager } from 'typeorm';
import { CENTRE_STATUS_LABELS, MSG, type CentreAction, type CentreStatus } from '#contracts';
import { AppError, currentTime, OutboxService, UnitOfWork, type AdminPrincipal } from '#platform';
import { CentreAccess } from '../centre/centre-access.js';
import { Centre } from '../centre/centre.entity.js';
import { DocumentListing } from '../documents/document-listing.js';
import { recordDecision } from '../due-process/decision-record.js';
import { assertNoConflict } from '../due-process/conflicts.js';
import { ActionHistory, adminActor } from '../history/action-history.js';
import { CentreEvent, type CentreMailEvent } from '../mail/centre-events.js';
import { assertHasDocuments } from './autotest-readiness.js';
import { assertResendAllowed } from './resend-limits.js';
import { nextStatus } from './centre-status.machine.js';
import { centreTrustExtras } from './centre-trust-extras.js';
import { ACTION_LABELS, MAIL_EVENT, NOTE_KIND, reviewChanges } from './review-changes.js';
import { headlineFacts, RESENDABLE, reviewerOf, reviewView, type ReviewView } from './review-view.js';

export type ResendKind = keyof typeof RESENDABLE;

const RESEND = {
  registration: { action: 'resend_registration_approval', event: CentreEvent.RegistrationApproved, label: 'resend the registration approval email for' },
  autotest: { action: 'resend_autotest_approval', event: CentreEvent.AutotestApproved, label: 'resend the autotest approval email for' },
} as const;

function mailOf(centre: Centre, text: string | null): CentreMailEvent & Record<string, unknown> {
  return { centreId: centre.id, email: centre.AdminEmail, centreName: centre.CentreName, reference: centre.ReferenceNumber, text, language: centre.language };
}

/**
 * The admin's decisions on a centre (SPEC §4). Each runs in one transaction: the machine decides,
 * the UPDATE checks the version the decision was based on, and the history entry and the outbox
 * events are written with it, so an action is applied whole or not at all.
 */
@Injectable()
export class ReviewService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly access: CentreAccess,
    private readonly history: ActionHistory,
    private readonly outbox: OutboxService,
    private readonly documents: DocumentListing,
    private readonly audit: AuditLog,
    private readonly reads: ReadLog,
  ) {}

  async detail(admin: AdminPrincipal, id: string): Promise<ReviewView> {
    const centre = await this.access.forAdmin(admin, id);
    const view = reviewView(centre, await this.documents.forCentre(centre.id), reviewerOf(admin));
    // SPEC §3: the Centre record carries its accreditation; DECISIONS §8 adds duplicates and change requests.
    Object.assign(view.school, await this.uow.run((manager) => centreTrustExtras(manager, centre.id, admin.scope)));
    Object.assign(view, await this.uow.run((manager) => headlineFacts(manager, centre.id)));
    // A view of the centre's personal data is an act the log keeps (DECISIONS §8).
    await this.audit.record({ action: 'centre.viewed', actor: adminAuditActor(admin), target: { type: 'centre', id: centre.id }, centreId: centre.id, state: centre.State });
    // ... and one row of the read log, which the centre and the data protection officer read (DECISIONS §10).
    this.reads.record(admin, 'centres.read', { id: centre.id, state: centre.State }, 'detail');
    return view;
  }

  async act(admin: AdminPrincipal, id: string, action: CentreAction, text: string | null, expected: number | null): Promise<ReviewView> {
    const caller = reviewerOf(admin);
    // The answer is read inside the transaction: the fault suite cut the database between the commit
    // and a later read, and a committed decision was answered 503 (retrying it then gave a 409).
    const { centre, documents, facts } = await this.uow.run(async (manager) => {
      const { before } = await this.decide(manager, admin, id, action, text, expected);
      return { centre: await manager.findOneOrFail(Centre, { where: { id: before.id } }), documents: await this.documents.forCentre(before.id, manager), facts: await headlineFacts(manager, before.id) };
    });
    return { ...reviewView(centre, documents, caller), ...facts };
  }

  /**
   * Whether the decision would be taken, and to which status, writing nothing: the refusal it
   * throws is the one the decision itself gives. decide() runs it first, and a bulk preview
   * (dryRun) runs it alone, so the preview and the run refuse the same centres for the same reason.
   */
  async check(manager: EntityManager, admin: AdminPrincipal, id: string, action: CentreAction, expected: number | null): Promise<{ before: Centre; to: CentreStatus }> {
    const caller = reviewerOf(admin);
    const before = await this.access.forAdmin(admin, id, manager);
    // DECISIONS §10: nobody decides on a centre they declared a conflict of interest with.
    await assertNoConflict(manager, admin.id, before.id);
    if (action === 'approve-autotest' && !caller.isNational) throw AppError.forbidden(MSG.onlyNationalApproveAutotest);
    if (expected !== null && expected !== before.version) throw AppError.conflict(MSG.concurrentChange);
    const to = nextStatus(before.status, action, caller);
    if (!to) throw AppError.conflict(MSG.transitionNotAllowed(ACTION_LABELS[action], CENTRE_STATUS_LABELS[before.status]));
    if (action === 'approve-autotest') await assertHasDocuments(manager, before.id);
    return { before, to };
  }

  /**
   * One decision inside the caller's transaction: the machine decides, the UPDATE checks the
   * version, the history entry and the outbox events are written with it. The single decision
   * and each centre of a bulk job (bulk-actions/) both go through here.
   */
  async decide(
    manager: EntityManager,
    admin: AdminPrincipal,
    id: string,
    action: CentreAction,
    text: string | null,
    expected: number | null,
  ): Promise<{ before: Centre; to: CentreStatus }> {
    const { before, to } = await this.check(manager, admin, id, action, expected);
    const at = currentTime();
    await saveVersioned(manager, before, to, reviewChanges(action, text, at));
    const kind = NOTE_KIND[action];
    await this.history.append(manager, before.id, {
      action,
      fromStatus: before.status,
      toStatus: to,
      actor: adminActor(admin),
      note: kind && text ? { kind, text } : null,
    });
    // DECISIONS §8: a query reopens a completed registration for the centre.
    if (action === 'query' && before.isRegistrationComplete) {
      await this.history.append(manager, before.id, { action: 'registration_reopened', fromStatus: to, toStatus: to, actor: adminActor(admin), data: { by: 'query' } });
    }
    if (to !== before.status) {
      await this.outbox.record(manager, CentreEvent.StatusChanged, { centreId: before.id, state: before.State, from: before.status, to, action, at: at.toISOString() });
    }
    // DECISIONS §10: a rejection is a decision the centre can appeal; its email says until when.
    const decision =
      action === 'reject' ? await recordDecision(manager, { centreId: before.id, kind: 'rejection', reasons: text ?? '', fromState: before.status, toState: to, decidedBy: admin.id }) : null;
    const mail = MAIL_EVENT[action];
    if (mail) await this.outbox.record(manager, mail, { ...mailOf(before, text), ...(decision ? { appealUntil: decision.appealUntilDay } : {}) });
    return { before, to };
  }

  /** Sends the approval email again (the centre lost it); allowed while the approval stands. */
  async resend(admin: AdminPrincipal, id: string, kind: ResendKind): Promise<ReviewView> {
    const spec = RESEND[kind];
    const centre = await this.uow.run(async (manager) => {
      const found = await this.access.forAdmin(admin, id, manager);
      if (!(RESENDABLE[kind] as readonly string[]).includes(found.status)) {
        throw AppError.conflict(MSG.transitionNotAllowed(spec.label, CENTRE_STATUS_LABELS[found.status]));
      }
      await assertResendAllowed(manager, found.id, kind);
      await this.history.append(manager, found.id, { action: spec.action, fromStatus: found.status, toStatus: found.status, actor: adminActor(admin) });
      await this.outbox.record(manager, spec.event, mailOf(found, found.autotestInstructions));
      return found;
    });
    return reviewView(centre, await this.documents.forCentre(centre.id), reviewerOf(admin));
  }
}

/**
 * Writes the new status only if nobody changed the centre since it was read: a concurrent writer's
 * UPDATE waits for the row lock, then finds the version moved on and changes nothing.
 */
async function saveVersioned(manager: EntityManager, before: Centre, to: CentreStatus, changes: Record<string, unknown>): Promise<void> {
  const columns = Object.keys(changes);
  const sets = columns.map((column, i) => `${column} = $${i + 4}`);
  const result = (await manager.query(
    `UPDATE centres SET status = $3, ${[...sets, 'version = version + 1', 'updated_at = now()'].join(', ')} WHERE id = $1 AND version = $2`,
    [before.id, before.version, to, ...columns.map((c) => changes[c])],
  )) as [unknown[], number];
  if (result[1] !== 1) throw AppError.conflict(MSG.concurrentChange);
}
