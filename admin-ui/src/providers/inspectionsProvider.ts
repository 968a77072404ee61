import type { CentreInspectionSummary, FindingView, InspectionReadinessReport, InspectionVisitRow, InspectionVisitView, InspectorRef, ReportPeriod } from '@cbt/contracts';
import type { CreateParams, CreateResult, GetListParams, GetListResult, GetOneParams, GetOneResult } from 'react-admin';
import { ApiError, API_ROOT, apiRequest, queryString, storedToken } from '../api';
import type { FindingOp, PhotoOp, SendResult } from '../inspections/offline/syncQueue';

/** Inspection visits as a react-admin resource: /admin-inspections (List), its Show, its Edit (the capture page) and Create (scheduling). */
export const INSPECTIONS = 'admin-inspections';

const visitPath = (id: string) => `/inspections/visits/${encodeURIComponent(id)}`;

async function getList(params: GetListParams): Promise<GetListResult<InspectionVisitRow>> {
  const { page = 1, perPage = 25 } = params.pagination ?? {};
  const filter = (params.filter ?? {}) as Record<string, unknown>;
  const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);
  const query = queryString({ page, limit: perPage, status: text(filter.status), centreId: text(filter.centreId), search: text(filter.search ?? filter.q) });
  const { data } = await apiRequest<{ visits: InspectionVisitRow[]; pagination: { totalCount: number } }>(`/inspections/visits${query}`, { signal: params.signal });
  return { data: data?.visits ?? [], total: data?.pagination.totalCount ?? 0 };
}

async function getOne(params: GetOneParams): Promise<GetOneResult<InspectionVisitView>> {
  const { data } = await apiRequest<InspectionVisitView>(visitPath(String(params.id)), { signal: params.signal });
  if (!data) throw new Error('The server sent no visit.');
  return { data };
}

async function create(params: CreateParams): Promise<CreateResult<InspectionVisitView>> {
  const values = params.data as Record<string, unknown>;
  const { data } = await apiRequest<InspectionVisitView>('/inspections/visits', {
    method: 'POST',
    body: { centreId: values.centreId, visitDate: values.visitDate, inspectorIds: values.inspectorIds, notes: values.notes ?? undefined },
  });
  if (!data) throw new Error('The server sent no visit.');
  return { data };
}

/** A failed fetch (no connection, a dropped one) or a gateway that answers for an unreachable server. */
function unreachable(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status === 0 || error.status >= 502;
}

function sendResult(error: unknown): SendResult {
  if (unreachable(error)) return { outcome: 'offline' };
  const e = error as ApiError;
  // A 401 means signing in again: the change waits for it rather than being set aside.
  if (e.status === 401) return { outcome: 'offline' };
  if (e.status === 409) return { outcome: 'conflict', message: e.message, theirs: (e.body as { data?: { current?: FindingView } } | null)?.data?.current };
  return { outcome: 'rejected', message: e.message };
}

/** The calls of the inspection screens that are not a generic read. */
export const inspectionMethods = {
  async centreInspections(centreId: string, signal?: AbortSignal): Promise<CentreInspectionSummary> {
    const { data } = await apiRequest<CentreInspectionSummary>(`/inspections/centres/${encodeURIComponent(centreId)}`, { signal });
    if (!data) throw new Error('The server sent no inspections.');
    return data;
  },
  async inspectionCandidates(centreId: string): Promise<InspectorRef[]> {
    return (await apiRequest<InspectorRef[]>(`/inspections/centres/${encodeURIComponent(centreId)}/inspectors`)).data ?? [];
  },
  async submitVisit(id: string, version: number): Promise<InspectionVisitView | null> {
    return (await apiRequest<InspectionVisitView>(`${visitPath(id)}/submit`, { method: 'POST', body: { version } })).data ?? null;
  },
  async countersignVisit(id: string, notes: string): Promise<InspectionVisitView | null> {
    return (await apiRequest<InspectionVisitView>(`${visitPath(id)}/countersign`, { method: 'POST', body: notes.trim() ? { notes: notes.trim() } : {} })).data ?? null;
  },
  async cancelVisit(id: string, reason: string): Promise<InspectionVisitView | null> {
    return (await apiRequest<InspectionVisitView>(`${visitPath(id)}/cancel`, { method: 'POST', body: { reason } })).data ?? null;
  },
  async inspectionReadinessReport(period: ReportPeriod, signal?: AbortSignal): Promise<InspectionReadinessReport> {
    const { data } = await apiRequest<InspectionReadinessReport>(`/reports/inspection-readiness${queryString({ period })}`, { signal });
    if (!data) throw new Error('The server sent no report.');
    return data;
  },
  /** The photo's address with the token, for an <img> (which cannot send a header): fetched as a blob URL. */
  async visitPhotoUrl(visitId: string, photoId: string): Promise<string> {
    const token = storedToken();
    const response = await fetch(`${API_ROOT}${visitPath(visitId)}/photos/${encodeURIComponent(photoId)}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
    if (!response.ok) throw new ApiError(`HTTP error! status: ${response.status}`, response.status, null);
    return URL.createObjectURL(await response.blob());
  },
  /** One waiting finding, as the queue sends it; every failure is an outcome, never a throw. */
  async sendFinding(op: FindingOp): Promise<SendResult> {
    try {
      const { data } = await apiRequest<{ finding: FindingView }>(
        `${visitPath(op.visitId)}/findings/${encodeURIComponent(op.criterionKey)}`,
        { method: 'PUT', body: { opId: op.opId, value: op.value, notes: op.notes ?? undefined, capturedAt: op.capturedAt, baseVersion: op.baseVersion } },
      );
      return { outcome: 'sent', finding: data?.finding };
    } catch (error) {
      return sendResult(error);
    }
  },
  async sendPhoto(op: PhotoOp): Promise<SendResult> {
    const form = new FormData();
    form.append('id', op.opId);
    if (op.criterionKey) form.append('criterionKey', op.criterionKey);
    form.append('takenAt', op.takenAt);
    if (op.latitude !== null && op.longitude !== null) {
      form.append('latitude', String(op.latitude));
      form.append('longitude', String(op.longitude));
      if (op.accuracy !== null) form.append('accuracy', String(op.accuracy));
    }
    form.append('file', new Blob([op.bytes], { type: op.contentType }), `${op.opId}.jpg`);
    try {
      const token = storedToken();
      const response = await fetch(`${API_ROOT}${visitPath(op.visitId)}/photos`, { method: 'POST', headers: token ? { Authorization: `Bearer ${token}` } : {}, body: form });
      const body = (await response.json().catch(() => null)) as { message?: string } | null;
      if (response.ok) return { outcome: 'sent' };
      return sendResult(new ApiError(body?.message ?? `HTTP error! status: ${response.status}`, response.status, body));
    } catch (error) {
      return sendResult(error);
    }
  },
};

export type InspectionMethods = typeof inspectionMethods;

/** The reads and the create react-admin makes for the `admin-inspections` resource. */
export const inspectionsProvider = { getList, getOne, create };
