import type { AccreditationFilter, LiveStanding } from '#contracts';
import { likeContains, nowLiteral, scopeSql, stageDeadlineColumn, stageOverdueSql, type ListScope } from '#centres';
import { inGoodStandingSql, liveStandingSql } from '../workflow/good-standing-sql.js';

/**
 * The SQL of the accreditation list, stats and accredited export: centres that passed the autotest
 * or have an accreditation (a suspended one whose autotest failed stays in view, DECISIONS §9), with
 * their current accreditation (`a`) and the one in force (`f`), if any.
 */

export interface AccreditationListFilters {
  search: string | null;
  accreditationStatus: AccreditationFilter | null;
  standing: LiveStanding | null;
  /** true: only running accreditations waiting past their stage's target; false: every other row (docs/TRUST.md, Deadlines). */
  overdue?: boolean | null;
  /** One canonical state name (within the caller's scope, which still applies). */
  state?: string | null;
}

export interface AccreditationListRequest extends AccreditationListFilters {
  page: number;
  limit: number;
}

/** Approved rows always have accredited_at; the fallback keeps the keyset free of NULLs whatever wrote the row. */
const ACCREDITED_KEY = 'COALESCE(a.accredited_at, a.created_at)';

const FROM = `FROM centres c LEFT JOIN accreditations a ON a.centre_id = c.id AND a.is_current
  LEFT JOIN accreditations f ON f.centre_id = c.id AND f.standing IN ('accredited', 'suspended', 'expired')`;

/**
 * The row's live standing: the one in force, else the current one's (revoked), else none; withdrawn
 * while the centre is reviewed again, as every other reader sees it (docs/TRUST.md "Good standing").
 */
const STANDING = liveStandingSql('COALESCE(f.standing, a.standing)', 'c.status');

const ROW_COLUMNS = `c.id, c.reference_number AS "ReferenceNumber", c.centre_name AS "CentreName", c.state AS "State",
  c.local_government AS "LocalGovernment", c.admin_email AS "AdminEmail", c.autotest_score::float8 AS "autotestScore",
  c.autotest_expected_capacity AS "autotestExpectedCapacity", c.autotest_realized_capacity AS "autotestRealizedCapacity",
  c.autotest_decision AS "autotestDecision", c.status AS "status",
  a.id AS accreditation_id, a.status AS accreditation_status, a.current_stage, a.total_stages_required, a.accredited_at, a.cycle,
  ${STANDING} AS standing, f.id AS in_force_id, a.kind, COALESCE(f.valid_until, a.valid_until) AS valid_until`;

function whereClause(filters: AccreditationListFilters, scope: ListScope, params: unknown[], now: Date | null = null): string {
  const conditions = [`(c.autotest_decision = 'approved' OR a.id IS NOT NULL)`];
  const scoped = scopeSql(scope, params, 'c.state');
  if (scoped) conditions.push(scoped);
  if (filters.accreditationStatus === 'no_accreditation') conditions.push('a.id IS NULL');
  else if (filters.accreditationStatus) {
    params.push(filters.accreditationStatus);
    conditions.push(`a.status = $${params.length}`);
  }
  if (filters.standing) {
    params.push(filters.standing);
    conditions.push(`${STANDING} = $${params.length}`);
  }
  if (filters.state) {
    params.push(filters.state);
    conditions.push(`c.state = $${params.length}`);
  }
  if (filters.overdue !== undefined && filters.overdue !== null) {
    if (!now) throw new Error('the overdue filter needs the server clock');
    const overdue = `(a.id IS NOT NULL AND ${stageOverdueSql('a', nowLiteral(now))})`;
    conditions.push(filters.overdue ? overdue : `NOT ${overdue}`);
  }
  // The centre list's search expression, so the centres_search trigram index answers it.
  if (filters.search) {
    params.push(likeContains(filters.search));
    conditions.push(`lower(c.centre_name || ' ' || c.reference_number || ' ' || c.admin_email || ' ' || c.government_id) LIKE lower($${params.length})`);
  }
  return `WHERE ${conditions.join(' AND ')}`;
}

