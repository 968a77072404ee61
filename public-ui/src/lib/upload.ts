import { ApiError, errorMessage } from './api';

export interface UploadOptions {
  url: string;
  file: File;
  token: string;
  /**
   * 0-100: the bytes the browser has actually sent, as 0-90 (SPEC §9: up to 90 percent until the
   * upload finishes); 100 only once the server has answered that it kept the file.
   */
  onProgress: (percent: number) => void;
  /** Every byte is sent; the server is still checking and storing the file. */
  onProcessing?: () => void;
}

/** The share of the bar the bytes fill; the rest waits for the server's answer. */
export const SENT_SHARE = 90;

/**
 * fetch() cannot report upload progress, so the file goes through XMLHttpRequest, whose
 * upload.onprogress counts the bytes really sent. Sent is not kept: the server still checks the
 * file, so the bar reads 100 only on its answer (DECISIONS §10).
 */
export function uploadFile({ url, file, token, onProgress, onProcessing }: UploadOptions): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.timeout = 5 * 60_000;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.min(SENT_SHARE, Math.round((event.loaded / event.total) * SENT_SHARE)));
    };
    xhr.upload.onload = () => onProcessing?.();
    xhr.onload = () => {
      let body: Record<string, unknown> | undefined;
      try {
        body = JSON.parse(xhr.responseText) as Record<string, unknown>;
      } catch {
        body = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300 && body?.success !== false) {
        onProgress(100);
        resolve(body?.data);
      } else {
        reject(new ApiError(errorMessage(xhr.status, body as never), xhr.status, (body?.errors as never) ?? [], body));
      }
    };
    xhr.onerror = () => reject(new ApiError('Upload failed', 0));
    xhr.ontimeout = () => reject(new ApiError('Upload failed', 0));
    const form = new FormData();
    form.append('files', file, file.name);
    xhr.send(form);
  });
}
