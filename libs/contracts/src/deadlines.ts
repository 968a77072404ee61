/**
 * Deadlines (service levels) and reminders, shared by the server, the console and the tests
 * (docs/TRUST.md "Deadlines and reminders").
 *
 * A waiting item is something that waits on someone: a centre in a status that waits on the council
 * (pending review, registration approved and completed, awaiting approval for autotest), a centre's answer to a
 * query, or the active stage of a running accreditation. Its age counts working days: every day
 * after the day it began waiting, up to and including today, that is neither a Saturday, a Sunday
 * nor a public holiday on the council's list. Days are calendar days in Nigeria (West Africa Time,
 * UTC+1 all year), as the council works them.
 */

/** What an item waits for; `query_answer` waits on the centre, the others on the council. */
export const WAITING_KINDS = ['pending_review', 'autotest_approval', 'query_answer', 'stage'] as const;
export type WaitingKind = (typeof WAITING_KINDS)[number];

/** The centre status each centre-level waiting item stands for. */
export const WAITING_KIND_OF_STATUS: Readonly<Record<string, WaitingKind>> = {
  pending: 'pending_review',
  registration_approved: 'autotest_approval',
  query: 'query_answer',
};

/** Targets in working days, kept with each configuration version. */
export const DEADLINE_LIMITS = {
  targetDays: { min: 1, max: 120 },
  escalationMarginDays: { min: 1, max: 60 },
  defaults: { pendingReviewDays: 10, autotestApprovalDays: 10, queryAnswerDays: 10, stageDays: 5, escalationMarginDays: 5 },
} as const;

/** The configuration's deadline settings (ConfigView and the save body). */
export interface DeadlineSettings {
  pendingReviewTargetDays: number;
  autotestApprovalTargetDays: number;
  queryAnswerTargetDays: number;
  /** How many working days past its target an item is escalated to the national admins. */
  escalationMarginDays: number;
}

/** Days before the end of validity the centre is reminded (and once more on the day it expires). */
export const EXPIRY_REMINDER_DAYS = [60, 30, 7] as const;

/** Every notification the portal records on a centre's page. */
export const NOTIFICATION_KINDS = ['expiry_60', 'expiry_30', 'expiry_7', 'expired', 'query_half', 'target_reached', 'escalation'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** queued: written, not sent yet; sent: the mail server took it; failed: it did not (lastError says why). */
export const NOTIFICATION_STATES = ['queued', 'sent', 'failed'] as const;
export type NotificationState = (typeof NOTIFICATION_STATES)[number];

/** The centre's history entry written when an overdue item is escalated. */
export const DEADLINE_HISTORY_ACTIONS = ['deadline_escalated'] as const;

/** An item's deadline, as the lists and the detail answer it. */
export interface DeadlineView {
  kind: WaitingKind;
  /** Who the item waits on. */
  waitsOn: 'council' | 'centre';
  /** The stage waited for (stage items only). */
  stageNumber: number | null;
  /** When the item began waiting (ISO). */
  since: string;
  /** Working days waited so far. */
  ageDays: number;
  targetDays: number;
  /** The target's last working day (YYYY-MM-DD, Nigerian calendar). */
  dueDate: string;
  /** Working days left to the target; 0 on its last day; negative once overdue. */
  dueInDays: number;
  overdue: boolean;
  /** Working days past the target (0 unless overdue). */
  overdueByDays: number;
}

/** One notification on a centre's page (GET /api/admin/schools/{id}/notifications). */
export interface NotificationView {
  id: string;
  kind: NotificationKind;
  /** What it was about: the accreditation, or the waiting item (kind and stage). */
  subject: string;
  recipients: string[];
  state: NotificationState;
  lastError: string | null;
  attempts: number;
  resends: number;
  createdAt: string;
  sentAt: string | null;
}

/** One row of the dashboard's overdue items by state (GET /api/admin/deadlines/overdue). */
export interface OverdueByStateRow {
  state: string | null;
  pending_review: number;
  autotest_approval: number;
  query_answer: number;
  stage: number;
  total: number;
}

/** A public holiday on the council's list (GET /api/admin/holidays). */
export interface HolidayView {
  id: string;
  /** YYYY-MM-DD */
  date: string;
  name: string;
  createdAt: string;
  createdBy: string | null;
}

/** Nigeria keeps West Africa Time (UTC+1) all year, without summer time. */
export const COUNCIL_UTC_OFFSET_MS = 3600_000;
const DAY_MS = 24 * 3600_000;

/** The council's calendar day of an instant, as YYYY-MM-DD. */
export function councilDay(at: Date): string {
  return new Date(at.getTime() + COUNCIL_UTC_OFFSET_MS).toISOString().slice(0, 10);
}

function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
}

