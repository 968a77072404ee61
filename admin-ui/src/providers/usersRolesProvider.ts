import {
  ADMIN_ROLE,
  MSG,
  SUPERADMIN_ROLE,
  type AdminLevel,
  type Gender,
  type Permission,
  type RoleCategory,
  type RoleOption,
  type RoleView,
  type UserRole,
  type UserView,
} from '@cbt/contracts';
import type {
  CreateParams,
  CreateResult,
  DeleteParams,
  DeleteResult,
  GetListParams,
  GetListResult,
  GetOneParams,
  GetOneResult,
  RaRecord,
  UpdateParams,
  UpdateResult,
} from 'react-admin';
import { apiRequest, orFailure, queryString, type ApiEnvelope } from '../api';

/** The resource names are the console's paths (SPEC's route table): /admin-users and /admin-roles. */
export const USERS = 'admin-users';
export const ROLES = 'admin-roles';

export function isUsersRolesResource(resource: string): boolean {
  return resource === USERS || resource === ROLES;
}

/** A system role as GET /api/roles returns it (SPEC §3 "System role"); the shape is the server's own. */
export type RoleRow = RoleView;

export type EditableCategory = Exclude<RoleCategory, 'system'>;

export interface RoleDetails {
  displayName: string;
  description: string;
  /** Left out for a system role, whose category the server keeps fixed. */
  category?: EditableCategory;
  permissions?: Permission[] | null;
}

/** A user as GET /api/user/all and GET /api/user/{id} return it; the shape is the server's own. */
export type UserRow = UserView;
export type { RoleOption };

/** The body of a create or edit: the multi-role list, or the legacy trio. */
export type UserPayload = {
  firstName: string;
  lastName: string;
  email: string;
  gender?: Gender;
  password?: string;
} & ({ roles: UserRole[] } | { role: string; adminLevel: AdminLevel; assignedState?: string });

/** SPEC §7: if the active role names cannot be read, the picker still offers admin and superadmin. */
export const FALLBACK_ROLE_OPTIONS: RoleOption[] = [
  { value: ADMIN_ROLE, label: 'Administrator', category: 'admin' },
  { value: SUPERADMIN_ROLE, label: 'Super Administrator', category: 'system' },
];

/** The picker's options from the active roles (what GET /roles/active-names gives), the fallback when there are none. */
export function roleOptionsOf(roles: readonly RoleRow[] | undefined): RoleOption[] {
  const active = (roles ?? []).filter((role) => role.isActive);
  return active.length > 0 ? active.map((role) => ({ value: role.roleName, label: role.displayName, category: role.category })) : FALLBACK_ROLE_OPTIONS;
}

/** The acts on users and roles that are not create/read/update/delete; called with react-admin's useMutation. */
export interface UsersRolesMethods {
  /** POST /user/:id/reset-password; resolves to the server's message. */
  resetUserPassword(id: string, newPassword: string): Promise<string | undefined>;
  /** POST /user/:id/deactivate or /reactivate; resolves to the server's message. */
  setUserActive(id: string, active: boolean): Promise<string | undefined>;
  /** SPEC §4: 'Delete' on a role deactivates it (DELETE /roles/:id); a system role is refused. */
  deactivateRole(id: string): Promise<string | undefined>;
  /** PUT /roles/:id with isActive true and the role's own texts. */
  reactivateRole(role: RoleRow): Promise<string | undefined>;
  /** The 36 states and the FCT from the server's geography list (the one it validates against). */
  stateNames(signal?: AbortSignal): Promise<string[]>;
}

const path = (base: string, id: RaRecord['id']) => `${base}/${encodeURIComponent(String(id))}`;

/** Roles are few: the server sends them all (inactive ones too, so they can be brought back); react-admin pages and sorts them here. */
async function listRoles(params: Partial<GetListParams>): Promise<RoleRow[]> {
  const request = apiRequest<RoleRow[]>(`/roles${queryString({ includeInactive: params.filter?.isActive === true ? undefined : 'true' })}`, {
    signal: params.signal,
  });
  const { data } = await orFailure(request, MSG.failedFetchRoles);
  return data ?? [];
}

function pageOf<T>(rows: T[], params: Partial<GetListParams>): T[] {
  if (!params.pagination) return rows;
  const { page, perPage } = params.pagination;
  return rows.slice((page - 1) * perPage, page * perPage);
}

async function listUsers(page: number, limit: number, signal?: AbortSignal): Promise<{ users: UserRow[]; total: number }> {
  const envelope = (await apiRequest<UserRow[]>(`/user/all${queryString({ page, limit })}`, { signal })) as ApiEnvelope<UserRow[]> & {
    pagination?: { totalUsers?: number };
  };
  const users = envelope.data ?? [];
  // SPEC §7: without pagination the total is guessed, so at least the rows shown are counted.
  const total = envelope.pagination?.totalUsers ?? (page - 1) * limit + users.length;
  return { users, total };
}

