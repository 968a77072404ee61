import { MSG, type ImportPreview, type ImportStatus } from '@cbt/contracts';
import { apiDownload, apiRequest, apiUpload } from '../api';

const BASE = '/centre-registration/bulk-upload';
const job = (jobId: string) => `${BASE}/${encodeURIComponent(jobId)}`;

/** SPEC §5: a .csv file, checked before anything is sent. */
export function csvFileProblem(file: File | null): string | null {
  if (!file) return MSG.selectCsvFirst;
  if (!file.name.toLowerCase().endsWith('.csv')) return MSG.selectValidCsv;
  return null;
}

/**
 * Bulk upload's calls (SPEC §7 "/centre-registration/bulk-upload") and the exam body the create form
 * shows; the list and Show of earlier uploads are the `import-jobs` resource (ra-data-simple-rest).
 */
export interface ImportMethods {
  /** Sends the file to be checked as the import would check it; nothing is created or sent. */
  previewImport(file: File): Promise<ImportPreview>;
  /** Sends the file; the import runs as a server job whose id is returned. */
  startImport(file: File): Promise<string>;
  importStatus(jobId: string): Promise<ImportStatus>;
  importSample(): Promise<Blob>;
  importCreatedCsv(jobId: string): Promise<Blob>;
  importRejectedCsv(jobId: string): Promise<Blob>;
  /** The fixed exam body the server is configured with (DECISIONS §2). */
  examBody(): Promise<string>;
}

export const importMethods: ImportMethods = {
  async previewImport(file) {
    const form = new FormData();
    form.append('csvFile', file);
    const { data } = await apiUpload<ImportPreview>(`${BASE}/preview`, form);
    if (!data) throw new Error(MSG.uploadFailed);
    return data;
  },
  async startImport(file) {
    const form = new FormData();
    form.append('csvFile', file);
    const { data } = await apiUpload<{ jobId: string }>(BASE, form);
    if (!data?.jobId) throw new Error(MSG.uploadFailed);
    return data.jobId;
  },
  async importStatus(jobId) {
    const { data } = await apiRequest<ImportStatus>(job(jobId));
    if (!data) throw new Error(MSG.uploadFailed);
    return data;
  },
  importSample: () => apiDownload(`${BASE}/sample.csv`),
  importCreatedCsv: (jobId) => apiDownload(`${job(jobId)}/created.csv`),
  importRejectedCsv: (jobId) => apiDownload(`${job(jobId)}/rejected.csv`),
  async examBody() {
    const { data } = await apiRequest<{ examBody: string }>('/public/config', { token: null });
    return data?.examBody ?? '';
  },
};
