import type { AuditVerifyResult, EvidencePackView } from '@cbt/contracts';
import { ApiError, apiDownload, apiRequest, queryString } from '../api';

/** The audit log's filters the CSV export understands (the list's own filters, by name). */
export const AUDIT_EXPORT_FILTERS = ['actor', 'action', 'centreId', 'centre', 'state', 'from', 'to'] as const;

const evidence = (centreId: string) => `/audit/evidence/${encodeURIComponent(centreId)}`;

/**
 * The audit calls that are not the log's list (that one is ra-data-simple-rest's): checking the
 * chain, the streamed CSV export, and a centre's evidence pack.
 */
export interface AuditMethods {
  auditVerify(signal?: AbortSignal): Promise<AuditVerifyResult>;
  /** The whole filtered log as the server streams it (no row cap). */
  auditExportCsv(filter: Record<string, unknown>): Promise<Blob>;
  /** Asks a worker to make the centre's evidence pack; answers with the queued pack. */
  requestEvidencePack(centreId: string): Promise<EvidencePackView>;
  /** The centre's newest pack, or null when none was ever asked for. */
  evidencePack(centreId: string, signal?: AbortSignal): Promise<EvidencePackView | null>;
  evidencePackPdf(centreId: string): Promise<Blob>;
}

export const auditMethods: AuditMethods = {
  async auditVerify(signal) {
    const { data } = await apiRequest<AuditVerifyResult>('/audit/verify', { signal });
    if (!data) throw new Error('The server sent no verification.');
    return data;
  },
  auditExportCsv(filter) {
    const params = Object.fromEntries(AUDIT_EXPORT_FILTERS.filter((f) => filter[f]).map((f) => [f, String(filter[f])]));
    return apiDownload(`/audit/events/export/csv${queryString(params)}`);
  },
  async requestEvidencePack(centreId) {
    const { data } = await apiRequest<EvidencePackView>(evidence(centreId), { method: 'POST' });
    if (!data) throw new Error('The server sent no evidence pack.');
    return data;
  },
  async evidencePack(centreId, signal) {
    try {
      return (await apiRequest<EvidencePackView>(evidence(centreId), { signal })).data ?? null;
    } catch (error) {
      // 404: no pack was ever asked for this centre, which is a state, not a failure.
      if (error instanceof ApiError && error.status === 404) return null;
      throw error;
    }
  },
  evidencePackPdf: (centreId) => apiDownload(`${evidence(centreId)}/pdf`),
};
