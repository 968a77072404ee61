import type { EntityManager } from 'typeorm';
import { validUntilOf, VALIDITY_LIMITS } from '#contracts';

/** What an accreditation promises: the centre as it was when the last stage was approved. */
export interface AccreditationSnapshot {
  CentreName: string;
  GovernmentId: string;
  ownershipType: string | null;
  State: string | null;
  LocalGovernment: string | null;
  address: string | null;
  town: string | null;
  CentreCapacity: number | null;
  autotestExpectedCapacity: number | null;
  autotestRealizedCapacity: number | null;
  autotestScore: number | null;
  /** DECISIONS §9: the validity granted (ISO dates). */
  validFrom?: string;
  validUntil?: string;
}

/**
 * Grants the accreditation: stores the snapshot of the centre's identity and capacity with the
 * validity granted (from now, on the server's clock, for the bound configuration's months) and makes
 * its standing "accredited", in the approving transaction.
 */
export async function grantWithSnapshot(manager: EntityManager, accreditationId: string, validFrom: Date): Promise<void> {
  const [config] = (await manager.query(
    `SELECT c.validity_months FROM accreditation_configs c JOIN accreditations a ON a.config_id = c.id WHERE a.id = $1`,
    [accreditationId],
  )) as Array<{ validity_months: number }>;
  const validUntil = validUntilOf(validFrom, config?.validity_months ?? VALIDITY_LIMITS.defaultMonths);
  await manager.query(
    `UPDATE accreditations a SET standing = 'accredited', standing_reason = NULL, standing_changed_at = $2, valid_from = $2, valid_until = $3,
       snapshot = jsonb_build_object('CentreName', c.centre_name, 'GovernmentId', c.government_id, 'ownershipType', c.ownership_type,
         'State', c.state, 'LocalGovernment', c.local_government, 'address', c.address, 'town', c.town,
         'CentreCapacity', c.centre_capacity, 'autotestExpectedCapacity', c.autotest_expected_capacity,
         'autotestRealizedCapacity', c.autotest_realized_capacity, 'autotestScore', c.autotest_score,
         'validFrom', to_jsonb($2::timestamptz), 'validUntil', to_jsonb($3::timestamptz))
     FROM centres c WHERE c.id = a.centre_id AND a.id = $1 AND a.status = 'approved'`,
    [accreditationId, validFrom, validUntil],
  );
}
