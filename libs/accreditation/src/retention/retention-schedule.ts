import type { DataSource, EntityManager } from 'typeorm';
import { RETENTION_RULES, type RetentionDueView, type RetentionRule } from '#contracts';
import type { AppConfig } from '#platform';

interface DueRow {
  subject: string;
  subject_type: RetentionDueView['subjectType'];
  subject_id: string;
  rule: RetentionRule;
  label: string;
  last_activity: Date;
  due_at: Date;
  held: boolean;
}

/**
 * Every subject whose retention period (AppConfig.retention) ends by `until` (as things stand at `now`), soonest first, with
 * whether a legal hold keeps it (DECISIONS §10). One statement per rule, read by the daily job (with
 * `until` = now) and by the console's retention screen (with `until` a horizon ahead):
 * - pre_registration: a centre never approved, never rejected, with no accreditation, from its last
 *   activity (its record's or its history's latest change);
 * - rejected_application: a rejected centre with no accreditation, from its last activity;
 * - ended_accreditation: a centre's contact people and documents, once no accreditation of it is
 *   running or valid, from the latest end of one;
 * - deactivated_staff: an account deactivated or deleted, from its last change or sign-in;
 * - closed_privacy_request: a request the data protection officer answered or rejected, from its
 *   closing (a request is not a centre's record: no legal hold applies to it).
 * Subjects already erased (the erasures table) are not listed again.
 */
export async function dueForErasure(db: DataSource | EntityManager, retention: AppConfig['retention'], now: Date, until: Date = now, limit = 500): Promise<RetentionDueView[]> {
  const rows = (await db.query(
    `WITH centre_activity AS (
       SELECT c.id, c.reference_number, c.status, c.registration_approval_date,
              greatest(c.updated_at, c.created_at, (SELECT max(ca.at) FROM centre_actions ca WHERE ca.centre_id = c.id)) AS last_activity,
              EXISTS (SELECT 1 FROM legal_holds h WHERE h.centre_id = c.id) AS held
         FROM centres c
        WHERE NOT EXISTS (SELECT 1 FROM accreditations a WHERE a.centre_id = c.id)
          AND NOT EXISTS (SELECT 1 FROM erasures e WHERE e.subject = 'centre:' || c.id)
     ), ended AS (
       SELECT a.centre_id, max(coalesce(a.valid_until, a.standing_changed_at, a.updated_at)) AS ended_at
         FROM accreditations a
        GROUP BY a.centre_id
       HAVING bool_and(a.status IN ('rejected', 'withdrawn')
                       OR (a.status = 'approved' AND (a.standing = 'revoked' OR a.valid_until < $5)))
     )
     SELECT * FROM (
       SELECT 'centre:' || id AS subject, 'centre' AS subject_type, id::text AS subject_id, 'pre_registration' AS rule, reference_number AS label,
              last_activity, last_activity + make_interval(months => $1) AS due_at, held
         FROM centre_activity WHERE status <> 'rejected' AND registration_approval_date IS NULL
       UNION ALL
       SELECT 'centre:' || id, 'centre', id::text, 'rejected_application', reference_number,
              last_activity, last_activity + make_interval(months => $2), held
         FROM centre_activity WHERE status = 'rejected'
       UNION ALL
       SELECT 'centre:' || c.id, 'centre', c.id::text, 'ended_accreditation', c.reference_number,
              e.ended_at, e.ended_at + make_interval(years => $3), EXISTS (SELECT 1 FROM legal_holds h WHERE h.centre_id = c.id)
         FROM ended e JOIN centres c ON c.id = e.centre_id
        WHERE NOT EXISTS (SELECT 1 FROM erasures x WHERE x.subject = 'centre:' || c.id)
       UNION ALL
       SELECT 'staff:' || u.id, 'staff', u.id::text, 'deactivated_staff', u.id::text,
              greatest(u.updated_at, u.deleted_at, u.last_login_at), greatest(u.updated_at, u.deleted_at, u.last_login_at) + make_interval(months => $4), false
         FROM users u
        WHERE (NOT u.is_active OR u.deleted_at IS NOT NULL)
          AND NOT EXISTS (SELECT 1 FROM erasures x WHERE x.subject = 'staff:' || u.id)
       UNION ALL
       SELECT 'privacy_request:' || r.id, 'privacy_request', r.id::text, 'closed_privacy_request', r.reference,
              r.closed_at, r.closed_at + make_interval(years => $8), false
         FROM privacy_requests r
        WHERE r.status IN ('answered', 'rejected') AND r.closed_at IS NOT NULL
          AND NOT EXISTS (SELECT 1 FROM erasures x WHERE x.subject = 'privacy_request:' || r.id)
     ) due
     WHERE due_at <= $6
     ORDER BY due_at, subject
     LIMIT $7`,
    [retention.preRegistrationMonths, retention.rejectedMonths, retention.documentsYears, retention.staffMonths, now.toISOString(), until.toISOString(), limit, retention.privacyRequestYears],
  )) as DueRow[];
  return rows.map((r) => ({
    subject: r.subject,
    subjectType: r.subject_type,
    subjectId: r.subject_id,
    rule: r.rule,
    retentionClass: RETENTION_RULES[r.rule].retentionClass,
    label: r.label,
    lastActivity: new Date(r.last_activity).toISOString(),
    dueAt: new Date(r.due_at).toISOString(),
    held: r.held,
  }));
}
