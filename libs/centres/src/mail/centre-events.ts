import type { Language } from '#contracts';

/**
 * Domain events of the centre (recorded in the outbox in the change's own transaction). These
 * strings are stored: never rename one. Mail events carry what the email needs, so the mail job
 * does not read the centre again.
 */
export const CentreEvent = {
  PreRegistered: 'centre.pre_registered',
  RegistrationApproved: 'centre.registration_approved',
  AutotestApproved: 'centre.autotest_approved',
  Queried: 'centre.queried',
  Rejected: 'centre.rejected',
  OtpRequested: 'centre.otp_requested',
  /** Every status change, for the reports (docs/REPORTS.md) and anyone else listening. */
  StatusChanged: 'centre.status_changed',
  Created: 'centre.created',
  RegistrationSaved: 'centre.registration_saved',
  DocumentUploaded: 'centre.document_uploaded',
  DocumentDeleted: 'centre.document_deleted',
  RegistrationCompleted: 'centre.registration_completed',
  /** The receipt email of a completed registration (DECISIONS §10), beside RegistrationCompleted so the mail rides the mail lane. */
  RegistrationReceipt: 'centre.registration_receipt',
  /** A renewal the centre submitted (DECISIONS §9): its receipt email (DECISIONS §10). */
  RenewalSubmitted: 'centre.renewal_submitted',
  AutotestResultRecorded: 'centre.autotest_result_recorded',
} as const;

export interface CentreMailEvent {
  centreId: string;
  email: string;
  centreName: string;
  reference: string;
  /** Instructions, query details or rejection reason, by event. */
  text?: string | null;
  /** The centre's language; the email is written in it (absent in events recorded before centres had a language: English). */
  language?: Language;
  /** The receipts: document types still missing for accreditation (DECISIONS §8). */
  missing?: string[];
}

export interface OtpRequestedEvent {
  centreId: string;
  email: string;
  centreName: string;
  reference: string;
  /** The code, sealed with SecretSeal(OTP_MAIL_SEAL); only the mail job opens it. */
  sealedCode: string;
  /** The language of the page that asked for the code. */
  language?: Language;
}

export const OTP_MAIL_SEAL = 'centre-otp-mail';
