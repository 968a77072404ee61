import { CHECKLIST_LIMITS, INSPECTION_MSG } from '#contracts';
import { isUuid } from '#centres';
import { currentTime, type FieldError } from '#platform';

export interface ScheduleInput {
  centreId: string;
  visitDate: string;
  inspectorIds: string[];
  notes: string | null;
}

const DAY_MS = 86_400_000;

/** Today's date in Lagos (the council's calendar), as YYYY-MM-DD. */
export function lagosToday(now = currentTime()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

function isRealDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const d = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === text;
}

/**
 * A visit is planned up to a year ahead, or recorded for one made in the last 30 days (the
 * inspector may schedule it on the day, or after a visit on a day without a connection).
 */
export function readScheduleInput(body: unknown, now = currentTime()): { input: ScheduleInput; errors: FieldError[] } {
  const raw = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const errors: FieldError[] = [];
  const centreId = typeof raw.centreId === 'string' ? raw.centreId.trim() : '';
  if (!isUuid(centreId)) errors.push({ path: 'centreId', msg: INSPECTION_MSG.centreRequired });
  const visitDate = typeof raw.visitDate === 'string' ? raw.visitDate.trim().slice(0, 10) : '';
  const today = Date.parse(`${lagosToday(now)}T00:00:00Z`);
  const at = isRealDate(visitDate) ? Date.parse(`${visitDate}T00:00:00Z`) : NaN;
  if (!(at >= today - 30 * DAY_MS && at <= today + 366 * DAY_MS)) errors.push({ path: 'visitDate', msg: INSPECTION_MSG.visitDateInvalid });
  const ids = Array.isArray(raw.inspectorIds) ? raw.inspectorIds : [];
  const inspectorIds = [...new Set(ids.filter((id): id is string => typeof id === 'string' && isUuid(id)))];
  if (inspectorIds.length === 0 || inspectorIds.length > 5 || inspectorIds.length !== ids.length) errors.push({ path: 'inspectorIds', msg: INSPECTION_MSG.inspectorsRequired });
  const notesText = typeof raw.notes === 'string' ? raw.notes.trim() : '';
  if (notesText.length > CHECKLIST_LIMITS.notes) errors.push({ path: 'notes', msg: INSPECTION_MSG.notesTooLong(CHECKLIST_LIMITS.notes) });
  return { input: { centreId, visitDate, inspectorIds, notes: notesText || null }, errors };
}
