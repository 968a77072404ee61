import { describe, expect, it } from 'vitest';
import { accountMethods } from './accountMethods';
import { TOKEN_KEY } from './api';
import { requestOf, serveAnswers, signedInForEachTest } from './testing/fetchStub';

signedInForEachTest('old-token');

describe('the account methods of the authProvider', () => {
  it('registers with the trimmed fields and no session', async () => {
    const fetchMock = serveAnswers({ body: { success: true, message: 'Registered' } });
    expect(await accountMethods.register({ firstName: ' Ada ', lastName: 'Obi ', email: ' ada@x.ng ', gender: 'FEMALE', password: ' Pass-word1 ' })).toBe('Registered');
    expect(requestOf(fetchMock)).toEqual({
      url: '/api/auth/register',
      method: 'POST',
      body: { firstName: 'Ada', lastName: 'Obi', email: 'ada@x.ng', gender: 'FEMALE', password: ' Pass-word1 ' },
      auth: null,
    });
  });

  it('asks for a reset link without a session', async () => {
    const fetchMock = serveAnswers({ body: { success: true, message: 'If the email exists, a link was sent' } });
    expect(await accountMethods.requestPasswordReset(' ada@x.ng ')).toBe('If the email exists, a link was sent');
    expect(requestOf(fetchMock)).toEqual({ url: '/api/auth/forgot-password', method: 'POST', body: { email: 'ada@x.ng' }, auth: null });
  });

  it('changes the own password and keeps the session with the fresh token', async () => {
    const fetchMock = serveAnswers({ body: { success: true, message: 'Password changed', data: { token: 'new-token' } } });
    expect(await accountMethods.changeOwnPassword('Old-pass1', 'New-pass2')).toBe('Password changed');
    expect(requestOf(fetchMock)).toEqual({ url: '/api/auth/change-password', method: 'POST', body: { oldPassword: 'Old-pass1', newPassword: 'New-pass2' }, auth: 'Bearer old-token' });
    expect(window.localStorage.getItem(TOKEN_KEY)).toBe('new-token');
  });
});
