import { ADMIN_ROLE, SUPERADMIN_ROLE, type AccreditationFilter, type DeadlineView, type LiveStanding, type AccreditationStatus, type AccreditationStats, type ApprovalStage, type ConfigView, type RoleOption } from '@cbt/contracts';
import type { DataProvider, GetListParams, GetListResult, GetOneParams, GetOneResult } from 'react-admin';
import { ApiError, apiDownload, apiRequest, queryString } from '../api';

/** The accreditation management list lives at /admin-accreditation; a record is one centre's accreditation. */
export const ACCREDITATION = 'admin-accreditation';

/** GET /api/accreditation/centres/{id}: the workflow with the caller's buttons. */
export interface AccreditationView {
  status: AccreditationStatus;
  statusLabel: string;
  currentStage: number;
  totalStagesRequired: number;
  progress: number;
  configName: string;
  stages: Array<ApprovalStage & { state: 'done' | 'active' | 'locked' }>;
  approvals: Array<{ stageNumber: number; stageName: string; approverName: string; approverEmail: string; approvalDate: string; comments: string | null }>;
  rejectionReason: string | null;
  accreditedAt: string | null;
  hasLetter: boolean;
  canApprove: boolean;
  canReject: boolean;
}

/**
 * getOne's record: the centre's id and its workflow, null while none has been started (the server's 404).
 * Not `accreditation`: react-admin seeds getOne's cache with the list's rows, whose `accreditation` is a
 * summary, so a seeded row reads as "workflow not loaded yet" and is fetched, never taken for the workflow.
 */
export interface AccreditationRecord {
  id: string;
  workflow?: AccreditationView | null;
}

export type { AccreditationStats };

/** One row of GET /accreditation/centres: a centre that passed the autotest, with its accreditation if any. */
export interface AccreditationRow {
  id: string;
  ReferenceNumber: string;
  CentreName: string;
  State: string | null;
  LocalGovernment: string | null;
  AdminEmail: string;
  autotestScore: number | null;
  accreditation: {
    id: string;
    status: AccreditationStatus;
    currentStage: number;
    totalStagesRequired: number;
    progress: number;
    accreditedAt: string | null;
    /** 1 for the first accreditation, then 2, 3, ... after a new review or a renewal. */
    cycle: number;
    /** The standing of the accreditation in force (an earlier cycle while a new one runs), else the current one's. */
    standing: LiveStanding | null;
    inForceId: string | null;
    /** initial, or renewal (DECISIONS §9). */
    kind?: string;
    /** The end of the validity of the accreditation in force (DECISIONS §9). */
    validUntil?: string | null;
  } | null;
  /** The centre's own status: a letter stands only while it is approved for autotest. */
  status: string;
  /** The running accreditation's active stage and its target (docs/TRUST.md "Deadlines and reminders"); null when nothing waits. */
  deadline?: DeadlineView | null;
}

/** A saved configuration version, as GET /accreditation/config returns the active one. */
export type { ConfigView };

/** Timing settings (validity, deadlines) left out keep the active version's. */
type OptionalSettings = 'inspectionChecklist' | 'validityMonths' | 'renewalWindowDays' | 'pendingReviewTargetDays' | 'autotestApprovalTargetDays' | 'queryAnswerTargetDays' | 'escalationMarginDays' | 'appealDays' | 'appealDecisionTargetDays' | 'representationsDays';
export type ConfigSaveBody = Omit<ConfigView, 'id' | 'version' | 'createdAt' | 'createdBy' | OptionalSettings> & Partial<Pick<ConfigView, OptionalSettings>>;

export type { RoleOption };

/** The list's filters as react-admin holds them (`q` is taken as the search too). */
export interface AccreditationListFilter {
  search?: string;
  q?: string;
  accreditationStatus?: AccreditationFilter | '';
  standing?: LiveStanding | '';
  /** 'true' or 'false': running accreditations whose stage waits past its target. */
  overdue?: 'true' | 'false' | '';
  /** One state (the dashboard's overdue card links here with it). */
  state?: string;
}

