import { ACCREDITED_CSV_COLUMNS } from '#contracts';

/** A row of the accredited export query (accreditation-list.query.ts), as pg returns it. */
export type AccreditedRow = Record<string, unknown> & {
  id: string;
  sort_key: string;
  approvals: Array<{ stageNumber: number; approverName: string; approvalDate: string }>;
};

const date = (value: unknown): string | null => (value instanceof Date ? value.toISOString() : value ? new Date(String(value)).toISOString() : null);

function stage(row: AccreditedRow, n: number) {
  return row.approvals.find((a) => a.stageNumber === n);
}

const CELLS: Record<(typeof ACCREDITED_CSV_COLUMNS)[number], (row: AccreditedRow) => unknown> = {
  'Reference Number': (r) => r.reference_number,
  'Centre Name': (r) => r.centre_name,
  State: (r) => r.state,
  'Local Government': (r) => r.local_government,
  'Admin Email': (r) => r.admin_email,
  'Admin Phone': (r) => r.admin_number,
  'Coordinator Name': (r) => r.coordinator_name,
  'Coordinator Phone': (r) => r.coordinator_phone,
  'Autotest Score (%)': (r) => r.autotest_score,
  'Expected Capacity': (r) => r.autotest_expected_capacity,
  'Realized Capacity': (r) => r.autotest_realized_capacity,
  'Accreditation Date': (r) => date(r.accredited_at),
  'Total Approval Stages': (r) => r.total_stages_required,
  'Stage 1 Approver': (r) => stage(r, 1)?.approverName,
  'Stage 1 Date': (r) => date(stage(r, 1)?.approvalDate),
  'Stage 2 Approver': (r) => stage(r, 2)?.approverName,
  'Stage 2 Date': (r) => date(stage(r, 2)?.approvalDate),
  'Stage 3 Approver': (r) => stage(r, 3)?.approverName,
  'Stage 3 Date': (r) => date(stage(r, 3)?.approvalDate),
};

/** One CSV record, in SPEC §9's column order (raw values: the writer neutralises them). */
export function accreditedRecord(row: AccreditedRow): unknown[] {
  return ACCREDITED_CSV_COLUMNS.map((column) => CELLS[column](row));
}

/** SPEC §9: accredited-centres-{date}.csv, the date of the export (UTC). */
export function accreditedFilename(now = new Date()): string {
  return `accredited-centres-${now.toISOString().slice(0, 10)}.csv`;
}
