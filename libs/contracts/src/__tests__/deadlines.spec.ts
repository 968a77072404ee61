import { describe, expect, it } from '@jest/globals';
import { addWorkingDays, councilDay, deadlineOf, readHolidayDate, workingDaysBetween } from '../deadlines.js';

// 2026-03-06 is a Friday; 2026-03-09 (Monday) is on the holiday list below.
const at = (iso: string) => new Date(iso);
const HOLIDAYS = new Set(['2026-03-09']);

describe('working days', () => {
  it('reads the day on the Nigerian calendar (UTC+1)', () => {
    expect(councilDay(at('2026-03-06T22:59:00Z'))).toBe('2026-03-06');
    expect(councilDay(at('2026-03-06T23:00:00Z'))).toBe('2026-03-07');
  });

  it('skips the weekend and the holidays on the list', () => {
    const friday = at('2026-03-06T09:00:00Z');
    expect(workingDaysBetween(friday, at('2026-03-06T17:00:00Z'), HOLIDAYS)).toBe(0);
    expect(workingDaysBetween(friday, at('2026-03-08T12:00:00Z'), HOLIDAYS)).toBe(0); // Sunday
    expect(workingDaysBetween(friday, at('2026-03-09T12:00:00Z'), HOLIDAYS)).toBe(0); // the holiday
    expect(workingDaysBetween(friday, at('2026-03-09T12:00:00Z'), new Set())).toBe(1); // without it
    expect(workingDaysBetween(friday, at('2026-03-10T12:00:00Z'), HOLIDAYS)).toBe(1); // Tuesday
    expect(workingDaysBetween(friday, at('2026-03-13T12:00:00Z'), HOLIDAYS)).toBe(4); // next Friday
    expect(workingDaysBetween(at('2026-03-10T12:00:00Z'), friday, HOLIDAYS)).toBe(0); // backwards
  });

  it('finds the n-th working day after a day', () => {
    const friday = at('2026-03-06T09:00:00Z');
    expect(addWorkingDays(friday, 0, HOLIDAYS)).toBe('2026-03-06');
    expect(addWorkingDays(friday, 1, HOLIDAYS)).toBe('2026-03-10');
    expect(addWorkingDays(friday, 2, HOLIDAYS)).toBe('2026-03-11');
    expect(addWorkingDays(friday, 1, new Set())).toBe('2026-03-09');
  });

  it('says when an item is due and by how much it is overdue', () => {
    const item = { kind: 'pending_review' as const, since: at('2026-03-06T09:00:00Z'), targetDays: 2 };
    expect(deadlineOf(item, at('2026-03-10T09:00:00Z'), HOLIDAYS)).toMatchObject({ ageDays: 1, dueDate: '2026-03-11', dueInDays: 1, overdue: false, overdueByDays: 0, waitsOn: 'council' });
    expect(deadlineOf(item, at('2026-03-11T09:00:00Z'), HOLIDAYS)).toMatchObject({ ageDays: 2, dueInDays: 0, overdue: false });
    expect(deadlineOf(item, at('2026-03-12T09:00:00Z'), HOLIDAYS)).toMatchObject({ ageDays: 3, dueInDays: -1, overdue: true, overdueByDays: 1 });
    expect(deadlineOf({ ...item, kind: 'query_answer' }, at('2026-03-12T09:00:00Z'), HOLIDAYS).waitsOn).toBe('centre');
  });

  it('reads holiday dates strictly', () => {
    expect(readHolidayDate('2026-10-01')).toBe('2026-10-01');
    expect(readHolidayDate(' 2026-10-01 ')).toBe('2026-10-01');
    expect(readHolidayDate('2026-02-30')).toBeNull();
    expect(readHolidayDate('1/10/2026')).toBeNull();
    expect(readHolidayDate(20261001)).toBeNull();
  });
});
