import { SUPERADMIN_ROLE } from '@cbt/contracts';
import type { Profile } from '../permissions';
import type { RoleOption, UserRow } from '../providers/usersRolesProvider';
import type { Translate } from '../shared/i18n';
import { roleText } from '../roles/roleText';

/** SPEC §2: up to this many assigned states are listed by name; more are shown as a count. */
export const STATES_SHOWN_BY_NAME = 3;

export type StatesSummary = { kind: 'all' } | { kind: 'none' } | { kind: 'list'; states: string[] } | { kind: 'count'; count: number; states: string[] };

/** The States column: every state for a national role, else the union of the state roles' states. */
export function statesSummary(user: Pick<UserRow, 'roles'>): StatesSummary {
  if (user.roles.some((r) => r.level === 'national')) return { kind: 'all' };
  const states = [...new Set(user.roles.flatMap((r) => r.assignedStates))];
  if (states.length === 0) return { kind: 'none' };
  if (states.length <= STATES_SHOWN_BY_NAME) return { kind: 'list', states };
  return { kind: 'count', count: states.length, states };
}

/** 'Administrator (State)': the role's display name from the active roles, else its identifier, and the level in the chosen language. */
export function roleLabels(user: Pick<UserRow, 'roles'>, options: RoleOption[], translate: Translate): Array<{ key: string; label: string; isSuperAdmin: boolean }> {
  const names = new Map(options.map((o) => [o.value, o.label]));
  return user.roles.map((r, i) => ({
    key: `${i}-${r.type}`,
    // A seeded system role still worded as seeded is named in the console's language (roleText).
    label: translate('console.users.roleLabel', { name: roleText({ roleName: r.type, isSystem: true, displayName: names.get(r.type) ?? r.type }, 'displayName', translate), level: translate(`console.appBar.${r.level === 'national' ? 'national' : 'state'}`) }),
    isSuperAdmin: r.type === SUPERADMIN_ROLE,
  }));
}

export function fullName(user: Pick<UserRow, 'firstName' | 'lastName'>): string {
  return `${user.firstName} ${user.lastName}`.trim();
}

export interface UserActions {
  edit: boolean;
  resetPassword: boolean;
  delete: boolean;
}

const NONE: UserActions = { edit: false, resetPassword: false, delete: false };

/**
 * The row buttons the signed-in admin gets (DECISIONS §4, mirrored so the console offers nothing the
 * server would refuse): managing users needs users.manage; national and super admin accounts are
 * managed by super admins only; super admins are never deleted (SPEC §6), nor is one's own account.
 */
export function userActions(profile: Pick<Profile, 'id' | 'isSuperAdmin' | 'permissions'> | null, user: Pick<UserRow, 'id' | 'roles' | 'isSuperAdmin'>): UserActions {
  if (!profile || !profile.permissions.includes('users.manage')) return NONE;
  const elevated = user.isSuperAdmin || user.roles.some((r) => r.level === 'national');
  if (elevated && !profile.isSuperAdmin) return NONE;
  return { edit: true, resetPassword: true, delete: !user.isSuperAdmin && user.id !== profile.id };
}

/** SPEC §9: the user list offers 5, 10, 25 and 50 rows a page, 10 by default. */
export const USER_PAGE_SIZES = [5, 10, 25, 50];
export const DEFAULT_USER_PAGE_SIZE = 10;
