import type { CentreAccreditationView, CentreSanctionsView, ChangeRequestView, NoticeOutcome, ResendState, SanctionKind, SanctionOutcome, StandingAction } from '@cbt/contracts';
import { apiRequest } from '../api';

/**
 * The centre Show view's calls beyond the record itself: the trust decisions (DECISIONS §8:
 * autotest result, identity change requests, accreditation standing) and the resend limits.
 */

/** SPEC §3's autotest fields, as PUT /autotest/reference/{reference} takes them. */
export interface AutotestResultInput {
  autotestCompletedDate: string;
  autotestExpectedCapacity: number;
  autotestRealizedCapacity: number;
  autotestScore: number;
  autotestDecision: 'approved' | 'rejected';
}

/** One identity change a centre asked for after its registration was approved (the server's shape). */
export type ChangeRequest = ChangeRequestView;

/** SPEC §3's accreditation on the centre record (GET /admin/schools/{id} school.accreditation). */
export type CentreAccreditation = CentreAccreditationView;

export type { ResendState };

/** GET /admin/schools/{id}/resends: both approval emails. */
export type ResendStatus = Record<'registration' | 'autotest', ResendState>;

export type ChangeDecision = 'approve' | 'decline';

export interface CentreTrustMethods {
  /** Records the autotest result of the centre with this reference number; resolves to the server's message. */
  recordAutotestResult(reference: string, input: AutotestResultInput): Promise<string | undefined>;
  /** The centre's identity change requests, newest first as the server sends them. */
  changeRequests(centreId: string, signal?: AbortSignal): Promise<ChangeRequest[]>;
  /** Approves or declines one request; the reason (optional to approve) is sent trimmed. Resolves to the server's message. */
  decideChangeRequest(centreId: string, requestId: string, decision: ChangeDecision, reason: string): Promise<string>;
  /** Super admins: suspend, reinstate or revoke a granted accreditation, with a reason. Resolves to the server's message. */
  changeAccreditationStanding(centreId: string, action: StandingAction, reason: string): Promise<string>;
  /** DECISIONS §10: the centre's decisions, notices of proposal and any delisting in force (super admins). */
  centreSanctions(centreId: string, signal?: AbortSignal): Promise<CentreSanctionsView>;
  /** A warning, a delisting, or a suspension or revocation (urgent: at once; otherwise a notice). Resolves to the server's message. */
  imposeSanction(centreId: string, input: { kind: SanctionKind; reasons: string; urgent?: boolean; until?: string }): Promise<{ message: string; outcome: SanctionOutcome | null }>;
  /** Imposes or withdraws a notice of proposal. Resolves to the server's message. */
  decideNotice(centreId: string, noticeId: string, outcome: NoticeOutcome, reasons: string): Promise<string>;
  /** The approval emails' resend state, or null when the server sent none. */
  resendStatus(centreId: string, signal?: AbortSignal): Promise<ResendStatus | null>;
}

const centrePath = (centreId: string) => `/admin/schools/${encodeURIComponent(centreId)}`;

export const centreTrustMethods: CentreTrustMethods = {
  async recordAutotestResult(reference, input) {
    return (await apiRequest(`/autotest/reference/${encodeURIComponent(reference)}`, { method: 'PUT', body: input })).message;
  },
  async changeRequests(centreId, signal) {
    return (await apiRequest<ChangeRequest[]>(`${centrePath(centreId)}/change-requests`, { signal })).data ?? [];
  },
  async decideChangeRequest(centreId, requestId, decision, reason) {
    const path = `${centrePath(centreId)}/change-requests/${encodeURIComponent(requestId)}/${decision}`;
    const answer = await apiRequest(path, { method: 'PUT', body: reason.trim() ? { reason: reason.trim() } : {} });
    return answer.message ?? '';
  },
  async changeAccreditationStanding(centreId, action, reason) {
    const answer = await apiRequest(`/accreditation/centres/${encodeURIComponent(centreId)}/${action}`, { method: 'POST', body: { reason: reason.trim() } });
    return answer.message ?? '';
  },
  async centreSanctions(centreId, signal) {
    return (await apiRequest<CentreSanctionsView>(`/accreditation/centres/${encodeURIComponent(centreId)}/sanctions`, { signal })).data ?? { decisions: [], notices: [], delistedUntil: null };
  },
  async imposeSanction(centreId, input) {
    const { until, ...rest } = input;
    const body = { ...rest, reasons: input.reasons.trim(), ...(until ? { until } : {}) };
    const answer = await apiRequest<SanctionOutcome>(`/accreditation/centres/${encodeURIComponent(centreId)}/sanctions`, { method: 'POST', body });
    return { message: answer.message ?? '', outcome: answer.data ?? null };
  },
  async decideNotice(centreId, noticeId, outcome, reasons) {
    const path = `/accreditation/centres/${encodeURIComponent(centreId)}/notices/${encodeURIComponent(noticeId)}/decision`;
    return (await apiRequest(path, { method: 'POST', body: { outcome, reasons: reasons.trim() } })).message ?? '';
  },
  async resendStatus(centreId, signal) {
    return (await apiRequest<ResendStatus>(`${centrePath(centreId)}/resends`, { signal })).data ?? null;
  },
};
