import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, startEarlyApiGet } from './api';
import { EARLY_TTL_MS, takeEarlyGet } from './earlyRequests';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  window.localStorage.clear();
});

function stubFetch() {
  const fetchMock = vi.fn(async () => Response.json({ success: true, data: { n: fetchMock.mock.calls.length } }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('early GET requests (docs/PERFORMANCE.md, the console)', () => {
  it('are sent at once with the headers apiRequest sends, and the first matching apiRequest reads that answer', async () => {
    const fetchMock = stubFetch();
    startEarlyApiGet('/auth/profile', 'tok');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/auth/profile');
    expect(init.headers).toEqual({ Accept: 'application/json', Authorization: 'Bearer tok' });
    await expect(apiRequest('/auth/profile', { token: 'tok' })).resolves.toEqual({ success: true, data: { n: 1 } });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // Taken once: the next request asks the server again.
    await expect(apiRequest('/auth/profile', { token: 'tok' })).resolves.toEqual({ success: true, data: { n: 2 } });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('are not used for another token, another method, or once stale', async () => {
    const fetchMock = stubFetch();
    startEarlyApiGet('/auth/profile', 'tok');
    await apiRequest('/auth/profile', { token: 'other' });
    expect(fetchMock).toHaveBeenCalledTimes(2);

    startEarlyApiGet('/admin/schools', 'tok');
    await apiRequest('/admin/schools', { token: 'tok', method: 'POST', body: {} });
    expect(fetchMock).toHaveBeenCalledTimes(4);

    startEarlyApiGet('/admin/schools?page=1', 'tok', 1_000);
    expect(takeEarlyGet('/api/admin/schools?page=1', 'tok', 1_000 + EARLY_TTL_MS)).toBeNull();
  });

  it('an early answer of 401 reaches the caller as its own would', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Response.json({ success: false, message: 'Session expired' }, { status: 401 })));
    startEarlyApiGet('/auth/profile', 'tok');
    await expect(apiRequest('/auth/profile', { token: 'tok' })).rejects.toMatchObject({ name: 'ApiError', status: 401, message: 'Session expired' });
  });

  it('a caller that gives up while the early answer is on its way is not kept waiting', async () => {
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>(() => undefined)));
    startEarlyApiGet('/auth/profile', 'tok');
    const controller = new AbortController();
    const request = apiRequest('/auth/profile', { token: 'tok', signal: controller.signal });
    controller.abort();
    await expect(request).rejects.toMatchObject({ name: 'AbortError' });
  });
});
