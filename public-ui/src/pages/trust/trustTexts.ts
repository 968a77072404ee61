/**
 * English texts of issue 13's public screens (accreditation on check-status, the centre's
 * read-only pages, identity change requests, the letter download), gathered here for translation.
 */
export const TRUST_TEXT = {
  accreditationStep: 'Accreditation',
  accreditationPending: 'Not started yet',
  accreditationInProgress: (stage: number, total: number, progress: number) => `In progress: ${stage} of ${total} stages approved (${progress}%)`,
  accreditationRejected: 'Accreditation rejected',
  standing: {
    accredited: (date: string) => `Accredited since ${date}`,
    suspended: (date: string) => `Suspended on ${date}: the centre may not hold examinations until the council reinstates it`,
    revoked: (date: string) => `Revoked on ${date}: the centre is no longer accredited`,
  },
  readOnlyTitle: 'Registration complete',
  readOnly: 'Your registration is complete. Your details and documents are read-only; the council will reopen them if it needs more information.',
  lockedTitle: 'Approved details',
  locked: 'The council approved your centre with the details below. They cannot be edited here; to change them, send a change request.',
  lockedHint: 'Approved: send a change request to change it',
  changeRequestTitle: 'Ask for a change of approved details',
  changeRequestIntro: 'Fill in only the details that should change. The council reviews the request and emails you its decision.',
  changeRequestReason: 'Why the change is needed',
  changeRequestSubmit: 'Send Change Request',
  changeRequestOpen: 'Request a Change',
  changeRequestCancel: 'Cancel',
  changeRequestPending: 'A change request is waiting for the council’s decision:',
  changeRequestDecided: { approved: 'Approved', declined: 'Declined' } as Record<string, string>,
  letterTitle: 'Accreditation letter',
  letterDownload: 'Download Accreditation Letter',
  letterDownloading: 'Downloading…',
  outcomeTitle: 'Accreditation',
} as const;

export const STATE_NAMES_FOR_REQUEST = 'State';
