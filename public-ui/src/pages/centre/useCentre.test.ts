import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { centreSession, saveCentreSession } from '../../lib/session';
import { logoutCentre } from './useCentre';

beforeEach(() => {
  window.localStorage.clear();
  window.history.pushState(null, '', '/centre-registration');
});
afterEach(() => vi.unstubAllGlobals());

describe('centre logout', () => {
  it('ends the token on the server (DECISIONS §9), clears the session and goes back to Find Centre', async () => {
    const fetchMock = vi.fn(async () => Response.json({ success: true, message: 'Signed out successfully' }));
    vi.stubGlobal('fetch', fetchMock);
    saveCentreSession('centre-token', { ReferenceNumber: 'JAMB-2026-12345678' });
    logoutCentre();
    expect(centreSession()).toBeNull();
    expect(window.location.pathname).toBe('/find-centre');
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect([url, init.method, (init.headers as Record<string, string>).Authorization]).toEqual(['/api/centre-registration/logout', 'POST', 'Bearer centre-token']);
  });

  it('signs out here even when the server cannot be reached, and asks nothing without a session', async () => {
    const fetchMock = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', fetchMock);
    saveCentreSession('centre-token', { ReferenceNumber: 'JAMB-2026-12345678' });
    logoutCentre();
    expect(centreSession()).toBeNull();
    logoutCentre();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
  });
});
