import { CENTRE_ACTIONS } from '#contracts';
import { REPORT_TIME_ZONE } from '../period/report-period.js';

// The read model's SQL (docs/REPORTS.md defines every column). Each statement recomputes from the
// source tables, never increments, so running one twice gives the same rows.

const TZ = `'${REPORT_TIME_ZONE}'`;
const dayOf = (column: string) => `(${column} AT TIME ZONE ${TZ})::date`;

/**
 * History entries that move a centre between statuses and count as such (creation entries
 * included). An import is not among them: it is counted as an import, never as an approval or a
 * decision, though its centres start approved (docs/REPORTS.md).
 */
export const TRANSITION_ACTIONS: readonly string[] = [...CENTRE_ACTIONS, 'pre_registered', 'created'];
/** The decisions a reviewer takes on a pending application; the first one times the review. */
export const FIRST_DECISION_ACTIONS: readonly string[] = ['approve', 'reject', 'query'];

const FACT_COLUMNS = [
  'state',
  'status',
  'created_at',
  'created_day',
  'is_registration_complete',
  'centre_capacity',
  'expected_candidates',
  'autotest_expected',
  'autotest_realized',
  'doc_types',
  'first_decision_at',
  'first_decision_day',
  'first_decision_days',
  'accreditation_status',
];

/**
 * Upserts the facts of every centre, or of the centres in $1 (uuid[]) when `some`. Rows whose
 * values did not change are left alone, so a periodic rebuild rewrites only what moved.
 * Parameters: [$1 ids?] then $n first-decision actions.
 */
export function upsertFactsSql(some: boolean): { sql: string; params: (ids: string[]) => unknown[] } {
  const only = (column: string) => (some ? `WHERE ${column} = ANY($1::uuid[])` : '');
  const and = (column: string) => (some ? `AND ${column} = ANY($1::uuid[])` : '');
  const decisions = some ? '$2' : '$1';
  const sql = `
    INSERT INTO report_centre_facts (centre_id, ${FACT_COLUMNS.join(', ')}, refreshed_at)
    SELECT c.id, coalesce(c.state, ''), c.status, c.created_at, ${dayOf('c.created_at')}, c.is_registration_complete,
           c.centre_capacity, c.expected_candidates, c.autotest_expected_capacity, c.autotest_realized_capacity,
           coalesce(d.doc_types, 0), fd.at, ${dayOf('fd.at')},
           CASE WHEN fd.at IS NOT NULL THEN round((extract(epoch FROM fd.at - c.created_at) / 86400)::numeric, 4) END,
           acc.status, now()
      FROM centres c
      LEFT JOIN (
        SELECT centre_id, bit_or(CASE document_type WHEN 'applicationLetter' THEN 1 WHEN 'rcDocument' THEN 2
                                 WHEN 'gpsPicture' THEN 4 WHEN 'centrePicture' THEN 8 ELSE 0 END) AS doc_types
          FROM centre_documents ${only('centre_id')} GROUP BY centre_id) d ON d.centre_id = c.id
      LEFT JOIN (
        SELECT centre_id, min(at) AS at FROM centre_actions
         WHERE from_status = 'pending' AND action = ANY(${decisions}::text[]) ${and('centre_id')}
         GROUP BY centre_id) fd ON fd.centre_id = c.id
      LEFT JOIN accreditations acc ON acc.centre_id = c.id AND acc.is_current
     ${only('c.id')}
    ON CONFLICT (centre_id) DO UPDATE SET ${FACT_COLUMNS.map((c) => `${c} = EXCLUDED.${c}`).join(', ')}, refreshed_at = now()
     WHERE (${FACT_COLUMNS.map((c) => `report_centre_facts.${c}`).join(', ')})
           IS DISTINCT FROM (${FACT_COLUMNS.map((c) => `EXCLUDED.${c}`).join(', ')})`;
  return { sql, params: (ids) => (some ? [ids, FIRST_DECISION_ACTIONS] : [FIRST_DECISION_ACTIONS]) };
}

/** The per-(day, state) counters of report_daily, in column order. */
export const DAILY_COUNTERS = [
  'registrations',
  'registrations_completed',
  'registration_approvals',
  'autotest_approvals',
  'rejections',
  'queries',
  'resets',
  'completions',
  'documents_uploaded',
  'first_decisions',
  'first_decision_days',
  'accreditations_approved',
  'accreditations_rejected',
  'imports',
] as const;

function row(values: Partial<Record<(typeof DAILY_COUNTERS)[number], string>>): string {
  return DAILY_COUNTERS.map((c) => `${values[c] ?? '0'} AS ${c}`).join(', ');
}

const into = (status: string) => `(a.action = ANY($1::text[]) AND a.to_status = '${status}' AND a.from_status IS DISTINCT FROM a.to_status)::int`;

/**
 * Recomputes report_daily rows: all of them, or (when `pairs`) those whose day is in $2 (date[])
 * and state in $3 (text[]). Parameters: $1 transition actions [, $2 days, $3 states].
 */
