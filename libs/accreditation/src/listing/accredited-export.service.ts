import { pipeline, Readable } from 'node:stream';
import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { adminAuditActor, AuditLog } from '#audit';
import { ACCREDITED_CSV_COLUMNS } from '#contracts';
import type { AdminPrincipal } from '#platform';
import { neutraliseCell, safeCsvStringifier } from '#centres';
import { buildAccreditedExportQuery, type AccreditedCursor } from './accreditation-list.query.js';
import { accreditedRecord, type AccreditedRow } from './accredited-csv.js';

const BATCH = 2000;

/**
 * The accredited centres in the caller's states as CSV, streamed in keyset batches read only as
 * fast as the client takes the file. With none, the file holds just the header: the screen says
 * 'No accredited centres to export' before it ever asks.
 */
@Injectable()
export class AccreditedExportService {
  private readonly logger = new Logger('accredited-export');

  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditLog,
  ) {}

  async open(admin: AdminPrincipal): Promise<Readable> {
    const fetch = (after: AccreditedCursor | null): Promise<AccreditedRow[]> => {
      const { sql, params } = buildAccreditedExportQuery(admin.scope, after, BATCH);
      return this.dataSource.query(sql, params) as Promise<AccreditedRow[]>;
    };
    // Read before answering: a failing database is then an error response, not a truncated file.
    const first = await fetch(null);
    let rows = 0;
    async function* records(): AsyncGenerator<string[]> {
      yield [...ACCREDITED_CSV_COLUMNS];
      let batch = first;
      for (;;) {
        rows += batch.length;
        for (const row of batch) yield accreditedRecord(row).map(neutraliseCell);
        if (batch.length < BATCH) return;
        const last = batch[batch.length - 1]!;
        batch = await fetch({ key: last.sort_key, id: last.id });
      }
    }
    // The BOM makes spreadsheet programs read the file as UTF-8.
    return pipeline(Readable.from(records()), safeCsvStringifier(), (error) => {
      if (error) this.logger.warn(`accredited export stopped: ${error.message}`);
      // Who exported what, how many rows (DECISIONS §8), once the file has gone out.
      void this.audit.recordQuietly({ action: 'accreditation.exported', actor: adminAuditActor(admin), target: { type: 'export', id: null }, data: { filter: {}, rows, complete: !error } });
    });
  }
}
