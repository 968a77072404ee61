import { WAITING_KIND_OF_STATUS, type OverdueByStateRow } from '@cbt/contracts';

/** The kinds that wait at the centre level (the centre list); a stage is the accreditation list's. */
export const CENTRE_KINDS = ['pending_review', 'autotest_approval', 'query_answer'] as const;

/** react-admin's list URL with its filters (the lists keep their filters in the location). */
function listUrl(path: string, filter: Record<string, string>): string {
  return `${path}?${new URLSearchParams({ filter: JSON.stringify(filter) }).toString()}`;
}

export type CentreKind = (typeof CENTRE_KINDS)[number];

/** The centre status each centre-level kind stands for (the centre list filters on it). */
const STATUS_OF_KIND = Object.fromEntries(Object.entries(WAITING_KIND_OF_STATUS).map(([status, kind]) => [kind, status])) as Record<CentreKind, string>;

/**
 * A state's overdue items at the centre level: the centre list, filtered on the state and overdue,
 * and on the status the kind stands for when one is given.
 */
export function overdueCentresUrl(state: string | null, kind?: CentreKind): string {
  // A centre without a state cannot be filtered by one: the link shows every overdue centre.
  return listUrl('/admin-centres', { ...(state ? { state } : {}), ...(kind ? { status: STATUS_OF_KIND[kind] } : {}), overdue: 'true' });
}

/** A state's overdue accreditation stages: the accreditation list, filtered on the state and overdue. */
export function overdueStagesUrl(state: string | null): string {
  return listUrl('/admin-accreditation', state ? { state, overdue: 'true' } : { overdue: 'true' });
}

/** How many of the row's overdue items the centre list shows. */
export function centreCount(row: OverdueByStateRow): number {
  return CENTRE_KINDS.reduce((sum, kind) => sum + (row[kind] ?? 0), 0);
}
