import type { Readable } from 'node:stream';
import { Injectable } from '@nestjs/common';
import { adminAuditActor, AuditLog, ReadLog } from '#audit';
import { DataSource } from 'typeorm';
import { MSG } from '#contracts';
import { AppError, FileStorage, type AdminPrincipal } from '#platform';
import { CentreAccess, isUuid } from '../centre/centre-access.js';
import { CentreDocument } from './centre-document.entity.js';
import { DocumentLinks } from './document-links.js';
import { INLINE_CONTENT_TYPES } from './file-checks.js';

export interface OpenedDocument {
  stream: Readable;
  headers: Record<string, string>;
}

/** RFC 5987 / 6266: the UTF-8 name for browsers, and a plain ASCII one for the rest. */
export function contentDisposition(kind: 'attachment' | 'inline', filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(filename).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/**
 * A stored file as the portal serves every document (DECISIONS §4): its stored type, nosniff, a
 * sandboxing CSP, never cached; inline only for the types the file viewer shows.
 */
export function documentResponse(stored: { stream: Readable; size: number }, contentType: string, filename: string, disposition: unknown): OpenedDocument {
  const inline = disposition === 'inline' && INLINE_CONTENT_TYPES.has(contentType);
  return {
    stream: stored.stream,
    headers: {
      'content-type': contentType,
      'content-length': String(stored.size),
      'content-disposition': contentDisposition(inline ? 'inline' : 'attachment', filename),
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      'cache-control': 'private, no-store',
    },
  };
}

/**
 * Serves stored documents (DECISIONS §4): through a signed, expiring link, or to an admin who may
 * see the centre. Always with the stored type, nosniff and a sandboxing CSP; inline only for the
 * types the file viewer shows.
 */
@Injectable()
export class DocumentDownloadService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly links: DocumentLinks,
    private readonly access: CentreAccess,
    private readonly files: FileStorage,
    private readonly audit: AuditLog,
    private readonly reads: ReadLog,
  ) {}

  async bySignedLink(documentId: string, expires: unknown, signature: unknown, disposition: unknown): Promise<OpenedDocument> {
    if (!isUuid(documentId) || !this.links.isValid(documentId, expires, signature)) throw AppError.forbidden(MSG.linkExpired);
    const doc = await this.dataSource.getRepository(CentreDocument).findOneBy({ id: documentId });
    if (!doc) throw AppError.notFound(MSG.linkExpired);
    return this.open(doc, disposition);
  }

  async forAdmin(admin: AdminPrincipal, centreId: string, documentId: string, disposition: unknown): Promise<OpenedDocument> {
    const centre = await this.access.forAdmin(admin, centreId);
    const doc = isUuid(documentId) ? await this.dataSource.getRepository(CentreDocument).findOneBy({ id: documentId, centreId: centre.id }) : null;
    if (!doc) throw AppError.notFound(MSG.documentNotFound);
    const opened = await this.open(doc, disposition);
    await this.audit.record({
      action: 'centre.document_viewed',
      actor: adminAuditActor(admin),
      target: { type: 'centre', id: centre.id },
      centreId: centre.id,
      state: centre.State,
      data: { documentId: doc.id, documentType: doc.documentType, filename: doc.filename },
    });
    this.reads.record(admin, 'centres.read', { id: centre.id, state: centre.State }, 'document');
    return opened;
  }

  private async open(doc: CentreDocument, disposition: unknown): Promise<OpenedDocument> {
    const opened = await this.files.open(doc.storedName);
    if (!opened) throw AppError.notFound(MSG.documentNotFound);
    return documentResponse(opened, doc.contentType, doc.filename, disposition);
  }
}
