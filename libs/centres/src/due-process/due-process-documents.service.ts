import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { adminAuditActor, AuditLog, ReadLog } from '#audit';
import { councilDay, DUE_PROCESS_DOC_MSG, DUE_PROCESS_DOCUMENTS, MSG, SANCTION_MSG, SECURITY_MSG, type DueProcessDocumentView } from '#contracts';
import { APP_CONFIG, AppError, currentTime, FileStorage, RateLimiter, UnitOfWork, type AdminPrincipal, type AppConfig, type CentrePrincipal } from '#platform';
import { CentreAccess, isUuid } from '../centre/centre-access.js';
import { documentResponse, type OpenedDocument } from '../documents/document-download.service.js';
import { uploadRateRule } from '../documents/document-limits.js';
import { cleanFilename, contentMatches, DOCUMENT_CONTENT, extensionOf, type DocumentExtension } from '../documents/file-checks.js';
import { receiveUpload } from '../documents/upload-receiver.js';
import { ActionHistory } from '../history/action-history.js';
import { sessionCentre } from '../registration/detailed-registration.service.js';

type UploadRequest = Parameters<typeof receiveUpload>[0];
type Target = { kind: 'notice'; id: string } | { kind: 'appeal'; id: string };

interface DocumentRow {
  id: string;
  centre_id: string;
  notice_id: string | null;
  appeal_id: string | null;
  filename: string;
  stored_name: string;
  content_type: string;
  size_bytes: string | number;
  uploaded_at: Date;
}

export const toDueProcessDocumentView = (row: DocumentRow): DueProcessDocumentView => ({
  id: row.id,
  filename: row.filename,
  contentType: row.content_type,
  sizeBytes: Number(row.size_bytes),
  uploadedAt: new Date(row.uploaded_at).toISOString(),
});

