import { capacityPerformance, type CentreAction } from '#contracts';
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
