import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accountMethods } from './accountMethods';
import { TOKEN_KEY } from './api';

beforeEach(() => window.localStorage.setItem(TOKEN_KEY, 'old-token'));
afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

function serve(body: unknown) {
  const fetchMock = vi.fn(async () => Response.json(body));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
const sent = (fetchMock: ReturnType<typeof serve>) => {
  const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
  return { url, method: init.method, body: JSON.parse(String(init.body)), signedIn: new Headers(init.headers).has('Authorization') };
};

describe('the account methods of the authProvider', () => {
  it('registers with the trimmed fields and no session', async () => {
    const fetchMock = serve({ success: true, message: 'Registered' });
    expect(await accountMethods.register({ firstName: ' Ada ', lastName: 'Obi ', email: ' ada@x.ng ', gender: 'FEMALE', password: ' Pass-word1 ' })).toBe('Registered');
    expect(sent(fetchMock)).toEqual({
      url: '/api/auth/register',
      method: 'POST',
      body: { firstName: 'Ada', lastName: 'Obi', email: 'ada@x.ng', gender: 'FEMALE', password: ' Pass-word1 ' },
      signedIn: false,
    });
  });

  it('asks for a reset link without a session', async () => {
    const fetchMock = serve({ success: true, message: 'If the email exists, a link was sent' });
    expect(await accountMethods.requestPasswordReset(' ada@x.ng ')).toBe('If the email exists, a link was sent');
    expect(sent(fetchMock)).toEqual({ url: '/api/auth/forgot-password', method: 'POST', body: { email: 'ada@x.ng' }, signedIn: false });
  });

  it('changes the own password and keeps the session with the fresh token', async () => {
    const fetchMock = serve({ success: true, message: 'Password changed', data: { token: 'new-token' } });
    expect(await accountMethods.changeOwnPassword('Old-pass1', 'New-pass2')).toBe('Password changed');
    expect(sent(fetchMock)).toEqual({ url: '/api/auth/change-password', method: 'POST', body: { oldPassword: 'Old-pass1', newPassword: 'New-pass2' }, signedIn: true });
    expect(window.localStorage.getItem(TOKEN_KEY)).toBe('new-token');
  });
});
