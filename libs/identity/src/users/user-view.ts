import {
  ADMIN_LEVELS,
  ADMIN_ROLE,
  canonicalStateName,
  IDENTITY_LIMITS,
  MSG,
  SUPERADMIN_ROLE,
  type AdminLevel,
  type Gender,
  type UserRole,
  type UserView,
} from '#contracts';
import type { FieldError } from '#platform';

/** What the API shows of a user: the shape the console reads too (libs/contracts views). */
export type PublicUser = UserView;

export interface UserRecord {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  gender: Gender | null;
  roles: UserRole[];
  isActive: boolean;
  shouldResetPassword: boolean;
  createdAt: Date;
}

export interface LegacyRoleFields {
  role: string | null;
  adminLevel: AdminLevel | null;
  assignedState: string | null;
}

/** The legacy fields older screens read: first role's type, national if any role is, first state of the first state role. */
export function legacyFields(roles: UserRole[]): LegacyRoleFields {
  const firstState = roles.find((r) => r.level === 'state');
  return {
    role: roles[0]?.type ?? null,
    adminLevel: roles.length === 0 ? null : roles.some((r) => r.level === 'national') ? 'national' : 'state',
    assignedState: firstState?.assignedStates[0] ?? null,
  };
}

export function holdsSuperAdmin(roles: UserRole[]): boolean {
  return roles.some((r) => r.type === SUPERADMIN_ROLE);
}

/** Picks the public fields one by one, so a hash or any later column can never leak by accident. */
export function toPublicUser(user: UserRecord): PublicUser {
  const roles = user.roles.map((r) => ({ type: r.type, level: r.level, assignedStates: [...r.assignedStates] }));
  return {
    _id: user.id,
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    gender: user.gender,
    ...legacyFields(roles),
    roles,
    isSuperAdmin: holdsSuperAdmin(roles),
    isActive: user.isActive,
    shouldResetPassword: user.shouldResetPassword,
    createdAt: new Date(user.createdAt).toISOString(),
  };
}

/** The role fields of a create or edit body: the multi-role list, or the legacy trio. */
export interface RoleFieldsInput {
  roles?: unknown;
  role?: unknown;
  adminLevel?: unknown;
  assignedState?: unknown;
}

export type RolesResult = { kind: 'none' } | { kind: 'ok'; roles: UserRole[] } | { kind: 'invalid'; errors: FieldError[] };

const present = (v: unknown) => v !== undefined && v !== null && v !== '';
const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
const isLevel = (v: unknown): v is AdminLevel => typeof v === 'string' && (ADMIN_LEVELS as readonly string[]).includes(v);

/**
 * Turns either body form into the stored roles list, with SPEC §5's messages. `roles` wins when
 * both forms are sent (an edit form may echo the derived legacy fields back). A super admin role
 * is always national; a national role carries no states; state names are stored canonical.
 */
export function normaliseRoles(input: RoleFieldsInput, activeRoleNames: ReadonlySet<string>): RolesResult {
  if (input.roles !== undefined && input.roles !== null) return multiRole(input.roles, activeRoleNames);
  if (present(input.role) || present(input.adminLevel) || present(input.assignedState)) return legacyRole(input, activeRoleNames);
  return { kind: 'none' };
}

function multiRole(value: unknown, active: ReadonlySet<string>): RolesResult {
  if (!Array.isArray(value)) return invalid('roles', MSG.rolesMustBeList);
  if (value.length === 0) return invalid('roles', MSG.atLeastOneRole);
  if (value.length > IDENTITY_LIMITS.rolesPerUser) return invalid('roles', MSG.tooLong('Roles', IDENTITY_LIMITS.rolesPerUser));
  const errors: FieldError[] = [];
  const roles: UserRole[] = [];
  value.forEach((item: unknown, i) => {
    const n = i + 1;
    const path = `roles.${i}`;
    const raw = (item && typeof item === 'object' ? item : {}) as Record<string, unknown>;
    const type = text(raw.type);
    if (!type) return void errors.push({ path: `${path}.type`, msg: MSG.roleTypeRequired(n) });
    if (!active.has(type)) return void errors.push({ path: `${path}.type`, msg: MSG.roleNotActive(n, type) });
    if (type === SUPERADMIN_ROLE) return void roles.push({ type, level: 'national', assignedStates: [] });
    if (!isLevel(raw.level)) return void errors.push({ path: `${path}.level`, msg: MSG.invalidAdminLevel });
    if (raw.level === 'national') return void roles.push({ type, level: 'national', assignedStates: [] });
    const given = Array.isArray(raw.assignedStates) ? raw.assignedStates : [];
    if (given.filter((s) => text(s) !== '').length === 0) {
      return void errors.push({ path: `${path}.assignedStates`, msg: MSG.stateRoleNeedsState(n) });
    }
    const states: string[] = [];
    for (const s of given) {
      if (text(s) === '') continue;
      const canonical = canonicalStateName(text(s));
      if (!canonical) return void errors.push({ path: `${path}.assignedStates`, msg: MSG.unknownState(n, String(s)) });
      if (!states.includes(canonical)) states.push(canonical);
    }
    roles.push({ type, level: 'state', assignedStates: states });
  });
  return errors.length > 0 ? { kind: 'invalid', errors } : { kind: 'ok', roles };
}

function legacyRole(input: RoleFieldsInput, active: ReadonlySet<string>): RolesResult {
  const type = text(input.role) || ADMIN_ROLE;
  if (!active.has(type)) return invalid('role', MSG.legacyRoleNotActive(type));
  if (type === SUPERADMIN_ROLE) return { kind: 'ok', roles: [{ type, level: 'national', assignedStates: [] }] };
  // A missing level means state, the narrower one: it then needs a state rather than granting the country.
  const level = present(input.adminLevel) ? input.adminLevel : 'state';
  if (!isLevel(level)) return invalid('adminLevel', MSG.invalidAdminLevel);
  if (level === 'national') return { kind: 'ok', roles: [{ type, level, assignedStates: [] }] };
  const state = text(input.assignedState);
  if (!state) return invalid('assignedState', MSG.stateAdminNeedsState);
  const canonical = canonicalStateName(state);
  if (!canonical) return invalid('assignedState', MSG.legacyUnknownState(state));
  return { kind: 'ok', roles: [{ type, level: 'state', assignedStates: [canonical] }] };
}

function invalid(path: string, msg: string): RolesResult {
  return { kind: 'invalid', errors: [{ path, msg }] };
}
