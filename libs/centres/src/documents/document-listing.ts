import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { UploadedDocuments } from '../centre/centre-view.js';
import { CentreDocument } from './centre-document.entity.js';
import { DocumentLinks } from './document-links.js';

/** A centre's documents grouped by type, oldest first, each with a fresh signed link (SPEC §3 uploadedDocuments). */
@Injectable()
export class DocumentListing {
  constructor(
    private readonly dataSource: DataSource,
    private readonly links: DocumentLinks,
  ) {}

  async forCentre(centreId: string, manager: EntityManager = this.dataSource.manager): Promise<UploadedDocuments> {
    const rows = await manager.getRepository(CentreDocument).find({ where: { centreId }, order: { uploadedAt: 'ASC', id: 'ASC' } });
    const grouped: UploadedDocuments = {};
    for (const doc of rows) {
      const group = (grouped[doc.documentType] ??= { files: [] });
      group.files.push({
        id: doc.id,
        filename: doc.filename,
        url: this.links.url(doc.id),
        uploadedAt: new Date(doc.uploadedAt).toISOString(),
        contentType: doc.contentType,
        size: doc.sizeBytes,
      });
    }
    return grouped;
  }
}
