import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AuditEventView } from '#contracts';
import { AppError, type StateScope } from '#platform';
import { auditWhere, isUnfiltered, type AuditPageRequest } from './audit-filters.js';
import { AUDIT_COLUMNS, toAuditView, type AuditRow } from './audit-view.js';

export interface AuditPage {
  events: AuditEventView[];
  pagination: { page: number; limit: number; total: number; totalPages: number; nextCursor: string | null };
}

/**
 * The log, newest first. Ids are the chain's dense numbering (1..n, no gaps: they are given out at
 * commit under the head lock), so the unfiltered page N is an id range, and its total is the head:
 * page 1,000 costs what page 1 costs. Filtered pages walk the filter's (column, id) index; a cursor
 * (the last id seen) makes any next page a keyset seek.
 */
@Injectable()
export class AuditQueryService {
  constructor(private readonly dataSource: DataSource) {}

  async page(scope: StateScope, request: AuditPageRequest): Promise<AuditPage> {
    const { filters, page, limit, cursor } = request;
    let rows: AuditRow[];
    let total: number;
    if (isUnfiltered(filters, scope)) {
      const [head] = (await this.dataSource.query('SELECT seq FROM audit_head WHERE id = 1')) as Array<{ seq: string }>;
      total = Number(head?.seq ?? 0);
      const top = cursor !== undefined ? cursor - 1 : total - (page - 1) * limit;
      rows = top < 1 ? [] : ((await this.dataSource.query(`SELECT ${AUDIT_COLUMNS} FROM audit_events e WHERE e.id <= $1 ORDER BY e.id DESC LIMIT $2`, [top, limit])) as AuditRow[]);
    } else {
      const { clauses, params } = auditWhere(filters, scope);
      const where = clauses.length > 0 ? `WHERE ${clauses.join(' AND ')}` : '';
      const countSql = `SELECT count(*)::int AS total FROM audit_events e ${where}`;
      const pageParams = [...params];
      let pageWhere = where;
      if (cursor !== undefined) {
        pageParams.push(cursor);
        pageWhere = `${where ? `${where} AND` : 'WHERE'} e.id < $${pageParams.length}`;
      }
      pageParams.push(limit, cursor !== undefined ? 0 : (page - 1) * limit);
      const [counted, found] = await Promise.all([
        this.dataSource.query(countSql, params) as Promise<Array<{ total: number }>>,
        this.dataSource.query(
          `SELECT ${AUDIT_COLUMNS} FROM audit_events e ${pageWhere} ORDER BY e.id DESC LIMIT $${pageParams.length - 1} OFFSET $${pageParams.length}`,
          pageParams,
        ) as Promise<AuditRow[]>,
      ]);
      total = counted[0]!.total;
      rows = found;
    }
    const last = rows.at(-1);
    return {
      events: rows.map(toAuditView),
      pagination: {
        page,
        limit,
        total,
        totalPages: Math.ceil(total / limit),
        nextCursor: last && rows.length === limit && Number(last.id) > 1 ? String(last.id) : null,
      },
    };
  }

  async one(scope: StateScope, id: string): Promise<AuditEventView> {
    if (!/^\d{1,15}$/.test(id)) throw AppError.notFound('Audit entry not found');
    const { clauses, params } = auditWhere({}, scope, [id]);
    const rows = (await this.dataSource.query(`SELECT ${AUDIT_COLUMNS} FROM audit_events e WHERE e.id = $1 ${clauses.map((c) => `AND ${c}`).join(' ')}`, params)) as AuditRow[];
    if (!rows[0]) throw AppError.notFound('Audit entry not found');
    return toAuditView(rows[0]);
  }
}
