/**
 * Events of the trust rules (DECISIONS §8, docs/TRUST.md), recorded in the outbox with the change. Stored strings: never
 * rename one. Each carries what its email needs.
 */
export const TrustEvent = {
  /** An identity change request was approved or declined: the centre is told. */
  ChangeRequestDecided: 'centre.change_request_decided',
  /** An admin-created or imported centre: its admin gets the reference and how to sign in. */
  CreatedNotice: 'centre.created_notice',
  /** The notices of an import batch, one event for all its created centres (one email each). */
  CreatedNotices: 'centre.created_notices',
  /** An accreditation's standing changed (suspended, reinstated, revoked). */
  StandingChanged: 'accreditation.standing_changed',
  /** A suspension or revocation withdrew the renewal in flight (DECISIONS §10). */
  RenewalWithdrawn: 'accreditation.renewal_withdrawn',
} as const;
