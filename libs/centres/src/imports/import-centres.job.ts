import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AuditLog } from '#audit';
import { MSG } from '#contracts';
import { APP_CONFIG, EventRouter, FileStorage, JobName, JobRegistry, type AppConfig, type JobContext } from '#platform';
import { countCsvRecords, csvErrorReason, openCsvRecords, type CsvInput } from './csv-source.js';
import { prepareImportBatch, releaseImportNotices, writeImportBatch, type BatchRow, type PreparedImportBatch } from './import-batch.writer.js';
import { IMPORT_REQUESTED, type ImportRequested } from './import-events.js';
import { ImportJob } from './import-job.entity.js';
import { ImportRowClassifier } from './import-row.js';

/**
 * Rows per transaction. 2,500 rather than 1,000: each batch pays fixed costs (the audit chain's head
 * lock, the job row, one notices event) and the end-to-end figure rose from about 4,500 to 5,000 rows
 * a second (docs/PERFORMANCE.md, import of 50,000 rows); a batch is still under a megabyte of JSON.
 */
export const IMPORT_BATCH_ROWS = 2500;

/** Another run of the same job got there first (a redelivered job): this one stops quietly. */
class OvertakenError extends Error {}

/**
 * The bulk import worker. Rows are counted from 1 at the first data row (the header is not a
 * row) in import_job_rows and in the rejected-rows CSV; messages name the spreadsheet's row (sheetRow). Each batch (centres,
 * their first history entry, the row outcomes, the job's counters) commits in one transaction,
 * so a worker killed mid-file resumes after rows_done without creating anything twice.
 * Imported centres start registration_approved, like an admin's simple create; each gets one email
 * with its registration number and how to sign in, sent once the import ends (import-batch.writer.ts),
 * and no approval email: admins resend that from the centre's page when they choose.
 */
@Injectable()
export class ImportCentresJob implements OnModuleInit {
  private readonly logger = new Logger('centre-import');

  constructor(
    private readonly dataSource: DataSource,
    private readonly registry: JobRegistry,
    private readonly router: EventRouter,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly audit: AuditLog,
    private readonly files: FileStorage,
  ) {}

  onModuleInit(): void {
    this.router.on(IMPORT_REQUESTED, JobName.ImportCentres);
    this.registry.register<ImportRequested>(JobName.ImportCentres, (payload, ctx) => this.run(payload, ctx));
  }

  async run(payload: ImportRequested, ctx: Pick<JobContext, 'progress'>): Promise<void> {
    const job = await this.dataSource.getRepository(ImportJob).findOne({ where: { id: String(payload?.jobId) } });
    if (!job || job.state === 'completed' || job.state === 'failed') return;
    // An input that cannot be read fails the job with the reason, shown on its page: never an
    // empty success (any instance's upload is readable here, the file being in the database).
    if (!(await this.files.open(job.storedName))) return this.fail(job.id, MSG.importFileGone);
    const storedName = job.storedName!;
    const input: CsvInput = async () => {
      const opened = await this.files.open(storedName);
      if (!opened) throw new Error(MSG.importFileGone);
      return opened.stream;
    };

    let total: number;
    try {
      total = await countCsvRecords(input);
    } catch (error) {
      // A database that failed mid-read is retried by the queue; a file csv-parse refuses fails the
      // job, since nothing is imported from a file that cannot be read to its end.
      if (!String((error as { code?: unknown })?.code ?? '').startsWith('CSV_')) throw error;
      return this.fail(job.id, MSG.csvUnreadable(csvErrorReason(error)), storedName);
    }
    await this.dataSource.query(`UPDATE import_jobs SET state = 'active', total = $2 WHERE id = $1`, [job.id, total]);

    try {
      await this.importRows(job, payload, total, ctx, input);
    } catch (error) {
      if (error instanceof OvertakenError) return;
      // Left to the queue's retries, which resume after the last committed batch.
      this.logger.error(`import ${job.id} stopped: ${(error as Error).stack ?? String(error)}`);
      throw error;
    }
    await this.dataSource.transaction(async (manager) => {
      const [done] = (await manager.query(
        `UPDATE import_jobs SET state = 'completed', progress = 100, finished_at = now(), total = rows_done WHERE id = $1 RETURNING successful, failed, rows_done`,
        [job.id],
      )) as [Array<{ successful: number; failed: number; rows_done: number }>, number];
      await releaseImportNotices(manager, job.id);
      const counts = done[0];
      await this.audit.append(manager, {
        action: 'import.completed',
        actor: payload.actor,
        target: { type: 'import', id: job.id },
        data: { filename: job.filename, rows: counts?.rows_done ?? null, created: counts?.successful ?? null, failed: counts?.failed ?? null },
      });
    });
    await ctx.progress(100);
    await this.files.remove(storedName);
  }

  private async importRows(job: ImportJob, payload: ImportRequested, total: number, ctx: Pick<JobContext, 'progress'>, input: CsvInput): Promise<void> {
    const batchCtx = { jobId: job.id, actor: payload.actor, examBody: this.config.examBody, councilCode: this.config.councilCode, audit: this.audit };
    const resumeAfter = job.rowsDone;
    let done = job.rowsDone;
    let batch: BatchRow[] = [];
    const write = async (prepared: PreparedImportBatch) => {
      const last = prepared.rows[prepared.rows.length - 1]!.row;
      const progress = total > 0 ? Math.min(99, Math.floor((last / total) * 100)) : 99;
      await this.dataSource.transaction(async (manager) => {
        const [locked] = (await manager.query('SELECT rows_done FROM import_jobs WHERE id = $1 FOR UPDATE', [job.id])) as Array<{ rows_done: number }>;
        if (!locked || locked.rows_done !== done) throw new OvertakenError();
        const outcome = await writeImportBatch(manager, batchCtx, prepared);
        await manager.query(
          `UPDATE import_jobs SET rows_done = $2, successful = successful + $3, failed = failed + $4, progress = $5 WHERE id = $1`,
          [job.id, last, outcome.created, outcome.failed, progress],
        );
      });
      done = last;
      await ctx.progress(progress);
    };
    // One batch is written while the next is parsed and prepared (ids, references, hashes): the
    // database and this process work side by side, and batches still commit strictly in order.
    let writing: Promise<void> = Promise.resolve();
    const flush = async () => {
      const prepared = prepareImportBatch(batchCtx, batch);
      batch = [];
      await writing;
      writing = write(prepared);
      // Handled here so a failure waits, unreported, for the next await of `writing`.
      writing.catch(() => {});
    };

    const rows = new ImportRowClassifier(payload.scope);
    for await (const record of openCsvRecords(input)) {
      // Rows already decided by an earlier run still claim their identity, so duplicates are found the same way.
      const decided = rows.next(record as Record<string, unknown>);
      if (decided.row <= resumeAfter) continue;
      batch.push(decided.outcome === 'failed' ? { row: decided.row, raw: decided.raw, outcome: 'failed', message: decided.message } : decided);
      if (batch.length >= IMPORT_BATCH_ROWS) await flush();
    }
    if (batch.length > 0) await flush();
    await writing;
  }

  private async fail(jobId: string, error: string, storedName?: string): Promise<void> {
    this.logger.warn(`import ${jobId} failed: ${error}`);
    await this.dataSource.query(`UPDATE import_jobs SET state = 'failed', error = $2, finished_at = now() WHERE id = $1`, [jobId, error]);
    await releaseImportNotices(this.dataSource, jobId);
    if (storedName) await this.files.remove(storedName);
  }
}
