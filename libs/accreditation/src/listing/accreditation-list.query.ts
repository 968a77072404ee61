import type { AccreditationFilter } from '#contracts';
import { likeContains, scopeSql, type ListScope } from '#centres';

/** The SQL of the accreditation list, stats and accredited export: centres that passed the autotest, with their accreditation if any. */

export interface AccreditationListFilters {
  search: string | null;
  accreditationStatus: AccreditationFilter | null;
}

export interface AccreditationListRequest extends AccreditationListFilters {
  page: number;
  limit: number;
}

/** Approved rows always have accredited_at; the fallback keeps the keyset free of NULLs whatever wrote the row. */
const ACCREDITED_KEY = 'COALESCE(a.accredited_at, a.created_at)';

const FROM = `FROM centres c LEFT JOIN accreditations a ON a.centre_id = c.id`;

const ROW_COLUMNS = `c.id, c.reference_number AS "ReferenceNumber", c.centre_name AS "CentreName", c.state AS "State",
  c.local_government AS "LocalGovernment", c.admin_email AS "AdminEmail", c.autotest_score::float8 AS "autotestScore",
  c.autotest_expected_capacity AS "autotestExpectedCapacity", c.autotest_realized_capacity AS "autotestRealizedCapacity",
  a.id AS accreditation_id, a.status AS accreditation_status, a.current_stage, a.total_stages_required, a.accredited_at`;

function whereClause(filters: AccreditationListFilters, scope: ListScope, params: unknown[]): string {
  const conditions = [`c.autotest_decision = 'approved'`];
  const scoped = scopeSql(scope, params, 'c.state');
  if (scoped) conditions.push(scoped);
  if (filters.accreditationStatus === 'no_accreditation') conditions.push('a.id IS NULL');
  else if (filters.accreditationStatus) {
    params.push(filters.accreditationStatus);
    conditions.push(`a.status = $${params.length}`);
  }
  // The centre list's search expression, so the centres_search trigram index answers it.
  if (filters.search) {
    params.push(likeContains(filters.search));
    conditions.push(`lower(c.centre_name || ' ' || c.reference_number || ' ' || c.admin_email || ' ' || c.government_id) LIKE lower($${params.length})`);
  }
  return `WHERE ${conditions.join(' AND ')}`;
}

export function buildAccreditationListQuery(request: AccreditationListRequest, scope: ListScope): { rowsSql: string; countSql: string; params: unknown[] } {
  const params: unknown[] = [];
  const where = whereClause(request, scope, params);
  // page and limit are validated integers, inlined so the count can reuse `params` as they are.
  const limit = Math.trunc(request.limit);
  const offset = (Math.trunc(request.page) - 1) * limit;
  return {
    rowsSql: `SELECT ${ROW_COLUMNS} ${FROM} ${where} ORDER BY c.created_at DESC, c.id DESC LIMIT ${limit} OFFSET ${offset}`,
    countSql: `SELECT count(*)::int AS "totalCount" ${FROM} ${where}`,
    params,
  };
}

/** SPEC §3's accreditation stats, counted in one pass. */
export function buildAccreditationStatsQuery(scope: ListScope): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const where = whereClause({ search: null, accreditationStatus: null }, scope, params);
  return {
    sql: `SELECT count(*)::int AS "passedAutotest",
      count(*) FILTER (WHERE a.id IS NULL)::int AS "noAccreditation",
      count(*) FILTER (WHERE a.status = 'pending')::int AS "accreditationPending",
      count(*) FILTER (WHERE a.status = 'in_progress')::int AS "accreditationInProgress",
      count(*) FILTER (WHERE a.status = 'approved')::int AS "fullyAccredited",
      count(*) FILTER (WHERE a.status = 'rejected')::int AS "accreditationRejected"
      ${FROM} ${where}`,
    params,
  };
}

/** Where the previous export batch ended: its accredited_at as exact text, and the accreditation id. */
export interface AccreditedCursor {
  key: string;
  id: string;
}

/**
 * One batch of approved accreditations, newest first, with the approvers of stages 1 to 3. Keyset
 * paging on (accredited_at, id); the key is read back as text, which keeps the microseconds.
 */
export function buildAccreditedExportQuery(scope: ListScope, after: AccreditedCursor | null, batch: number): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const conditions = [`a.status = 'approved'`];
  const scoped = scopeSql(scope, params, 'c.state');
  if (scoped) conditions.push(scoped);
  if (after) {
    params.push(after.key, after.id);
    conditions.push(`(${ACCREDITED_KEY}, a.id) < ($${params.length - 1}::timestamptz, $${params.length}::uuid)`);
  }
  return {
    sql: `SELECT a.id, (${ACCREDITED_KEY})::text AS sort_key, a.accredited_at, a.total_stages_required, c.reference_number, c.centre_name,
        c.state, c.local_government, c.admin_email, c.admin_number, c.coordinator_name, c.coordinator_phone,
        c.autotest_score::float8 AS autotest_score, c.autotest_expected_capacity, c.autotest_realized_capacity,
        (SELECT COALESCE(json_agg(json_build_object('stageNumber', p.stage_number, 'approverName', p.approver_name, 'approvalDate', p.approval_date)
           ORDER BY p.stage_number), '[]'::json) FROM accreditation_approvals p WHERE p.accreditation_id = a.id) AS approvals
      FROM accreditations a JOIN centres c ON c.id = a.centre_id
      WHERE ${conditions.join(' AND ')}
      ORDER BY ${ACCREDITED_KEY} DESC, a.id DESC LIMIT ${Math.trunc(batch)}`,
    params,
  };
}
