import type { AccreditationStatus, VerificationStatus } from '#contracts';

export const VERIFICATION_LABELS: Record<VerificationStatus, string> = {
  accredited: 'Accredited',
  rejected: 'Accreditation rejected',
  withdrawn: 'Accreditation withdrawn',
  in_progress: 'Accreditation in progress',
};

/**
 * What a letter is worth today, not when it was printed: it stands only while its accreditation
 * is approved and the centre is still at autotest_approved. A reset of the centre, a later
 * rejection or a restarted workflow all withdraw it.
 */
export function liveVerificationStatus(accreditationStatus: AccreditationStatus, centreStatus: string): VerificationStatus {
  return accreditationStatus === 'approved' && centreStatus === 'autotest_approved' ? 'accredited' : 'withdrawn';
}
