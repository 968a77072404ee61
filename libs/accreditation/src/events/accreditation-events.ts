/** Domain events of the accreditation (stored in the outbox: never rename one). */
export const AccreditationEvent = {
  Initialized: 'accreditation.initialized',
  StageApproved: 'accreditation.stage_approved',
  /** The last stage was approved: the letter job starts from this one. */
  Approved: 'accreditation.approved',
  Rejected: 'accreditation.rejected',
  /** The letter PDF is stored; the mail with it attached follows. */
  LetterGenerated: 'accreditation.letter_generated',
  /** A super admin asked for the letter to be made again (and mailed again). */
  LetterRegenerationRequested: 'accreditation.letter_regeneration_requested',
  ConfigSaved: 'accreditation.config_saved',
} as const;

export interface AccreditationEventPayload {
  accreditationId: string;
  centreId: string;
  state: string | null;
  at: string;
  stageNumber?: number;
}
