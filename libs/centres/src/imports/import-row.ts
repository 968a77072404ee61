import { CENTRE_EMAIL_PATTERN, CENTRE_LIMITS, MSG, OWNERSHIP_TYPES, parsePhoneList, PUBLIC_SITE_MSG } from '#contracts';
import { cleanLine, cleanMultiline, type StateScope } from '#platform';
import { resolveCentreLocation } from '../creation/centre-location.js';

/** The row a spreadsheet shows for the n-th data row: the header is row 1 (DECISIONS §6 'Row N: ...'). */
export const sheetRow = (dataRow: number): number => dataRow + 1;

/** A CSV row that passed every check, in the centre's field names. */
export interface ImportCandidate {
  CentreName: string;
  GovernmentId: string;
  AdminEmail: string;
  State: string | null;
  LocalGovernment: string | null;
  AdminName: string | null;
  AdminNumber: string | null;
  ownershipType: string | null;
  address: string | null;
}

export type RowCheck = { ok: true; centre: ImportCandidate; key: string } | { ok: false; problems: string[] };

const EMAIL_MAX = 254;

/** The identity the database keeps unique (index centres_identity): upper(GovernmentId) + lower(AdminEmail). */
export function identityKey(governmentId: string, email: string): string {
  return `${governmentId.toUpperCase()}\u0000${email.toLowerCase()}`;
}

const cell = (record: Record<string, unknown>, column: string): string => {
  const value = record[column];
  return typeof value === 'string' ? (cleanLine(value) as string) : '';
};

const longCell = (record: Record<string, unknown>, column: string): string => {
  const value = record[column];
  return typeof value === 'string' ? ((cleanMultiline(value) as string | null) ?? '').trim() : '';
};

/**
 * Checks one data row with the rules of the simple create form (SPEC §5) plus the optional columns
 * of DECISIONS §6 and §9: the rest of pre-registration's identity, checked the same way when given.
 * Every problem of the row is reported, so one fix-up pass suffices.
 */
export function checkImportRow(record: Record<string, unknown>, scope: StateScope): RowCheck {
  const checked = checkImportRowColumns(record, scope);
  return checked.ok ? checked : { ok: false, problems: checked.issues.map((issue) => issue.message) };
}

/** A row's problem and the column it is in, as the bulk upload's preview lists it. */
export interface RowIssue {
  column: string;
  message: string;
}

export type RowColumnsCheck = { ok: true; centre: ImportCandidate; key: string } | { ok: false; issues: RowIssue[] };

/** checkImportRow with each problem's column: the import and its preview both run this. */
export function checkImportRowColumns(record: Record<string, unknown>, scope: StateScope): RowColumnsCheck {
  const issues: RowIssue[] = [];
  const problem = (column: string, message: string) => issues.push({ column, message });
  const text = (column: string, required: string | null, label: string, max: number): string | null => {
    const value = cell(record, column);
    if (!value) {
      if (required) problem(column, required);
      return null;
    }
    if (value.length > max) problem(column, MSG.tooLong(label, max));
    return value;
  };

  const CentreName = text('CentreName', MSG.centreNameRequired, 'Centre name', CENTRE_LIMITS.shortText);
  const GovernmentId = text('GovernmentId', MSG.rcNumberRequired, 'RC Number', CENTRE_LIMITS.shortText);
  const email = cell(record, 'AdminEmail').toLowerCase();
  if (!email) problem('AdminEmail', MSG.adminEmailRequired);
  else if (email.length > EMAIL_MAX || !CENTRE_EMAIL_PATTERN.test(email)) problem('AdminEmail', MSG.invalidEmail);

  const location = resolveCentreLocation(scope, cell(record, 'State'), cell(record, 'LocalGovernment'), true);
  if (!location.ok) for (const p of location.problems) problem(p.path, p.msg);

  const AdminName = text('AdminName', null, 'Admin name', CENTRE_LIMITS.shortText);
  const typedNumber = text('AdminNumber', null, 'Admin number', CENTRE_LIMITS.phone);
  const phones = typedNumber === null ? null : parsePhoneList(typedNumber);
  if (phones && !phones.ok) problem('AdminNumber', PUBLIC_SITE_MSG.invalidPhone(phones.invalid));
  const AdminNumber = phones?.ok ? phones.value : typedNumber;
  const ownershipRaw = cell(record, 'ownershipType');
  const ownershipType = ownershipRaw ? (OWNERSHIP_TYPES.find((t) => t.toLowerCase() === ownershipRaw.toLowerCase()) ?? null) : null;
  if (ownershipRaw && !ownershipType) problem('ownershipType', MSG.invalidOption('Ownership type'));
  const addressText = longCell(record, 'address');
  if (addressText.length > CENTRE_LIMITS.longText) problem('address', MSG.tooLong('Address', CENTRE_LIMITS.longText));
  const address = addressText === '' ? null : addressText;

  if (issues.length > 0 || !location.ok) return { ok: false, issues };
  return {
    ok: true,
    key: identityKey(GovernmentId!, email),
    centre: {
      CentreName: CentreName!,
      GovernmentId: GovernmentId!,
      AdminEmail: email,
      State: location.State,
      LocalGovernment: location.LocalGovernment,
      AdminName,
      AdminNumber,
      ownershipType,
      address,
    },
  };
}

/** What a data row comes to before the database is asked: a centre to create, or the row's problems. */
export type ClassifiedRow =
  | { row: number; raw: Record<string, unknown>; outcome: 'candidate'; centre: ImportCandidate }
  | { row: number; raw: Record<string, unknown>; outcome: 'failed'; issues: RowIssue[]; message: string };

/**
 * Reads a file's data rows in order and decides each as the import does: its own checks, then a
 * second row with the identity of an earlier one is a duplicate in the file. The import job and
 * the preview both feed every row through one of these, so they find the same problems.
 */
export class ImportRowClassifier {
  private readonly firstRowOf = new Map<string, number>();
  private row = 0;

  constructor(private readonly scope: StateScope) {}

  next(raw: Record<string, unknown>): ClassifiedRow {
    const row = ++this.row;
    const checked = checkImportRowColumns(raw, this.scope);
    if (!checked.ok) return { row, raw, outcome: 'failed', issues: checked.issues, message: MSG.importRow(sheetRow(row), checked.issues.map((i) => i.message).join('; ')) };
    const firstRow = this.firstRowOf.get(checked.key);
    if (firstRow === undefined) {
      this.firstRowOf.set(checked.key, row);
      return { row, raw, outcome: 'candidate', centre: checked.centre };
    }
    const duplicate = MSG.importDuplicateInFile(sheetRow(firstRow));
    return { row, raw, outcome: 'failed', issues: [{ column: 'GovernmentId', message: duplicate }], message: MSG.importRow(sheetRow(row), duplicate) };
  }
}
