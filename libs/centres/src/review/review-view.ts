import type { EntityManager } from 'typeorm';
import { capacityPerformance, type AccreditationStanding, type AccreditationStatus, type CentreAction } from '#contracts';
import { accreditationStatusSql, standingSql } from '../listing/standing-sql.js';
import type { AdminPrincipal } from '#platform';
import type { Centre } from '../centre/centre.entity.js';
import { toPublicCentre, type UploadedDocuments } from '../centre/centre-view.js';
import { availableActions, type ReviewContext } from './centre-status.machine.js';

export interface ReviewView {
  school: Record<string, unknown>;
  allowedActions: CentreAction[];
  capacityPerformance: ReturnType<typeof capacityPerformance>;
  canResendRegistrationApproval: boolean;
  canResendAutotestApproval: boolean;
  /** Send it back as If-Match with an action so an action on a stale screen is refused. */
  version: number;
  /** The facts headlineStatus (libs/contracts) reads, as the list carries them (DECISIONS §10). */
  accreditationStatus?: AccreditationStatus | null;
  standing?: AccreditationStanding | null;
  /** DECISIONS §10: an appeal against the centre's suspension or revocation is open. */
  underAppeal?: boolean;
}

/** The accreditation facts of the header's headline, by the list's own expressions (listing/standing-sql.ts). */
export async function headlineFacts(manager: EntityManager, centreId: string): Promise<Pick<ReviewView, 'accreditationStatus' | 'standing' | 'underAppeal'>> {
  const [row] = (await manager.query(
    `SELECT ${accreditationStatusSql('c')} AS "accreditationStatus", ${standingSql('c')} AS "standing",
       EXISTS (SELECT 1 FROM centre_appeals ua JOIN centre_decisions ud ON ud.id = ua.decision_id
         WHERE ua.centre_id = c.id AND ua.status = 'open' AND ud.kind IN ('suspension', 'revocation')) AS "underAppeal"
       FROM centres c WHERE c.id = $1`,
    [centreId],
  )) as Array<Pick<ReviewView, 'accreditationStatus' | 'standing' | 'underAppeal'>>;
  return { accreditationStatus: row?.accreditationStatus ?? null, standing: row?.standing ?? null, underAppeal: row?.underAppeal ?? false };
}

/** The machine's caller: autotest approval is the national admins' permission. */
export function reviewerOf(admin: AdminPrincipal): ReviewContext {
  return { isNational: admin.permissions.has('centres.approve_autotest') };
}

export const RESENDABLE = {
  registration: ['registration_approved', 'autotest_approved'],
  autotest: ['autotest_approved'],
} as const satisfies Record<string, readonly Centre['status'][]>;

/** A centre as the detail screen needs it: the record, the buttons to show, the capacity verdict. */
export function reviewView(centre: Centre, documents: UploadedDocuments, caller: ReviewContext): ReviewView {
  return {
    school: toPublicCentre(centre, documents),
    allowedActions: availableActions(centre.status, caller),
    capacityPerformance: capacityPerformance(centre.autotestExpectedCapacity, centre.autotestRealizedCapacity),
    canResendRegistrationApproval: (RESENDABLE.registration as readonly string[]).includes(centre.status),
    canResendAutotestApproval: (RESENDABLE.autotest as readonly string[]).includes(centre.status),
    version: centre.version,
  };
}
