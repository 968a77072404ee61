/** Texts of the security hardening (issue 15): answers to refused input, limits and user deactivation. */
export const SECURITY_MSG = {
  jsonTooDeep: (max: number) => `Request body is nested too deeply (at most ${max} levels)`,
  urlTooLong: 'Request URL is too long',
  badUrl: 'Invalid request URL',
  tooManyLoginAttempts: 'Too many failed sign-in attempts from your address for this account. Please wait a moment and try again.',
  registerAccepted:
    'Thank you. If this email can be used, your account is ready: sign in with it. A super admin will grant you access. If you already have an account, check your email.',
  registrationAttemptSubject: 'Someone tried to register with your email address',
  userDeactivated: 'User deactivated successfully',
  userReactivated: 'User reactivated successfully',
  userAlreadyDeactivated: 'This user is already deactivated',
  userAlreadyActive: 'This user is already active',
  cannotDeactivateSelf: 'You cannot deactivate your own account',
  superAdminCannotBeDeactivated: 'Super admin accounts cannot be deactivated',
  deactivateUserConfirm: (name: string) => `Are you sure you want to deactivate ${name}? They are signed out at once and cannot sign in until reactivated.`,
  reactivateUserConfirm: (name: string) => `Reactivate ${name}? They can sign in again with their current password.`,
  resendTooSoon: (kind: string, minutes: number) =>
    `The ${kind} email was sent less than ${minutes} minutes ago. Please wait before sending it again.`,
  resendDailyLimit: (kind: string, max: number) => `The ${kind} email has already been sent ${max} times today for this centre. Please try again tomorrow.`,
  lastResentAt: (when: string) => `Last sent ${when}`,
  tooManyDocumentsOfType: (max: number) => `At most ${max} documents of this type can be uploaded. Delete one first.`,
  tooManyDocuments: (max: number) => `At most ${max} documents can be uploaded for a centre. Delete one first.`,
  tooManyUploads: 'Too many uploads. Please wait a moment and try again.',
  documentNotFound: 'Document not found',
  documentDeleted: 'Document deleted successfully',
  documentsLocked: 'Documents can no longer be changed: the registration is complete.',
  autotestNeedsDocuments: 'Autotest cannot be approved: the centre has not uploaded any documents.',
} as const;
