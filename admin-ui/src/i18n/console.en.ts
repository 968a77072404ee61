import raEnglishMessages from 'ra-language-english';
import { CENTRE_EN, CENTRES_LIST_EN, CREATE_CENTRE_EN, EVIDENCE_EN, IMPORTS_EN } from './console.en.centres.js';
import { COMMON_EN, INVITATION_EN, LOGIN_EN, PROFILE_EN, REGISTER_EN, SHARED_EN, VALIDATION_EN } from './console.en.access.js';
import { ACCREDITATION_EN, AUDIT_EN, REPORTS_EN } from './console.en.review.js';
import { JOBS_EN } from './console.en.jobs.js';
import { RETENTION_EN } from './console.en.retention.js';
import { ROLES_EN, USERS_EN } from './console.en.users.js';
import { INSPECTIONS_EN } from './console.en.inspections.js';
import { DEADLINES_EN } from './console.en.deadlines.js';
import { APPEALS_EN } from './console.en.appeals.js';
import { CONFLICTS_EN } from './console.en.conflicts.js';
import { SANCTIONS_EN } from './console.en.sanctions.js';
import { READS_EN } from './console.en.privacy.js';
import { PRIVACY_EN } from './console.en.privacy.js';

export { permissionKey } from './console.en.users.js';

/** A tree of translated texts, as react-admin's polyglot provider reads them ("console.menu.dashboard"). */
export interface ConsoleMessages {
  [key: string]: string | ConsoleMessages;
}

/**
 * The console's own texts in English (SPEC's wording kept verbatim), under the `console` key.
 * The Hausa file holds exactly the same keys.
 */
export const CONSOLE_EN = {
  appName: 'CBT Centre Accreditation Portal',
  language: 'Language',
  menu: {
    dashboard: 'Dashboard',
    centres: 'Centre Applications',
    createCentre: 'Create New Centre',
    bulkUpload: 'Bulk Upload',
    accreditation: 'Accreditation',
    users: 'User Management',
    roles: 'Role Management',
    reports: 'Reports & Analytics',
    auditLog: 'Audit Log',
    inspections: 'Inspections',
    jobs: 'Jobs',
    retention: 'Retention',
    holidays: 'Public Holidays',
    appeals: 'Appeals',
    conflicts: 'Conflicts of interest',
    reads: 'Read Log',
    privacyRequests: 'Data Requests',
    privacyBreaches: 'Breach Register',
  },
  appBar: {
    // The window's title: what a browser tab, a bookmark and a screen reader announce first.
    documentTitle: 'Admin Console — CBT Centre Accreditation Portal',
    national: 'National',
    state: 'State',
    assignedState: 'Assigned state',
    account: 'Account',
    profileSettings: 'Profile Settings',
    logout: 'Logout',
  },
  centre: CENTRE_EN,
  createCentre: CREATE_CENTRE_EN,
  imports: IMPORTS_EN,
  evidence: EVIDENCE_EN,
  page: {
    dashboard: 'Dashboard',
    centres: 'Centre Applications Management',
    createCentre: 'Create New Centre',
    bulkUpload: 'Bulk Upload',
    accreditation: 'Accreditation',
    accreditationConfig: 'Accreditation Configuration',
    users: 'User Management',
    roles: 'Role Management',
    reports: 'Reports & Analytics',
    profile: 'Profile Settings',
    auditLog: 'Audit Log',
    jobs: 'Jobs',
    retention: 'Retention',
    holidays: 'Public Holidays',
    reads: 'Read Log',
    privacyRequests: 'Data Requests',
    privacyBreaches: 'Breach Register',
  },
  dashboard: {
    welcome: 'Welcome, %{name}',
    welcomeAnonymous: 'Welcome',
    recentActivity: 'Recent Activity',
    noActivity: 'No activity yet.',
    quickActions: 'Quick actions',
    reviewCentres: 'Review Centre Applications',
    userManagement: 'User Management',
    noRole: 'Your account has no role yet. A super admin must grant you access before you can review centres.',
    loadFailed: 'The dashboard could not be loaded.',
    times: '(%{times} times)',
    byLine: '%{date} by %{actor}',
    actorCentre: 'the centre',
    actorSystem: 'the system',
    actorAdmin: 'an admin',
  },
  /** An unknown console page (DECISIONS §10: the console's own page not found, not a jump elsewhere). */
  notFound: { title: 'Page not found', text: 'The console has no page at this address.', home: 'Go to the dashboard' },
  centres: CENTRES_LIST_EN,
  action: {
    search: 'Search',
    reset: 'Reset',
    exportCsv: 'Export CSV',
    save: 'Save',
    submit: 'Submit',
    cancel: 'Cancel',
    confirm: 'Confirm',
    close: 'Close',
    back: 'Back',
  },
  // The pages' own texts (a language may leave some out: English shows instead), one section per area.
  common: COMMON_EN,
  shared: SHARED_EN,
  validation: VALIDATION_EN,
  login: LOGIN_EN,
  register: REGISTER_EN,
  invitation: INVITATION_EN,
  profile: PROFILE_EN,
  users: USERS_EN,
  roles: ROLES_EN,
  accreditation: ACCREDITATION_EN,
  audit: AUDIT_EN,
  reports: REPORTS_EN,
  inspections: INSPECTIONS_EN,
  jobs: JOBS_EN,
  retention: RETENTION_EN,
  deadlines: DEADLINES_EN,
  appeals: APPEALS_EN,
  conflicts: CONFLICTS_EN,
  sanctions: SANCTIONS_EN,
  reads: READS_EN,
  privacy: PRIVACY_EN,
} satisfies ConsoleMessages;

/** react-admin's English messages with the portal's own keys: the console's default language. */
export const consoleEnglishMessages: ConsoleMessages = { ...(raEnglishMessages as unknown as ConsoleMessages), console: CONSOLE_EN };
