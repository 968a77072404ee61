import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useGetList } from 'react-admin';
import type { CentreDataProvider } from '../dataProvider';
import { ROLES, roleOptionsOf, type RoleOption } from '../providers/usersRolesProvider';

export interface ReferenceData {
  roleOptions: RoleOption[];
  stateNames: string[];
  /** Why the states could not be loaded; the role picker has a fallback, the states do not. */
  error: string | null;
}

/** The active roles (admin-roles, through the data provider) and the states, for the table and the dialogs. */
export function useReferenceData(): ReferenceData {
  const dataProvider = useDataProvider<CentreDataProvider>();
  // SPEC §7: if the roles cannot be read, the picker still offers admin and superadmin.
  const { data: roles } = useGetList(ROLES, { filter: { isActive: true }, pagination: { page: 1, perPage: 1000 } });
  const states = useQuery({ queryKey: ['geography', 'states'], queryFn: ({ signal }) => dataProvider.stateNames(signal), staleTime: Infinity });
  return {
    roleOptions: roleOptionsOf(roles as never),
    stateNames: states.data ?? [],
    error: states.error ? states.error.message || 'console.users.statesFailed' : null,
  };
}
