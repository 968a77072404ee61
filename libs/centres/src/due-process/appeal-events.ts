/** Outbox events of due process (DECISIONS §10). Stored strings: never rename one. */
export const AppealEvent = {
  /** The centre lodged an appeal: its receipt. */
  Lodged: 'centre.appeal_lodged',
  /** Staff decided an appeal: the outcome, with reasons. */
  Decided: 'centre.appeal_decided',
} as const;
