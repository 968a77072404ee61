/**
 * Texts about the accreditation letter's delivery that SPEC.md does not give (the letter not being
 * ready keeps MSG.letterNotReady). Shown by the console as the server's message.
 */
export const LETTER_MSG = {
  notAccredited: 'This centre is not accredited, so it has no accreditation letter. The letter is produced when the last approval stage is approved.',
  fileMissing: 'The accreditation letter file is missing from storage. A super admin can regenerate it with "Regenerate letter".',
  onlySuperAdmin: 'Only super admins can regenerate accreditation letters.',
  regenerating: 'The accreditation letter is being generated again; it will be emailed to the centre when it is ready.',
} as const;
