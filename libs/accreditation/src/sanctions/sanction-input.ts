import { COUNCIL_UTC_OFFSET_MS, councilDay, NOTICE_OUTCOMES, SANCTION_KINDS, SANCTION_LIMITS, SANCTION_MSG, type NoticeOutcome, type SanctionKind } from '#contracts';
import { AppError, type FieldError } from '#platform';

const DAY_MS = 24 * 3600_000;

export interface SanctionInput {
  kind: SanctionKind;
  reasons: string;
  urgent: boolean;
  /** The moment a suspension or delisting ends by itself: the start of its `until` day, council time. */
  until: Date | null;
}

const record = (body: unknown) => (body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {});

function readReasons(raw: Record<string, unknown>, errors: FieldError[]): string {
  const reasons = typeof raw.reasons === 'string' ? raw.reasons.trim() : '';
  if (!reasons) errors.push({ path: 'reasons', msg: SANCTION_MSG.reasonsRequired });
  else if (reasons.length > SANCTION_LIMITS.reasons) errors.push({ path: 'reasons', msg: SANCTION_MSG.reasonsTooLong });
  return reasons;
}

/** A YYYY-MM-DD after today (council time) and within ten years: the start of that day; otherwise null. */
function readDay(value: unknown, now: Date): Date | null {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const start = Date.parse(`${value}T00:00:00Z`);
  if (Number.isNaN(start) || new Date(start).toISOString().slice(0, 10) !== value) return null;
  if (value <= councilDay(now) || start > now.getTime() + SANCTION_LIMITS.maxUntilDays * DAY_MS) return null;
  return new Date(start - COUNCIL_UTC_OFFSET_MS);
}

/** DECISIONS §10: `{ kind, reasons, urgent?, until? }`; every fault named at once, nothing changed. */
export function readSanctionInput(body: unknown, now: Date): SanctionInput {
  const raw = record(body);
  const errors: FieldError[] = [];
  const kind = raw.kind as SanctionKind;
  if (!(SANCTION_KINDS as readonly unknown[]).includes(raw.kind)) errors.push({ path: 'kind', msg: SANCTION_MSG.kindInvalid });
  const reasons = readReasons(raw, errors);
  if (raw.urgent !== undefined && typeof raw.urgent !== 'boolean') errors.push({ path: 'urgent', msg: SANCTION_MSG.urgentInvalid });
  let until: Date | null = null;
  const hasUntil = raw.until !== undefined && raw.until !== null && raw.until !== '';
  if (kind === 'delisting' && !hasUntil) errors.push({ path: 'until', msg: SANCTION_MSG.untilRequired });
  else if (hasUntil && (kind === 'warning' || kind === 'revocation')) errors.push({ path: 'until', msg: SANCTION_MSG.untilNotAllowed });
  else if (hasUntil) {
    until = readDay(raw.until, now);
    if (!until) errors.push({ path: 'until', msg: SANCTION_MSG.untilInvalid });
  }
  if (errors.length > 0) throw AppError.validation(errors);
  return { kind, reasons, urgent: raw.urgent === true, until };
}

export function readNoticeDecision(body: unknown): { outcome: NoticeOutcome; reasons: string } {
  const raw = record(body);
  const errors: FieldError[] = [];
  if (!(NOTICE_OUTCOMES as readonly unknown[]).includes(raw.outcome)) errors.push({ path: 'outcome', msg: SANCTION_MSG.outcomeInvalid });
  const reasons = readReasons(raw, errors);
  if (errors.length > 0) throw AppError.validation(errors);
  return { outcome: raw.outcome as NoticeOutcome, reasons };
}
