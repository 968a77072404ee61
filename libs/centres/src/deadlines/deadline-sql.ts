/**
 * The SQL of waiting items and their deadlines (docs/TRUST.md "Deadlines and reminders"), free of
 * Nest and TypeORM like the list statements that use it. Working days are counted by the database
 * functions of migration 1733300000000-Deadlines (twins of libs/contracts/src/deadlines.ts), against
 * `now` passed as a parameter: the server's clock, never the database's.
 *
 * A centre waits from the history entry that put it in its present status (the latest entry that
 * changed the status to it); a running accreditation waits on its next stage from the later of its
 * start and its latest stage entry.
 */

const ISO = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;

/**
 * The server's clock as an SQL literal. It comes from a Date (never from input), so it is inlined
 * rather than bound: the list and its count share one parameter list, and a count without the
 * deadline column must not carry an unused parameter.
 */
export function nowLiteral(now: Date): string {
  return `'${now.toISOString()}'`;
}

/**
 * Working days after `from`'s Nigerian day up to and including `to`'s, as an SQL expression: the
 * weekdays in between (weekdays_through, plain arithmetic the planner inlines) less the council's
 * holidays on weekdays in between. The same count as the function working_days_between, written out
 * so that a statement over every waiting centre pays no function call per row.
 */
export function workingDaysSql(from: string, to: string): string {
  const a = `((${from}) AT TIME ZONE 'Africa/Lagos')::date`;
  const b = `((${to}) AT TIME ZONE 'Africa/Lagos')::date`;
  return `GREATEST(weekdays_through(${b}) - weekdays_through(${a})
      - (SELECT count(*)::int FROM public_holidays h WHERE h.day > ${a} AND h.day <= ${b} AND extract(isodow FROM h.day) < 6), 0)`;
}

/** Which centre statuses wait, and which target of the active configuration applies. */
const CENTRE_KIND = (c: string) => `CASE ${c}.status WHEN 'pending' THEN 'pending_review' WHEN 'registration_approved' THEN 'autotest_approval' WHEN 'query' THEN 'query_answer' END`;

/**
 * One row (kind, since, occurrence, target, age) for a centre `c` that waits in its status, none
 * otherwise. `occurrence` names this wait (its history entry), so a later query is a new one.
 * A centre approved for registration waits on the council for approval for autotest only once it
 * has completed its registration (before that, the next move is the centre's own), from the later
 * of its approval and its completion.
 */
export function centreWaitSql(c: string, now: string): string {
  const began = `COALESCE(e.at, ${c}.created_at)`;
  const completedLater = `(${c}.status = 'registration_approved' AND done.at IS NOT NULL AND done.at > ${began})`;
  return `SELECT ${CENTRE_KIND(c)} AS kind, w.since, w.occurrence,
      CASE ${c}.status WHEN 'pending' THEN COALESCE(cfg.pending_review_target_days, 10)
        WHEN 'registration_approved' THEN COALESCE(cfg.autotest_approval_target_days, 10) ELSE COALESCE(cfg.query_answer_target_days, 10) END AS target,
      ${workingDaysSql('w.since', `${now}::timestamptz`)} AS age
    FROM (SELECT 1) AS one
    LEFT JOIN LATERAL (SELECT h.id, h.at FROM centre_actions h WHERE h.centre_id = ${c}.id AND h.to_status = ${c}.status AND h.from_status IS DISTINCT FROM h.to_status
                        ORDER BY h.seq DESC LIMIT 1) e ON true
    LEFT JOIN LATERAL (SELECT h.id, h.at FROM centre_actions h WHERE h.centre_id = ${c}.id AND h.action = 'registration_completed'
                        ORDER BY h.seq DESC LIMIT 1) done ON true
    CROSS JOIN LATERAL (SELECT CASE WHEN ${completedLater} THEN done.at ELSE ${began} END AS since,
                               CASE WHEN ${completedLater} THEN done.id::text ELSE COALESCE(e.id::text, ${c}.id::text) END AS occurrence) w
    LEFT JOIN LATERAL (SELECT * FROM accreditation_configs ORDER BY version DESC LIMIT 1) cfg ON true
    WHERE ${c}.status IN ('pending', 'query') OR (${c}.status = 'registration_approved' AND ${c}.is_registration_complete)`;
}

