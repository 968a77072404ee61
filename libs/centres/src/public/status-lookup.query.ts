/**
 * The whole public status look-up in one indexed statement: the centre by its unique reference and,
 * through the unique centre_id, its accreditation if it has one. One round trip per look-up; the
 * benchmark's bare server (bench/bare-centres-server.mjs) runs this very text, so the comparison is fair.
 */
export const STATUS_LOOKUP_SQL = `SELECT c.reference_number, c.centre_name, c.admin_email, c.created_at, c.status, c.admin_feedback,
  c.rejection_reason, c.query_details, c.registration_approval_date, c.autotest_approval_date, c.is_registration_complete,
  a.status AS accreditation_status, a.current_stage, a.total_stages_required, a.accredited_at, a.standing, a.standing_changed_at
  FROM centres c LEFT JOIN accreditations a ON a.centre_id = c.id
  WHERE c.reference_number = $1`;

/** The name pg prepares the statement under, once per connection. */
export const STATUS_LOOKUP_STATEMENT = 'centre-status-lookup';
