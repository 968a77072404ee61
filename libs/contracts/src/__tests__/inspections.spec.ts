import { describe, expect, it } from '@jest/globals';
import { checkFindingValue, computeReadiness, declaredMinimums, declaredNumber, declaredShortfalls, DEFAULT_INSPECTION_CHECKLIST, effectiveMinimum, readChecklist } from '../inspections.js';

const byKey = (key: string) => DEFAULT_INSPECTION_CHECKLIST.find((c) => c.key === key)!;

describe('inspection readiness', () => {
  it('weights the published minimums to 100 and meets nothing before anything is recorded', () => {
    expect(DEFAULT_INSPECTION_CHECKLIST.reduce((n, c) => n + c.weight, 0)).toBe(100);
    const r = computeReadiness(DEFAULT_INSPECTION_CHECKLIST, {}, {}, {});
    expect(r).toMatchObject({ score: 0, mandatoryMet: false, met: 0, recorded: 0, total: 12 });
    expect(r.gaps[0]).toBe('Working computers for candidates: not recorded (mandatory)');
  });

  it('asks 10% of the seats found as backups, and never less than the floor', () => {
    const backups = byKey('backup_computers');
    expect(effectiveMinimum(backups, { working_computers: 400 })).toBe(40);
    expect(effectiveMinimum(backups, { working_computers: 180 })).toBe(25);
    expect(effectiveMinimum(backups, {})).toBe(25);
  });

  it('reads a declared figure as the number it states, and flags only what the visit found short of it', () => {
    expect(declaredNumber('50KVA')).toBe(50);
    expect(declaredNumber('N/A')).toBeNull();
    const declared = { CentreCapacity: 250, NumberOfBackupSystems: 1, networkingType: 'Wired', CCTV: 'No' };
    const r = computeReadiness(
      DEFAULT_INSPECTION_CHECKLIST,
      { working_computers: { value: 260 }, backup_computers: { value: 30 }, network: { value: 'Mixed' }, cctv: { value: true } },
      {},
      declared,
    );
    // More seats and backups than declared, and CCTV where "No" was declared: no contradiction; a mixed network where a wired one was declared is one.
    expect(r.contradictions).toEqual(['Network (wired only): declared Wired (Networking), found Mixed']);
    expect(r.criteria.find((c) => c.key === 'network')).toMatchObject({ state: 'not_met', found: 'Mixed', required: 'Wired or LAN' });
  });

  it('checks a finding against its kind', () => {
    expect(checkFindingValue(byKey('cctv'), 'false')).toEqual({ value: false, error: null });
    expect(checkFindingValue(byKey('working_computers'), '-3').error).toBe('Working computers for candidates: enter a number from 0 to 1000000');
    expect(checkFindingValue(byKey('network'), 'LAN')).toEqual({ value: 'LAN', error: null });
    expect(checkFindingValue(byKey('hall_photo'), true).error).toContain('met by a photo');
    expect(checkFindingValue(byKey('cctv'), null)).toEqual({ value: null, error: null });
  });

  it('accepts the published minimums as a checklist and names a percent minimum of an unknown criterion', () => {
    expect(readChecklist(DEFAULT_INSPECTION_CHECKLIST).errors).toEqual([]);
    const bad = readChecklist([{ key: 'backups', label: 'Backups', kind: 'number', weight: 10, minimum: 5, minimumPercentOf: { key: 'seats', percent: 10 } }]);
    expect(bad.errors).toEqual([{ path: 'inspectionChecklist.0.minimumPercentOf', msg: 'Criterion 1: the percent minimum must name another number criterion and a percent from 1 to 100' }]);
    expect(readChecklist([]).errors[0]!.msg).toBe('The inspection checklist needs at least one criterion');
  });
});

describe('declared minimums (DECISIONS §10: a warning with the minimum as a figure is entered)', () => {
  const minimums = declaredMinimums(DEFAULT_INSPECTION_CHECKLIST);

  it('puts each number criterion of the checklist on the declared figure it is compared with', () => {
    expect(minimums).toEqual([
      { field: 'CentreCapacity', minimum: 250, percentOf: null },
      { field: 'NumberOfBackupSystems', minimum: 25, percentOf: { field: 'CentreCapacity', percent: 10 } },
      { field: 'GeneratorCapacity', minimum: 40, percentOf: null },
    ]);
  });

  it('names the minimum a figure falls short of, the higher of floor and percent, and leaves empty fields alone', () => {
    expect(declaredShortfalls(minimums, { CentreCapacity: '100', NumberOfBackupSystems: '1', GeneratorCapacity: '10KVA' })).toEqual({ CentreCapacity: 250, NumberOfBackupSystems: 25, GeneratorCapacity: 40 });
    expect(declaredShortfalls(minimums, { CentreCapacity: '400', NumberOfBackupSystems: '30', GeneratorCapacity: '50KVA' })).toEqual({ NumberOfBackupSystems: 40 });
    expect(declaredShortfalls(minimums, { CentreCapacity: '', NumberOfBackupSystems: '', GeneratorCapacity: 'N/A' })).toEqual({});
  });
});
