import { consoleEnglishMessages, type ConsoleMessages, CONSOLE_EN } from './console.en.js';
import { ACCREDITATION_HA, COMMON_HA, LOGIN_HA, PROFILE_HA, REGISTER_HA, REPORTS_HA, SHARED_HA, USERS_HA, VALIDATION_HA } from './console.ha.pages.js';

type SameKeys<T> = { [K in keyof T]: T[K] extends string ? string : SameKeys<T[K]> };
type SomeKeys<T> = { [K in keyof T]?: T[K] extends string ? string : SomeKeys<T[K]> };

/**
 * The sections every language must translate whole: the words a signed-in admin meets on every
 * screen (menu, app bar, page titles, dashboard, common buttons). A text of a page's own section
 * that a language lacks is shown in English rather than as its key.
 */
export const CONSOLE_CORE_SECTIONS = ['appName', 'language', 'menu', 'appBar', 'page', 'dashboard', 'action'] as const;
type CoreSection = (typeof CONSOLE_CORE_SECTIONS)[number];
export type ConsoleTranslation = SameKeys<Pick<typeof CONSOLE_EN, CoreSection>> & SomeKeys<Omit<typeof CONSOLE_EN, CoreSection>>;

/** The console's own texts in Hausa (boko, with ɓ ɗ ƙ ƴ): every core section, and page texts as translated. */
export const CONSOLE_HA: ConsoleTranslation = {
  appName: 'Tashar Amincewa da Cibiyoyin CBT',
  language: 'Harshe',
  menu: {
    dashboard: 'Allon Sarrafawa',
    centres: 'Buƙatun Cibiyoyi',
    createCentre: 'Ƙirƙiri Sabuwar Cibiya',
    bulkUpload: 'Loda da Yawa',
    accreditation: 'Amincewa',
    users: 'Sarrafa Masu Amfani',
    roles: 'Sarrafa Matsayi',
    reports: 'Rahotanni da Nazari',
    auditLog: 'Tarihin Ayyuka',
  },
  appBar: {
    national: 'Ta Ƙasa',
    state: 'Ta Jiha',
    assignedState: 'Jihar da aka ba ka',
    account: 'Asusu',
    profileSettings: 'Saitunan Bayanan Kai',
    logout: 'Fita',
  },
  centre: {
    back: 'Koma zuwa Buƙatun Cibiyoyi',
    loading: 'Ana loda cibiyar',
    actions: 'Ayyuka',
    fallbackName: 'Cibiya',
    notProvided: 'Ba a bayar ba',
    yes: 'Ee',
    no: 'A’a',
    createdDate: 'Ranar Ƙirƙira',
    group: {
      'centre-info': 'Bayanan Cibiya',
      'centre-capacity': 'Ƙarfin Cibiya da Kayan Aiki',
    },
    accreditation: { title: 'Amincewa' },
    autotest: { title: 'Sakamakon Gwajin Autotest' },
    documents: { title: 'Takardu' },
    feedback: { title: 'Ayyukan Mai Gudanarwa da Ra’ayoyi' },
    history: { title: 'Tarihin Matakan da Aka Ɗauka' },
    standing: { title: 'Matsayin Amincewa' },
    changeRequests: { title: 'Buƙatun Sauya Bayanan Shaida' },
    autotestResult: { title: 'Rubuta Sakamakon Gwajin Autotest' },
  },
  createCentre: {
    welcome: 'Barka da zuwa, Mai Gudanarwa',
    logout: 'Fita',
    title: 'Ƙirƙiri Sabuwar Cibiya',
    submit: 'Ƙirƙiri Cibiya',
    submitting: 'Ana aikawa...',
    success: 'An Yi Rajista',
    copyReference: 'Kwafi Lambar Shaida',
    close: 'Rufe',
  },
  imports: {
    title: 'Loda Cibiyoyi da Yawa',
    listTitle: 'Lodin da Aka Yi',
    chooseFile: 'Zaɓi Fayil ɗin CSV',
    noFile: 'Ba a zaɓi fayil ba',
    upload: 'Loda',
    uploading: 'Ana lodawa...',
    sample: 'Sauke Samfurin CSV',
    result: 'Sakamakon Lodi',
    successful: 'Sun yi nasara',
    failed: 'Sun kasa',
    total: 'Jimilla',
    earlier: 'Lodin Baya',
    none: 'Babu lodi tukuna.',
    backToUpload: 'Koma zuwa Loda da Yawa',
    showAll: 'Duk lodin',
  },
  page: {
    dashboard: 'Allon Sarrafawa',
    centres: 'Sarrafa Buƙatun Cibiyoyi',
    createCentre: 'Ƙirƙiri Sabuwar Cibiya',
    bulkUpload: 'Loda da Yawa',
    accreditation: 'Amincewa',
    accreditationConfig: 'Tsarin Amincewa',
    users: 'Sarrafa Masu Amfani',
    roles: 'Sarrafa Matsayi',
    reports: 'Rahotanni da Nazari',
    profile: 'Saitunan Bayanan Kai',
    auditLog: 'Tarihin Ayyuka',
  },
  dashboard: {
    welcome: 'Barka da zuwa, %{name}',
    welcomeAnonymous: 'Barka da zuwa',
    recentActivity: 'Ayyukan Baya-bayan nan',
    noActivity: 'Babu wani aiki tukuna.',
    quickActions: 'Ayyuka masu sauri',
    reviewCentres: 'Duba Buƙatun Cibiyoyi',
    userManagement: 'Sarrafa Masu Amfani',
    noRole: 'Asusunka ba shi da matsayi tukuna. Sai babban mai gudanarwa ya ba ka izini kafin ka iya duba cibiyoyi.',
    loadFailed: 'Ba a iya loda allon sarrafawa ba.',
    times: '(sau %{times})',
    byLine: '%{date} daga %{actor}',
    actorCentre: 'cibiyar',
    actorSystem: 'tsarin',
    actorAdmin: 'wani mai gudanarwa',
  },
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
  profile: PROFILE_HA,
  users: USERS_HA,
  accreditation: ACCREDITATION_HA,
  reports: REPORTS_HA,
};

