import { pipeline, Readable } from 'node:stream';
import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { adminAuditActor, AuditLog, ReadLog } from '#audit';
import { currentTime, type AdminPrincipal } from '#platform';
import { buildCentreExportQuery, type CentreListFilters, type ExportCursor } from './centre-list.query.js';
import { safeCsvStringifier } from './safe-csv.js';
import { neutraliseCell } from './csv-safe.js';
import { EXPORT_COLUMNS_CSV, type ExportRow } from './export-columns.js';

const BATCH = 2000;

/**
 * The centre list as CSV, streamed: keyset batches are read only as fast as the client takes the
 * file, so memory stays flat whatever the number of centres (no row cap).
 */
@Injectable()
export class CentreExportService {
  private readonly logger = new Logger('centre-export');

  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditLog,
    private readonly reads: ReadLog,
  ) {}

  async open(admin: AdminPrincipal, filters: CentreListFilters): Promise<Readable> {
    const fetch = (after: ExportCursor | null): Promise<ExportRow[]> => {
      const { sql, params } = buildCentreExportQuery(filters, admin.scope, after, BATCH, currentTime());
      return this.dataSource.query(sql, params) as Promise<ExportRow[]>;
    };
    // Read before answering: a failing database is then an error response, not a truncated file.
    const first = await fetch(null);
    let rows = 0;
    const reads = this.reads;
    async function* records(): AsyncGenerator<string[]> {
      yield EXPORT_COLUMNS_CSV.map((c) => c.header);
      let batch = first;
      for (;;) {
        rows += batch.length;
        for (const row of batch) yield EXPORT_COLUMNS_CSV.map((c) => neutraliseCell(c.cell(row)));
        // Each exported row is a read of that centre's personal data (DECISIONS §10), logged once it went out.
        await reads.recordMany(admin, 'centres.export', batch.map((row) => ({ id: row.id, state: row.state as string | null })), 'export');
        if (batch.length < BATCH) return;
        const last = batch[batch.length - 1]!;
        batch = await fetch({ key: last.sort_key, id: last.id });
      }
    }
    // The BOM makes spreadsheet programs read the file as UTF-8.
    return pipeline(Readable.from(records()), safeCsvStringifier(), (error) => {
      if (error) this.logger.warn(`centre export stopped: ${error.message}`);
      // Who exported which filter, how many rows (DECISIONS §8), once the file has gone out.
      void this.audit.recordQuietly({ action: 'centres.exported', actor: adminAuditActor(admin), target: { type: 'export', id: null }, data: { filter: { ...filters }, rows, complete: !error } });
    });
  }
}
