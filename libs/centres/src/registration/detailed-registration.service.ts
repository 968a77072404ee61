import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { MSG, REQUIRED_DOCUMENT_TYPES } from '#contracts';
import { AppError, OutboxService, UnitOfWork, type CentrePrincipal } from '#platform';
import { Centre } from '../centre/centre.entity.js';
import { toPublicCentre } from '../centre/centre-view.js';
import { DocumentListing } from '../documents/document-listing.js';
import { ActionHistory } from '../history/action-history.js';
import { CentreEvent, type CentreMailEvent } from '../mail/centre-events.js';
import type { DetailedRegistrationDto } from './dto/detailed-registration.dto.js';
import { assertCentreEditable, assertIdentityUnchanged } from './identity-lock.js';
import { centreSessionExtras } from './centre-session-extras.js';

type SavedFields = Partial<Pick<Centre, keyof DetailedRegistrationDto>>;

const isUniqueViolation = (error: unknown): boolean => {
  const e = error as { code?: string; driverError?: { code?: string } };
  return (e?.driverError?.code ?? e?.code) === '23505';
};

/**
 * The centre's own session (SPEC §2 screens 7 and 8): read itself, save the detailed registration,
 * mark registration complete. Every write locks the centre row, checks its version and leaves a
 * history entry and an event in the same transaction.
 */
@Injectable()
export class DetailedRegistrationService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly uow: UnitOfWork,
    private readonly history: ActionHistory,
    private readonly outbox: OutboxService,
    private readonly documents: DocumentListing,
  ) {}

  async view(session: CentrePrincipal): Promise<Record<string, unknown>> {
    const centre = await sessionCentre(this.dataSource.manager, session, false);
    return { ...toPublicCentre(centre, await this.documents.forCentre(centre.id)), ...(await centreSessionExtras(this.dataSource, centre)) };
  }

  async save(session: CentrePrincipal, dto: DetailedRegistrationDto): Promise<Record<string, unknown>> {
    const fields = Object.fromEntries(Object.entries(dto).filter(([, v]) => v !== undefined)) as SavedFields;
    try {
      const centre = await this.uow.run(async (manager) => {
        const current = await sessionCentre(manager, session, true);
        assertCentreEditable(current);
        assertIdentityUnchanged(current, fields);
        const changed = (Object.keys(fields) as Array<keyof SavedFields>).filter((key) => current[key] !== fields[key]);
        const [duplicate] = (await manager.query('SELECT 1 FROM centres WHERE upper(government_id) = upper($1) AND admin_email = $2 AND id <> $3', [
          fields.GovernmentId,
          fields.AdminEmail,
          current.id,
        ])) as unknown[];
        if (duplicate) throw AppError.conflict(MSG.duplicateCentre);
        await bumpVersion(manager, current, { ...fields, registrationSavedAt: () => 'now()' });
        await this.history.append(manager, current.id, { action: 'registration_saved', actor: { type: 'centre' }, data: { fields: changed } });
        await this.outbox.record(manager, CentreEvent.RegistrationSaved, { centreId: current.id, reference: current.ReferenceNumber, fields: changed });
        return manager.findOneByOrFail(Centre, { id: current.id });
      });
      return toPublicCentre(centre, await this.documents.forCentre(centre.id));
    } catch (error) {
      // Two saves racing to the same Government/RC number and email: the index decides.
      if (isUniqueViolation(error)) throw AppError.conflict(MSG.duplicateCentre);
      throw error;
    }
  }

  /** Idempotent: a second call changes nothing and says the registration is already complete. */
  async complete(session: CentrePrincipal): Promise<{ centre: Record<string, unknown>; alreadyComplete: boolean }> {
    const { centre, alreadyComplete } = await this.uow.run(async (manager) => {
      const current = await sessionCentre(manager, session, true);
      if (current.isRegistrationComplete) return { centre: current, alreadyComplete: true };
      if (current.documentCount === 0) throw AppError.validation([{ path: 'documents', msg: MSG.uploadAtLeastOneDocument }], MSG.uploadAtLeastOneDocument);
      await bumpVersion(manager, current, { isRegistrationComplete: true, registrationCompletedAt: () => 'now()' });
      await this.history.append(manager, current.id, { action: 'registration_completed', actor: { type: 'centre' }, data: { documentCount: current.documentCount } });
      await this.outbox.record(manager, CentreEvent.RegistrationCompleted, { centreId: current.id, reference: current.ReferenceNumber });
      await this.outbox.record(manager, CentreEvent.RegistrationReceipt, await receiptEvent(manager, current));
      return { centre: await manager.findOneByOrFail(Centre, { id: current.id }), alreadyComplete: false };
    });
    return { centre: toPublicCentre(centre, await this.documents.forCentre(centre.id)), alreadyComplete };
  }
}

/** What a receipt email needs (DECISIONS §10): to whom, in which language, and the documents accreditation still needs (DECISIONS §8). */
export async function receiptEvent(manager: EntityManager, centre: Centre): Promise<CentreMailEvent & Record<string, unknown>> {
  const rows = (await manager.query('SELECT DISTINCT document_type FROM centre_documents WHERE centre_id = $1', [centre.id])) as Array<{ document_type: string }>;
  const held = new Set(rows.map((r) => r.document_type));
  return {
    centreId: centre.id,
    email: centre.AdminEmail,
    centreName: centre.CentreName,
    reference: centre.ReferenceNumber,
    language: centre.language,
    missing: REQUIRED_DOCUMENT_TYPES.filter((type) => !held.has(type)),
  };
}

/**
 * The session's centre, locked for a write. A centre reset to pending after its session began
 * cannot change anything until it is approved again.
 */
export async function sessionCentre(manager: EntityManager, session: CentrePrincipal, forWrite: boolean): Promise<Centre> {
  const centre = await manager.findOne(Centre, { where: { id: session.centreId }, ...(forWrite ? { lock: { mode: 'pessimistic_write' as const } } : {}) });
  if (!centre || centre.ReferenceNumber !== session.reference) throw AppError.notFound(MSG.centreNotFound);
  if (forWrite && centre.status === 'pending') throw AppError.forbidden(MSG.centrePendingApproval);
  return centre;
}

/** The version check of every centre write: zero rows means someone else changed it first. */
export async function bumpVersion(manager: EntityManager, centre: Centre, values: Record<string, unknown>): Promise<void> {
  const result = await manager
    .createQueryBuilder()
    .update(Centre)
    .set({ ...values, version: () => 'version + 1', updatedAt: () => 'now()' } as never)
    .where('id = :id AND version = :version', { id: centre.id, version: centre.version })
    .execute();
  if (!result.affected) throw AppError.conflict(MSG.concurrentChange);
}
