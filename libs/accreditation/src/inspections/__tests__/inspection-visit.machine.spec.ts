import { describe, expect, it } from '@jest/globals';
import { nextInspectionStatus } from '../visits/inspection-visit.machine.js';

describe('inspection visit machine', () => {
  it('records and submits a scheduled visit, then takes a countersignature', () => {
    expect(nextInspectionStatus('scheduled', { type: 'RECORD' })).toBe('scheduled');
    expect(nextInspectionStatus('scheduled', { type: 'SUBMIT' })).toBe('submitted');
    expect(nextInspectionStatus('submitted', { type: 'COUNTERSIGN' })).toBe('countersigned');
  });

  it('freezes the findings once submitted', () => {
    expect(nextInspectionStatus('submitted', { type: 'RECORD' })).toBeNull();
    expect(nextInspectionStatus('submitted', { type: 'CANCEL' })).toBeNull();
    expect(nextInspectionStatus('scheduled', { type: 'COUNTERSIGN' })).toBeNull();
  });

  it.each(['countersigned', 'cancelled'] as const)('refuses everything once %s', (status) => {
    for (const type of ['RECORD', 'SUBMIT', 'COUNTERSIGN', 'CANCEL'] as const) expect(nextInspectionStatus(status, { type })).toBeNull();
  });
});
