import { adminAuditActor, AuditLog } from '#audit';
import { pipeline, Readable } from 'node:stream';
import { Injectable, Logger } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { DataSource } from 'typeorm';
import { MSG, type ImportPreview, type ImportPreviewIssue, type ImportPreviewRow, type ImportResult, type ImportStatus } from '#contracts';
import { AppError, claimJobSlot, FileStorage, JOB_LIMITS, OutboxService, UnitOfWork, type AdminPrincipal } from '#platform';
import { isUuid } from '../centre/centre-access.js';
import { adminActor, type HistoryActor } from '../history/action-history.js';
import { safeCsvStringifier } from '../listing/safe-csv.js';
import { neutraliseCell } from '../listing/csv-safe.js';
import { receiveCsvUpload } from './csv-upload.js';
import { csvErrorReason, openCsvRecords, readCsvHeader, type CsvInput } from './csv-source.js';
import { existingIdentities } from './import-batch.writer.js';
import { identityKey, ImportRowClassifier, sheetRow, type ClassifiedRow, type RowIssue } from './import-row.js';
import { creationStatus } from '../review/centre-status.machine.js';
import { IMPORT_COLUMNS, missingColumns } from './import-columns.js';
import { IMPORT_REQUESTED, type ImportRequested } from './import-events.js';
import { ImportJob } from './import-job.entity.js';

/** A 50,000-row file is about 4 MB; the document limit (10 MB) is for single files, not imports. */
export const IMPORT_MAX_BYTES = 50 * 1024 * 1024;
/** The status answer lists at most this many centres and errors; the CSV downloads have them all. */
export const RESULT_LIST_CAP = 1000;
/** The preview shows the file's first rows; its issues list goes up to RESULT_LIST_CAP. */
export const PREVIEW_ROWS = 200;
/** Valid rows looked up against existing centres at a time. */
const PREVIEW_LOOKUP_BATCH = 2000;
const CSV_BATCH = 2000;

export type { ImportResult, ImportStatus };

/** Bulk upload (DECISIONS §6): accepts the file, queues the import, reports on it. */
@Injectable()
export class ImportJobsService {
  private readonly logger = new Logger('centre-import');

  constructor(
    private readonly dataSource: DataSource,
    private readonly uow: UnitOfWork,
    private readonly outbox: OutboxService,
    private readonly files: FileStorage,
    private readonly audit: AuditLog,
  ) {}

  async accept(admin: AdminPrincipal, request: FastifyRequest): Promise<{ jobId: string }> {
    const file = await receiveCsvUpload(request, this.files, IMPORT_MAX_BYTES);
    try {
      const header = await readCsvHeader(async () => (await this.files.open(file.storedName))!.stream).catch(() => null);
      if (header === null) throw AppError.validation([{ path: 'csvFile', msg: MSG.selectValidCsv }]);
      const missing = missingColumns(header);
      if (missing.length > 0) throw AppError.validation([{ path: 'csvFile', msg: MSG.csvMissingColumns(missing) }]);
      return await this.uow.run(async (manager) => {
        await claimJobSlot(manager, JOB_LIMITS.imports, admin.id);
        const inserted = await manager.insert(ImportJob, { createdBy: admin.id, filename: file.filename, storedName: file.storedName, state: 'queued' });
        const jobId = String(inserted.identifiers[0]!.id);
        await this.files.keep(manager, file.storedName);
        const payload: ImportRequested = { jobId, actor: adminActor(admin) as Extract<HistoryActor, { type: 'admin' }>, scope: admin.scope };
        // Through the outbox, not straight onto the queue: the request survives Redis being down.
        await this.outbox.record(manager, IMPORT_REQUESTED, { ...payload });
        await this.audit.append(manager, { action: 'import.requested', actor: adminAuditActor(admin), target: { type: 'import', id: jobId }, data: { filename: file.filename } });
        return { jobId };
      });
    } catch (error) {
      await this.files.remove(file.storedName).catch(() => undefined);
      throw error;
    }
  }