export function buildAccreditationListQuery(request: AccreditationListRequest, scope: ListScope, now: Date): { rowsSql: string; countSql: string; params: unknown[] } {
  const params: unknown[] = [];
  const where = whereClause(request, scope, params, now);
  // page and limit are validated integers, inlined so the count can reuse `params` as they are.
  const limit = Math.trunc(request.limit);
  const offset = (Math.trunc(request.page) - 1) * limit;
  return {
    rowsSql: `SELECT ${ROW_COLUMNS}, ${stageDeadlineColumn('a', nowLiteral(now))} AS deadline ${FROM} ${where} ORDER BY c.created_at DESC, c.id DESC LIMIT ${limit} OFFSET ${offset}`,
    countSql: `SELECT count(*)::int AS "totalCount" ${FROM} ${where}`,
    params,
  };
}

/** SPEC §3's accreditation stats, counted in one pass. */
export function buildAccreditationStatsQuery(scope: ListScope): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const where = whereClause({ search: null, accreditationStatus: null, standing: null }, scope, params);
  // SPEC's counts by the current accreditation's status; fully accredited and the standings count the one in force.
  return {
    sql: `SELECT count(*) FILTER (WHERE c.autotest_decision = 'approved')::int AS "passedAutotest",
      count(*) FILTER (WHERE a.id IS NULL)::int AS "noAccreditation",
      count(*) FILTER (WHERE a.status = 'pending')::int AS "accreditationPending",
      count(*) FILTER (WHERE a.status = 'in_progress')::int AS "accreditationInProgress",
      count(*) FILTER (WHERE ${STANDING} = 'accredited')::int AS "fullyAccredited",
      count(*) FILTER (WHERE a.status = 'rejected')::int AS "accreditationRejected",
      count(*) FILTER (WHERE ${STANDING} = 'suspended')::int AS "suspended",
      count(*) FILTER (WHERE ${STANDING} = 'revoked')::int AS "revoked",
      count(*) FILTER (WHERE ${STANDING} = 'expired')::int AS "expired",
      count(*) FILTER (WHERE ${STANDING} = 'withdrawn')::int AS "withdrawn"
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
 * One batch of accreditations in good standing (DECISIONS §9: accredited, the centre not sent back
 * since), newest first, with the approvers of stages 1 to 3; the centre as accredited (its snapshot),
 * its contacts as they are now. Keyset paging on (accredited_at, id); the key is read back as text,
 * which keeps the microseconds.
 */
export function buildAccreditedExportQuery(scope: ListScope, after: AccreditedCursor | null, batch: number): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const conditions = [inGoodStandingSql('a', 'c')];
  const scoped = scopeSql(scope, params, 'c.state');
  if (scoped) conditions.push(scoped);
  if (after) {
    params.push(after.key, after.id);
    conditions.push(`(${ACCREDITED_KEY}, a.id) < ($${params.length - 1}::timestamptz, $${params.length}::uuid)`);
  }
  return {
    sql: `SELECT a.id, (${ACCREDITED_KEY})::text AS sort_key, a.accredited_at, a.total_stages_required, c.reference_number,
        COALESCE(a.snapshot->>'CentreName', c.centre_name) AS centre_name, COALESCE(a.snapshot->>'State', c.state) AS state,
        COALESCE(a.snapshot->>'LocalGovernment', c.local_government) AS local_government,
        c.admin_email, c.admin_number, c.coordinator_name, c.coordinator_phone,
        COALESCE((a.snapshot->>'autotestScore')::float8, c.autotest_score::float8) AS autotest_score,
        COALESCE((a.snapshot->>'autotestExpectedCapacity')::int, c.autotest_expected_capacity) AS autotest_expected_capacity,
        COALESCE((a.snapshot->>'autotestRealizedCapacity')::int, c.autotest_realized_capacity) AS autotest_realized_capacity,
        (SELECT COALESCE(json_agg(json_build_object('stageNumber', p.stage_number, 'approverName', p.approver_name, 'approvalDate', p.approval_date)
           ORDER BY p.stage_number), '[]'::json) FROM accreditation_approvals p WHERE p.accreditation_id = a.id) AS approvals
      FROM accreditations a JOIN centres c ON c.id = a.centre_id
      WHERE ${conditions.join(' AND ')}
      ORDER BY ${ACCREDITED_KEY} DESC, a.id DESC LIMIT ${Math.trunc(batch)}`,
    params,
  };
}
