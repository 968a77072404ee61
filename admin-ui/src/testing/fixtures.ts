import type { RoleRow } from '../providers/usersRolesProvider';

/** A system role as GET /api/roles sends it, with any fields changed. */
export function roleRow(changes: Partial<RoleRow> = {}): RoleRow {
  return {
    _id: changes.id ?? 'r1',
    id: 'r1',
    roleName: 'admin',
    displayName: 'Administrator',
    description: 'Reviews centres',
    category: 'system',
    isSystem: true,
    isActive: true,
    permissions: null,
    createdAt: '2026-01-01T00:00:00Z',
    ...changes,
  };
}