  /**
   * What importing the file would do, decided by the import's own checks (ImportRowClassifier, then
   * the centres that already exist) and written nowhere: no job, no centre, no email. The upload is
   * read from the file storage for the checks and removed before the answer, whatever it says.
   */
  async preview(admin: AdminPrincipal, request: FastifyRequest): Promise<ImportPreview> {
    const file = await receiveCsvUpload(request, this.files, IMPORT_MAX_BYTES);
    const input: CsvInput = async () => (await this.files.open(file.storedName))!.stream;
    try {
      const header = await readCsvHeader(input).catch(() => null);
      if (header === null) throw AppError.validation([{ path: 'csvFile', msg: MSG.selectValidCsv }]);
      const missing = missingColumns(header);
      if (missing.length > 0) throw AppError.validation([{ path: 'csvFile', msg: MSG.csvMissingColumns(missing) }]);
      const rows = new ImportRowClassifier(admin.scope);
      const shown: ImportPreviewRow[] = [];
      const issues: ImportPreviewIssue[] = [];
      let total = 0;
      let invalid = 0;
      let truncated = false;
      let pending: Array<Extract<ClassifiedRow, { outcome: 'candidate' }>> = [];
      const failRow = (row: number, list: RowIssue[]) => {
        invalid++;
        const at = shown.findIndex((r) => r.row === sheetRow(row));
        if (at >= 0) shown[at]!.ok = false;
        for (const issue of list) {
          if (issues.length < RESULT_LIST_CAP) issues.push({ row: sheetRow(row), column: issue.column, message: issue.message });
          else truncated = true;
        }
      };
      // Rows already taken by a centre fail as the import's insert would find them (DECISIONS §6).
      const settle = async () => {
        const taken = await existingIdentities(this.dataSource.manager, pending.map((r) => r.centre));
        for (const r of pending) if (taken.has(identityKey(r.centre.GovernmentId, r.centre.AdminEmail))) failRow(r.row, [{ column: 'GovernmentId', message: MSG.duplicateCentre }]);
        pending = [];
      };
      try {
        for await (const record of openCsvRecords(input)) {
          const decided = rows.next(record as Record<string, unknown>);
          total++;
          if (shown.length < PREVIEW_ROWS) {
            const raw = decided.raw;
            const text = (column: string) => (typeof raw[column] === 'string' ? String(raw[column]).slice(0, 200) : '');
            shown.push({ row: sheetRow(decided.row), CentreName: text('CentreName'), GovernmentId: text('GovernmentId'), AdminEmail: text('AdminEmail'), State: text('State'), ok: true });
          } else truncated = true;
          if (decided.outcome === 'failed') failRow(decided.row, decided.issues);
          else pending.push(decided);
          if (pending.length >= PREVIEW_LOOKUP_BATCH) await settle();
        }
        await settle();
      } catch (error) {
        // A file csv-parse refuses is refused here too, with the reason the import job would give.
        if (!String((error as { code?: unknown })?.code ?? '').startsWith('CSV_')) throw error;
        throw AppError.validation([{ path: 'csvFile', msg: MSG.csvUnreadable(csvErrorReason(error)) }]);
      }
      return { filename: file.filename, total, valid: total - invalid, invalid, createdStatus: creationStatus('import'), rows: shown, issues, truncated };
    } finally {
      await this.files.remove(file.storedName).catch(() => undefined);
    }
  }

  /** Only the uploader, or an admin who sees every state, may follow an import; anyone else gets 404. */
  private async visibleJob(admin: AdminPrincipal, jobId: string): Promise<ImportJob> {
    const job = isUuid(jobId) ? await this.dataSource.getRepository(ImportJob).findOne({ where: { id: jobId } }) : null;
    if (!job || (job.createdBy !== admin.id && !admin.scope.all)) throw AppError.notFound(MSG.importNotFound);
    return job;
  }

  async status(admin: AdminPrincipal, jobId: string): Promise<ImportStatus> {
    const job = await this.visibleJob(admin, jobId);
    const status: ImportStatus = {
      jobId: job.id,
      filename: job.filename,
      state: job.state,
      progress: job.progress,
      rowsDone: job.rowsDone,
      total: job.total,
      createdAt: job.createdAt.toISOString(),
      finishedAt: job.finishedAt ? job.finishedAt.toISOString() : null,
      error: job.error,
    };
    if (job.state === 'completed' || job.state === 'failed') status.result = await this.result(job);
    return status;
  }

