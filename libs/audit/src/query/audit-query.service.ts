import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AuditEventView } from '#contracts';
import { AppError, type StateScope } from '#platform';
import { auditJoins, auditWhere, isUnfiltered, type AuditPageRequest } from './audit-filters.js';
import { AUDIT_COLUMNS, rolesNamed, toAuditView, type AuditRow } from './audit-view.js';

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
      const params: unknown[] = [top, limit];
      const joins = auditJoins(scope, params);
      rows = top < 1 ? [] : ((await this.dataSource.query(`SELECT ${AUDIT_COLUMNS} FROM audit_events e ${joins} WHERE e.id <= $1 ORDER BY e.id DESC LIMIT $2`, params)) as AuditRow[]);
    } else {
      const { clauses, params } = auditWhere(filters, scope);
      const where = clauses.length > 0 ? `WHERE ${clauses.join(' AND ')}` : '';
      const countSql = `SELECT count(*)::int AS total FROM audit_events e ${where}`;
      const pageParams = [...params];
      const joins = auditJoins(scope, pageParams);
      let pageWhere = where;
      if (cursor !== undefined) {
        pageParams.push(cursor);
        pageWhere = `${where ? `${where} AND` : 'WHERE'} e.id < $${pageParams.length}`;
      }
      pageParams.push(limit, cursor !== undefined ? 0 : (page - 1) * limit);
      const [counted, found] = await Promise.all([
        this.dataSource.query(countSql, params) as Promise<Array<{ total: number }>>,
        this.dataSource.query(
          `SELECT ${AUDIT_COLUMNS} FROM audit_events e ${joins} ${pageWhere} ORDER BY e.id DESC LIMIT $${pageParams.length - 1} OFFSET $${pageParams.length}`,
          pageParams,
        ) as Promise<AuditRow[]>,
      ]);
      total = counted[0]!.total;
      rows = found;
    }
    const last = rows.at(-1);
    return {
      events: await this.withRoleNames(rows.map(toAuditView)),
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
    const joins = auditJoins(scope, params);
    const rows = (await this.dataSource.query(`SELECT ${AUDIT_COLUMNS} FROM audit_events e ${joins} WHERE e.id = $1 ${clauses.map((c) => `AND ${c}`).join(' ')}`, params)) as AuditRow[];
    if (!rows[0]) throw AppError.notFound('Audit entry not found');
    return (await this.withRoleNames([toAuditView(rows[0])]))[0]!;
  }

  /** Each entry that changes a user's roles learns their display names (one query per page). */
  private async withRoleNames(events: AuditEventView[]): Promise<AuditEventView[]> {
    const named = [...new Set(events.flatMap(rolesNamed))];
    if (named.length === 0) return events;
    const found = (await this.dataSource.query('SELECT role_name, display_name FROM system_roles WHERE role_name = ANY($1::text[])', [named])) as Array<{ role_name: string; display_name: string }>;
    const display = new Map(found.map((r) => [r.role_name, r.display_name]));
    return events.map((event) => {
      const roles = rolesNamed(event).filter((role) => display.has(role));
      return roles.length > 0 ? { ...event, roleNames: Object.fromEntries(roles.map((role) => [role, display.get(role)!])) } : event;
    });
  }
}
