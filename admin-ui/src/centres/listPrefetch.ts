import type { QueryClient } from '@tanstack/react-query';
import type { GetListParams } from 'react-admin';
import { CENTRES, dataProvider } from '../dataProvider';

/** What the list shows when nothing else is asked for: CentreList's perPage and sort. */
export const LIST_DEFAULTS = { page: 1, perPage: 10, sort: 'createdAt', order: 'DESC' as 'ASC' | 'DESC' };
const STORED_PARAMS = `RaStore.${CENTRES}.listParams`;

interface ListQuery {
  filter?: Record<string, unknown>;
  sort?: string;
  order?: string;
  page?: number | string;
  perPage?: number | string;
}

function number(value: unknown, fallback: number): number {
  const n = typeof value === 'number' ? value : Number.parseInt(String(value ?? ''), 10);
  return Number.isFinite(n) ? n : fallback;
}

function readUrl(search: string): ListQuery | null {
  const url = new URLSearchParams(search);
  if ([...url.keys()].length === 0) return null;
  const filter = url.get('filter');
  return {
    filter: filter ? (JSON.parse(filter) as Record<string, unknown>) : undefined,
    sort: url.get('sort') ?? undefined,
    order: url.get('order') ?? undefined,
    page: url.get('page') ?? undefined,
    perPage: url.get('perPage') ?? undefined,
  };
}

function readStored(storage: Storage): ListQuery | null {
  const raw = storage.getItem(STORED_PARAMS);
  const stored = raw ? (JSON.parse(raw) as ListQuery) : null;
  const custom = stored?.filter && (Object.keys(stored.filter).length > 0 || stored.order != null || stored.page !== 1 || stored.perPage != null || stored.sort != null);
  return custom ? stored : null;
}

/**
 * The list query react-admin will run when /admin-centres opens, read as it reads it (the address
 * first, then the list settings it stored, then the defaults); null when they cannot be read.
 */
export function openingListParams(search: string, storage: Storage): Pick<GetListParams, 'pagination' | 'sort' | 'filter'> | null {
  try {
    const query = readUrl(search) ?? readStored(storage) ?? {};
    return {
      pagination: { page: number(query.page ?? LIST_DEFAULTS.page, 1), perPage: number(query.perPage ?? LIST_DEFAULTS.perPage, 10) },
      sort: query.sort ? { field: query.sort, order: query.order === 'ASC' ? 'ASC' : 'DESC' } : { field: LIST_DEFAULTS.sort, order: LIST_DEFAULTS.order },
      filter: { ...(query.filter ?? {}) },
    };
  } catch {
    return null;
  }
}

/**
 * Asks for the first page of centres while the session check and the page's code are still on
 * their way, under the very key react-admin's list looks up (useGetList), so the list renders with
 * its rows at once instead of rendering empty, then asking, then rendering again. A wrong guess
 * costs one unused request; a refused one (expired session) leaves react-admin to ask and react.
 */
export function prefetchCentreList(queryClient: QueryClient, search: string, storage: Storage): void {
  const params = openingListParams(search, storage);
  if (!params) return;
  const { pagination, sort, filter } = params;
  void queryClient.prefetchQuery({
    queryKey: [CENTRES, 'getList', { pagination, sort, filter, meta: undefined }],
    queryFn: async () => {
      const { data, total, pageInfo, meta } = await dataProvider.getList(CENTRES, { pagination, sort, filter });
      return { data, total, pageInfo, meta };
    },
  });
}
