import { Injectable } from '@nestjs/common';
import { SECURITY_MSG } from '#contracts';
import { isRenewalOpen } from '../registration/renewal-window.js';
import { AppError, FileStorage, OutboxService, UnitOfWork, type CentrePrincipal } from '#platform';
import type { UploadedDocuments } from '../centre/centre-view.js';
import { ActionHistory } from '../history/action-history.js';
import { CentreEvent } from '../mail/centre-events.js';
import { isUuid } from '../centre/centre-access.js';
import { bumpVersion, sessionCentre } from '../registration/detailed-registration.service.js';
import { CentreDocument } from './centre-document.entity.js';
import { DocumentListing } from './document-listing.js';

/**
 * A centre removes one of its documents before its registration is complete (docs/SECURITY.md, red-team pass 1, row 5);
 * after that the documents are the council's record (a query reopens them). The row goes with a
 * history entry and its stored file in one transaction.
 */
@Injectable()
export class DocumentDeleteService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly files: FileStorage,
    private readonly history: ActionHistory,
    private readonly outbox: OutboxService,
    private readonly listing: DocumentListing,
  ) {}

  async remove(session: CentrePrincipal, documentId: string): Promise<{ uploadedDocuments: UploadedDocuments }> {
    await this.uow.run(async (manager) => {
      const centre = await sessionCentre(manager, session, true);
      // DECISIONS §9: while its renewal is open, a centre replaces documents that changed.
      if (centre.isRegistrationComplete && centre.status !== 'query' && !(await isRenewalOpen(manager, centre.id))) throw AppError.conflict(SECURITY_MSG.documentsLocked);
      const doc = isUuid(documentId) ? await manager.findOne(CentreDocument, { where: { id: documentId, centreId: centre.id } }) : null;
      if (!doc) throw AppError.notFound(SECURITY_MSG.documentNotFound);
      await manager.delete(CentreDocument, { id: doc.id });
      await this.files.remove(doc.storedName, manager);
      await bumpVersion(manager, centre, { documentCount: () => 'GREATEST(document_count - 1, 0)' });
      await this.history.append(manager, centre.id, {
        action: 'document_deleted',
        actor: { type: 'centre' },
        data: { documentType: doc.documentType, filename: doc.filename },
      });
      await this.outbox.record(manager, CentreEvent.DocumentDeleted, { centreId: centre.id, reference: centre.ReferenceNumber, documentId: doc.id, documentType: doc.documentType });
    });
    return { uploadedDocuments: await this.listing.forCentre(session.centreId) };
  }
}
