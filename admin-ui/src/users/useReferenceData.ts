import { useEffect, useState } from 'react';
import { fetchRoleOptions, fetchStateNames, FALLBACK_ROLE_OPTIONS, type RoleOption } from './usersApi';

export interface ReferenceData {
  roleOptions: RoleOption[];
  stateNames: string[];
  /** Why the states could not be loaded; the role picker has a fallback, the states do not. */
  error: string | null;
}

/** The active roles and the states, loaded once per visit of the page for the table and the dialogs. */
export function useReferenceData(): ReferenceData {
  const [data, setData] = useState<ReferenceData>({ roleOptions: FALLBACK_ROLE_OPTIONS, stateNames: [], error: null });

  useEffect(() => {
    const controller = new AbortController();
    fetchRoleOptions(controller.signal)
      .then((roleOptions) => setData((d) => ({ ...d, roleOptions })))
      .catch(() => undefined);
    fetchStateNames(controller.signal)
      .then((stateNames) => setData((d) => ({ ...d, stateNames })))
      .catch((failure: unknown) => {
        if (controller.signal.aborted) return;
        setData((d) => ({ ...d, error: failure instanceof Error ? failure.message : 'The list of states could not be loaded.' }));
      });
    return () => controller.abort();
  }, []);

  return data;
}