/** The accreditation calls that are not a generic read: decisions, counts, configuration and files. */
export interface AccreditationMethods {
  initializeAccreditation(centreId: string): Promise<AccreditationView | null>;
  approveAccreditationStage(centreId: string, comments: string): Promise<AccreditationView | null>;
  rejectAccreditation(centreId: string, rejectionReason: string): Promise<AccreditationView | null>;
  accreditationStats(): Promise<AccreditationStats>;
  /** The active configuration, or null when none was ever saved. */
  accreditationConfig(): Promise<ConfigView | null>;
  /** Saves a new version, which becomes the active one; running accreditations keep theirs. */
  saveAccreditationConfig(body: ConfigSaveBody): Promise<ConfigView | null>;
  /** SPEC §7: the active role names a stage may require; when they cannot be read, admin and superadmin. */
  accreditationApproverRoles(): Promise<RoleOption[]>;
  /** The accreditation letter PDF of an accredited centre. */
  accreditationLetter(centreId: string): Promise<Blob>;
  /** Super admins: the letter made again (same verification code) and mailed; resolves to the server's message. */
  regenerateAccreditationLetter(centreId: string, reason: string): Promise<string | undefined>;
  /** Every accredited centre in the caller's states, as the server streams it (SPEC §9 columns). */
  exportAccreditedCsv(): Promise<Blob>;
}

export type AccreditationDataProvider = DataProvider & AccreditationMethods;

const base = (centreId: string) => `/accreditation/centres/${encodeURIComponent(centreId)}`;

/** null for the server's 404 (nothing started or saved yet); every other failure is thrown. */
async function orNull<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

async function getList(params: GetListParams): Promise<GetListResult<AccreditationRow>> {
  const { page = 1, perPage = 10 } = params.pagination ?? {};
  const filter = (params.filter ?? {}) as AccreditationListFilter;
  const query = queryString({ page, limit: perPage, search: text(filter.search ?? filter.q), accreditationStatus: text(filter.accreditationStatus), standing: text(filter.standing), overdue: text(filter.overdue), state: text(filter.state) });
  const { data } = await apiRequest<{ centres: AccreditationRow[]; pagination: { totalCount: number } }>(`/accreditation/centres${query}`, { signal: params.signal });
  return { data: data?.centres ?? [], total: data?.pagination.totalCount ?? 0 };
}

async function getOne(params: GetOneParams): Promise<GetOneResult<AccreditationRecord>> {
  const id = String(params.id);
  const view = await orNull(async () => (await apiRequest<AccreditationView>(base(id), { signal: params.signal })).data ?? null);
  return { data: { id, workflow: view } };
}

const FALLBACK_ROLES: RoleOption[] = [
  { value: ADMIN_ROLE, label: 'Admin', category: 'admin' },
  { value: SUPERADMIN_ROLE, label: 'Super Admin', category: 'system' },
];

export const accreditationMethods: AccreditationMethods = {
  async initializeAccreditation(centreId) {
    return (await apiRequest<AccreditationView>(`${base(centreId)}/initialize`, { method: 'POST' })).data ?? null;
  },
  async approveAccreditationStage(centreId, comments) {
    const body = comments.trim() ? { comments: comments.trim() } : {};
    return (await apiRequest<AccreditationView>(`${base(centreId)}/approve`, { method: 'POST', body })).data ?? null;
  },
  async rejectAccreditation(centreId, rejectionReason) {
    return (await apiRequest<AccreditationView>(`${base(centreId)}/reject`, { method: 'POST', body: { rejectionReason } })).data ?? null;
  },
  async accreditationStats() {
    const { data } = await apiRequest<AccreditationStats>('/accreditation/stats');
    if (!data) throw new Error('The server sent no statistics.');
    return data;
  },
  accreditationConfig() {
    return orNull(async () => (await apiRequest<ConfigView>('/accreditation/config')).data ?? null);
  },
  async saveAccreditationConfig(body) {
    return (await apiRequest<ConfigView>('/accreditation/config', { method: 'POST', body })).data ?? null;
  },
  async accreditationApproverRoles() {
    try {
      const { data } = await apiRequest<RoleOption[]>('/roles/active-names');
      if (Array.isArray(data) && data.length > 0) return data;
    } catch {
      // Falls through to SPEC's fallback below.
    }
    return FALLBACK_ROLES;
  },
  accreditationLetter(centreId) {
    return apiDownload(`${base(centreId)}/letter`);
  },
  async regenerateAccreditationLetter(centreId, reason) {
    return (await apiRequest(`${base(centreId)}/letter/regenerate`, { method: 'POST', body: { reason } })).message;
  },
  exportAccreditedCsv() {
    return apiDownload('/accreditation/export/csv');
  },
};

/** The reads react-admin makes for the `admin-accreditation` resource; dataProvider.ts sends them here. */
export const accreditationProvider = { getList, getOne, ...accreditationMethods };

/** SPEC §9: accredited-centres-{date}.csv. */
export function accreditedFileName(now = new Date()): string {
  return `accredited-centres-${now.toISOString().slice(0, 10)}.csv`;
}

export function letterFileName(reference: string): string {
  return `accreditation-letter-${reference.replace(/[^A-Za-z0-9._-]/g, '_')}.pdf`;
}
