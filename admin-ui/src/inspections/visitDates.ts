import type { LocaleFormat } from '@cbt/contracts';

/**
 * A visit's date (YYYY-MM-DD, a day of the council's calendar) in the reader's language. Read at
 * midday so no time zone moves it to the day before or after.
 */
export function visitDay(format: LocaleFormat, visitDate: string | null | undefined): string {
  if (!visitDate) return '';
  return /^\d{4}-\d{2}-\d{2}$/.test(visitDate) ? format.date(`${visitDate}T12:00:00`) : format.date(visitDate);
}
