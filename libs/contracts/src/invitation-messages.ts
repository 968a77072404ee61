/**
 * Staff invitations (DECISIONS §10 "Screens"): a staff account created without a password gets an
 * emailed one-use link, valid this long, to choose its own.
 */
export const INVITATION_TTL_HOURS = 72;

/** The console page the invitation email links to; its token is the `token` query parameter. */
export const ACCEPT_INVITATION_PATH = '/accept-invitation';

/** What the server answers about an invitation link; the console shows each in the reader's language. */
export const INVITATION_MSG = {
  subject: 'You are invited to the CBT Centre Accreditation Portal',
  linkValid: 'This invitation is valid. Choose your password.',
  passwordSet: 'Your password is set. You can now sign in.',
  linkUnknown: 'This invitation link is not valid. Check that you opened the whole link from the email.',
  linkExpired: 'This invitation link has expired. Use "Forgot password?" on the sign-in page with your email, or ask an administrator to invite you again.',
  linkUsed: 'This invitation link has already been used. Sign in with the password you chose, or use "Forgot password?" on the sign-in page.',
} as const;
