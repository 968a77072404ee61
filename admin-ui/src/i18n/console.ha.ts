import { type ConsoleMessages, CONSOLE_EN } from './console.en.js';
import { COMMON_HA, INVITATION_HA, LOGIN_HA, PROFILE_HA, REGISTER_HA, SHARED_HA, VALIDATION_HA } from './console.ha.access.js';
import { CENTRE_HA, CENTRES_LIST_HA, CREATE_CENTRE_HA, EVIDENCE_HA, IMPORTS_HA } from './console.ha.centres.js';
import { RA_HA } from './console.ha.ra.js';
import { ACCREDITATION_HA, AUDIT_HA, REPORTS_HA } from './console.ha.review.js';
import { ROLES_HA, USERS_HA } from './console.ha.users.js';
import { INSPECTIONS_HA } from './console.ha.inspections.js';
import { JOBS_HA } from './console.ha.jobs.js';
import { RETENTION_HA } from './console.ha.retention.js';
import { DEADLINES_HA } from './console.ha.deadlines.js';
import { APPEALS_HA } from './console.ha.appeals.js';
import { CONFLICTS_HA } from './console.ha.conflicts.js';
import { SANCTIONS_HA } from './console.ha.sanctions.js';
import { READS_HA } from './console.ha.privacy.js';
import { PRIVACY_HA } from './console.ha.privacy.js';
import type { SameKeys } from '@cbt/contracts';

/**
 * The console's own texts in Hausa (boko, with ɓ ɗ ƙ ƴ): every key of the English messages, so no
 * screen falls back to English. The type makes a missing or extra key a compile error; the
 * console's tests also check the placeholders and that no text was left in English.
 */
export const CONSOLE_HA: SameKeys<typeof CONSOLE_EN> = {
  appName: 'Tashar Amincewa da Cibiyoyin CBT',
  language: 'Harshe',
  menu: {
    dashboard: 'Allon Sarrafawa',
    centres: 'Buƙatun Cibiyoyi',
    createCentre: 'Ƙirƙiri Sabuwar Cibiya',
    bulkUpload: 'Loda da Yawa',
    accreditation: 'Amincewa',
    users: 'Sarrafa Masu Amfani',
    roles: 'Sarrafa Muƙamai',
    reports: 'Rahotanni da Nazari',
    auditLog: 'Tarihin Ayyuka',
    inspections: 'Ziyarar Duba',
    jobs: 'Ayyukan Tsarin',
    retention: 'Riƙe Bayanai',
    holidays: 'Ranakun Hutu',
    appeals: 'Ƙararraki',
    conflicts: 'Rikicin maslaha',
    reads: 'Rajistar Dubawa',
    privacyRequests: 'Buƙatun Bayanai',
    privacyBreaches: 'Rajistar Keta Bayanai',
  },
  appBar: {
    documentTitle: 'Dandalin Gudanarwa — Tashar Amincewa da Cibiyoyin CBT',
    national: 'Ta Ƙasa',
    state: 'Ta Jiha',
    assignedState: 'Jihar da aka ba ka',
    account: 'Asusu',
    profileSettings: 'Saitunan Bayanan Kai',
    logout: 'Fita',
  },
  centre: CENTRE_HA,
  createCentre: CREATE_CENTRE_HA,
  imports: IMPORTS_HA,
  evidence: EVIDENCE_HA,
  page: {
    dashboard: 'Allon Sarrafawa',
    centres: 'Sarrafa Buƙatun Cibiyoyi',
    createCentre: 'Ƙirƙiri Sabuwar Cibiya',
    bulkUpload: 'Loda da Yawa',
    accreditation: 'Amincewa',
    accreditationConfig: 'Tsarin Amincewa',
    users: 'Sarrafa Masu Amfani',
    roles: 'Sarrafa Muƙamai',
    reports: 'Rahotanni da Nazari',
    profile: 'Saitunan Bayanan Kai',
    auditLog: 'Tarihin Ayyuka',
    jobs: 'Ayyukan Tsarin',
    retention: 'Riƙe Bayanai',
    holidays: 'Ranakun Hutu',
    reads: 'Rajistar Dubawa',
    privacyRequests: 'Buƙatun Bayanai',
    privacyBreaches: 'Rajistar Keta Bayanai',
  },
  dashboard: {
    welcome: 'Barka da zuwa, %{name}',
    welcomeAnonymous: 'Barka da zuwa',
    recentActivity: 'Ayyukan Baya-bayan nan',
    noActivity: 'Babu wani aiki tukuna.',
    quickActions: 'Ayyuka masu sauri',
    reviewCentres: 'Duba Buƙatun Cibiyoyi',
    userManagement: 'Sarrafa Masu Amfani',
    noRole: 'Asusunka ba shi da muƙami tukuna. Sai babban mai gudanarwa ya ba ka izini kafin ka iya duba cibiyoyi.',
    loadFailed: 'Ba a iya loda allon sarrafawa ba.',
    times: '(sau %{times})',
    byLine: '%{date} daga %{actor}',
    actorCentre: 'cibiyar',
    actorSystem: 'tsarin',
    actorAdmin: 'wani mai gudanarwa',
  },
  notFound: { title: 'Ba a sami shafin ba', text: 'Babu wani shafi a wannan adireshin cikin allon sarrafawa.', home: 'Je allon sarrafawa' },
  centres: CENTRES_LIST_HA,
  action: {
    search: 'Nema',
    reset: 'Sake saiti',
    exportCsv: 'Fitar da CSV',
    save: 'Ajiye',
    submit: 'Aika',
    cancel: 'Soke',
    confirm: 'Tabbatar',
    close: 'Rufe',
    back: 'Koma baya',
  },
  common: COMMON_HA,
  shared: SHARED_HA,
  validation: VALIDATION_HA,
  login: LOGIN_HA,
  register: REGISTER_HA,
  invitation: INVITATION_HA,
  profile: PROFILE_HA,
  users: USERS_HA,
  roles: ROLES_HA,
  accreditation: ACCREDITATION_HA,
  audit: AUDIT_HA,
  reports: REPORTS_HA,
  inspections: INSPECTIONS_HA,
  jobs: JOBS_HA,
  retention: RETENTION_HA,
  deadlines: DEADLINES_HA,
  appeals: APPEALS_HA,
  conflicts: CONFLICTS_HA,
  sanctions: SANCTIONS_HA,
  reads: READS_HA,
  privacy: PRIVACY_HA,
};

/** The console in Hausa: react-admin's texts and the portal's, every key translated. */
export const consoleHausaMessages: ConsoleMessages = { ...(RA_HA as unknown as ConsoleMessages), console: CONSOLE_HA as unknown as ConsoleMessages };
