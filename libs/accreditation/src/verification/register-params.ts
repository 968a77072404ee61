import { canonicalStateName, COORDINATE_MSG, MSG } from '#contracts';
import type { FieldError } from '#platform';

export const REGISTER_PAGE = { defaultLimit: 20, minLimit: 1, maxLimit: 100, maxPage: 1_000_000 } as const;

export interface RegisterRequest {
  state: string | null;
  page: number;
  limit: number;
  /** ?near=lat,lng: nearest first (DECISIONS §10); null keeps the newest accreditation first. */
  near: { latitude: number; longitude: number } | null;
}

const DEGREES = /^\s*([+-]?\d{1,3}(?:\.\d{1,12})?)\s*,\s*([+-]?\d{1,3}(?:\.\d{1,12})?)\s*$/;

/** `near` as two decimal numbers, latitude first; anywhere on Earth (a visitor may be abroad). */
function readNear(raw: unknown, errors: FieldError[]): RegisterRequest['near'] {
  if (raw === undefined || raw === null || raw === '') return null;
  const match = typeof raw === 'string' ? DEGREES.exec(raw) : null;
  if (!match) {
    errors.push({ path: 'near', msg: COORDINATE_MSG.nearFormat });
    return null;
  }
  const latitude = Number(match[1]);
  const longitude = Number(match[2]);
  if (Math.abs(latitude) > 90) errors.push({ path: 'near', msg: COORDINATE_MSG.nearLatitude });
  else if (Math.abs(longitude) > 180) errors.push({ path: 'near', msg: COORDINATE_MSG.nearLongitude });
  else return { latitude, longitude };
  return null;
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
  const near = readNear(raw.near, errors);
  return { request: { state, page, limit, near }, errors };
}
