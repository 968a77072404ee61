import { canonicalStateName, MSG } from '#contracts';
import type { FieldError } from '#platform';

export const REGISTER_PAGE = { defaultLimit: 20, minLimit: 1, maxLimit: 100, maxPage: 1_000_000 } as const;

export interface RegisterRequest {
  state: string | null;
  page: number;
  limit: number;
}

/** Unreadable numbers fall back to the default; readable ones are clamped into range. */
function intParam(raw: unknown, fallback: number, min: number, max: number): number {
  const value = typeof raw === 'string' && /^\s*-?\d{1,12}\s*$/.test(raw) ? Number.parseInt(raw, 10) : Number.NaN;
  return Number.isFinite(value) ? Math.min(Math.max(value, min), max) : fallback;
}

/** The public register's query string: an unknown state is an error, an empty one or "all" no filter. */
export function readRegisterRequest(raw: Record<string, unknown>): { request: RegisterRequest; errors: FieldError[] } {
  const errors: FieldError[] = [];
  let state: string | null = null;
  const stateRaw = raw.state;
  if (stateRaw !== undefined && stateRaw !== null) {
    if (typeof stateRaw !== 'string') errors.push({ path: 'state', msg: MSG.textExpected('state') });
    else if (stateRaw.trim() !== '' && stateRaw.trim().toLowerCase() !== 'all') {
      state = canonicalStateName(stateRaw.trim()) ?? null;
      if (!state) errors.push({ path: 'state', msg: MSG.unknownStateName });
    }
  }
  const page = intParam(raw.page, 1, 1, REGISTER_PAGE.maxPage);
  const limit = intParam(raw.limit, REGISTER_PAGE.defaultLimit, REGISTER_PAGE.minLimit, REGISTER_PAGE.maxLimit);
  return { request: { state, page, limit }, errors };
}
