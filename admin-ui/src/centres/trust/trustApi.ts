import type { StandingAction } from '@cbt/contracts';
import { apiRequest } from '../../api';

/** Calls of issue 13 (DECISIONS §8) the centre detail uses. */

export interface AutotestResultInput {
  autotestCompletedDate: string;
  autotestExpectedCapacity: number;
  autotestRealizedCapacity: number;
  autotestScore: number;
  autotestDecision: 'approved' | 'rejected';
}

export async function recordAutotestResult(reference: string, input: AutotestResultInput): Promise<void> {
  await apiRequest(`/autotest/reference/${encodeURIComponent(reference)}`, { method: 'PUT', body: input });
}

export interface ChangeRequest {
  id: string;
  status: 'pending' | 'approved' | 'declined';
  fields: Array<{ field: string; label: string; from: string | null; to: string }>;
  reason: string | null;
  decidedByName: string | null;
  decisionNote: string | null;
  requestedAt: string;
  decidedAt: string | null;
}

export async function listChangeRequests(centreId: string): Promise<ChangeRequest[]> {
  return (await apiRequest<ChangeRequest[]>(`/admin/schools/${encodeURIComponent(centreId)}/change-requests`)).data ?? [];
}

export async function decideChangeRequest(centreId: string, requestId: string, decision: 'approve' | 'decline', reason: string): Promise<string> {
  const res = await apiRequest(`/admin/schools/${encodeURIComponent(centreId)}/change-requests/${encodeURIComponent(requestId)}/${decision}`, {
    method: 'PUT',
    body: reason.trim() ? { reason: reason.trim() } : {},
  });
  return res.message ?? '';
}

export async function changeStanding(centreId: string, action: StandingAction, reason: string): Promise<string> {
  const res = await apiRequest(`/accreditation/centres/${encodeURIComponent(centreId)}/${action}`, { method: 'POST', body: { reason: reason.trim() } });
  return res.message ?? '';
}

/** SPEC §3's accreditation on the centre record (GET /admin/schools/{id} school.accreditation). */
export interface CentreAccreditation {
  status: string;
  statusLabel: string;
  currentStage: number;
  totalStagesRequired: number;
  accreditedAt: string | null;
  standing: 'accredited' | 'suspended' | 'revoked' | null;
  standingLabel: string | null;
  standingReason: string | null;
  standingChangedAt: string | null;
  snapshot: Record<string, unknown> | null;
}
