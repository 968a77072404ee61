import { ApiError, errorMessage } from './api';

export interface UploadOptions {
  url: string;
  file: File;
  token: string;
  /** 0-100, from the bytes the browser has actually sent. */
  onProgress: (percent: number) => void;
}

/**
 * fetch() cannot report upload progress, so the file goes through XMLHttpRequest, whose
 * upload.onprogress counts the bytes really sent.
 */
export function uploadFile({ url, file, token, onProgress }: UploadOptions): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.timeout = 5 * 60_000;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
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
