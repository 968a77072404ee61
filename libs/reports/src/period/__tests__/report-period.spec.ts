import { describe, expect, it } from '@jest/globals';
import { MSG } from '#contracts';
import { isReportDate, periodContaining, readReportRange, todayIn } from '../report-period.js';

// 2026-03-31 23:30 UTC is already 1 April in Lagos (UTC+1).
const NOW = new Date('2026-03-31T23:30:00Z');

describe('report period', () => {
  it('reads today in Africa/Lagos', () => {
    expect(todayIn(NOW)).toBe('2026-04-01');
    expect(todayIn(new Date('2026-04-01T22:59:00Z'))).toBe('2026-04-01');
  });

  it('defaults to the current calendar month', () => {
    const { range, errors } = readReportRange({}, NOW);
    expect(errors).toEqual([]);
    expect(range).toMatchObject({ period: 'monthly', start: '2026-04-01', end: '2026-04-30', previousStart: '2026-03-02', previousEnd: '2026-03-31', today: '2026-04-01', bucket: 'day' });
  });

  it('takes the current day and the ISO week (Monday to Sunday)', () => {
    expect(readReportRange({ period: 'daily' }, NOW).range).toMatchObject({ start: '2026-04-01', end: '2026-04-01', previousStart: '2026-03-31', previousEnd: '2026-03-31' });
    expect(readReportRange({ period: 'Weekly' }, NOW).range).toMatchObject({ start: '2026-03-30', end: '2026-04-05', previousStart: '2026-03-23', previousEnd: '2026-03-29' });
    expect(periodContaining('weekly', '2026-03-29')).toEqual({ start: '2026-03-23', end: '2026-03-29' });
    expect(periodContaining('monthly', '2024-02-10')).toEqual({ start: '2024-02-01', end: '2024-02-29' });
  });

  it('completes a single date from the period that contains it, and sums long ranges per month (2024 is a leap year: 365 days back)', () => {
    expect(readReportRange({ period: 'monthly', startDate: '2026-02-10' }, NOW).range).toMatchObject({ start: '2026-02-10', end: '2026-02-28' });
    expect(readReportRange({ period: 'weekly', endDate: '2026-03-04' }, NOW).range).toMatchObject({ start: '2026-03-02', end: '2026-03-04' });
    expect(readReportRange({ startDate: '2025-01-01', endDate: '2025-12-31' }, NOW).range).toMatchObject({ bucket: 'month', previousStart: '2024-01-02', previousEnd: '2024-12-31' });
  });

  it('refuses unknown periods, impossible dates and reversed ranges with the texts of MSG', () => {
    expect(readReportRange({ period: 'yearly' }, NOW).errors).toEqual([{ path: 'period', msg: MSG.invalidPeriod }]);
    expect(readReportRange({ startDate: '2026-02-30' }, NOW).errors).toEqual([{ path: 'startDate', msg: MSG.invalidDate('startDate') }]);
    expect(readReportRange({ endDate: '01/02/2026' }, NOW).errors).toEqual([{ path: 'endDate', msg: MSG.invalidDate('endDate') }]);
    expect(readReportRange({ startDate: ['2026-01-01', '2026-01-02'] }, NOW).errors).toEqual([{ path: 'startDate', msg: MSG.textExpected('startDate') }]);
    expect(readReportRange({ startDate: '2026-03-02', endDate: '2026-03-01' }, NOW).errors).toEqual([{ path: 'startDate', msg: MSG.dateRangeOrder }]);
    expect(isReportDate('0099-01-01')).toBe(false);
    expect(isReportDate('2024-02-29')).toBe(true);
  });
});