/** Whether a day (YYYY-MM-DD) is a working day: Monday to Friday and not on the holiday list. */
export function isWorkingDay(day: string, holidays: ReadonlySet<string>): boolean {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !holidays.has(day);
}

/** Working days after `from`'s day up to and including `to`'s day (0 when `to` is not later). */
export function workingDaysBetween(from: Date, to: Date, holidays: ReadonlySet<string>): number {
  const last = councilDay(to);
  let count = 0;
  for (let day = nextDay(councilDay(from)); day <= last; day = nextDay(day)) if (isWorkingDay(day, holidays)) count += 1;
  return count;
}

/** The `n`-th working day after `from`'s day (YYYY-MM-DD); n = 0 is `from`'s own day. */
export function addWorkingDays(from: Date, n: number, holidays: ReadonlySet<string>): string {
  let day = councilDay(from);
  for (let left = n; left > 0; ) {
    day = nextDay(day);
    if (isWorkingDay(day, holidays)) left -= 1;
  }
  return day;
}

/** An item's deadline from when it began waiting, its target and now. */
export function deadlineOf(
  item: { kind: WaitingKind; since: Date; targetDays: number; stageNumber?: number | null },
  now: Date,
  holidays: ReadonlySet<string>,
): DeadlineView {
  const ageDays = workingDaysBetween(item.since, now, holidays);
  const dueInDays = item.targetDays - ageDays;
  return {
    kind: item.kind,
    waitsOn: item.kind === 'query_answer' ? 'centre' : 'council',
    stageNumber: item.stageNumber ?? null,
    since: item.since.toISOString(),
    ageDays,
    targetDays: item.targetDays,
    dueDate: addWorkingDays(item.since, item.targetDays, holidays),
    dueInDays,
    overdue: dueInDays < 0,
    overdueByDays: Math.max(0, -dueInDays),
  };
}

/** The holiday date as typed: YYYY-MM-DD of a real calendar day, else null. */
export function readHolidayDate(value: unknown): string | null {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value.trim())) return null;
  const day = value.trim();
  const parsed = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== day ? null : day;
}

export const DEADLINE_MSG = {
  holidayDateInvalid: 'Date must be a calendar day written YYYY-MM-DD',
  holidayNameRequired: 'Name is required',
  holidayNameTooLong: 'Name must be at most 200 characters',
  holidayExists: 'That day is already on the holiday list',
  holidayNotFound: 'Holiday not found',
  notificationNotFound: 'Notification not found',
  notificationResent: 'Notification queued again',
  notificationResendTooSoon: (minutes: number) => `This notification was sent again less than ${minutes} minutes ago. Please wait before sending it again.`,
  notificationResendDailyLimit: (max: number) => `Notifications for this centre have already been sent again ${max} times today. Please try again tomorrow.`,
  targetRange: (field: string) => `${field} must be a whole number of working days from ${DEADLINE_LIMITS.targetDays.min} to ${DEADLINE_LIMITS.targetDays.max}`,
  escalationRange: `Escalation margin must be a whole number of working days from ${DEADLINE_LIMITS.escalationMarginDays.min} to ${DEADLINE_LIMITS.escalationMarginDays.max}`,
  stageTargetRange: (n: number) => `Stage ${n}: Target must be a whole number of working days from ${DEADLINE_LIMITS.targetDays.min} to ${DEADLINE_LIMITS.targetDays.max}`,
  overdueFilter: 'overdue must be true or false',
} as const;
