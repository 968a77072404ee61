import { CENTRE_LIST_LIMITS } from '@cbt/contracts';
import { runBulk } from './runBulk';

/** One centre a bulk decision will be sent to, with what the report names it by. */
export interface BulkTarget {
  id: string;
  CentreName: string | null;
  ReferenceNumber: string | null;
  /** The version the admin's list showed, sent as If-Match; read just before acting when unknown. */
  version?: number;
}

/** The list rows carry these (GET /api/admin/schools). */
export interface ListedCentre {
  id: string;
  CentreName: string;
  ReferenceNumber: string;
  version?: number;
}

export function targetOf(row: ListedCentre): BulkTarget {
  return { id: String(row.id), CentreName: row.CentreName, ReferenceNumber: row.ReferenceNumber, version: typeof row.version === 'number' ? row.version : undefined };
}

/** The largest page the list API allows, so collecting 100,000 centres takes 100 calls, not 10,000. */
export const COLLECT_PAGE_SIZE = CENTRE_LIST_LIMITS.max;

export type FetchPage = (page: number, perPage: number) => Promise<{ data: ListedCentre[]; total?: number }>;

export class CollectCancelled extends Error {
  constructor() {
    super('Collecting the matching centres was cancelled.');
    this.name = 'CollectCancelled';
  }
}

/**
 * Every centre matching the list's filter, read page by page before anything is changed: acting
 * while paging would move centres between pages (an approved centre leaves a "pending" filter)
 * and skip some. The pages are read in creation order, newest first, so a centre registered
 * meanwhile only pushes rows down (seen twice, kept once) instead of making one be missed.
 */
export async function collectMatching(
  fetchPage: FetchPage,
  options: { pageSize?: number; signal?: AbortSignal; onProgress?: (collected: number, total: number) => void } = {},
): Promise<BulkTarget[]> {
  const pageSize = options.pageSize ?? COLLECT_PAGE_SIZE;
  const found = new Map<string, BulkTarget>();
  for (let page = 1; ; page++) {
    if (options.signal?.aborted) throw new CollectCancelled();
    const { data, total } = await fetchPage(page, pageSize);
    for (const row of data) if (!found.has(String(row.id))) found.set(String(row.id), targetOf(row));
    options.onProgress?.(found.size, Math.max(total ?? 0, found.size));
    // A short page is the last one; the total alone is not trusted (large totals may lag a second).
    if (data.length < pageSize) break;
  }
  if (options.signal?.aborted) throw new CollectCancelled();
  return [...found.values()];
}

/**
 * The selected centres. Rows on the current page are known; a selection kept from another page
 * or an earlier visit is read one by one (a centre that cannot be read stays in, by its id, so the
 * run reports the server's answer for it).
 */
export async function collectSelected(ids: readonly string[], rows: readonly ListedCentre[], readOne: (id: string) => Promise<BulkTarget>): Promise<BulkTarget[]> {
  const onPage = new Map(rows.map((row) => [String(row.id), targetOf(row)]));
  const unknown = ids.filter((id) => !onPage.has(id));
  const read = new Map<string, BulkTarget>();
  const outcomes = await runBulk(unknown, async (id) => read.set(id, await readOne(id)));
  for (const outcome of outcomes) if (outcome.result !== 'succeeded') read.set(outcome.target, { id: outcome.target, CentreName: null, ReferenceNumber: null });
  return ids.map((id) => onPage.get(id) ?? read.get(id) ?? { id, CentreName: null, ReferenceNumber: null });
}
