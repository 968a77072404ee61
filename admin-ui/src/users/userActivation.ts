import { apiRequest } from '../api';
import type { UserActions } from './userDisplay';

/** Deactivate/reactivate (issue 15): the server's rule is the delete rule for deactivating, the edit rule for reactivating. */
export function activationAction(user: { isActive?: boolean }, allowed: Pick<UserActions, 'edit' | 'delete'>): 'deactivate' | 'reactivate' | null {
  if (user.isActive === false) return allowed.edit ? 'reactivate' : null;
  return allowed.delete ? 'deactivate' : null;
}

export async function setUserActive(id: string, active: boolean): Promise<string | undefined> {
  const answer = await apiRequest(`/user/${encodeURIComponent(id)}/${active ? 'reactivate' : 'deactivate'}`, { method: 'POST' });
  return answer.message;
}
