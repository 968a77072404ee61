import { BULK_MSG } from '#contracts';
import type { FieldError } from '#platform';

/**
 * ra-data-simple-rest's dialect for the list endpoints this project designs itself (import jobs,
 * bulk jobs): `sort=["field","ASC"]`, `range=[0,24]`, `filter={...}` in the query string, and the
 * total in `Content-Range: items 0-24/319`. SPEC's own endpoints keep their page/limit parameters.
 */
export interface SimpleRestRequest<F extends string> {
  sort: { field: F; order: 'ASC' | 'DESC' };
  /** Inclusive, as the dialect sends it. */
  range: { first: number; last: number };
  filter: Record<string, unknown>;
}

export const SIMPLE_REST_MAX_PAGE = 1000;

function json(raw: unknown): { ok: true; value: unknown } | { ok: false } {
  if (raw === undefined || raw === null || raw === '') return { ok: true, value: undefined };
  if (typeof raw !== 'string') return { ok: false };
  try {
    return { ok: true, value: JSON.parse(raw) };
  } catch {
    return { ok: false };
  }
}

export function readSimpleRest<F extends string>(
  query: Record<string, unknown>,
  fields: readonly F[],
  fallback: { field: F; order: 'ASC' | 'DESC' },
): { request: SimpleRestRequest<F>; errors: FieldError[] } {
  const errors: FieldError[] = [];
  const request: SimpleRestRequest<F> = { sort: fallback, range: { first: 0, last: 24 }, filter: {} };

  const sort = json(query.sort);
  if (!sort.ok) errors.push({ path: 'sort', msg: BULK_MSG.simpleRestSortInvalid(fields) });
  else if (sort.value !== undefined) {
    const [field, order] = Array.isArray(sort.value) ? sort.value : [];
    const known = fields.find((f) => f === field);
    const dir = typeof order === 'string' ? order.toUpperCase() : null;
    if (!known || (dir !== 'ASC' && dir !== 'DESC')) errors.push({ path: 'sort', msg: BULK_MSG.simpleRestSortInvalid(fields) });
    else request.sort = { field: known, order: dir };
  }

  const range = json(query.range);
  if (!range.ok) errors.push({ path: 'range', msg: BULK_MSG.simpleRestRangeInvalid });
  else if (range.value !== undefined) {
    const [first, last] = Array.isArray(range.value) ? range.value : [];
    if (!Number.isInteger(first) || !Number.isInteger(last) || first < 0 || last < first) errors.push({ path: 'range', msg: BULK_MSG.simpleRestRangeInvalid });
    else request.range = { first, last: Math.min(last, first + SIMPLE_REST_MAX_PAGE - 1) };
  }

  const filter = json(query.filter);
  if (!filter.ok || (filter.value !== undefined && (typeof filter.value !== 'object' || filter.value === null || Array.isArray(filter.value)))) {
    errors.push({ path: 'filter', msg: BULK_MSG.simpleRestFilterInvalid });
  } else if (filter.value !== undefined) request.filter = filter.value as Record<string, unknown>;

  return { request, errors };
}

/** `items 0-24/319`; an empty page reads `items 0-0/0`. */
export function contentRange(resource: string, first: number, rows: number, total: number): string {
  const last = rows > 0 ? first + rows - 1 : first;
  return `${resource} ${first}-${last}/${total}`;
}