/** The documents of notices or appeals, by their id, oldest first. */
export async function dueProcessDocumentsOf(manager: EntityManager, column: 'notice_id' | 'appeal_id', ids: string[]): Promise<Map<string, DueProcessDocumentView[]>> {
  const byId = new Map<string, DueProcessDocumentView[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byId;
  const rows = (await manager.query(`SELECT * FROM due_process_documents WHERE ${column} = ANY($1::uuid[]) ORDER BY uploaded_at, id`, [ids])) as DocumentRow[];
  for (const row of rows) byId.get(String(row[column]))?.push(toDueProcessDocumentView(row));
  return byId;
}

/**
 * DECISIONS §10: the centre supports its representations on a notice of proposal (while it may still
 * answer it: within the window, the notice undecided) and its appeal ("documents after": while the
 * appeal is open) with PDF, JPEG or PNG files. The upload is received, size-capped and checked by
 * content exactly as the registration documents are (415 for anything else), and kept in the same
 * file storage (chunks with their SHA-256); staff download each one, and that read is audited.
 */
@Injectable()
export class DueProcessDocumentsService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly dataSource: DataSource,
    private readonly files: FileStorage,
    private readonly history: ActionHistory,
    private readonly limiter: RateLimiter,
    private readonly access: CentreAccess,
    private readonly audit: AuditLog,
    private readonly reads: ReadLog,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  attachToNotice(session: CentrePrincipal, noticeId: string, request: UploadRequest): Promise<DueProcessDocumentView> {
    return this.attach(session, { kind: 'notice', id: noticeId }, request);
  }

  attachToAppeal(session: CentrePrincipal, appealId: string, request: UploadRequest): Promise<DueProcessDocumentView> {
    return this.attach(session, { kind: 'appeal', id: appealId }, request);
  }

  private async attach(session: CentrePrincipal, target: Target, request: UploadRequest): Promise<DueProcessDocumentView> {
    await this.limiter.hit([uploadRateRule(session.centreId)], SECURITY_MSG.tooManyUploads);
    // Refused before a byte is read when the notice or appeal does not take documents; checked again under its lock.
    await this.uow.run((manager) => this.assertOpen(manager, session, target, false));
    const upload = await receiveUpload(request, this.files, this.config.uploadMaxBytes);
    let unkept: string | null = upload.fileId;
    try {
      if (upload.size === 0) throw AppError.validation([{ path: 'files', msg: MSG.chooseFile }]);
      const filename = cleanFilename(upload.filename);
      const ext = extensionOf(filename);
      if (!(DUE_PROCESS_DOCUMENTS.extensions as readonly string[]).includes(ext)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', DUE_PROCESS_DOC_MSG.unsupported);
      const opener = async () => (await this.files.open(upload.fileId))!.stream;
      if (!(await contentMatches(opener, ext as DocumentExtension))) throw new AppError('UNSUPPORTED_MEDIA_TYPE', MSG.fileContentMismatch);
      const view = await this.uow.run(async (manager) => {
        const centreId = await this.assertOpen(manager, session, target, true);
        const column = target.kind === 'notice' ? 'notice_id' : 'appeal_id';
        const [{ n }] = (await manager.query(`SELECT count(*)::int AS n FROM due_process_documents WHERE ${column} = $1`, [target.id])) as [{ n: number }];
        if (n >= DUE_PROCESS_DOCUMENTS.perItem) throw AppError.conflict(DUE_PROCESS_DOC_MSG.tooMany(DUE_PROCESS_DOCUMENTS.perItem));
        const [row] = (await manager.query(
          `INSERT INTO due_process_documents (centre_id, ${column}, filename, stored_name, content_type, size_bytes, uploaded_at) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING *`,
          [centreId, target.id, filename, upload.fileId, DOCUMENT_CONTENT[ext as DocumentExtension].contentType, upload.size, currentTime()],
        )) as DocumentRow[];
        await this.files.keep(manager, upload.fileId);
        await this.history.append(manager, centreId, {
          action: 'document_uploaded',
          actor: { type: 'centre' },
          data: { documentType: target.kind === 'notice' ? 'representations' : 'appeal', filename, ...(target.kind === 'notice' ? { noticeId: target.id } : { appealId: target.id }) },
        });
        return toDueProcessDocumentView(row!);
      });
      unkept = null;
      return view;
    } finally {
      if (unkept) await this.files.remove(unkept).catch(() => undefined);
    }
  }

  /** The centre's id when the notice may still be answered, or the appeal is open; the worded 404 or 409 otherwise. */
  private async assertOpen(manager: EntityManager, session: CentrePrincipal, target: Target, lock: boolean): Promise<string> {
    const centre = await sessionCentre(manager, session, false);
    const forUpdate = lock ? ' FOR UPDATE' : '';
    if (target.kind === 'notice') {
      const [notice] = isUuid(target.id)
        ? ((await manager.query(`SELECT status, representations_until FROM centre_notices WHERE id = $1 AND centre_id = $2${forUpdate}`, [target.id, centre.id])) as Array<{ status: string; representations_until: Date }>)
        : [];
      if (!notice) throw AppError.notFound(SANCTION_MSG.noticeNotFound);
      if (notice.status !== 'open') throw AppError.conflict(SANCTION_MSG.noticeDecided(notice.status));
      if (currentTime().getTime() > new Date(notice.representations_until).getTime()) throw AppError.conflict(SANCTION_MSG.windowClosed(councilDay(new Date(notice.representations_until))));
      return centre.id;
    }
    const [appeal] = isUuid(target.id)
      ? ((await manager.query(`SELECT status FROM centre_appeals WHERE id = $1 AND centre_id = $2${forUpdate}`, [target.id, centre.id])) as Array<{ status: string }>)
      : [];
    if (!appeal) throw AppError.notFound(DUE_PROCESS_DOC_MSG.appealNotFound);
    if (appeal.status !== 'open') throw AppError.conflict(DUE_PROCESS_DOC_MSG.appealClosed(appeal.status));
    return centre.id;
  }

  /** A representations or appeal document for staff who may see the centre (404 outside their states); the read is audited. */
  async forAdmin(admin: AdminPrincipal, centreId: string, documentId: string, disposition: unknown): Promise<OpenedDocument> {
    const centre = await this.access.forAdmin(admin, centreId);
    const [doc] = isUuid(documentId) ? ((await this.dataSource.query(`SELECT * FROM due_process_documents WHERE id = $1 AND centre_id = $2`, [documentId, centre.id])) as DocumentRow[]) : [];
    if (!doc) throw AppError.notFound(DUE_PROCESS_DOC_MSG.documentNotFound);
    const opened = await this.files.open(doc.stored_name);
    if (!opened) throw AppError.notFound(DUE_PROCESS_DOC_MSG.documentNotFound);
    await this.audit.record({
      action: 'centre.document_viewed',
      actor: adminAuditActor(admin),
      target: { type: 'centre', id: centre.id },
      centreId: centre.id,
      state: centre.State,
      data: { documentId: doc.id, documentType: doc.notice_id ? 'representations' : 'appeal', filename: doc.filename, ...(doc.notice_id ? { noticeId: doc.notice_id } : { appealId: doc.appeal_id }) },
    });
    this.reads.record(admin, 'centres.read', { id: centre.id, state: centre.State }, 'document');
    return documentResponse(opened, doc.content_type, doc.filename, disposition);
  }
}
