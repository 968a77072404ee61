import type { CentreAction } from '@cbt/contracts';
import { CENTRE_SORT_FIELDS, MSG } from '@cbt/contracts';
import type { CreateParams, CreateResult, DataProvider, GetListParams, GetListResult, GetOneParams, GetOneResult, RaRecord } from 'react-admin';
import { apiDownload, apiRequest, orFailure, queryString, type ApiEnvelope } from './api';
import type { CentreDetail, CentreFilters, CentreRow, CentreStatistics, HistoryEntry } from './centres/centreTypes';
import type { DashboardData } from './dashboard/recentActivity';
import type { BulkAction } from './centres/bulk/bulkActions';
import { bulkActionReport, bulkActionStatus, countMatching, previewBulkAction, startBulkAction, type BulkJobStatus, type BulkJobTargets, type BulkPreview, type MatchingCount } from './providers/bulkActionsApi';
import { isSimpleRestResource, simpleRest } from './providers/simpleRestProvider';
import { isUsersRolesResource, usersRolesProvider, type UsersRolesMethods } from './providers/usersRolesProvider';
import { ACCREDITATION, accreditationMethods, accreditationProvider, type AccreditationMethods } from './providers/accreditationProvider';
import { reportMethods, type ReportMethods } from './providers/reportsProvider';
import { importMethods, type ImportMethods } from './providers/importsProvider';
import { centreTrustMethods, type CentreTrustMethods } from './providers/centreTrustProvider';
import { auditMethods, type AuditMethods } from './providers/auditMethods';
import { INSPECTIONS, inspectionMethods, inspectionsProvider, type InspectionMethods } from './providers/inspectionsProvider';
import { isJobsResource, jobsMethods, jobsProvider, type JobsMethods } from './providers/jobsProvider';
import { retentionMethods, type RetentionMethods } from './providers/retentionProvider';
import { deadlineMethods, HOLIDAYS, holidaysProvider, type DeadlineMethods } from './providers/deadlinesProvider';
import { appealMethods, APPEALS, appealsProvider, type AppealMethods } from './providers/appealsProvider';
import { CONFLICTS, conflictsProvider } from './providers/conflictsProvider';
import { isPrivacyResource, privacyMethods, privacyProvider, type PrivacyMethods } from './providers/privacyProvider';

export const CENTRES = 'admin-centres';

function unsupported(what: string): never {
  // Status and records change only through the named endpoints below, never a generic update.
  throw new Error(`${what} is not available in this console.`);
}

function filtersOf(filter: Record<string, unknown> = {}): CentreFilters {
  const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);
  return { search: text(filter.search ?? filter.q), status: text(filter.status), state: text(filter.state), autotestResult: text(filter.autotestResult), overdue: text(filter.overdue), accreditation: text(filter.accreditation) };
}

function sortOf(sort: GetListParams['sort']): { sortBy?: string; sortOrder?: string } {
  if (!sort || !(CENTRE_SORT_FIELDS as readonly string[]).includes(sort.field)) return {};
  return { sortBy: sort.field, sortOrder: sort.order === 'ASC' ? 'asc' : 'desc' };
}

/**
 * Page 1 also asks for the statistics cards' counts (`include=statistics`), so opening the list is
 * one request; they come back as the result's `meta.statistics`.
 */
async function listCentres(params: GetListParams): Promise<GetListResult<CentreRow>> {
  const { page = 1, perPage = 10 } = params.pagination ?? {};
  const include = page === 1 ? 'statistics' : undefined;
  const query = queryString({ page, limit: perPage, ...filtersOf(params.filter), ...sortOf(params.sort), include });
  const { data } = await apiRequest<{ schools: CentreRow[]; pagination: { totalCount: number }; statistics?: CentreStatistics }>(`/admin/schools${query}`, {
    signal: params.signal,
  });
  const result = { data: data?.schools ?? [], total: data?.pagination.totalCount ?? 0 };
  return data?.statistics ? { ...result, meta: { statistics: data.statistics } } : result;
}

async function getCentre(params: GetOneParams): Promise<GetOneResult<CentreDetail>> {
  const { data } = await apiRequest<Omit<CentreDetail, keyof CentreRow>>(`/admin/schools/${encodeURIComponent(String(params.id))}`, {
    signal: params.signal,
  });
  if (!data) throw new Error('The server sent no centre.');
  return { data: { ...(data.school as unknown as CentreRow), ...data, id: String(data.school._id) } };
}

