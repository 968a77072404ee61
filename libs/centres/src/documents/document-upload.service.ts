import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DOCUMENT_TYPES, MSG, SECURITY_MSG, type DocumentType } from '#contracts';
import { APP_CONFIG, AppError, FileStorage, OutboxService, RateLimiter, UnitOfWork, type AppConfig, type CentrePrincipal } from '#platform';
import type { PublicFile, UploadedDocuments } from '../centre/centre-view.js';
import { ActionHistory } from '../history/action-history.js';
import { CentreEvent } from '../mail/centre-events.js';
import { bumpVersion, sessionCentre } from '../registration/detailed-registration.service.js';
import { assertCentreEditable } from '../registration/identity-lock.js';
import { isRenewalOpen } from '../registration/renewal-window.js';
import { CentreDocument } from './centre-document.entity.js';
import { assertRoomFor, uploadRateRule } from './document-limits.js';
import { DocumentLinks } from './document-links.js';
import { DocumentListing } from './document-listing.js';
import { cleanFilename, contentMatches, DOCUMENT_CONTENT, extensionOf, isAcceptedExtension, readUpTo } from './file-checks.js';
import { svgIsPassive } from './svg-check.js';
import { receiveUpload } from './upload-receiver.js';

export interface UploadResult {
  documentType: DocumentType;
  file: Pick<PublicFile, 'id' | 'filename' | 'url' | 'uploadedAt'>;
  uploadedDocuments: UploadedDocuments;
}

type UploadRequest = Parameters<typeof receiveUpload>[0];

/** One document per call (SPEC §2 screen 8), checked by extension and by content (DECISIONS §4). */
@Injectable()
export class DocumentUploadService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly files: FileStorage,
    private readonly history: ActionHistory,
    private readonly outbox: OutboxService,
    private readonly links: DocumentLinks,
    private readonly listing: DocumentListing,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly limiter: RateLimiter,
    private readonly dataSource: DataSource,
  ) {}

  /** `pathType` is the {docType} of /upload/{docType}; otherwise the form's documentType field names it. */
  async upload(session: CentrePrincipal, request: UploadRequest, pathType: string | null): Promise<UploadResult> {
    // Caps and rate (docs/SECURITY.md, red-team pass 1, row 5): refused before a byte is read, and checked again under the row lock.
    await this.limiter.hit([uploadRateRule(session.centreId)], SECURITY_MSG.tooManyUploads);
    await assertRoomFor(this.dataSource.manager, session.centreId, pathType);
    const upload = await receiveUpload(request, this.files, this.config.uploadMaxBytes);
    // Removed unless the document row that keeps it commits.
    let unkept: string | null = upload.fileId;
    try {
      const documentType = pathType ?? upload.fields.documentType ?? '';
      if (!(DOCUMENT_TYPES as readonly string[]).includes(documentType)) throw AppError.validation([{ path: 'documentType', msg: MSG.invalidDocumentType }]);
      if (upload.size === 0) throw AppError.validation([{ path: 'files', msg: MSG.chooseFile }]);
      const filename = cleanFilename(upload.filename);
      const ext = extensionOf(filename);
      if (!isAcceptedExtension(ext)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', MSG.unsupportedFile);
      const opener = async () => (await this.files.open(upload.fileId))!.stream;
      if (!(await contentMatches(opener, ext))) throw new AppError('UNSUPPORTED_MEDIA_TYPE', MSG.fileContentMismatch);
      // An SVG is text that can act: the whole of it (at most the upload limit) is read and refused unless plain (svg-check.ts).
      if (ext === 'svg' && !svgIsPassive((await readUpTo(await opener(), this.config.uploadMaxBytes)).toString('utf8'))) {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', MSG.svgActiveContent);
      }

      const storedName = upload.fileId;
      const doc = await this.uow.run(async (manager) => {
        const centre = await sessionCentre(manager, session, true);
        // DECISIONS §9: while its renewal is open, a centre replaces documents that changed.
        if (!(await isRenewalOpen(manager, centre.id))) assertCentreEditable(centre);
        await assertRoomFor(manager, centre.id, documentType);
        const inserted = await manager.insert(CentreDocument, {
          centreId: centre.id,
          documentType: documentType as DocumentType,
          filename,
          storedName,
          contentType: DOCUMENT_CONTENT[ext].contentType,
          sizeBytes: upload.size,
        });
        await this.files.keep(manager, storedName);
        await bumpVersion(manager, centre, { documentCount: () => 'document_count + 1' });
        await this.history.append(manager, centre.id, { action: 'document_uploaded', actor: { type: 'centre' }, data: { documentType, filename } });
        const id = String(inserted.identifiers[0]!.id);
        await this.outbox.record(manager, CentreEvent.DocumentUploaded, { centreId: centre.id, reference: centre.ReferenceNumber, documentId: id, documentType, filename });
        return manager.findOneByOrFail(CentreDocument, { id });
      });
      unkept = null;
      return {
        documentType: documentType as DocumentType,
        file: { id: doc.id, filename: doc.filename, url: this.links.url(doc.id), uploadedAt: new Date(doc.uploadedAt).toISOString() },
        uploadedDocuments: await this.listing.forCentre(session.centreId),
      };
    } finally {
      // Best effort: a file left behind is the sweep's, not a failure of the request.
      if (unkept) await this.files.remove(unkept).catch(() => undefined);
    }
  }
}
