import type { UserActions } from './userDisplay';

/** Deactivate/reactivate (docs/SECURITY.md, red-team pass 1, row 12e): the server's rule is the delete rule for deactivating, the edit rule for reactivating. */
export function activationAction(user: { isActive?: boolean }, allowed: Pick<UserActions, 'edit' | 'delete'>): 'deactivate' | 'reactivate' | null {
  if (user.isActive === false) return allowed.edit ? 'reactivate' : null;
  return allowed.delete ? 'deactivate' : null;
}
