import { type AccreditationFilter, type AccreditationStatus, type ApprovalStage } from '@cbt/contracts';
import { ApiError, apiDownload, apiRequest, queryString, type ApiEnvelope } from '../api';

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

const base = (centreId: string) => `/accreditation/centres/${encodeURIComponent(centreId)}`;

/** The centre's accreditation, or null when none has been started (the server's 404). */
export async function getAccreditation(centreId: string): Promise<AccreditationView | null> {
  try {
    return (await apiRequest<AccreditationView>(base(centreId))).data ?? null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export async function initializeAccreditation(centreId: string): Promise<AccreditationView | null> {
  return (await apiRequest<AccreditationView>(`${base(centreId)}/initialize`, { method: 'POST' })).data ?? null;
}

export async function approveStage(centreId: string, comments: string): Promise<AccreditationView | null> {
  return (await apiRequest<AccreditationView>(`${base(centreId)}/approve`, { method: 'POST', body: comments.trim() ? { comments: comments.trim() } : {} })).data ?? null;
}

export async function rejectAccreditation(centreId: string, rejectionReason: string): Promise<AccreditationView | null> {
  return (await apiRequest<AccreditationView>(`${base(centreId)}/reject`, { method: 'POST', body: { rejectionReason } })).data ?? null;
}

// ---- Accreditation management screen and configuration editor (SPEC §7 "Accreditation") ----

/** SPEC §3 "Accreditation stats". */
export interface AccreditationStats {
  passedAutotest: number;
  noAccreditation: number;
  accreditationPending: number;
  accreditationInProgress: number;
  fullyAccredited: number;
  accreditationRejected: number;
}

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
  } | null;
}

export interface AccreditationListQuery {
  page: number;
  limit: number;
  search?: string;
  accreditationStatus?: AccreditationFilter | '';
}

export async function listAccreditationCentres(query: AccreditationListQuery, signal?: AbortSignal): Promise<{ rows: AccreditationRow[]; total: number }> {
  const { data } = await apiRequest<{ centres: AccreditationRow[]; pagination: { totalCount: number } }>(`/accreditation/centres${queryString({ ...query })}`, { signal });
  return { rows: data?.centres ?? [], total: data?.pagination.totalCount ?? 0 };
}

export async function getAccreditationStats(): Promise<AccreditationStats> {
  const { data } = await apiRequest<AccreditationStats>('/accreditation/stats');
  if (!data) throw new Error('The server sent no statistics.');
  return data;
}

/** A saved configuration version, as GET /accreditation/config returns the active one. */
export interface ConfigView {
  id: string;
  version: number;
  configName: string;
  description: string;
  totalStagesRequired: number;
  approvalStages: ApprovalStage[];
  fourEyes: boolean;
  createdAt: string;
  createdBy: string | null;
}

/** The active configuration, or null when none was ever saved (the server's 404). */
export async function getActiveConfig(): Promise<ConfigView | null> {
  try {
    return (await apiRequest<ConfigView>('/accreditation/config')).data ?? null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** Saves a new version, which becomes the active one; running accreditations keep theirs. */
export async function saveConfig(body: Omit<ConfigView, 'id' | 'version' | 'createdAt' | 'createdBy'>): Promise<ApiEnvelope<ConfigView>> {
  return apiRequest<ConfigView>('/accreditation/config', { method: 'POST', body });
}

export interface RoleOption {
  value: string;
  label: string;
  category: string;
}

/** The accreditation letter PDF of an accredited centre. */
export function downloadLetter(centreId: string): Promise<Blob> {
  return apiDownload(`${base(centreId)}/letter`);
}

/** Every accredited centre in the caller's states, as the server streams it (SPEC §9 columns). */
export function exportAccreditedCsv(): Promise<Blob> {
  return apiDownload('/accreditation/export/csv');
}

/** SPEC §9: accredited-centres-{date}.csv. */
export function accreditedFileName(now = new Date()): string {
  return `accredited-centres-${now.toISOString().slice(0, 10)}.csv`;
}

export function letterFileName(reference: string): string {
  return `accreditation-letter-${reference.replace(/[^A-Za-z0-9._-]/g, '_')}.pdf`;
}
