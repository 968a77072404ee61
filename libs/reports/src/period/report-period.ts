import { MSG, REPORT_PERIODS, type ReportPeriod } from '#contracts';
import { currentTime, type FieldError } from '#platform';

/** The council works in Nigeria: report days are Africa/Lagos calendar days (UTC+1, no DST). */
export const REPORT_TIME_ZONE = 'Africa/Lagos';

/** Longer ranges are summed per month in the series, so an answer stays a few dozen points. */
const DAILY_SERIES_MAX_DAYS = 92;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

export interface ReportRange {
  period: ReportPeriod;
  /** Inclusive calendar days, YYYY-MM-DD. */
  start: string;
  end: string;
  /** The range of equal length just before, for trends. */
  previousStart: string;
  previousEnd: string;
  /** Today in Africa/Lagos. */
  today: string;
  bucket: 'day' | 'month';
}

export function todayIn(now: Date, timeZone = REPORT_TIME_ZONE): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

function toMs(day: string): number {
  const [, y, m, d] = DATE_PATTERN.exec(day)!;
  return Date.UTC(Number(y), Number(m) - 1, Number(d));
}

function fromMs(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  return fromMs(toMs(day) + days * DAY_MS);
}

export function daysBetween(start: string, end: string): number {
  return Math.round((toMs(end) - toMs(start)) / DAY_MS) + 1;
}

/** A real calendar date between 1900 and 2999 (years outside are typos, and JS dates misread 0-99). */
export function isReportDate(text: string): boolean {
  const match = DATE_PATTERN.exec(text);
  if (!match) return false;
  const year = Number(match[1]);
  if (year < 1900 || year > 2999) return false;
  return fromMs(toMs(text)) === text;
}

/** The day, ISO week (Monday to Sunday) or calendar month that contains `day`. */
export function periodContaining(period: ReportPeriod, day: string): { start: string; end: string } {
  if (period === 'daily') return { start: day, end: day };
  if (period === 'weekly') {
    const weekday = (new Date(toMs(day)).getUTCDay() + 6) % 7;
    const start = addDays(day, -weekday);
    return { start, end: addDays(start, 6) };
  }
  const start = `${day.slice(0, 8)}01`;
  const next = new Date(toMs(start));
  next.setUTCMonth(next.getUTCMonth() + 1);
  return { start, end: fromMs(next.getTime() - DAY_MS) };
}

function text(raw: Record<string, unknown>, name: string, errors: FieldError[]): string | null {
  const value = raw[name];
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') {
    errors.push({ path: name, msg: MSG.textExpected(name) });
    return null;
  }
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/**
 * period (default monthly), startDate and endDate from a query string. Without dates the range is
 * the current period; with one date the other comes from the period containing it.
 */
export function readReportRange(raw: Record<string, unknown>, now = currentTime()): { range: ReportRange | null; errors: FieldError[] } {
  const errors: FieldError[] = [];
  const periodText = text(raw, 'period', errors);
  const period = periodText === null ? 'monthly' : REPORT_PERIODS.find((p) => p === periodText.toLowerCase());
  if (!period) errors.push({ path: 'period', msg: MSG.invalidPeriod });
  const dates: Record<'startDate' | 'endDate', string | null> = { startDate: null, endDate: null };
  for (const name of ['startDate', 'endDate'] as const) {
    const value = text(raw, name, errors);
    if (value !== null && !isReportDate(value)) errors.push({ path: name, msg: MSG.invalidDate(name) });
    else dates[name] = value;
  }
  if (errors.length > 0 || !period) return { range: null, errors };
  const today = todayIn(now);
  let { startDate: start, endDate: end } = dates;
  if (start === null && end === null) ({ start, end } = periodContaining(period, today));
  else if (start === null) start = periodContaining(period, end!).start;
  else if (end === null) end = periodContaining(period, start).end;
  if (start! > end!) return { range: null, errors: [{ path: 'startDate', msg: MSG.dateRangeOrder }] };
  const length = daysBetween(start!, end!);
  return {
    range: {
      period,
      start: start!,
      end: end!,
      previousStart: addDays(start!, -length),
      previousEnd: addDays(start!, -1),
      today,
      bucket: length <= DAILY_SERIES_MAX_DAYS ? 'day' : 'month',
    },
    errors,
  };
}
