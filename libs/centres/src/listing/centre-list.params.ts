import {
  AUTOTEST_RESULT_FILTERS,
  canonicalStateName,
  CENTRE_LIMITS,
  CENTRE_LIST_LIMITS,
  CENTRE_SORT_FIELDS,
  CENTRE_STATUSES,
  DEADLINE_MSG,
  MSG,
  STANDING_FILTERS,
  type StandingFilter,
  type AutotestDecision,
  type CentreSortField,
  type CentreStatus,
} from '#contracts';
import type { FieldError } from '#platform';
import type { CentreListFilters, CentreListRequest } from './centre-list.query.js';

// Pure (only #contracts at run time), so the benchmark's bare server can read a query string
// exactly as the API does.

const SORT_ORDERS = ['asc', 'desc'] as const;
const MAX_PAGE = 1_000_000;

type Raw = Record<string, unknown>;

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

function oneOf<T extends string>(raw: Raw, name: string, allowed: readonly T[], message: string, errors: FieldError[]): T | null {
  const text = optionalText(raw, name, errors);
  if (text === null) return null;
  const match = allowed.find((a) => a.toLowerCase() === text.toLowerCase());
  if (!match) errors.push({ path: name, msg: message });
  return match ?? null;
}

/** Unreadable numbers fall back to the default; readable ones are clamped into range. */
function intParam(raw: unknown, fallback: number, min: number, max: number): number {
  const value = typeof raw === 'string' && /^\s*-?\d+\s*$/.test(raw) ? Number.parseInt(raw, 10) : Number.NaN;
  return Number.isFinite(value) ? Math.min(Math.max(value, min), max) : fallback;
}

/** The list's filters and sort from a query string (the export reads the same, without paging). */
export function readCentreFilters(raw: Raw): { filters: CentreListFilters; errors: FieldError[] } {
  const errors: FieldError[] = [];
  const search = optionalText(raw, 'search', errors);
  if (search !== null && search.length > CENTRE_LIMITS.searchText) errors.push({ path: 'search', msg: MSG.tooLong('Search', CENTRE_LIMITS.searchText) });
  const status = oneOf<CentreStatus>(raw, 'status', CENTRE_STATUSES, MSG.invalidListFilter('status', CENTRE_STATUSES), errors);
  const stateText = optionalText(raw, 'state', errors);
  const state = stateText === null ? null : (canonicalStateName(stateText) ?? null);
  if (stateText !== null && state === null) errors.push({ path: 'state', msg: MSG.unknownStateName });
  const autotestResult = oneOf<AutotestDecision>(raw, 'autotestResult', AUTOTEST_RESULT_FILTERS, MSG.invalidListFilter('autotestResult', AUTOTEST_RESULT_FILTERS), errors);
  const overdueText = optionalText(raw, 'overdue', errors);
  const overdue = overdueText === null ? null : overdueText.toLowerCase() === 'true' ? true : overdueText.toLowerCase() === 'false' ? false : undefined;
  if (overdue === undefined) errors.push({ path: 'overdue', msg: DEADLINE_MSG.overdueFilter });
  const accreditation = oneOf<StandingFilter>(raw, 'accreditation', STANDING_FILTERS, MSG.invalidListFilter('accreditation', STANDING_FILTERS), errors);
  const sortBy = oneOf<CentreSortField>(raw, 'sortBy', CENTRE_SORT_FIELDS, MSG.invalidSortBy(CENTRE_SORT_FIELDS), errors);
  const sortOrder = oneOf(raw, 'sortOrder', SORT_ORDERS, MSG.invalidListFilter('sortOrder', SORT_ORDERS), errors);
  const filters: CentreListFilters = {
    search: search && search.length > 0 ? search : null,
    status,
    state,
    autotestResult,
    overdue: overdue ?? null,
    accreditation,
    sortBy: sortBy ?? 'createdAt',
    sortOrder: sortOrder ?? 'desc',
  };
  return { filters, errors };
}

/** Filters plus the page: unreadable numbers fall back to page 1 of 10, others are clamped. */
export function readCentreListRequest(raw: Raw): { request: CentreListRequest; errors: FieldError[] } {
  const { filters, errors } = readCentreFilters(raw);
  const page = intParam(raw.page, 1, 1, MAX_PAGE);
  const limit = intParam(raw.limit, CENTRE_LIST_LIMITS.default, CENTRE_LIST_LIMITS.min, CENTRE_LIST_LIMITS.max);
  return { request: { ...filters, page, limit }, errors };
}

/** What the list may answer beside the page: `include=statistics` adds the caller's counts. */
export const CENTRE_LIST_INCLUDES = ['statistics'] as const;

export function readCentreListInclude(raw: Raw): { include: (typeof CENTRE_LIST_INCLUDES)[number] | null; errors: FieldError[] } {
  const errors: FieldError[] = [];
  const include = oneOf(raw, 'include', CENTRE_LIST_INCLUDES, MSG.invalidListFilter('include', CENTRE_LIST_INCLUDES), errors);
  return { include, errors };
}
