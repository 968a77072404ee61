import { MSG, type ImportResult, type ImportStatus } from '@cbt/contracts';
import { apiDownload, apiRequest, apiUpload } from '../api';

export type { ImportResult, ImportStatus };

const BASE = '/centre-registration/bulk-upload';

/** SPEC §5: a .csv file, checked before anything is sent. */
export function csvFileProblem(file: File | null): string | null {
  if (!file) return MSG.selectCsvFirst;
  if (!file.name.toLowerCase().endsWith('.csv')) return MSG.selectValidCsv;
  return null;
}

export async function startImport(file: File): Promise<string> {
  const form = new FormData();
  form.append('csvFile', file);
  const { data } = await apiUpload<{ jobId: string }>(BASE, form);
  if (!data?.jobId) throw new Error(MSG.uploadFailed);
  return data.jobId;
}

export async function importStatus(jobId: string): Promise<ImportStatus> {
  const { data } = await apiRequest<ImportStatus>(`${BASE}/${encodeURIComponent(jobId)}`);
  if (!data) throw new Error(MSG.uploadFailed);
  return data;
}

export const downloadSample = () => apiDownload(`${BASE}/sample.csv`);
export const downloadCreated = (jobId: string) => apiDownload(`${BASE}/${encodeURIComponent(jobId)}/created.csv`);
export const downloadRejected = (jobId: string) => apiDownload(`${BASE}/${encodeURIComponent(jobId)}/rejected.csv`);
