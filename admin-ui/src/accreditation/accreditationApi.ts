import type { AccreditationStatus, ApprovalStage } from '@cbt/contracts';
import { ApiError, apiRequest } from '../api';

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
