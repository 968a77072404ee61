/**
 * The whole public status look-up in one indexed statement: the centre by its unique reference and,
 * through the partial unique indexes on centre_id, its current accreditation and the one in force, if any. One round trip per look-up; the
 * benchmark's bare server (bench/bare-centres-server.mjs) runs this very text, so the comparison is fair.
 */
export const STATUS_LOOKUP_SQL = `SELECT c.reference_number, c.centre_name, c.admin_email, c.created_at, c.status, c.admin_feedback,
  c.rejection_reason, c.query_details, c.registration_approval_date, c.autotest_approval_date, c.is_registration_complete,
  a.status AS accreditation_status, a.current_stage, a.total_stages_required, a.accredited_at,
  COALESCE(f.standing, a.standing) AS standing, COALESCE(f.standing_changed_at, a.standing_changed_at) AS standing_changed_at,
  CASE WHEN f.id IS NULL THEN a.valid_until ELSE f.valid_until END AS valid_until,
  CASE WHEN f.id IS NULL THEN a.letter_code ELSE f.letter_code END AS letter_code,
  EXISTS (SELECT 1 FROM centre_appeals ua JOIN centre_decisions ud ON ud.id = ua.decision_id
    WHERE ua.centre_id = c.id AND ua.status = 'open' AND ud.kind IN ('suspension', 'revocation')) AS under_appeal
  FROM centres c LEFT JOIN accreditations a ON a.centre_id = c.id AND a.is_current
  LEFT JOIN accreditations f ON f.centre_id = c.id AND f.standing IN ('accredited', 'suspended', 'expired')
  WHERE c.reference_number = $1`;

/** The name pg prepares the statement under, once per connection. */
export const STATUS_LOOKUP_STATEMENT = 'centre-status-lookup';