/**
 * The role name is never sent on an update: it cannot change after creation. A system role's
 * category is fixed, and the super admin role always holds everything (the server refuses a list on it).
 */
function roleBody(data: Partial<RoleRow>, creating: boolean): Record<string, unknown> {
  const body: Record<string, unknown> = { displayName: data.displayName, description: data.description };
  if (creating) body.roleName = data.roleName;
  if (data.category && data.category !== 'system' && !data.isSystem) body.category = data.category;
  if (data.permissions !== undefined && data.roleName !== SUPERADMIN_ROLE) body.permissions = data.permissions;
  return body;
}

/** The user and role endpoints in react-admin's terms; dataProvider.ts sends admin-users and admin-roles here. */
export const usersRolesProvider = {
  async getList<R extends RaRecord>(resource: string, params: Partial<GetListParams>): Promise<GetListResult<R>> {
    if (resource === ROLES) {
      const roles = await listRoles(params);
      return { data: pageOf(roles, params) as unknown as R[], total: roles.length };
    }
    const { page = 1, perPage = 10 } = params.pagination ?? {};
    const { users, total } = await listUsers(page, perPage, params.signal);
    return { data: users as unknown as R[], total };
  },

  async getOne<R extends RaRecord>(resource: string, params: GetOneParams): Promise<GetOneResult<R>> {
    if (resource === ROLES) {
      // No GET /roles/:id either: the role is read from the full list.
      const role = (await listRoles({ signal: params.signal })).find((r) => r.id === String(params.id));
      if (!role) throw new Error('This role no longer exists.');
      return { data: role as unknown as R };
    }
    const { data } = await apiRequest<UserRow>(path('/user', params.id), { signal: params.signal });
    if (!data) throw new Error('This user no longer exists.');
    return { data: data as unknown as R };
  },

  async create<R extends RaRecord>(resource: string, params: CreateParams): Promise<CreateResult<R>> {
    if (resource === ROLES) {
      const { data } = await apiRequest<RoleRow>('/roles', { method: 'POST', body: roleBody(params.data, true) });
      return { data: (data ?? { ...params.data, id: params.data.roleName }) as unknown as R };
    }
    const { data } = await apiRequest<UserRow>('/user', { method: 'POST', body: params.data });
    return { data: (data && 'id' in data ? data : { ...params.data, id: params.data.email }) as unknown as R };
  },

  async update<R extends RaRecord>(resource: string, params: UpdateParams): Promise<UpdateResult<R>> {
    if (resource === ROLES) {
      const { data } = await apiRequest<RoleRow>(path('/roles', params.id), { method: 'PUT', body: roleBody(params.data, false) });
      return { data: (data ?? { ...params.previousData, ...params.data }) as unknown as R };
    }
    const { data } = await apiRequest<UserRow>(path('/user', params.id), { method: 'PUT', body: params.data });
    return { data: (data && 'id' in data ? data : { ...params.previousData, ...params.data, id: params.id }) as unknown as R };
  },

  /** A user is deleted; a role is deactivated (SPEC §4), which is what deactivateRole does too. */
  async delete<R extends RaRecord>(resource: string, params: DeleteParams<R>): Promise<DeleteResult<R>> {
    await apiRequest(path(resource === ROLES ? '/roles' : '/user', params.id), { method: 'DELETE' });
    return { data: (params.previousData ?? { id: params.id }) as R };
  },

  async resetUserPassword(id: string, newPassword: string) {
    return (await apiRequest(`${path('/user', id)}/reset-password`, { method: 'POST', body: { newPassword } })).message;
  },
  async setUserActive(id: string, active: boolean) {
    return (await apiRequest(`${path('/user', id)}/${active ? 'reactivate' : 'deactivate'}`, { method: 'POST' })).message;
  },
  async deactivateRole(id: string) {
    return (await apiRequest(path('/roles', id), { method: 'DELETE' })).message;
  },
  async reactivateRole(role: RoleRow) {
    return (await apiRequest(path('/roles', role.id), { method: 'PUT', body: { ...roleBody({ ...role, permissions: undefined }, false), isActive: true } })).message;
  },
  async stateNames(signal?: AbortSignal) {
    const { data } = await apiRequest<Array<{ name: string }>>('/geography/states', { signal });
    return (data ?? []).map((state) => state.name);
  },
} satisfies UsersRolesMethods & Record<string, unknown>;
