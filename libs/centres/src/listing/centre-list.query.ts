import type { AutotestDecision, CentreSortField, CentreStatus, StandingFilter } from '#contracts';
import { centreDeadlineColumn, centreOverdueSql, nowLiteral } from '../deadlines/deadline-sql.js';
import { accreditationStatusSql, centreStandingFilterSql, standingSql } from './standing-sql.js';

/**
 * The SQL of the centre list and its export, kept free of Nest and TypeORM so the benchmark's bare
 * server can import the very statements the API runs (dist/libs/centres/src/listing/).
 */

export interface CentreListFilters {
  search: string | null;
  status: CentreStatus | null;
  /** A canonical state name (canonicalStateName), as centres store it. */
  state: string | null;
  autotestResult: AutotestDecision | null;
  /** true: only centres waiting past their target; false: only the others (docs/TRUST.md, Deadlines). */
  overdue?: boolean | null;
  /** The accreditation headline the centre has (DECISIONS §10): the list's "Accreditation" filter. */
  accreditation?: StandingFilter | null;
  sortBy: CentreSortField;
  sortOrder: 'asc' | 'desc';
}

export interface CentrePage {
  page: number;
  limit: number;
}

/** Structurally the platform's StateScope, restated so this module imports nothing at run time. */
export type ListScope = { all: true } | { all: false; states: readonly string[] };

export interface CentreListQuery {
  rowsSql: string;
  countSql: string;
  params: unknown[];
}

/** Nullable columns are coalesced so a keyset (value, id) comparison never meets a NULL. */
const SORT_EXPRESSIONS: Record<CentreSortField, { expr: string; type: 'timestamptz' | 'text' }> = {
  createdAt: { expr: 'created_at', type: 'timestamptz' },
  updatedAt: { expr: 'updated_at', type: 'timestamptz' },
  CentreName: { expr: 'centre_name', type: 'text' },
  ReferenceNumber: { expr: 'reference_number', type: 'text' },
  State: { expr: "COALESCE(state, '')", type: 'text' },
  LocalGovernment: { expr: "COALESCE(local_government, '')", type: 'text' },
  status: { expr: 'status', type: 'text' },
  AdminEmail: { expr: 'admin_email', type: 'text' },
};

/**
 * The list row: the screen's columns, named as the API names them, ready to send as they come.
 * `version` lets a decision taken from the list (one row, or a bulk run over many) be sent with the
 * If-Match of the row the admin saw, as the detail screen does, without reading each centre first.
 */
export const LIST_COLUMNS = `id, id AS "_id", reference_number AS "ReferenceNumber", reference_number AS "registrationNumber",
  centre_name AS "CentreName", admin_email AS "AdminEmail", admin_name AS "AdminName", admin_number AS "AdminNumber",
  government_id AS "GovernmentId", ownership_type AS "ownershipType", state AS "State", local_government AS "LocalGovernment",
  status, version, document_count AS "documentCount", document_count > 0 AS "hasUploadedDocuments",
  is_registration_complete AS "isRegistrationComplete", autotest_decision AS "autotestDecision",
  COALESCE(autotest_decision = 'approved', false) AS "hasPassedAutotest", autotest_score::float8 AS "autotestScore",
  created_at AS "createdAt", updated_at AS "updatedAt",
  EXISTS (SELECT 1 FROM centres d WHERE upper(d.government_id) = upper(centres.government_id) AND d.id <> centres.id) AS "possibleDuplicate",
  ${accreditationStatusSql('centres')} AS "accreditationStatus", ${standingSql('centres')} AS "standing"`;

export const EXPORT_COLUMNS = `id, reference_number, centre_name, government_id, ownership_type, admin_name, admin_email, admin_number,
  coordinator_name, coordinator_phone, state, local_government, town, address, status, document_count, is_registration_complete,
  centre_capacity, expected_candidates, autotest_decision, autotest_score::float8 AS autotest_score, registration_approval_date,
  autotest_approval_date, admin_feedback, rejection_reason, query_details, created_at, updated_at`;

/** The search text as a LIKE pattern that matches it literally anywhere. */
export function likeContains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * An admin's states as SQL. States are stored under their canonical names (every writer
 * canonicalises, as the admins' scopes do), so this is a plain equality the state indexes answer;
 * lower(state) would turn every state admin's count into a full scan.
 */
