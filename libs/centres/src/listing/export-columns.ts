import { CENTRE_STATUS_LABELS, type CentreStatus } from '#contracts';

/** A row of the export query (centre-list.query.ts EXPORT_COLUMNS), as pg returns it. */
export type ExportRow = Record<string, unknown> & { id: string; sort_key: string };

const yesNo = (value: unknown): string => (value ? 'Yes' : 'No');
const date = (value: unknown): string | null => (value instanceof Date ? value.toISOString() : value ? String(value) : null);

/** The centre export's columns: a readable header and how each cell is read from the row. */
export const EXPORT_COLUMNS_CSV: ReadonlyArray<{ header: string; cell: (row: ExportRow) => unknown }> = [
  { header: 'Reference Number', cell: (r) => r.reference_number },
  { header: 'Centre Name', cell: (r) => r.centre_name },
  { header: 'Government/RC Number', cell: (r) => r.government_id },
  { header: 'Ownership Type', cell: (r) => r.ownership_type },
  { header: 'Admin Name', cell: (r) => r.admin_name },
  { header: 'Admin Email', cell: (r) => r.admin_email },
  { header: 'Admin Phone', cell: (r) => r.admin_number },
  { header: 'Coordinator Name', cell: (r) => r.coordinator_name },
  { header: 'Coordinator Phone', cell: (r) => r.coordinator_phone },
  { header: 'State', cell: (r) => r.state },
  { header: 'Local Government', cell: (r) => r.local_government },
  { header: 'Town', cell: (r) => r.town },
  { header: 'Address', cell: (r) => r.address },
  { header: 'Status', cell: (r) => CENTRE_STATUS_LABELS[r.status as CentreStatus] ?? r.status },
  { header: 'Documents', cell: (r) => r.document_count },
  { header: 'Registration Complete', cell: (r) => yesNo(r.is_registration_complete) },
  { header: 'Centre Capacity', cell: (r) => r.centre_capacity },
  { header: 'Expected Candidates', cell: (r) => r.expected_candidates },
  { header: 'Autotest Decision', cell: (r) => r.autotest_decision },
  { header: 'Autotest Score', cell: (r) => r.autotest_score },
  { header: 'Registration Approval Date', cell: (r) => date(r.registration_approval_date) },
  { header: 'Autotest Approval Date', cell: (r) => date(r.autotest_approval_date) },
  { header: 'Admin Feedback', cell: (r) => r.admin_feedback },
  { header: 'Rejection Reason', cell: (r) => r.rejection_reason },
  { header: 'Query Details', cell: (r) => r.query_details },
  { header: 'Created At', cell: (r) => date(r.created_at) },
  { header: 'Updated At', cell: (r) => date(r.updated_at) },
];

/** centres-export-2026-11-22T10-30-00Z.csv: no colons, which some file systems refuse. */
export function exportFilename(now = new Date()): string {
  return `centres-export-${now.toISOString().replace(/\.\d{3}Z$/, 'Z').replace(/:/g, '-')}.csv`;
}
