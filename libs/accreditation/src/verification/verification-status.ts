import { liveStanding, type AccreditationStanding, type AccreditationStatus, type VerificationStatus } from '#contracts';

export const VERIFICATION_LABELS: Record<VerificationStatus, string> = {
  accredited: 'Accredited',
  suspended: 'Accreditation suspended',
  revoked: 'Accreditation revoked',
  expired: 'Accreditation expired',
  superseded: 'Letter superseded',
  rejected: 'Accreditation rejected',
  withdrawn: 'Accreditation withdrawn',
  in_progress: 'Accreditation in progress',
  delisted: 'Centre delisted',
};

/**
 * What a letter is worth today, not when it was printed: its accreditation's live standing. A
 * revoked, superseded or expired accreditation says so whatever the centre's status; one still in
 * force is withdrawn while the centre is reviewed again (a query or a reset sent it back from
 * autotest_approved), and stands again once the centre is approved for autotest again. While the
 * centre is delisted (DECISIONS §10) a letter that would stand, or be suspended, is not in good
 * standing: delisted; a revoked, expired, superseded or withdrawn one says that, which is more.
 */
export function liveVerificationStatus(accreditationStatus: AccreditationStatus, centreStatus: string, standing: AccreditationStanding | null = 'accredited', delisted = false): VerificationStatus {
  if (accreditationStatus !== 'approved' || !standing) return 'withdrawn';
  // The one live standing every list, count and export reads too (docs/TRUST.md "Good standing").
  const live = liveStanding(standing, centreStatus)!;
  return delisted && (live === 'accredited' || live === 'suspended') ? 'delisted' : live;
}
