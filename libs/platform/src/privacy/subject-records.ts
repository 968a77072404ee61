import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DATA_INVENTORY, isPersonal, type DataSubject } from '#contracts';

/** How a table's rows name their subject: the column holding the centre's or the staff member's id. */
export interface SubjectKey {
  subject: DataSubject;
  /**
   * Per table, the columns whose value is the subject's id (centres.id, audit_events.actor_id, ...);
   * a name ending in `[]` is an array of ids that contains the subject's.
   */
  columns: Readonly<Record<string, readonly string[]>>;
}

/** Per table: the personal columns the inventory declares for that subject, with the row's time, newest first. */
export interface SubjectRecords {
  records: Record<string, Array<Record<string, unknown>>>;
  /** How many rows name the subject in each table (more than `records` holds when a table has more than the limit). */
  totals: Record<string, number>;
}

/** Credentials are held only as hashes: they are declared, never handed out (not even to their owner). */
const NEVER_EXPORTED = new Set(['credential']);
/** The column that dates a row, where the table has one, so a reader can tell the rows apart. */
const TIME_COLUMNS = ['at', 'created_at', 'requested_at', 'uploaded_at', 'recorded_at', 'approval_date'];
/** Columns read through the audit vault: their stored form is a reference (docs/TRUST.md "Personal data in the audit log"). */
const READ_THROUGH: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  audit_events: {
    actor_email: 'audit_resolve_text(actor_email)',
    actor_name: 'audit_resolve_text(actor_name)',
    ip: 'audit_resolve_text(ip)',
    changes: 'audit_resolve(changes)',
    data: 'audit_resolve(data)',
  },
};

/**
 * Everything the portal holds about one person (NDPA 2023 sections 34 and 38: access and
 * portability), read by the data inventory: for each table that names the subject, the columns it
 * declares personal for that kind of subject. A new personal column is exported as soon as the
 * inventory declares it.
 */
@Injectable()
export class SubjectRecordsReader {
  constructor(private readonly dataSource: DataSource) {}

  async read(key: SubjectKey, subjectId: string, limitPerTable = 1000): Promise<SubjectRecords> {
    const out: SubjectRecords = { records: {}, totals: {} };
    for (const [table, keyColumns] of Object.entries(key.columns)) {
      const declared = DATA_INVENTORY[table];
      if (!declared) throw new Error(`The data inventory does not know the table ${table}`);
      const personal = Object.entries(declared)
        .filter(([, cls]) => isPersonal(cls) && cls.subject === key.subject && !NEVER_EXPORTED.has(cls.category))
        .map(([column]) => column);
      if (personal.length === 0) continue;
      const time = TIME_COLUMNS.find((column) => column in declared);
      const columns = [...new Set([...(time ? [time] : []), ...personal])].map((c) => (READ_THROUGH[table]?.[c] ? `${READ_THROUGH[table][c]} AS "${c}"` : `"${c}"`)).join(', ');
      const order = time ? ` ORDER BY "${time}" DESC` : '';
      // Names come from the inventory and the key (code), never from the request; the id is a parameter.
      const where = keyColumns.map((c) => (c.endsWith('[]') ? `$1 = ANY("${c.slice(0, -2)}")` : `"${c}" = $1`)).join(' OR ');
      const [{ total }] = await this.dataSource.query(`SELECT count(*)::int AS total FROM "${table}" WHERE ${where}`, [subjectId]);
      out.totals[table] = total;
      out.records[table] = total === 0 ? [] : await this.dataSource.query(`SELECT ${columns} FROM "${table}" WHERE ${where}${order} LIMIT ${Number(limitPerTable)}`, [subjectId]);
    }
    return out;
  }
}
