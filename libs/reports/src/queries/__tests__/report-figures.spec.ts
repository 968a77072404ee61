import { describe, expect, it } from '@jest/globals';
import { approvalTrend, averageDays, percent } from '../report-figures.js';

describe('report figures', () => {
  it('gives percents with one decimal and 0 for an empty whole', () => {
    expect(percent(1, 3)).toBe(33.3);
    expect(percent(2, 3)).toBe(66.7);
    expect(percent(5, 5)).toBe(100);
    expect(percent(3, 0)).toBe(0);
  });

  it('averages days with one decimal and 0 when nothing was measured', () => {
    expect(averageDays(10, 4)).toBe(2.5);
    expect(averageDays(1, 3)).toBe(0.3);
    expect(averageDays(7, 0)).toBe(0);
  });

  it('signs the approval trend against the previous period', () => {
    expect(approvalTrend(13, 12)).toEqual({ approvalTrend: '+8%', approvalTrendPercent: 8 });
    expect(approvalTrend(6, 12)).toEqual({ approvalTrend: '-50%', approvalTrendPercent: -50 });
    expect(approvalTrend(12, 12)).toEqual({ approvalTrend: '0%', approvalTrendPercent: 0 });
    expect(approvalTrend(0, 0)).toEqual({ approvalTrend: '0%', approvalTrendPercent: 0 });
    expect(approvalTrend(4, 0)).toEqual({ approvalTrend: 'n/a', approvalTrendPercent: null });
    expect(approvalTrend(0, 3)).toEqual({ approvalTrend: '-100%', approvalTrendPercent: -100 });
  });
});