/**
 * react-admin's own texts the console shows most (its buttons, menu, access-denied and empty pages)
 * in Hausa; the rest of react-admin's keys keep their English wording (no Hausa pack exists).
 */
const RA_HA: ConsoleMessages = {
  ra: {
    action: {
      save: 'Ajiye',
      cancel: 'Soke',
      confirm: 'Tabbatar',
      close: 'Rufe',
      search: 'Nema',
      export: 'Fitar',
      refresh: 'Sabunta',
      back: 'Koma baya',
      add_filter: 'Ƙara tacewa',
      remove_filter: 'Cire wannan tacewa',
      open_menu: 'Buɗe menu',
      close_menu: 'Rufe menu',
    },
    auth: { logout: 'Fita', user_menu: 'Bayanan kai' },
    page: { dashboard: 'Allon Sarrafawa', access_denied: 'An hana shiga', loading: 'Ana lodawa', not_found: 'Ba a samu ba', empty: 'Babu %{name} tukuna.' },
    message: { access_denied: 'Ba ka da izinin shiga wannan shafi', loading: 'Don Allah a jira', not_found: 'Adireshin ba daidai ba ne, ko kuma hanyar da ka bi ba ta aiki.' },
    navigation: { no_results: 'Ba a sami komai ba', page_rows_per_page: 'Layuka a kowane shafi:' },
  },
};

function overlay(base: ConsoleMessages, top: ConsoleMessages): ConsoleMessages {
  const merged: ConsoleMessages = { ...base };
  for (const [key, value] of Object.entries(top)) {
    const under = base[key];
    merged[key] = typeof value === 'string' || typeof under !== 'object' ? value : overlay(under, value);
  }
  return merged;
}

/** The console in Hausa: the same keys as the English messages, English where a page text is not translated yet. */
export const consoleHausaMessages: ConsoleMessages = overlay(overlay(consoleEnglishMessages, RA_HA), { console: CONSOLE_HA });
