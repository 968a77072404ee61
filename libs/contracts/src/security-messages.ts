/** Texts of the security hardening (docs/SECURITY.md, red-team pass 1): answers to refused input, limits and user deactivation. */
export const SECURITY_MSG = {
  jsonTooDeep: (max: number) => `Request body is nested too deeply (at most ${max} levels)`,
  urlTooLong: 'Request URL is too long',
  badUrl: 'Invalid request URL',
  tooManyLoginAttempts: 'Too many failed sign-in attempts from your address for this account. Please wait a moment and try again.',
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

/** Texts of the second security pass (DECISIONS §9): bounded grants, sign-out, confirmed registration, job limits. */
export const GRANT_MSG = {
  cannotGivePermission: (permission: string) => `You cannot give the permission "${permission}" because you do not hold it`,
  onlySuperAdminChangesSystemRoles: 'Only a super admin can change a system role',
  cannotEditOwnRole: 'You cannot change a role you hold',
  targetHoldsMore: (permission: string, where: string) =>
    `You cannot manage this user: they hold "${permission}" ${where}, which you do not`,
  cannotGrantScope: (permission: string, where: string) => `You cannot grant "${permission}" ${where} because you do not hold it there`,
  cannotWidenRole: (permission: string, where: string) =>
    `You cannot add "${permission}" to this role: its holders would use it ${where}, where you do not hold it`,
  superAdminOnlyPermission: (permission: string) => `"${permission}" belongs to super admins only and cannot be given to a role`,
  onlySuperAdminManagesAuditors: "Only a super admin can manage an auditor's account or make someone an auditor",
  everywhere: 'in every state',
  inState: (state: string) => `in ${state}`,
} as const;

export const SESSION_MSG = {
  signedOut: 'Signed out successfully',
  registrationConfirmSubject: 'Confirm your administrator account',
  registerCheckEmail:
    'Thank you. Check your email: if this address can be used, we sent a link to confirm it. The account is made when you open the link; a super admin then grants you access.',
  registrationConfirmed: 'Your email is confirmed and your account is ready. Sign in; a super admin will grant you access.',
  invalidConfirmationLink: 'This confirmation link is invalid or has expired. Please register again.',
  unsupportedMediaType: 'Unsupported content type: send the body as JSON (application/json)',
  headersTooLarge: 'Request headers are too large',
  malformedRequest: 'Malformed request',
  requestTimedOut: 'Request timed out',
  tooManyJobsInFlight: (max: number) => `You already have ${max} of these running. Please wait for one to finish.`,
  tooManyJobsPerHour: (max: number) => `You have started ${max} of these in the last hour. Please try again later.`,
  tooManyBulkTargets: (max: number) => `A bulk action can cover at most ${max.toLocaleString('en')} centres. Narrow the selection.`,
} as const;

/** Texts of the third security pass (docs/SECURITY.md, red-team pass 3): the low and informational findings. */
export const HARDENING3_MSG = {
  onlySuperAdminMovesClock: 'Only a super admin can read or move the test clock',
} as const;
