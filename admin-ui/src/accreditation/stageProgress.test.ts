import { describe, expect, it } from 'vitest';
import { i18nProvider } from '../i18nProvider';
import { filterLabel, stageProgress as progressIn, statusLabel as statusIn, type RowAccreditation } from './stageProgress';

// In English, as the screens show it by default.
const stageProgress = (accreditation: RowAccreditation | null) => progressIn(accreditation, i18nProvider.translate);
const statusLabel = (accreditation: RowAccreditation | null) => statusIn(accreditation, i18nProvider.translate);

describe('stageProgress', () => {
  it('shows nothing started for a centre without an accreditation', () => {
    expect(stageProgress(null)).toEqual({ text: '—', percent: null });
    expect(statusLabel(null)).toBe('Not Started');
  });

  it('names the stage waiting for a decision and the share approved', () => {
    expect(stageProgress({ status: 'pending', currentStage: 0, totalStagesRequired: 2 })).toEqual({ text: 'Stage 1 of 2', percent: 0 });
    expect(stageProgress({ status: 'in_progress', currentStage: 1, totalStagesRequired: 2 })).toEqual({ text: 'Stage 2 of 2', percent: 50 });
    expect(stageProgress({ status: 'in_progress', currentStage: 1, totalStagesRequired: 3, progress: 33 }).percent).toBe(33);
  });

  it('is full once accredited and empty once rejected (SPEC §4)', () => {
    expect(stageProgress({ status: 'approved', currentStage: 2, totalStagesRequired: 2 })).toEqual({ text: '2 of 2 stages approved', percent: 100 });
    expect(stageProgress({ status: 'rejected', currentStage: 1, totalStagesRequired: 3 })).toEqual({ text: 'Rejected at stage 2 of 3', percent: 0 });
    expect(statusLabel({ status: 'approved', currentStage: 2, totalStagesRequired: 2 })).toBe('Accredited');
  });

  it('labels the filter values with the contracts’ words', () => {
    expect(['no_accreditation', 'pending', 'in_progress', 'approved', 'rejected'].map((f) => filterLabel(f as never, i18nProvider.translate))).toEqual([
      'Not Started',
      'Pending',
      'In Progress',
      'Accredited',
      'Rejected',
    ]);
  });
});
