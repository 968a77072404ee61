import type { DataSource } from 'typeorm';
import { isInGoodStanding } from '#contracts';
import type { Centre } from '../centre/centre.entity.js';
import { readAccreditationStatus } from '../public/accreditation-timeline.js';
import { isIdentityLocked, lockedIdentityFields } from './identity-lock.js';

/**
 * What the centre's own pages need to show DECISIONS §8: which fields it may no longer edit,
 * whether its registration is read-only, its accreditation and whether its letter can be downloaded.
 */
export async function centreSessionExtras(dataSource: DataSource, centre: Centre): Promise<Record<string, unknown>> {
  const locked = isIdentityLocked(centre);
  const accreditation = await readAccreditationStatus(dataSource, centre.ReferenceNumber);
  const [letter] = (await dataSource.query(
    `SELECT letter_stored_name IS NOT NULL AS has, standing FROM accreditations WHERE centre_id = $1 AND standing IN ('accredited', 'suspended', 'expired')`,
    [centre.id],
  )) as Array<{ has: boolean; standing: string }>;
  return {
    identityLocked: locked,
    lockedFields: lockedIdentityFields(centre),
    readOnly: centre.isRegistrationComplete,
    accreditation,
    // DECISIONS §9: the letter is downloadable only while it stands.
    hasLetter: !!letter?.has && isInGoodStanding(letter.standing, centre.status),
  };
}
