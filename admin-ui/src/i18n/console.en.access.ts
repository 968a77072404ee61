import { MSG } from '@cbt/contracts';
import { INVITATION_MSG } from '@cbt/contracts';
import { SESSION_MSG } from '@cbt/contracts';

/*
 * The console's English texts of the screens around the pages: the words many pages share, the
 * sign-in, registration and profile screens, and the form messages they show. A text SPEC gives
 * (MSG) is taken from MSG, so it stays single-sourced; a text with a value uses MSG's own function
 * with the polyglot placeholder as its argument.
 */

/** Words several pages use alike. */
export const COMMON_EN = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  gender: 'Gender',
  male: 'Male',
  female: 'Female',
  password: 'Password',
  newPassword: 'New password',
  confirmNewPassword: 'Confirm new password',
  state: 'State',
  description: 'Description',
  actions: 'Actions',
  edit: 'Edit',
  delete: 'Delete',
  deactivate: 'Deactivate',
  reactivate: 'Reactivate',
  deactivating: 'Deactivating...',
  reactivating: 'Reactivating...',
  exporting: 'Exporting...',
  active: 'Active',
  inactive: 'Inactive',
  yes: 'Yes',
  no: 'No',
  saving: 'Saving',
  saveChanges: 'Save Changes',
  retry: 'Retry',
  unexpectedError: MSG.unexpectedError,
  // The request wrapper's own texts (SPEC §8 "Generic").
  timeout: 'The server took too long to answer. Please try again.',
  httpError: 'HTTP error! status: %{status}',
};

/** The shared components (copy button, the server's error alert) and the layout's logout question. */
export const SHARED_EN = {
  copy: 'Copy',
  copied: 'Copied!',
  validationErrors: 'Validation Errors',
  /** One line of that list: the field's name, then the server's text (SPEC §8). */
  validationLine: '%{field}: %{message}',
  logoutConfirm: 'Are you sure you want to log out?',
};

export const LOGIN_EN = {
  heading: { login: 'Admin sign in', forgot: 'Forgot password?', reset: 'Set a new password' },
  noAccount: 'No account yet?',
  register: 'Register',
  backToPublic: 'Back to the public portal',
  failed: MSG.invalidCredentials,
  forgotFailed: MSG.failedSendReset,
  resetFailed: MSG.failedResetPasswordRetry,
  signInForm: 'Sign in',
  signingIn: 'Signing in',
  signIn: 'Sign in',
  forgotLink: 'Forgot password?',
  forgotForm: 'Reset your password',
  forgotIntro: 'Enter the email address of your account and we will send you a link to reset your password.',
  resetSent: 'Password reset instructions have been sent.',
  emailAddress: 'Email address',
  sending: 'Sending',
  sendLink: 'Send reset link',
  backToSignIn: 'Back to sign in',
  resetForm: 'Set a new password',
  mustReset: 'You must set a new password before you continue.',
  resetRule: 'At least 6 characters, with an uppercase letter, a lowercase letter and a number.',
  resetSubmit: 'Set password and sign in',
};

export const REGISTER_EN = {
  heading: 'Create an admin account',
  intro: 'A super admin grants your account its access after you register.',
  form: 'Register',
  passwordHint: 'At least 8 characters with an uppercase letter, a lowercase letter, a number and one of @$!%*?&',
  registering: 'Registering',
  submit: 'Register',
  haveAccount: 'Already have an account?',
  signIn: 'Sign in',
  failed: MSG.registrationFailed,
  error: MSG.registrationError,
  registered: MSG.registered,
  // The emailed confirmation link (DECISIONS §9): the account is made when it is opened.
  checkEmailTitle: 'Check your email',
  checkEmail: 'If this address can be used, we sent a link to confirm it. Open the link to create your account; a super admin then grants it access.',
  confirmHeading: 'Confirm your email',
  confirming: 'Confirming your email',
  confirmed: SESSION_MSG.registrationConfirmed,
  invalidLink: SESSION_MSG.invalidConfirmationLink,
  confirmError: 'Your email could not be confirmed. Please try again.',
};

