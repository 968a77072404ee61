import { describe, expect, it } from '@jest/globals';
import { ACCREDITED_CSV_COLUMNS } from '#contracts';
import { accreditedFilename, accreditedRecord, type AccreditedRow } from '../accredited-csv.js';

const row: AccreditedRow = {
  id: 'a1',
  sort_key: 'k',
  reference_number: 'JAMB-2026-00000001',
  centre_name: 'Alpha',
  state: 'Lagos',
  local_government: 'Ikeja',
  admin_email: 'a@b.test',
  admin_number: '+234',
  coordinator_name: 'Coord',
  coordinator_phone: '+235',
  autotest_score: 81.5,
  autotest_expected_capacity: 250,
  autotest_realized_capacity: 240,
  accredited_at: new Date('2026-03-04T05:06:07Z'),
  total_stages_required: 4,
  approvals: [
    { stageNumber: 2, approverName: 'Second', approvalDate: '2026-03-02T00:00:00+00:00' },
    { stageNumber: 1, approverName: 'First', approvalDate: '2026-03-01T00:00:00+00:00' },
    { stageNumber: 4, approverName: 'Fourth', approvalDate: '2026-03-04T00:00:00+00:00' },
  ],
};

describe('accredited CSV', () => {
  it('fills every SPEC §9 column in order, stages 1 to 3 only', () => {
    const record = accreditedRecord(row);
    expect(record).toHaveLength(ACCREDITED_CSV_COLUMNS.length);
    expect(record).toEqual([
      'JAMB-2026-00000001', 'Alpha', 'Lagos', 'Ikeja', 'a@b.test', '+234', 'Coord', '+235', 81.5, 250, 240,
      '2026-03-04T05:06:07.000Z', 4, 'First', '2026-03-01T00:00:00.000Z', 'Second', '2026-03-02T00:00:00.000Z', undefined, null,
    ]);
  });

  it('names the file after the UTC date', () => {
    expect(accreditedFilename(new Date('2026-12-31T23:59:59Z'))).toBe('accredited-centres-2026-12-31.csv');
  });
});
