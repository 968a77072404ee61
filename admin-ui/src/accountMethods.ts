import { apiRequest, TOKEN_KEY } from './api';

/** A new account's fields (SPEC §5 "Register"); it has no role until a super admin grants one. */
export interface Registration {
  firstName: string;
  lastName: string;
  email: string;
  gender: string;
  password: string;
}

/**
 * The account calls beside signing in and out, kept with the authProvider (react-admin's place for
 * authentication) rather than the data provider: each answers with the server's message.
 */
export interface AccountMethods {
  /** Asks for an account: the address gets a link that creates it (DECISIONS §9). */
  register(values: Registration): Promise<string | undefined>;
  /** POST /auth/confirm-registration with the emailed link's token: the account is made. */
  confirmRegistration(token: string): Promise<string | undefined>;
  /** POST /auth/invitation: whether a staff invitation link still works, and for which address (DECISIONS §10). */
  checkInvitation(token: string): Promise<{ email: string; firstName: string }>;
  /** POST /auth/accept-invitation: the invited person's first password; the link is then spent. */
  acceptInvitation(token: string, newPassword: string): Promise<string | undefined>;
  /** Emails a reset link when the address belongs to an account; the answer says the same either way. */
  requestPasswordReset(email: string): Promise<string | undefined>;
  /**
   * POST /auth/change-password. The server ends every other session of the account and answers
   * with a fresh token for this one, which replaces the stored token so the admin stays signed in.
   */
  changeOwnPassword(oldPassword: string, newPassword: string): Promise<string | undefined>;
}

export const accountMethods: AccountMethods = {
  async register(values) {
    const body = { firstName: values.firstName.trim(), lastName: values.lastName.trim(), email: values.email.trim(), gender: values.gender, password: values.password };
    return (await apiRequest('/auth/register', { method: 'POST', token: null, body })).message;
  },
  async confirmRegistration(token) {
    return (await apiRequest('/auth/confirm-registration', { method: 'POST', token: null, body: { token } })).message;
  },
  async checkInvitation(token) {
    return (await apiRequest<{ email: string; firstName: string }>('/auth/invitation', { method: 'POST', token: null, body: { token } })).data!;
  },
  async acceptInvitation(token, newPassword) {
    return (await apiRequest('/auth/accept-invitation', { method: 'POST', token: null, body: { token, newPassword } })).message;
  },
  async requestPasswordReset(email) {
    return (await apiRequest('/auth/forgot-password', { method: 'POST', body: { email: email.trim() }, token: null })).message;
  },
  async changeOwnPassword(oldPassword, newPassword) {
    const { data, message } = await apiRequest<{ token?: string }>('/auth/change-password', { method: 'POST', body: { oldPassword, newPassword } });
    if (data?.token) window.localStorage.setItem(TOKEN_KEY, data.token);
    return message;
  },
};