/** One row (stage, since, occurrence, target, age) for a running accreditation `a`, none otherwise. */
export function stageWaitSql(a: string, now: string): string {
  return `SELECT 'stage'::text AS kind, ${a}.current_stage + 1 AS stage_number, s.since, ${a}.id::text || ':' || (${a}.current_stage + 1) AS occurrence,
      COALESCE((cfg.approval_stages -> ${a}.current_stage ->> 'targetDays')::int, 5) AS target,
      cfg.approval_stages -> ${a}.current_stage -> 'requiredRoles' AS stage_roles,
      ${workingDaysSql('s.since', `${now}::timestamptz`)} AS age
    FROM accreditation_configs cfg,
      LATERAL (SELECT GREATEST(${a}.created_at, (SELECT max(h.at) FROM centre_actions h WHERE h.centre_id = ${a}.centre_id
                 AND h.action IN ('accreditation_initialized', 'accreditation_stage_approved', 'accreditation_stage_skipped', 'accreditation_stage_auto_approved'))) AS since) s
    WHERE cfg.id = ${a}.config_id AND ${a}.status IN ('pending', 'in_progress')`;
}

/** A row's deadline as JSON (DeadlineView), null when nothing waits; `w` is a row of the statements above. */
function deadlineJson(w: string, stage: string): string {
  return `json_build_object('kind', ${w}.kind, 'waitsOn', CASE WHEN ${w}.kind = 'query_answer' THEN 'centre' ELSE 'council' END, 'stageNumber', ${stage},
      'since', to_char(${w}.since AT TIME ZONE 'UTC', ${ISO}), 'ageDays', ${w}.age, 'targetDays', ${w}.target,
      'dueDate', to_char(working_day_after(${w}.since, ${w}.target), 'YYYY-MM-DD'), 'dueInDays', ${w}.target - ${w}.age,
      'overdue', ${w}.age > ${w}.target, 'overdueByDays', GREATEST(${w}.age - ${w}.target, 0))`;
}

/** The centre's deadline (a scalar subquery for a list's columns). */
export function centreDeadlineColumn(c: string, now: string): string {
  return `(SELECT ${deadlineJson('w', 'NULL::int')} FROM (${centreWaitSql(c, now)}) w)`;
}

/** The running accreditation's deadline (a scalar subquery for a list's columns). */
export function stageDeadlineColumn(a: string, now: string): string {
  return `(SELECT ${deadlineJson('w', 'w.stage_number')} FROM (${stageWaitSql(a, now)}) w)`;
}

/** Whether the centre `c` waits past its target (a condition for a WHERE clause). */
export function centreOverdueSql(c: string, now: string): string {
  return `EXISTS (SELECT 1 FROM (${centreWaitSql(c, now)}) w WHERE w.age > w.target)`;
}

/** Whether the running accreditation `a` waits past its stage's target. */
export function stageOverdueSql(a: string, now: string): string {
  return `EXISTS (SELECT 1 FROM (${stageWaitSql(a, now)}) w WHERE w.age > w.target)`;
}

/**
 * Every waiting item with its centre, one statement for the reminder sweep and the dashboard (each
 * wait kept a subquery, OFFSET 0, so its age is counted once per row whatever the caller filters on):
 * kind, stage_number, stage_roles, since, occurrence, target, age, the centre's id, state, status,
 * name and reference, and the active configuration's escalation margin.
 */
export function waitingItemsSql(now: string): string {
  const cols = `c.id AS centre_id, c.state, c.status, c.centre_name, c.reference_number, c.admin_email, c.language,
    COALESCE((SELECT escalation_margin_days FROM accreditation_configs ORDER BY version DESC LIMIT 1), 5) AS margin`;
  return `SELECT w.kind, NULL::int AS stage_number, NULL::jsonb AS stage_roles, w.since, w.occurrence, w.target, w.age, ${cols}
      FROM centres c, LATERAL (${centreWaitSql('c', now)} OFFSET 0) w
    UNION ALL
    SELECT w.kind, w.stage_number, w.stage_roles, w.since, w.occurrence, w.target, w.age, ${cols}
      FROM accreditations a JOIN centres c ON c.id = a.centre_id, LATERAL (${stageWaitSql('a', now)} OFFSET 0) w`;
}

/**
 * DECISIONS §10 (due process): every open appeal waits on the council from the day it was lodged,
 * against the configuration's appeal decision target, in the columns and order of waitingItemsSql so
 * the deadline sweep reminds and escalates it like any other waiting item (kind 'appeal_decision',
 * occurrence: the appeal).
 */
export function appealWaitsSql(now: string): string {
  return `SELECT 'appeal_decision'::text AS kind, NULL::int AS stage_number, NULL::jsonb AS stage_roles, ap.created_at AS since, ap.id::text AS occurrence,
      COALESCE((SELECT appeal_decision_target_days FROM accreditation_configs ORDER BY version DESC LIMIT 1), 20) AS target,
      ${workingDaysSql('ap.created_at', `${now}::timestamptz`)} AS age,
      c.id AS centre_id, c.state, c.status, c.centre_name, c.reference_number, c.admin_email, c.language,
      COALESCE((SELECT escalation_margin_days FROM accreditation_configs ORDER BY version DESC LIMIT 1), 5) AS margin
    FROM centre_appeals ap JOIN centres c ON c.id = ap.centre_id WHERE ap.status = 'open'`;
}
