import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, errorMessage, fieldLabel, REQUEST_TIMEOUT_MS } from './api';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  window.localStorage.clear();
});

describe('fieldLabel', () => {
  it.each([
    ['firstName', 'First Name'],
    ['email', 'Email'],
    ['centre_address', 'Centre Address'],
    ['address.postCode', 'Address Post Code'],
    ['contacts[0].phoneNumber', 'Contacts 0 Phone Number'],
  ])('%s -> %s', (path, label) => {
    expect(fieldLabel(path)).toBe(label);
  });
});

describe('errorMessage', () => {
  it('prefers the server message', () => {
    const body = { success: false, message: 'Too many login attempts. Try again in 15 minutes.', errors: [] };
    expect(errorMessage(429, body)).toBe('Too many login attempts. Try again in 15 minutes.');
  });

  it('otherwise lists the validation errors one per line with readable field names', () => {
    const body = {
      success: false,
      errors: [
        { path: 'firstName', msg: 'is required' },
        { path: 'email', msg: 'must be a valid email' },
      ],
    };
    expect(errorMessage(400, body)).toBe('First Name: is required\nEmail: must be a valid email');
  });

  it('falls back to the HTTP status', () => {
    expect(errorMessage(502, '<html>Bad gateway</html>')).toBe('HTTP error! status: 502');
    expect(errorMessage(500, { success: false })).toBe('HTTP error! status: 500');
    expect(errorMessage(500, null)).toBe('HTTP error! status: 500');
  });
});

describe('apiRequest', () => {
  it('sends JSON with the stored bearer token to the API root', async () => {
    window.localStorage.setItem('authToken', 'stored-token');
    const fetchMock = vi.fn(async () => Response.json({ success: true, data: { ok: 1 } }));
    vi.stubGlobal('fetch', fetchMock);

    const answer = await apiRequest<{ ok: number }>('/things', { method: 'POST', body: { a: 1 } });

    expect(answer.data).toEqual({ ok: 1 });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/things');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"a":1}');
    expect(init.headers).toMatchObject({
      Authorization: 'Bearer stored-token',
      'Content-Type': 'application/json',
    });
  });

  it('uses an explicit token instead of the stored one, and none when given null', async () => {
    window.localStorage.setItem('authToken', 'stored-token');
    const fetchMock = vi.fn(async () => Response.json({ success: true }));
    vi.stubGlobal('fetch', fetchMock);

    await apiRequest('/a', { token: 'restricted' });
    await apiRequest('/b', { token: null });

    const headers = fetchMock.mock.calls.map((call) => (call as unknown as [string, RequestInit])[1].headers);
    expect(headers[0]).toMatchObject({ Authorization: 'Bearer restricted' });
    expect(headers[1]).not.toHaveProperty('Authorization');
  });

  it('throws an ApiError carrying the status and the body', async () => {
    const body = { success: false, errors: [{ path: 'lastName', msg: 'is too long' }] };
    vi.stubGlobal('fetch', vi.fn(async () => Response.json(body, { status: 422 })));

    const error = await apiRequest('/x').catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Last Name: is too long', status: 422, body });
  });

  it('treats success: false as a failure even with a 200 status', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Response.json({ success: false, message: 'Not allowed' })));
    await expect(apiRequest('/x')).rejects.toMatchObject({ message: 'Not allowed', status: 200 });
  });

  it('gives up after 30 seconds', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) => {
            init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
          }),
      ),
    );

    const result = apiRequest('/slow').catch((caught: unknown) => caught);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    let settled = false;
    void result.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);

    expect(await result).toMatchObject({ status: 0, message: 'The server took too long to answer. Please try again.' });
  });
});
