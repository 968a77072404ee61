import { useCanAccess } from 'react-admin';
import { canAccess, type Area } from '../permissions';
import { useProfile } from '../profile/ProfileContext';
import { ACCREDITATION } from '../providers/accreditationProvider';

export type AccreditationAction = 'act' | 'configure' | 'export';

/** The server permission behind each action of the console's access table (issue 16). */
const AREA: Record<AccreditationAction, Area> = {
  act: 'actOnAccreditation',
  configure: 'configureAccreditation',
  export: 'accreditation',
};

/**
 * Whether a button of the accreditation screens shows: react-admin's `canAccess` for
 * `admin-accreditation`, and the profile's matching permission, which is what that rule reads and
 * what the server enforces (so both agree, and nothing shows that would be refused).
 * `decided` is false while either answer is still coming.
 */
export function useAccreditationAccess(action: AccreditationAction): { allowed: boolean; decided: boolean } {
  const { profile, error } = useProfile();
  const access = useCanAccess({ resource: ACCREDITATION, action });
  return {
    allowed: access.canAccess === true && canAccess(profile, AREA[action]),
    decided: !access.isPending && (profile !== null || error !== null),
  };
}
