import type { DataSource } from 'typeorm';
import { IDENTITY_FIELDS } from '#contracts';
import type { Centre } from '../centre/centre.entity.js';
import { readAccreditationStatus } from '../public/accreditation-timeline.js';
import { isIdentityLocked } from './identity-lock.js';

/**
 * What the centre's own pages need to show DECISIONS §8: which fields it may no longer edit,
 * whether its registration is read-only, its accreditation and whether its letter can be downloaded.
 */
export async function centreSessionExtras(dataSource: DataSource, centre: Centre): Promise<Record<string, unknown>> {
  const locked = isIdentityLocked(centre);
  const accreditation = await readAccreditationStatus(dataSource, centre.ReferenceNumber);
  const [letter] = (await dataSource.query(`SELECT letter_stored_name IS NOT NULL AS has FROM accreditations WHERE centre_id = $1`, [centre.id])) as Array<{ has: boolean }>;
  return {
    identityLocked: locked,
    lockedFields: locked ? [...IDENTITY_FIELDS] : [],
    readOnly: centre.isRegistrationComplete,
    accreditation,
    hasLetter: !!letter?.has && accreditation?.standing !== 'revoked',
  };
}
