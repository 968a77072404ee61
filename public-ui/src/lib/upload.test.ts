import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api';
import { uploadFile } from './upload';

/** A stand-in XMLHttpRequest the test drives: progress events, then an answer. */
class FakeXhr {
  static last: FakeXhr;
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null; onload: (() => void) | null } = { onprogress: null, onload: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  status = 0;
  responseText = '';
  timeout = 0;
  headers: Record<string, string> = {};
  method = '';
  url = '';
  body: FormData | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

afterEach(() => vi.unstubAllGlobals());

describe('uploadFile', () => {
  it('reports the bytes actually sent up to 90, then processing, and 100 only with the answer', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const seen: Array<number | 'processing'> = [];
    const file = new File(['%PDF-1.4'], 'letter.pdf', { type: 'application/pdf' });
    const done = uploadFile({ url: '/api/centre-registration/R/upload/applicationLetter', file, token: 'tok', onProgress: (p) => seen.push(p), onProcessing: () => seen.push('processing') });
    const xhr = FakeXhr.last;
    expect(xhr.method).toBe('POST');
    expect(xhr.headers.Authorization).toBe('Bearer tok');
    expect((xhr.body!.get('files') as File).name).toBe('letter.pdf');
    xhr.upload.onprogress!({ lengthComputable: true, loaded: 25, total: 100 });
    xhr.upload.onprogress!({ lengthComputable: true, loaded: 60, total: 100 });
    xhr.upload.onprogress!({ lengthComputable: true, loaded: 100, total: 100 });
    xhr.upload.onload!();
    expect(seen).toEqual([23, 54, 90, 'processing']);
    xhr.answer(201, { success: true, data: { documentType: 'applicationLetter' } });
    await expect(done).resolves.toEqual({ documentType: 'applicationLetter' });
    expect(seen).toEqual([23, 54, 90, 'processing', 100]);
  });

  it('rejects with the server message, and with Upload failed when the network drops', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const file = new File(['x'], 'a.pdf');
    const refused = uploadFile({ url: '/u', file, token: 't', onProgress: () => undefined });
    FakeXhr.last.answer(415, { success: false, message: 'The file content does not match its extension.' });
    await expect(refused).rejects.toMatchObject({ message: 'The file content does not match its extension.', status: 415 });
    const dropped = uploadFile({ url: '/u', file, token: 't', onProgress: () => undefined });
    FakeXhr.last.onerror!();
    const error = await dropped.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Upload failed');
  });
});