export function scopeSql(scope: ListScope, params: unknown[], column = 'state'): string | null {
  if (scope.all) return null;
  params.push([...scope.states]);
  return `${column} = ANY($${params.length}::text[])`;
}

/** `now` (the server's clock) is needed only by the overdue filter; `alias` names the centres row. */
export function whereClause(filters: CentreListFilters, scope: ListScope, params: unknown[], now: Date | null = null, alias = 'centres'): string {
  const param = (value: unknown): string => {
    params.push(value);
    return `$${params.length}`;
  };
  const conditions: string[] = [];
  const scoped = scopeSql(scope, params);
  if (scoped) conditions.push(scoped);
  if (filters.status) conditions.push(`status = ${param(filters.status)}`);
  if (filters.state) conditions.push(`state = ${param(filters.state)}`);
  if (filters.autotestResult === 'pending') conditions.push(`(autotest_decision IS NULL OR autotest_decision = 'pending')`);
  else if (filters.autotestResult) conditions.push(`autotest_decision = ${param(filters.autotestResult)}`);
  if (filters.overdue !== undefined && filters.overdue !== null) {
    if (!now) throw new Error('the overdue filter needs the server clock');
    const overdue = centreOverdueSql(alias, nowLiteral(now));
    conditions.push(filters.overdue ? overdue : `NOT ${overdue}`);
  }
  if (filters.accreditation) conditions.push(`(${centreStandingFilterSql(alias)}) = ${param(filters.accreditation)}`);
  // The same expression as the centres_search trigram index, so the index answers it.
  if (filters.search) {
    conditions.push(`lower(centre_name || ' ' || reference_number || ' ' || admin_email || ' ' || government_id) LIKE lower(${param(likeContains(filters.search))})`);
  }
  return conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';
}

function orderBy(filters: CentreListFilters): string {
  const dir = filters.sortOrder === 'asc' ? 'ASC' : 'DESC';
  return `ORDER BY ${SORT_EXPRESSIONS[filters.sortBy].expr} ${dir}, id ${dir}`;
}

export type CentreListRequest = CentreListFilters & CentrePage;

/** One page of the list and the total count; both statements share the parameters. */
export function buildCentreListQuery(request: CentreListRequest, scope: ListScope, now: Date): CentreListQuery {
  const params: unknown[] = [];
  const where = whereClause(request, scope, params, now);
  // page and limit are validated integers, inlined so the count can reuse `params` as they are.
  const limit = Math.trunc(request.limit);
  const offset = (Math.trunc(request.page) - 1) * limit;
  return {
    rowsSql: `SELECT ${LIST_COLUMNS}, ${centreDeadlineColumn('centres', nowLiteral(now))} AS deadline FROM centres ${where} ${orderBy(request)} LIMIT ${limit} OFFSET ${offset}`,
    countSql: `SELECT count(*)::int AS "totalCount" FROM centres ${where}`,
    params,
  };
}

/** Where the previous export batch ended: its last row's sort value (as text, exact) and id. */
export interface ExportCursor {
  key: string;
  id: string;
}

/**
 * One export batch after `after`, in the list's order. The sort value comes back as text
 * (`sort_key`) because a JavaScript Date would drop the microseconds the next comparison needs.
 */
export function buildCentreExportQuery(filters: CentreListFilters, scope: ListScope, after: ExportCursor | null, batch: number, now: Date): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  let where = whereClause(filters, scope, params, now);
  const sort = SORT_EXPRESSIONS[filters.sortBy];
  if (after) {
    params.push(after.key, after.id);
    const keyset = `(${sort.expr}, id) ${filters.sortOrder === 'asc' ? '>' : '<'} ($${params.length - 1}::${sort.type}, $${params.length}::uuid)`;
    where = where ? `${where} AND ${keyset}` : `WHERE ${keyset}`;
  }
  return {
    sql: `SELECT ${EXPORT_COLUMNS}, (${sort.expr})::text AS sort_key FROM centres ${where} ${orderBy(filters)} LIMIT ${Math.trunc(batch)}`,
    params,
  };
}
