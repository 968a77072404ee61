import type { EntityManager } from 'typeorm';
import { currentTime } from '#platform';

/**
 * Whether the centre's renewal is open now (DECISIONS §9): its accreditation in force is accredited
 * or expired, the configuration it was granted on opens renewal this many days before the end of its
 * validity, that day has come on the server's clock, and no renewal is already being decided. While
 * it is open, a centre whose registration is complete may still replace its documents.
 */
export async function isRenewalOpen(manager: EntityManager, centreId: string): Promise<boolean> {
  const [row] = (await manager.query(
    `SELECT EXISTS (
       SELECT 1 FROM accreditations a JOIN accreditation_configs c ON c.id = a.config_id
        WHERE a.centre_id = $1 AND a.standing IN ('accredited', 'expired') AND a.valid_until IS NOT NULL
          AND a.valid_until - make_interval(days => c.renewal_window_days) <= $2
          AND NOT EXISTS (SELECT 1 FROM accreditations r WHERE r.centre_id = $1 AND r.status IN ('pending', 'in_progress'))
     ) AS open`,
    [centreId, currentTime()],
  )) as Array<{ open: boolean }>;
  return !!row?.open;
}
