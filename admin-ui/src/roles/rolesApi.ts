import type { Permission, RoleCategory } from '@cbt/contracts';
import { apiRequest } from '../api';

/** A system role as GET /api/roles returns it (SPEC §3 "System role"). */
export interface RoleRow {
  id: string;
  roleName: string;
  displayName: string;
  description: string;
  category: RoleCategory;
  isSystem: boolean;
  isActive: boolean;
  /** The capabilities the role carries; null: its holders' level decides. */
  permissions?: Permission[] | null;
  createdAt: string;
}

export type EditableCategory = Exclude<RoleCategory, 'system'>;

export interface RoleDetails {
  displayName: string;
  description: string;
  /** Left out for a system role, whose category the server keeps fixed. */
  category?: EditableCategory;
  permissions?: Permission[] | null;
}

/** Inactive roles are listed too, so a deactivated one can still be seen and brought back. */
export async function listRoles(signal?: AbortSignal): Promise<RoleRow[]> {
  return (await apiRequest<RoleRow[]>('/roles?includeInactive=true', { signal })).data ?? [];
}

export async function createRole(body: RoleDetails & { roleName: string }): Promise<void> {
  await apiRequest('/roles', { method: 'POST', body });
}

/** The role name is never sent: it cannot change after creation. */
export async function updateRole(id: string, body: RoleDetails & { isActive?: boolean }): Promise<void> {
  await apiRequest(`/roles/${encodeURIComponent(id)}`, { method: 'PUT', body });
}

/** SPEC §4: 'Delete' deactivates. */
export async function deactivateRole(id: string): Promise<void> {
  await apiRequest(`/roles/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
