import { pipeline, Readable } from 'node:stream';
import { Injectable, Logger } from '@nestjs/common';
import { stringify } from 'csv-stringify';
import { DataSource } from 'typeorm';
import { neutraliseCell, type AdminPrincipal } from '#platform';
import { adminAuditActor } from '../log/audit-input.js';
import { AuditLog } from '../log/audit-log.js';
import { auditWhere, type AuditFilters } from './audit-filters.js';
import { AUDIT_COLUMNS, type AuditRow } from './audit-view.js';

const BATCH = 5000;

const HEADER = ['id', 'at', 'actorType', 'actorId', 'actorEmail', 'actorName', 'action', 'targetType', 'targetId', 'centreId', 'state', 'changes', 'data', 'requestId', 'ip', 'hash'];

/** "field: before -> after" per changed field, one per line: what a person reads in a spreadsheet cell. */
export function changesText(changes: AuditRow['changes']): string {
  if (!changes) return '';
  return Object.entries(changes)
    .map(([field, c]) => `${field}: ${JSON.stringify(c.before ?? null)} -> ${JSON.stringify(c.after ?? null)}`)
    .join('\n');
}

function csvRow(r: AuditRow): string[] {
  return [
    r.id,
    new Date(r.at).toISOString(),
    r.actor_type,
    r.actor_id,
    r.actor_email,
    r.actor_name,
    r.action,
    r.target_type,
    r.target_id,
    r.centre_id,
    r.state,
    changesText(r.changes),
    r.data ? JSON.stringify(r.data) : '',
    r.request_id,
    r.ip,
    r.hash,
  ].map(neutraliseCell);
}

/**
 * The filtered log as CSV, newest first, streamed in keyset batches read only as fast as the client
 * takes the file: no row cap, flat memory. When the file has gone out, the export itself is logged
 * (who, which filter, how many rows).
 */
@Injectable()
export class AuditExportService {
  private readonly logger = new Logger('audit-export');

  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditLog,
  ) {}

  async open(admin: AdminPrincipal, filters: AuditFilters, rawFilter: Record<string, string>): Promise<Readable> {
    const { clauses, params } = auditWhere(filters, admin.scope);
    const fetch = (before: number | null): Promise<AuditRow[]> => {
      const all = [...clauses];
      const p = [...params];
      if (before !== null) {
        p.push(before);
        all.push(`e.id < $${p.length}`);
      }
      return this.dataSource.query(
        `SELECT ${AUDIT_COLUMNS} FROM audit_events e ${all.length > 0 ? `WHERE ${all.join(' AND ')}` : ''} ORDER BY e.id DESC LIMIT ${BATCH}`,
        p,
      ) as Promise<AuditRow[]>;
    };
    const first = await fetch(null);
    const audit = this.audit;
    let count = 0;
    async function* records(): AsyncGenerator<string[]> {
      yield HEADER;
      let batch = first;
      for (;;) {
        for (const row of batch) {
          count++;
          yield csvRow(row);
        }
        if (batch.length < BATCH) break;
        batch = await fetch(Number(batch[batch.length - 1]!.id));
      }
    }
    return pipeline(Readable.from(records()), stringify({ bom: true }), (error) => {
      if (error) this.logger.warn(`audit export stopped: ${error.message}`);
      void audit.recordQuietly({
        action: 'audit.exported',
        actor: adminAuditActor(admin),
        target: { type: 'export', id: null },
        data: { filter: rawFilter, rows: count, complete: !error },
      });
    });
  }
}
