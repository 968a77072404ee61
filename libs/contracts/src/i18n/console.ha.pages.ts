/*
 * The Hausa texts of the pages' own sections (boko, with ɓ ɗ ƙ ƴ): the sign-in and registration
 * screens whole, the words pages share, and the most-seen words of the admin pages. A key left out
 * shows its English text; console.ha.ts checks the keys against the English ones.
 */

export const COMMON_HA = {
  firstName: 'Sunan farko',
  lastName: 'Sunan iyali',
  email: 'Imel',
  gender: 'Jinsi',
  male: 'Namiji',
  female: 'Mace',
  password: 'Kalmar sirri',
  newPassword: 'Sabuwar kalmar sirri',
  confirmNewPassword: 'Tabbatar da sabuwar kalmar sirri',
  state: 'Jiha',
  description: 'Bayani',
  actions: 'Ayyuka',
  edit: 'Gyara',
  delete: 'Share',
  deactivate: 'Dakatar',
  reactivate: 'Maido',
  deactivating: 'Ana dakatarwa...',
  reactivating: 'Ana maidowa...',
  exporting: 'Ana fitarwa...',
  active: 'Mai aiki',
  inactive: 'Ba ya aiki',
  yes: 'Ee',
  no: "A'a",
  saving: 'Ana ajiyewa',
  saveChanges: 'Ajiye canje-canje',
  retry: 'Sake gwadawa',
  unexpectedError: 'Wani kuskure da ba a zata ba ya faru',
};

export const SHARED_HA = {
  copy: 'Kwafa',
  copied: 'An kwafa!',
  validationErrors: 'Kurakuran tantancewa',
  logoutConfirm: 'Ka tabbata kana so ka fita?',
};

export const LOGIN_HA = {
  heading: { login: 'Shigar mai gudanarwa', forgot: 'Ka manta kalmar sirri?', reset: 'Saita sabuwar kalmar sirri' },
  noAccount: 'Ba ka da asusu tukuna?',
  register: 'Yi rajista',
  backToPublic: "Koma tashar jama'a",
  failed: 'Bayanan shiga ba daidai ba ne. Don Allah a sake gwadawa.',
  forgotFailed: 'Ba a iya aika imel na sake saita kalmar sirri ba. Don Allah a sake gwadawa.',
  resetFailed: 'Ba a iya sake saita kalmar sirri ba. Don Allah a sake gwadawa.',
  signInForm: 'Shiga',
  signingIn: 'Ana shiga',
  signIn: 'Shiga',
  forgotLink: 'Ka manta kalmar sirri?',
  forgotForm: 'Sake saita kalmar sirrinka',
  forgotIntro: 'Shigar da adireshin imel na asusunka, za mu aiko maka da hanyar sake saita kalmar sirrinka.',
  resetSent: 'An aika umarnin sake saita kalmar sirri.',
  emailAddress: 'Adireshin imel',
  sending: 'Ana aikawa',
  sendLink: 'Aika hanyar sake saitawa',
  backToSignIn: 'Koma wurin shiga',
  resetForm: 'Saita sabuwar kalmar sirri',
  mustReset: 'Dole ne ka saita sabuwar kalmar sirri kafin ka ci gaba.',
  resetRule: 'Aƙalla haruffa 6, tare da babban harafi, ƙaramin harafi da lamba.',
  resetSubmit: 'Saita kalmar sirri ka shiga',
};

export const REGISTER_HA = {
  heading: 'Ƙirƙiri asusun mai gudanarwa',
  intro: 'Babban mai gudanarwa ne zai ba asusunka izini bayan ka yi rajista.',
  form: 'Rajista',
  passwordHint: 'Aƙalla haruffa 8 tare da babban harafi, ƙaramin harafi, lamba da ɗaya daga cikin @$!%*?&',
  registering: 'Ana rajista',
  submit: 'Yi rajista',
  haveAccount: 'Kana da asusu riga?',
  signIn: 'Shiga',
  failed: 'Rajista ta gaza. Don Allah a sake gwadawa.',
  error: 'Wani kuskure ya faru yayin rajista. Don Allah a sake gwadawa.',
  registered: 'An yi rajista cikin nasara. Yanzu za ka iya shiga; babban mai gudanarwa zai ba ka izini.',
};

export const PROFILE_HA = {
  info: 'Bayanan kai',
  fullName: 'Cikakken suna',
  adminLevel: 'Matakin gudanarwa',
  assignedStates: 'Jihohin da aka ba ka:',
  changePassword: 'Canza kalmar sirri',
  changePasswordForm: 'Canza kalmar sirri',
  currentPassword: 'Kalmar sirri ta yanzu',
  changing: 'Ana canza kalmar sirri',
  changed: 'An canza kalmar sirri cikin nasara!',
  noRole: 'Ba a ba da matsayi ba tukuna',
  superAdmin: '%{level} (Babban Mai Gudanarwa)',
};

/** The form checks the sign-in and registration screens show. */
export const VALIDATION_HA = {
  emailRequired: 'Ana buƙatar imel',
  invalidEmail: 'Tsarin imel ba daidai ba ne',
  passwordRequired: 'Ana buƙatar kalmar sirri',
  passwordMin6: 'Kalmar sirri dole ta kasance aƙalla haruffa 6',
  passwordMin8: 'Kalmar sirri dole ta kasance aƙalla haruffa 8',
  passwordRegistration: 'Kalmar sirri dole ta ƙunshi babban harafi, ƙaramin harafi, lamba da alama ta musamman',
  confirmPassword: 'Don Allah ka tabbatar da kalmar sirrinka',
  passwordsDoNotMatch: 'Kalmomin sirri ba su yi daidai ba',
  emailAddressRequired: 'Ana buƙatar adireshin imel',
  newPasswordRequired: 'Ana buƙatar sabuwar kalmar sirri',
  firstNameRequired: 'Ana buƙatar sunan farko',
  lastNameRequired: 'Ana buƙatar sunan iyali',
  genderRequired: 'Ana buƙatar jinsi',
};

export const USERS_HA = {
  addUser: 'Ƙara mai amfani',
  editUser: 'Gyara mai amfani',
  listLabel: 'Masu amfani',
  empty: 'Ba a sami masu amfani ba',
  column: { user: 'Mai amfani', name: 'Suna', roles: 'Matsayi', states: 'Jihohi', created: 'An ƙirƙira' },
  allStates: 'Duk jihohi',
  noStates: 'Babu jihohi',
  noRole: 'Babu matsayi',
  resetPassword: 'Sake saita kalmar sirri',
};

export const ACCREDITATION_HA = {
  status: { no_accreditation: 'Ba a fara ba', pending: 'Ana jira', in_progress: 'Ana ci gaba', approved: 'An amince', rejected: 'An ƙi' },
  all: 'Duka',
};

export const REPORTS_HA = {
  period: 'Lokaci',
  periods: { daily: 'Kullum', weekly: 'Mako-mako', monthly: 'Wata-wata' },
  loading: 'Ana loda rahotanni',
  noData: 'Babu bayanai',
};
