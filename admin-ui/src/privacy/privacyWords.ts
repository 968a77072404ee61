import type { Translate } from '../shared/i18n';
import type { PrivacyRequestView } from '@cbt/contracts';

/** A request's deadline in words: days left, due today, overdue, or why there is none. */
export function requestDeadline(record: Pick<PrivacyRequestView, 'status' | 'dueInDays'>, translate: Translate): string {
  if (record.status === 'unconfirmed') return translate('console.privacy.requests.noClock');
  if (record.status !== 'open' || record.dueInDays === null) return translate('console.privacy.requests.closed');
  if (record.dueInDays < 0) return translate('console.privacy.requests.overdueBy', { days: -record.dueInDays });
  if (record.dueInDays === 0) return translate('console.privacy.requests.dueToday');
  return translate('console.privacy.requests.dueIn', { days: record.dueInDays });
}

/** The 72-hour clock in hours and minutes, left or overdue; null once the regulator is notified. */
export function breachClockWords(leftMs: number | null, translate: Translate): string | null {
  if (leftMs === null) return null;
  const minutesTotal = Math.floor(Math.abs(leftMs) / 60_000);
  const args = { hours: Math.floor(minutesTotal / 60), minutes: minutesTotal % 60 };
  return translate(leftMs < 0 ? 'console.privacy.breaches.overdue' : 'console.privacy.breaches.left', args);
}

/** An audit action of the privacy office in the reader's language (its code when unknown). */
export function historyAction(action: string, translate: Translate): string {
  return translate(`console.privacy.actions.${action}`, { _: action });
}