/**
 * Create New Centre (POST /centre-registration/simple): the fields SPEC's form sends, trimmed; the
 * state only when the admin chose one. The answer carries the reference number to hand over.
 */
async function createCentre(params: CreateParams): Promise<CreateResult<RaRecord & { referenceNumber: string }>> {
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  const values = params.data as Record<string, unknown>;
  const body = { CentreName: text(values.CentreName), GovernmentId: text(values.GovernmentId), AdminEmail: text(values.AdminEmail), ...(text(values.State) ? { State: text(values.State) } : {}) };
  const { data } = await apiRequest<{ referenceNumber: string; centre: { _id: string } }>('/centre-registration/simple', { method: 'POST', body });
  if (!data?.referenceNumber) throw new Error(MSG.createCentreFailed);
  return { data: { ...data.centre, id: String(data.centre._id), referenceNumber: data.referenceNumber } };
}

/** POST for the status-neutral repost, PUT for the decisions (SPEC §7). */
const METHOD: Record<CentreAction, 'PUT' | 'POST'> = {
  approve: 'PUT',
  'approve-autotest': 'PUT',
  reject: 'PUT',
  query: 'PUT',
  reset: 'PUT',
  'repost-to-autotest': 'POST',
};

export interface CentreDataProvider
  extends DataProvider,
    UsersRolesMethods,
    AccreditationMethods,
    ReportMethods,
    ImportMethods,
    CentreTrustMethods,
    AuditMethods,
    InspectionMethods,
    JobsMethods,
    RetentionMethods,
    DeadlineMethods,
    AppealMethods,
    PrivacyMethods {
  /** The dashboard's counts and recent activity, in the admin's states (GET /admin/dashboard). */
  dashboard(signal?: AbortSignal): Promise<DashboardData>;
  /** A status decision, based on the version the admin saw (a stale one is refused with 409). */
  transition(id: string, action: CentreAction, body: Record<string, string>, version: number): Promise<ApiEnvelope<unknown>>;
  resendApproval(id: string, kind: 'registration' | 'autotest'): Promise<ApiEnvelope<unknown>>;
  centreHistory(id: string): Promise<HistoryEntry[]>;
  statistics(): Promise<CentreStatistics>;
  /** The filtered list as the server streams it, every matching centre, in the list's order (SPEC §7: the list's parameters but page and limit). */
  exportCsv(filter: Record<string, unknown>, sort?: GetListParams['sort']): Promise<Blob>;
  /** How many centres the filter matches, and when the server counted them. */
  countMatching(filter: Record<string, unknown>, signal?: AbortSignal): Promise<MatchingCount>;
  /** One request starting one decision on many centres; the server applies it centre by centre. */
  startBulkAction(action: BulkAction, targets: BulkJobTargets, body: Record<string, string>, asOf: string | null): Promise<{ jobId: string; total: number }>;
  /** What startBulkAction would do to each centre, from the server's own checks; nothing changes. */
  previewBulkAction(action: BulkAction, targets: BulkJobTargets, body: Record<string, string>, asOf: string | null, signal?: AbortSignal): Promise<BulkPreview>;
  bulkActionStatus(jobId: string, signal?: AbortSignal): Promise<BulkJobStatus>;
  /** The job's per-centre report as CSV. */
  bulkActionReport(jobId: string): Promise<Blob>;
}

