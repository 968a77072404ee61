import { ACCREDITATION_FILTERS, ACCREDITATION_LIMITS, LIVE_STANDINGS, CENTRE_LIMITS, canonicalStateName, DEADLINE_MSG, MSG, type AccreditationFilter, type LiveStanding } from '#contracts';
import type { FieldError } from '#platform';
import type { AccreditationListRequest } from './accreditation-list.query.js';

const MAX_PAGE = 1_000_000;
const DEFAULT_LIMIT = 10;

type Raw = Record<string, unknown>;

/** Unreadable numbers fall back to the default; readable ones are clamped into range. */
function intParam(raw: unknown, fallback: number, min: number, max: number): number {
  const value = typeof raw === 'string' && /^\s*-?\d{1,12}\s*$/.test(raw) ? Number.parseInt(raw, 10) : Number.NaN;
  return Number.isFinite(value) ? Math.min(Math.max(value, min), max) : fallback;
}

/** A filter the screens leave empty or set to "all" means no filter. */
function optionalText(raw: Raw, name: string, errors: FieldError[]): string | null {
  const value = raw[name];
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') {
    errors.push({ path: name, msg: MSG.textExpected(name) });
    return null;
  }
  const text = value.trim();
  return text === '' || text.toLowerCase() === 'all' ? null : text;
}

/**
 * The list's query string. The limit goes up to 10000 because the screen's export of accredited
 * centres asks for limit 10000 and status approved (SPEC §7).
 */
export function readAccreditationListRequest(raw: Raw): { request: AccreditationListRequest; errors: FieldError[] } {
  const errors: FieldError[] = [];
  const search = optionalText(raw, 'search', errors);
  if (search !== null && search.length > CENTRE_LIMITS.searchText) errors.push({ path: 'search', msg: MSG.tooLong('Search', CENTRE_LIMITS.searchText) });
  const statusText = optionalText(raw, 'accreditationStatus', errors);
  const accreditationStatus = statusText === null ? null : (ACCREDITATION_FILTERS.find((f) => f === statusText.toLowerCase()) ?? null);
  if (statusText !== null && accreditationStatus === null) {
    errors.push({ path: 'accreditationStatus', msg: MSG.invalidListFilter('accreditationStatus', ACCREDITATION_FILTERS) });
  }
  const standingText = optionalText(raw, 'standing', errors);
  const standing = standingText === null ? null : (LIVE_STANDINGS.find((s) => s === standingText.toLowerCase()) ?? null);
  if (standingText !== null && standing === null) errors.push({ path: 'standing', msg: MSG.invalidListFilter('standing', LIVE_STANDINGS) });
  const overdueText = optionalText(raw, 'overdue', errors);
  const overdue = overdueText === null ? null : overdueText.toLowerCase() === 'true' ? true : overdueText.toLowerCase() === 'false' ? false : undefined;
  if (overdue === undefined) errors.push({ path: 'overdue', msg: DEADLINE_MSG.overdueFilter });
  // One state, as the centre list takes it: the dashboard's overdue card links to a state's rows.
  const stateText = optionalText(raw, 'state', errors);
  const state = stateText === null ? null : (canonicalStateName(stateText) ?? null);
  if (stateText !== null && state === null) errors.push({ path: 'state', msg: MSG.unknownStateName });
  return {
    request: {
      search,
      state,
      overdue: overdue ?? null,
      accreditationStatus: accreditationStatus as AccreditationFilter | null,
      standing: standing as LiveStanding | null,
      page: intParam(raw.page, 1, 1, MAX_PAGE),
      limit: intParam(raw.limit, DEFAULT_LIMIT, 1, ACCREDITATION_LIMITS.exportMax),
    },
    errors,
  };
}