export function insertDailySql(pairs: boolean): string {
  // A refresh reads the actions of its states' centres, found by the state index, each centre's
  // through its own index (the LATERAL, fenced by OFFSET 0 so the planner keeps that order). Read the
  // other way round (every action of the day, then its centre; or, as coalesce(c.state, '') once made
  // it, every centre), a refresh cost grew with the day's activity: 35 ms per event after 6,000
  // actions in the soak (docs/SOAK.md), the largest database cost there. A centre without a state
  // still counts under ''.
  const actionSource = pairs
    ? `centres c CROSS JOIN LATERAL (
         SELECT * FROM centre_actions x
          WHERE x.centre_id = c.id
            AND x.at >= ((SELECT min(d) FROM unnest($2::date[]) d)::timestamp AT TIME ZONE ${TZ})
            AND x.at < (((SELECT max(d) FROM unnest($2::date[]) d) + 1)::timestamp AT TIME ZONE ${TZ})
            AND ${dayOf('x.at')} = ANY($2::date[])
         OFFSET 0) a
       WHERE c.state = ANY($3::text[]) OR (c.state IS NULL AND '' = ANY($3::text[]))`
    : 'centre_actions a JOIN centres c ON c.id = a.centre_id';
  const factFilter = (day: string) => (pairs ? `AND ${day} = ANY($2::date[]) AND f.state = ANY($3::text[])` : '');
  return `
    WITH ev AS (
      SELECT ${dayOf('a.at')} AS day, coalesce(c.state, '') AS state, ${row({
        registration_approvals: into('registration_approved'),
        autotest_approvals: into('autotest_approved'),
        rejections: into('rejected'),
        queries: into('query'),
        resets: `(a.action = ANY($1::text[]) AND a.to_status = 'pending' AND a.from_status IS NOT NULL AND a.from_status <> 'pending')::int`,
        completions: `(a.action = 'registration_completed')::int`,
        documents_uploaded: `(a.action = 'document_uploaded')::int`,
        accreditations_approved: `(a.action = 'accreditation_approved')::int`,
        accreditations_rejected: `(a.action = 'accreditation_rejected')::int`,
        imports: `(a.action = 'imported')::int`,
      })}
        FROM ${actionSource}
      UNION ALL
      SELECT f.created_day, f.state, ${row({ registrations: '1', registrations_completed: 'f.is_registration_complete::int' })}
        FROM report_centre_facts f WHERE TRUE ${factFilter('f.created_day')}
      UNION ALL
      SELECT f.first_decision_day, f.state, ${row({ first_decisions: '1', first_decision_days: 'f.first_decision_days' })}
        FROM report_centre_facts f WHERE f.first_decision_day IS NOT NULL ${factFilter('f.first_decision_day')}
    )
    INSERT INTO report_daily (day, state, ${DAILY_COUNTERS.join(', ')})
    SELECT day, state, ${DAILY_COUNTERS.map((c) => `sum(${c})`).join(', ')} FROM ev GROUP BY day, state`;
}

const ELIGIBLE = `status IN ('registration_approved', 'autotest_approved')`;
const AUTOTESTED = `autotest_expected > 0 AND autotest_realized IS NOT NULL`;
const HAS = (bit: number) => `${ELIGIBLE} AND doc_types & ${bit} <> 0`;
const TYPES_HELD = `((doc_types & 1 <> 0)::int + (doc_types & 2 <> 0)::int + (doc_types & 4 <> 0)::int + (doc_types & 8 <> 0)::int)`;

/** Recomputes report_state_snapshot rows from the facts: all, or the states in $1 (text[]). */
export function insertSnapshotSql(some: boolean): string {
  return `
    INSERT INTO report_state_snapshot (state, total, pending, registration_approved, autotest_approved, rejected, query,
      registration_complete, total_capacity, capacity_centres, expected_candidates, autotested_centres, autotest_expected,
      autotest_realized, performance_good, performance_fair, performance_poor, doc_eligible, doc_compliant, doc_missing,
      doc_application_letter, doc_rc_document, doc_gps_picture, doc_centre_picture)
    SELECT state, count(*),
      count(*) FILTER (WHERE status = 'pending'), count(*) FILTER (WHERE status = 'registration_approved'),
      count(*) FILTER (WHERE status = 'autotest_approved'), count(*) FILTER (WHERE status = 'rejected'),
      count(*) FILTER (WHERE status = 'query'), count(*) FILTER (WHERE is_registration_complete),
      coalesce(sum(centre_capacity), 0), count(centre_capacity), coalesce(sum(expected_candidates), 0),
      count(*) FILTER (WHERE ${AUTOTESTED}),
      coalesce(sum(autotest_expected) FILTER (WHERE ${AUTOTESTED}), 0), coalesce(sum(autotest_realized) FILTER (WHERE ${AUTOTESTED}), 0),
      count(*) FILTER (WHERE ${AUTOTESTED} AND autotest_realized >= 0.8 * autotest_expected),
      count(*) FILTER (WHERE ${AUTOTESTED} AND autotest_realized >= 0.6 * autotest_expected AND autotest_realized < 0.8 * autotest_expected),
      count(*) FILTER (WHERE ${AUTOTESTED} AND autotest_realized < 0.6 * autotest_expected),
      count(*) FILTER (WHERE ${ELIGIBLE}), count(*) FILTER (WHERE ${ELIGIBLE} AND doc_types & 15 = 15),
      coalesce(sum(4 - ${TYPES_HELD}) FILTER (WHERE ${ELIGIBLE}), 0),
      count(*) FILTER (WHERE ${HAS(1)}), count(*) FILTER (WHERE ${HAS(2)}), count(*) FILTER (WHERE ${HAS(4)}), count(*) FILTER (WHERE ${HAS(8)})
      FROM report_centre_facts ${some ? 'WHERE state = ANY($1::text[])' : ''}
     GROUP BY state`;
}
