import type { EntityManager } from 'typeorm';

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
}

/**
 * Grants the accreditation: stores the snapshot of the centre's identity and capacity and makes
 * its standing "accredited", in the approving transaction.
 */
export async function grantWithSnapshot(manager: EntityManager, accreditationId: string): Promise<void> {
  await manager.query(
    `UPDATE accreditations a SET standing = 'accredited', standing_reason = NULL, standing_changed_at = COALESCE(a.accredited_at, now()),
       snapshot = jsonb_build_object('CentreName', c.centre_name, 'GovernmentId', c.government_id, 'ownershipType', c.ownership_type,
         'State', c.state, 'LocalGovernment', c.local_government, 'address', c.address, 'town', c.town,
         'CentreCapacity', c.centre_capacity, 'autotestExpectedCapacity', c.autotest_expected_capacity,
         'autotestRealizedCapacity', c.autotest_realized_capacity, 'autotestScore', c.autotest_score)
     FROM centres c WHERE c.id = a.centre_id AND a.id = $1 AND a.status = 'approved'`,
    [accreditationId],
  );
}
