import { Readable } from 'node:stream';
import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { auditActionLabel, auditChangesInWords, auditTargetInWords } from '#contracts';
import { neutraliseCell, type AdminPrincipal } from '#platform';
import { adminAuditActor } from '../log/audit-input.js';
import { AuditLog } from '../log/audit-log.js';
import { auditJoins, auditWhere, type AuditFilters } from './audit-filters.js';

const BATCH = 10000;

/** The codes as recorded, then the same entry in words for a reader without a lookup table. */
const HEADER = [
  'id',
  'at',
  'actorType',
  'actorId',
  'actorEmail',
  'actorName',
  'action',
  'targetType',
  'targetId',
  'centreId',
  'state',
  'changes',
  'data',
  'requestId',
  'ip',
  'hash',
  'actionInWords',
  'targetInWords',
  'changesInWords',
];

interface ExportRow {
  id: string;
  line: string;
  action: string;
  target_type: string | null;
  target_id: string | null;
  changes: Record<string, { before: unknown; after: unknown }> | null;
  centre_name: string | null;
  centre_reference: string | null;
  user_name: string | null;
  user_email: string | null;
  role_name: string | null;
  filename: string | null;
}

const quoted = (value: string) => `"${neutraliseCell(value).replace(/"/g, '""')}"`;

/** The words columns of one entry, quoted and neutralised as the code columns are. */
function wordsCells(row: ExportRow, roleNames: Record<string, string>): string {
  const target =
    row.target_type === 'user'
      ? { type: row.target_type, id: row.target_id, name: row.user_name, email: row.user_email }
      : row.target_type === 'role'
        ? { type: row.target_type, id: row.target_id, name: row.role_name }
        : row.target_type === 'import'
          ? { type: row.target_type, id: row.target_id, name: row.filename }
          : { type: row.target_type, id: row.target_id, name: row.centre_name, reference: row.centre_reference };
  return [auditActionLabel(row.action), auditTargetInWords(target), auditChangesInWords(row.changes, roleNames)].map(quoted).join(',');
}

/** One CSV cell built by PostgreSQL: a formula start neutralised (as csv-safe's neutraliseCell does), then quoted. */
function cell(expr: string): string {
  const text = `coalesce(${expr}, '')`;
  return `'"' || replace(CASE WHEN left(${text}, 1) IN ('=', '+', '-', '@', chr(9), chr(13)) THEN '''' || ${text} ELSE ${text} END, '"', '""') || '"'`;
}

/** The CSV line of an entry, computed in the database: the server only streams the text through. */
const LINE_SQL = [
  'e.id::text',
  `to_char(e.at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
  'e.actor_type',
  'e.actor_id::text',
  'audit_resolve_text(e.actor_email)',
  'audit_resolve_text(e.actor_name)',
  'e.action',
  'e.target_type',
  'e.target_id',
  'e.centre_id::text',
  'e.state',
  `(SELECT string_agg(c.key || ': ' || coalesce(c.value->'before', 'null'::jsonb)::text || ' -> ' || coalesce(c.value->'after', 'null'::jsonb)::text, chr(10) ORDER BY c.key) FROM jsonb_each(audit_resolve(e.changes)) c)`,
  'audit_resolve(e.data)::text',
  'e.request_id',
  'audit_resolve_text(e.ip)',
  'e.hash',
]
  .map(cell)
  .join(` || ',' || `);

/**
 * The filtered log as CSV, newest first, streamed in keyset batches read only as fast as the client
 * takes the file: no row cap, flat memory. The code columns are built by PostgreSQL (neutralised and
 * quoted as csv-safe does); the server adds the three words columns from the names read beside
 * them. When the file has gone out, the export itself is logged (who, which filter, how many rows).
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
    const joins = auditJoins(admin.scope, params);
    // Roles are few: their display names are read once for the whole file.
    const roles = (await this.dataSource.query('SELECT role_name, display_name FROM system_roles')) as Array<{ role_name: string; display_name: string }>;
    const roleNames = Object.fromEntries(roles.map((r) => [r.role_name, r.display_name]));
    const fetch = (before: number | null): Promise<ExportRow[]> => {
      const all = [...clauses];
      const p = [...params];
      if (before !== null) {
        p.push(before);
        all.push(`e.id < $${p.length}`);
      }
      return this.dataSource.query(
        `SELECT e.id, ${LINE_SQL} AS line, e.action, e.target_type, e.target_id, audit_resolve(e.changes) AS changes, c.centre_name, c.reference_number AS centre_reference,
           nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '') AS user_name, u.email AS user_email,
           r.display_name AS role_name, audit_resolve_text(e.data->>'filename') AS filename
         FROM audit_events e ${joins} ${all.length > 0 ? `WHERE ${all.join(' AND ')}` : ''} ORDER BY e.id DESC LIMIT ${BATCH}`,
        p,
      ) as Promise<ExportRow[]>;
    };
    // Read before answering: a failing database is then an error response, not a truncated file.
    const first = await fetch(null);
    let count = 0;
    async function* chunks(): AsyncGenerator<string> {
      // The BOM makes spreadsheet programs read the file as UTF-8.
      yield `\ufeff${HEADER.join(',')}\r\n`;
      let batch = first;
      for (;;) {
        count += batch.length;
        if (batch.length > 0) yield `${batch.map((r) => `${r.line},${wordsCells(r, roleNames)}`).join('\r\n')}\r\n`;
        if (batch.length < BATCH) break;
        batch = await fetch(Number(batch[batch.length - 1]!.id));
      }
    }
    const stream = Readable.from(chunks());
    let logged = false;
    const log = (complete: boolean) => {
      if (logged) return;
      logged = true;
      if (!complete) this.logger.warn('audit export stopped before its end');
      void this.audit.recordQuietly({ action: 'audit.exported', actor: adminAuditActor(admin), target: { type: 'export', id: null }, data: { filter: rawFilter, rows: count, complete } });
    };
    stream.on('end', () => log(true));
    stream.on('close', () => log(stream.readableEnded));
    stream.on('error', () => log(false));
    return stream;
  }
}