/** The page a staff invitation links to (DECISIONS §10 "Screens"). */
export const INVITATION_EN = {
  heading: 'Choose your password',
  checking: 'Checking your invitation link',
  forAccount: 'Your staff account: %{email}',
  newPassword: 'New password',
  confirmPassword: 'Confirm new password',
  passwordHint: 'At least 6 characters with an uppercase letter, a lowercase letter and a number',
  submit: 'Set password',
  saving: 'Setting your password',
  signIn: 'Sign in',
  failed: 'Your password could not be set. Please try again.',
  linkValid: INVITATION_MSG.linkValid,
  passwordSet: INVITATION_MSG.passwordSet,
  linkUnknown: INVITATION_MSG.linkUnknown,
  linkExpired: INVITATION_MSG.linkExpired,
  linkUsed: INVITATION_MSG.linkUsed,
};

export const PROFILE_EN = {
  info: 'Profile Information',
  fullName: 'Full name',
  adminLevel: 'Admin level',
  assignedStates: 'Assigned states:',
  changePassword: 'Change Password',
  changePasswordForm: 'Change password',
  currentPassword: 'Current password',
  changing: 'Changing password',
  loadFailed: MSG.failedLoadProfile,
  changeFailed: MSG.failedChangePassword,
  changed: MSG.passwordChanged,
  noRole: 'No role granted yet',
  superAdmin: '%{level} (Super Admin)',
  noProfile: 'The server sent no profile.',
  profileFailed: 'The profile could not be loaded.',
  myData: 'Your data',
  myDataHint: 'Download a copy of everything the portal holds about you: your account and every record that names you, as a JSON file.',
  downloadMyData: 'Download my data',
  downloadingMyData: 'Preparing your data',
  myDataFailed: 'Your data could not be downloaded. Please try again.',
};

/**
 * The form checks' texts (SPEC §5) the console's forms show beside a field. The forms' validators
 * return MSG's English text; the screens show the translation of a text found here.
 */
export const VALIDATION_EN = {
  emailRequired: MSG.emailRequired,
  invalidEmail: MSG.invalidEmail,
  passwordRequired: MSG.passwordRequired,
  passwordMin6: MSG.passwordMin6,
  passwordMin6Long: MSG.passwordMin6Long,
  passwordMin8: MSG.passwordMin8,
  passwordStrong: MSG.passwordStrong,
  passwordRegistration: MSG.passwordRegistration,
  confirmPassword: MSG.confirmPassword,
  passwordsDoNotMatch: MSG.passwordsDoNotMatch,
  emailAddressRequired: MSG.emailAddressRequired,
  newPasswordRequired: MSG.newPasswordRequired,
  currentPasswordRequired: MSG.currentPasswordRequired,
  newPasswordMin6Long: MSG.newPasswordMin6Long,
  newPasswordsDoNotMatch: MSG.newPasswordsDoNotMatch,
  newPasswordMustDiffer: MSG.newPasswordMustDiffer,
  firstNameRequired: MSG.firstNameRequired,
  lastNameRequired: MSG.lastNameRequired,
  genderRequired: MSG.genderRequired,
  atLeastOneRole: MSG.atLeastOneRole,
  stateAdminNeedsState: MSG.stateAdminNeedsState,
  roleDisplayAndDescriptionRequired: MSG.roleDisplayAndDescriptionRequired,
  roleNameRequired: MSG.roleNameRequired,
  configNameRequired: MSG.configNameRequired,
  configDescriptionRequired: MSG.configDescriptionRequired,
  stagesCountMismatch: MSG.stagesCountMismatch,
  totalStagesRange: MSG.totalStagesRange,
  // Checks of one role or stage of a list carry its number ("Role 2: ...").
  roleTypeRequired: MSG.roleTypeRequired('%{n}' as never),
  stateRoleNeedsState: MSG.stateRoleNeedsState('%{n}' as never),
  stageNameRequired: MSG.stageNameRequired('%{n}' as never),
  stageDescriptionRequired: MSG.stageDescriptionRequired('%{n}' as never),
  stageNeedsRole: MSG.stageNeedsRole('%{n}' as never),
};
