import type { AccreditationStanding, AccreditationStatus, VerificationStatus } from '#contracts';

export const VERIFICATION_LABELS: Record<VerificationStatus, string> = {
  accredited: 'Accredited',
  suspended: 'Accreditation suspended',
  revoked: 'Accreditation revoked',
  rejected: 'Accreditation rejected',
  withdrawn: 'Accreditation withdrawn',
  in_progress: 'Accreditation in progress',
};

/**
 * What a letter is worth today, not when it was printed: its accreditation's live standing
 * (accredited, suspended, revoked) while the accreditation is approved and the centre is still at
 * autotest_approved. A reset of the centre, a later rejection or a restarted workflow withdraw it.
 */
export function liveVerificationStatus(accreditationStatus: AccreditationStatus, centreStatus: string, standing: AccreditationStanding | null = 'accredited'): VerificationStatus {
  if (accreditationStatus !== 'approved' || centreStatus !== 'autotest_approved') return 'withdrawn';
  return standing ?? 'accredited';
}