export const dataProvider: CentreDataProvider = {
  async getList<R extends RaRecord>(resource: string, params: GetListParams) {
    if (isSimpleRestResource(resource)) return simpleRest.getList<R>(resource, params);
    if (isJobsResource(resource)) return jobsProvider.getList<R>(resource, params);
    if (resource === HOLIDAYS) return holidaysProvider.getList<R>(resource, params);
    if (isPrivacyResource(resource)) return privacyProvider.getList<R>(resource, params);
    if (isUsersRolesResource(resource)) return usersRolesProvider.getList<R>(resource, params);
    if (resource === ACCREDITATION) return accreditationProvider.getList(params) as unknown as GetListResult<R>;
    if (resource === INSPECTIONS) return inspectionsProvider.getList(params) as unknown as GetListResult<R>;
    if (resource === APPEALS) return appealsProvider.getList(params) as unknown as GetListResult<R>;
    if (resource === CONFLICTS) return conflictsProvider.getList(params) as unknown as GetListResult<R>;
    if (resource !== CENTRES) unsupported(`Listing ${resource}`);
    return listCentres(params) as unknown as GetListResult<R>;
  },
  async getOne<R extends RaRecord>(resource: string, params: GetOneParams) {
    if (isSimpleRestResource(resource)) return simpleRest.getOne<R>(resource, params);
    if (resource === HOLIDAYS) return holidaysProvider.getOne<R>(resource, params);
    if (isPrivacyResource(resource)) return privacyProvider.getOne<R>(resource, params);
    if (isUsersRolesResource(resource)) return usersRolesProvider.getOne<R>(resource, params);
    if (resource === ACCREDITATION) return accreditationProvider.getOne(params) as unknown as GetOneResult<R>;
    if (resource === INSPECTIONS) return inspectionsProvider.getOne(params) as unknown as GetOneResult<R>;
    if (resource === APPEALS) return appealsProvider.getOne(params) as unknown as GetOneResult<R>;
    if (resource !== CENTRES) unsupported(`Reading ${resource}`);
    return getCentre(params) as unknown as GetOneResult<R>;
  },
  getMany: () => unsupported('getMany'),
  getManyReference: () => unsupported('getManyReference'),
  async create<R extends RaRecord>(resource: string, params: CreateParams) {
    if (resource === HOLIDAYS) return holidaysProvider.create<R>(resource, params);
    if (isPrivacyResource(resource)) return privacyProvider.create<R>(resource, params);
    if (isUsersRolesResource(resource)) return usersRolesProvider.create<R>(resource, params);
    if (resource === INSPECTIONS) return inspectionsProvider.create(params) as unknown as CreateResult<R>;
    if (resource === CONFLICTS) return conflictsProvider.create(params) as unknown as CreateResult<R>;
    if (resource !== CENTRES) unsupported(`Creating ${resource}`);
    return createCentre(params) as unknown as CreateResult<R>;
  },
  update: (resource, params) =>
    resource === HOLIDAYS ? holidaysProvider.update(resource, params) : isUsersRolesResource(resource) ? usersRolesProvider.update(resource, params) : unsupported('update'),
  updateMany: () => unsupported('updateMany'),
  delete: (resource, params) =>
    isJobsResource(resource)
      ? jobsProvider.delete(resource, params)
      : resource === HOLIDAYS
        ? holidaysProvider.delete(resource, params)
        : isUsersRolesResource(resource) ? usersRolesProvider.delete(resource, params) : unsupported('delete'),
  deleteMany: () => unsupported('deleteMany'),

  transition(id, action, body, version) {
    return apiRequest(`/admin/schools/${encodeURIComponent(id)}/${action}`, {
      method: METHOD[action],
      body,
      headers: { 'If-Match': `"${version}"` },
    });
  },
  resendApproval(id, kind) {
    return apiRequest(`/admin/schools/${encodeURIComponent(id)}/resend-${kind}-approval`, { method: 'POST' });
  },
  async centreHistory(id) {
    const { data } = await apiRequest<{ actions: HistoryEntry[] }>(`/admin/schools/${encodeURIComponent(id)}/actions`);
    return data?.actions ?? [];
  },
  async statistics() {
    const { data } = await apiRequest<{ statistics: CentreStatistics }>('/admin/statistics');
    if (!data) throw new Error('The server sent no statistics.');
    return data.statistics;
  },
  exportCsv(filter, sort) {
    return orFailure(apiDownload(`/admin/schools/export/csv${queryString({ ...filtersOf(filter), ...sortOf(sort) })}`), MSG.failedExportCsv);
  },
  countMatching,
  startBulkAction,
  previewBulkAction,
  bulkActionStatus,
  bulkActionReport,
  resetUserPassword: usersRolesProvider.resetUserPassword,
  setUserActive: usersRolesProvider.setUserActive,
  deactivateRole: usersRolesProvider.deactivateRole,
  reactivateRole: usersRolesProvider.reactivateRole,
  stateNames: usersRolesProvider.stateNames,
  ...accreditationMethods,
  ...reportMethods,
  ...importMethods,
  ...centreTrustMethods,
  ...auditMethods,
  ...inspectionMethods,
  ...jobsMethods,
  ...retentionMethods,
  ...deadlineMethods,
  ...appealMethods,
  ...privacyMethods,
  async dashboard(signal) {
    const { data } = await apiRequest<DashboardData>('/admin/dashboard', { signal });
    if (!data) throw new Error('The server sent no dashboard.');
    return data;
  },
};
