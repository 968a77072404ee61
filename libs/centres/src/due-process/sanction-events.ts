/** Outbox events of sanctions and notices of proposal (DECISIONS §10). Stored strings: never rename one. */
export const SanctionEvent = {
  /** A warning was given: its reasons and the right of appeal. */
  Warning: 'centre.sanction_warning',
  /** The centre was delisted for a period: its reasons, its end and the right of appeal. */
  Delisting: 'centre.sanction_delisting',
  /** A notice of proposal: its reasons and the end of the representations window. */
  NoticeProposed: 'centre.notice_proposed',
  /** The centre's representations: its receipt. */
  Represented: 'centre.notice_represented',
  /** A notice withdrawn: nothing changes. */
  NoticeWithdrawn: 'centre.notice_withdrawn',
} as const;
