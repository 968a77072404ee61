import { apiRequest, TOKEN_KEY } from '../api';

/**
 * POST /auth/change-password. The server ends every other session of the account and answers
 * with a fresh token for this one, which replaces the stored token so the admin stays signed in.
 */
export async function changeOwnPassword(oldPassword: string, newPassword: string): Promise<string | undefined> {
  const { data, message } = await apiRequest<{ token?: string }>('/auth/change-password', { method: 'POST', body: { oldPassword, newPassword } });
  if (data?.token) window.localStorage.setItem(TOKEN_KEY, data.token);
  return message;
}
