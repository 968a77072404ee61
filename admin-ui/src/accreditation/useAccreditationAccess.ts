import { decideAccess } from '../permissions';
import { useProfile } from '../profile/ProfileContext';
import { ACCREDITATION } from '../providers/accreditationProvider';

export type AccreditationAction = 'act' | 'initialize' | 'configure' | 'export';

/**
 * Whether a button of the accreditation screens shows, by the console's access table (the rule
 * authProvider.canAccess reads for `admin-accreditation`), from the signed-in profile the screens
 * already hold. `decided` is false while the profile is still coming.
 */
export function useAccreditationAccess(action: AccreditationAction, record?: unknown): { allowed: boolean; decided: boolean } {
  const { profile, error } = useProfile();
  return { allowed: decideAccess(profile, ACCREDITATION, action, record), decided: profile !== null || error !== null };
}