  private async result(job: ImportJob): Promise<ImportResult> {
    const [centres, errors] = await Promise.all([
      this.dataSource.query(
        `SELECT c.centre_name AS "CentreName", c.government_id AS "GovernmentId", c.admin_email AS "AdminEmail", c.reference_number AS "ReferenceNumber"
           FROM import_job_rows r JOIN centres c ON c.id = r.centre_id
          WHERE r.job_id = $1 AND r.outcome = 'created' ORDER BY r.row_number LIMIT $2`,
        [job.id, RESULT_LIST_CAP + 1],
      ) as Promise<ImportResult['successfulCentres']>,
      this.dataSource.query(`SELECT message FROM import_job_rows WHERE job_id = $1 AND outcome = 'failed' ORDER BY row_number LIMIT $2`, [
        job.id,
        RESULT_LIST_CAP + 1,
      ]) as Promise<Array<{ message: string }>>,
    ]);
    return {
      successful: job.successful,
      failed: job.failed,
      total: job.successful + job.failed,
      successfulCentres: centres.slice(0, RESULT_LIST_CAP),
      errors: errors.slice(0, RESULT_LIST_CAP).map((e) => e.message),
      truncated: centres.length > RESULT_LIST_CAP || errors.length > RESULT_LIST_CAP,
    };
  }

  /** The rejected rows as uploaded (known columns first, then any others), each with its error: fix and upload again. */
  async rejectedCsv(admin: AdminPrincipal, jobId: string): Promise<Readable> {
    const job = await this.visibleJob(admin, jobId);
    const fetch = (after: number) =>
      this.dataSource.query(
        `SELECT row_number, message, raw FROM import_job_rows WHERE job_id = $1 AND outcome = 'failed' AND row_number > $2 ORDER BY row_number LIMIT $3`,
        [job.id, after, CSV_BATCH],
      ) as Promise<Array<{ row_number: number; message: string; raw: Record<string, unknown> | null }>>;
    const first = await fetch(0);
    const extra = [...new Set(first.flatMap((r) => Object.keys(r.raw ?? {})))].filter((k) => !IMPORT_COLUMNS.includes(k) && k !== 'Error').sort();
    const columns = [...IMPORT_COLUMNS, ...extra];
    return this.csv([...columns, 'Error'], first, fetch, (r) => [...columns.map((c) => r.raw?.[c]), r.message]);
  }

  /** Every centre the import created, with its reference number, to hand out. */
  async createdCsv(admin: AdminPrincipal, jobId: string): Promise<Readable> {
    const job = await this.visibleJob(admin, jobId);
    const fetch = (after: number) =>
      this.dataSource.query(
        `SELECT r.row_number, c.reference_number, c.centre_name, c.government_id, c.admin_email, c.state, c.local_government
           FROM import_job_rows r JOIN centres c ON c.id = r.centre_id
          WHERE r.job_id = $1 AND r.outcome = 'created' AND r.row_number > $2 ORDER BY r.row_number LIMIT $3`,
        [job.id, after, CSV_BATCH],
      ) as Promise<Array<Record<string, string | number | null> & { row_number: number }>>;
    const header = ['Row', 'ReferenceNumber', 'CentreName', 'GovernmentId', 'AdminEmail', 'State', 'LocalGovernment'];
    const keys = ['row_number', 'reference_number', 'centre_name', 'government_id', 'admin_email', 'state', 'local_government'];
    return this.csv(header, await fetch(0), fetch, (r) => keys.map((k) => r[k]));
  }

  private csv<R extends { row_number: number }>(header: string[], first: R[], fetch: (after: number) => Promise<R[]>, cells: (row: R) => unknown[]): Readable {
    async function* records(): AsyncGenerator<string[]> {
      yield header;
      let batch = first;
      for (;;) {
        for (const row of batch) yield cells(row).map(neutraliseCell);
        if (batch.length < CSV_BATCH) return;
        batch = await fetch(batch[batch.length - 1]!.row_number);
      }
    }
    return pipeline(Readable.from(records()), safeCsvStringifier(), (error) => {
      if (error) this.logger.warn(`import CSV download stopped: ${error.message}`);
    });
  }
}
