import { ADMIN_ROLE, SUPERADMIN_ROLE, type AdminLevel, type Gender, type RoleCategory, type UserRole } from '@cbt/contracts';
import { apiRequest, queryString, type ApiEnvelope } from '../api';

/** A user as GET /api/user/all returns it: the roles list plus the legacy single-role fields. */
export interface UserRow {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  gender: Gender | null;
  role: string | null;
  adminLevel: AdminLevel | null;
  assignedState: string | null;
  roles: UserRole[];
  isSuperAdmin: boolean;
  /** false once deactivated (issue 15). */
  isActive?: boolean;
  createdAt: string;
}

export interface UserPage {
  users: UserRow[];
  total: number;
}

/** SPEC §3 "Available role name option". */
export interface RoleOption {
  value: string;
  label: string;
  category: RoleCategory;
}

/** The body of a create or edit: the multi-role list, or the legacy trio. */
export type UserPayload = {
  firstName: string;
  lastName: string;
  email: string;
  gender?: Gender;
  password?: string;
} & ({ roles: UserRole[] } | { role: string; adminLevel: AdminLevel; assignedState?: string });

export async function listUsers(page: number, limit: number, signal?: AbortSignal): Promise<UserPage> {
  const envelope = (await apiRequest<UserRow[]>(`/user/all${queryString({ page, limit })}`, { signal })) as ApiEnvelope<UserRow[]> & {
    pagination?: { totalUsers?: number };
  };
  const users = envelope.data ?? [];
  // SPEC §7: without pagination the total is guessed, so at least the rows shown are counted.
  const total = envelope.pagination?.totalUsers ?? (page - 1) * limit + users.length;
  return { users, total };
}

export async function createUser(payload: UserPayload): Promise<string | undefined> {
  return (await apiRequest('/user', { method: 'POST', body: payload })).message;
}

export async function updateUser(id: string, payload: UserPayload): Promise<string | undefined> {
  return (await apiRequest(`/user/${encodeURIComponent(id)}`, { method: 'PUT', body: payload })).message;
}

export async function deleteUser(id: string): Promise<void> {
  await apiRequest(`/user/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export async function resetUserPassword(id: string, newPassword: string): Promise<string | undefined> {
  return (await apiRequest(`/user/${encodeURIComponent(id)}/reset-password`, { method: 'POST', body: { newPassword } })).message;
}

/** SPEC §7: if the active role names cannot be read, the picker still offers admin and superadmin. */
export const FALLBACK_ROLE_OPTIONS: RoleOption[] = [
  { value: ADMIN_ROLE, label: 'Administrator', category: 'admin' },
  { value: SUPERADMIN_ROLE, label: 'Super Administrator', category: 'system' },
];

export async function fetchRoleOptions(signal?: AbortSignal): Promise<RoleOption[]> {
  try {
    const { data } = await apiRequest<RoleOption[]>('/roles/active-names', { signal });
    return data && data.length > 0 ? data : FALLBACK_ROLE_OPTIONS;
  } catch (error) {
    if (signal?.aborted) throw error;
    return FALLBACK_ROLE_OPTIONS;
  }
}

/** The 36 states and the FCT from the server's geography list (the one it validates against). */
export async function fetchStateNames(signal?: AbortSignal): Promise<string[]> {
  const { data } = await apiRequest<Array<{ name: string }>>('/geography/states', { signal });
  return (data ?? []).map((state) => state.name);
}
