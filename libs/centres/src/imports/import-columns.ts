import { CENTRE_FIELD_ALIASES, CSV_OPTIONAL_COLUMNS, CSV_REQUIRED_COLUMNS } from '#contracts';

/** Every column the import reads, required first: also the column order of the rejected-rows CSV. */
export const IMPORT_COLUMNS: readonly string[] = [...CSV_REQUIRED_COLUMNS, ...CSV_OPTIONAL_COLUMNS];

const BY_KEY = new Map<string, string>();
for (const column of IMPORT_COLUMNS) BY_KEY.set(column.toLowerCase(), column);
for (const [alias, main] of Object.entries(CENTRE_FIELD_ALIASES)) {
  if (IMPORT_COLUMNS.includes(main)) BY_KEY.set(alias.toLowerCase(), main);
}

/**
 * A header cell as the import names it: the known columns and their older aliases match
 * whatever the case and spacing ("adminemail", "rcNumber"), anything else is kept as written.
 */
export function canonicalColumn(header: string): string {
  const cleaned = String(header ?? '').trim();
  return BY_KEY.get(cleaned.toLowerCase().replace(/\s+/g, '')) ?? cleaned;
}

export function missingColumns(header: readonly string[]): string[] {
  const present = new Set(header.map(canonicalColumn));
  return CSV_REQUIRED_COLUMNS.filter((column) => !present.has(column));
}
