import { API_ROOT, ApiError, apiDownload, apiRequest, errorMessage, queryString, storedToken } from '../api';
import type { BulkAction } from '../centres/bulk/bulkActions';

/** What the server answers about a bulk job (GET /api/admin/bulk-actions/{jobId}). */
export interface BulkJobStatus {
  jobId: string;
  action: BulkAction;
  state: 'queued' | 'active' | 'completed' | 'failed';
  progress: number;
  done: number;
  total: number;
  result: { succeeded: number; failed: number; total: number };
}

/** The centres a job acts on: the ticked rows (with the versions the list showed), or the filter. */
export type BulkJobTargets = { ids: string[]; versions: Record<string, number> } | { filter: Record<string, string> };

export interface MatchingCount {
  total: number;
  /** The server's clock when it counted: a centre changed after it is refused, as If-Match would. */
  asOf: string;
}

/** The list's filter as the server reads it (empty values left out). */
export function serverFilter(filter: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of ['search', 'status', 'state', 'autotestResult']) {
    const value = filter[key] ?? (key === 'search' ? filter.q : undefined);
    if (typeof value === 'string' && value.trim()) out[key] = value.trim();
  }
  return out;
}

/** How many centres the filter matches now, read from the list call itself (one row). */
export async function countMatching(filter: Record<string, unknown>, signal?: AbortSignal): Promise<MatchingCount> {
  const token = storedToken();
  const response = await fetch(`${API_ROOT}/admin/schools${queryString({ page: 1, limit: 10, ...serverFilter(filter) })}`, {
    headers: { Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    signal,
  });
  const body = (await response.json().catch(() => null)) as { success?: boolean; data?: { pagination?: { totalCount?: number } } } | null;
  if (!response.ok || !body?.success) throw new ApiError(errorMessage(response.status, body), response.status, body);
  // The Date header has whole seconds: rounding down refuses a change made in the same second.
  const date = Date.parse(response.headers.get('date') ?? '');
  return { total: body.data?.pagination?.totalCount ?? 0, asOf: new Date(Number.isNaN(date) ? Date.now() : date).toISOString() };
}

export async function startBulkAction(action: BulkAction, targets: BulkJobTargets, body: Record<string, string>, asOf: string | null): Promise<{ jobId: string; total: number }> {
  const { data } = await apiRequest<{ jobId: string; total: number }>('/admin/schools/bulk-actions', {
    method: 'POST',
    body: { action, ...targets, ...body, ...(asOf ? { asOf } : {}) },
  });
  if (!data) throw new Error('The server sent no job.');
  return data;
}

/** One centre of a dry run: what the run would do to it (the server's own checks). */
export interface BulkPreviewItem {
  centreId: string;
  reference: string | null;
  centreName: string | null;
  outcome: 'succeeded' | 'failed';
  toStatus: string | null;
  status: number | null;
  message: string | null;
}

export interface BulkPreview {
  total: number;
  succeeded: number;
  failed: number;
  items: BulkPreviewItem[];
}

/** The same request as startBulkAction with dryRun: the server answers each centre's would-be outcome and changes nothing. */
export async function previewBulkAction(action: BulkAction, targets: BulkJobTargets, body: Record<string, string>, asOf: string | null, signal?: AbortSignal): Promise<BulkPreview> {
  const { data } = await apiRequest<BulkPreview>('/admin/schools/bulk-actions', {
    method: 'POST',
    body: { action, ...targets, ...body, ...(asOf ? { asOf } : {}), dryRun: true },
    signal,
  });
  if (!data) throw new Error('The server sent no preview.');
  return data;
}

export async function bulkActionStatus(jobId: string, signal?: AbortSignal): Promise<BulkJobStatus> {
  const { data } = await apiRequest<BulkJobStatus>(`/admin/bulk-actions/${encodeURIComponent(jobId)}`, { signal });
  if (!data) throw new Error('The server sent no job.');
  return data;
}

export function bulkActionReport(jobId: string): Promise<Blob> {
  return apiDownload(`/admin/bulk-actions/${encodeURIComponent(jobId)}/report.csv`);
}
