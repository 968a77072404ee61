import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, call, errorMessage, fieldName } from './api';

afterEach(() => vi.unstubAllGlobals());

describe('request wrapper', () => {
  it('splits a field path into capitalised words', () => {
    expect(fieldName('LocalGovernment')).toBe('Local Government');
    expect(fieldName('AdminEmail')).toBe('Admin Email');
    expect(fieldName('town')).toBe('Town');
  });

  it('prefers the server message, then validation lines, then the status', () => {
    expect(errorMessage(400, { message: 'Centre not found' })).toBe('Centre not found');
    expect(errorMessage(400, { errors: [{ path: 'AdminEmail', msg: 'Invalid email address' }, { path: 'town', msg: 'Town is required' }] })).toBe(
      'Admin Email: Invalid email address\nTown: Town is required',
    );
    expect(errorMessage(502, undefined)).toBe('HTTP error! status: 502');
  });

  it('sends JSON with the bearer token and throws an ApiError carrying the errors', async () => {
    const fetchMock = vi.fn(async () => Response.json({ success: false, message: 'Validation failed', errors: [{ path: 'town', msg: 'Town is required' }] }, { status: 400 }));
    vi.stubGlobal('fetch', fetchMock);
    const failure = await call('POST', '/centre-registration', { body: { a: 1 }, token: 'tok' }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(400);
    expect((failure as ApiError).errors).toEqual([{ path: 'town', msg: 'Town is required' }]);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/centre-registration');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer tok');
    expect(init.body).toBe('{"a":1}');
  });
});
