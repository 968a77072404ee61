import { describe, expect, it } from '@jest/globals';
import { EXPORT_COLUMNS_CSV, exportFilename, type ExportRow } from '../export-columns.js';

describe('centre export columns', () => {
  it('names the file after the moment, without colons', () => {
    expect(exportFilename(new Date('2026-11-22T10:30:00.456Z'))).toBe('centres-export-2026-11-22T10-30-00Z.csv');
  });

  it('writes labels, yes/no and ISO dates', () => {
    const row = { id: 'x', sort_key: 'k', status: 'query', is_registration_complete: true, created_at: new Date('2026-01-02T00:00:00Z'), registration_approval_date: null } as ExportRow;
    const cell = (header: string) => EXPORT_COLUMNS_CSV.find((c) => c.header === header)!.cell(row);
    expect(cell('Status')).toBe('Query Sent');
    expect(cell('Registration Complete')).toBe('Yes');
    expect(cell('Created At')).toBe('2026-01-02T00:00:00.000Z');
    expect(cell('Registration Approval Date')).toBeNull();
  });
});
