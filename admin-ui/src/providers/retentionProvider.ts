import type { LegalHoldView, RetentionOverview } from '@cbt/contracts';
import { apiRequest } from '../api';

/** The Retention screen's resource (/admin-retention, its console route). */
export const RETENTION = 'admin-retention';

export interface RetentionMethods {
  /** What is due for erasure next and the legal holds (GET /api/privacy/retention). */
  retentionOverview(): Promise<RetentionOverview>;
  /** Puts a centre under legal hold (POST /api/privacy/legal-holds). */
  setLegalHold(centreId: string, reason: string): Promise<LegalHoldView>;
  /** Lifts a centre's legal hold (POST /api/privacy/legal-holds/{centreId}/lift). */
  liftLegalHold(centreId: string, reason: string): Promise<void>;
}

export const retentionMethods: RetentionMethods = {
  async retentionOverview() {
    const { data } = await apiRequest<RetentionOverview>('/privacy/retention');
    if (!data) throw new Error('The server sent no schedule.');
    return data;
  },
  async setLegalHold(centreId, reason) {
    const { data } = await apiRequest<LegalHoldView>('/privacy/legal-holds', { method: 'POST', body: { centreId, reason } });
    if (!data) throw new Error('The server sent no hold.');
    return data;
  },
  async liftLegalHold(centreId, reason) {
    await apiRequest(`/privacy/legal-holds/${encodeURIComponent(centreId)}/lift`, { method: 'POST', body: { reason } });
  },
};
