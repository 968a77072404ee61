import type { CentreMailTexts } from './mail-texts.js';

/** Igbo. "Chọta Ebe Ule" is the Find Centre page as the Igbo site names it. */
export const ig: CentreMailTexts = {
  hello: 'Ndewo,',
  registrationNumber: 'Nọmba ndebanye aha',
  preRegistered: {
    subject: (name) => `Anatala ndebanye aha: ${name}`,
    paragraphs: (name) => [
      `Anyị anatala ndebanye aha mbụ nke ${name} dị ka ebe ule CBT.`,
      'Kansụl ga-enyocha ya. Ị nwere ike ịgbaso ọganihu ya mgbe ọ bụla site na nọmba ndebanye aha gị.',
    ],
    action: 'Lelee ọnọdụ',
    footer: 'Debe ozi-e a: ị chọrọ nọmba ndebanye aha iji lelee ọnọdụ gị na ịbanye ma emechaa.',
  },
  registrationApproved: {
    subject: (name) => `Akwadola ndebanye aha: ${name}`,
    paragraphs: (name) => [
      `Akwadola ${name} maka ndebanye aha.`,
      'Iji mezue ndebanye aha: mepee Chọta Ebe Ule, tinye nọmba ntụaka gị, ma tinye koodu nwere ọnụọgụ 6 anyị zitere gị na ozi-e. Mgbe ahụ, dejupụta nkọwa ebe ule ahụ ma bulite akwụkwọ gị.',
    ],
    instructionsIntro: 'Ntụziaka sitere na kansụl:',
    instructions: 'Ntụziaka',
    action: 'Banye na Chọta Ebe Ule',
  },
  autotestApproved: {
    subject: (name) => `Akwadola maka autotest: ${name}`,
    paragraphs: (name, has) => [`Akwadola ${name} maka ule autotest.`, has ? 'Soro ntụziaka dị n’okpuru iji sonye.' : 'Kansụl ga-akpọtụrụ gị maka usoro oge autotest.'],
    instructions: 'Ntụziaka autotest',
    action: 'Mepee Chọta Ebe Ule',
  },
  query: {
    subject: (name) => `Achọrọ ozi ndị ọzọ: ${name}`,
    paragraphs: (name) => [`Kansụl chọrọ ozi ndị ọzọ gbasara ${name} tupu ọ nwee ike ịga n’ihu na nyocha.`, 'Banye na Chọta Ebe Ule site na nọmba ntụaka gị iji melite ndebanye aha gị.'],
    details: 'Nkọwa ajụjụ',
    action: 'Melite ndebanye aha',
  },
  rejection: {
    subject: (name) => `Akwadoghị ndebanye aha: ${name}`,
    paragraphs: (name) => [`Kansụl akwadoghị ndebanye aha nke ${name}.`],
    reason: 'Ihe kpatara ya',
    action: 'Lelee ọnọdụ',
    footer: 'Ọ bụrụ na ị chere na nke a bụ njehie, kpọtụrụ kansụl site na nọmba ndebanye aha gị.',
  },
  otp: {
    subject: 'Koodu ịbanye gị',
    paragraphs: (name, minutes) => [
      `Jiri koodu a banye dị ka ${name}. Ọ ga-agwụ n’ime nkeji ${minutes}, ọ na-arụkwa ọrụ naanị otu ugboro.`,
      'Ọ bụrụ na ị rịọghị koodu, leghara ozi-e a anya; ọ dịghị onye nwere ike ịbanye na-enweghị ya.',
    ],
    code: 'Koodu ịbanye',
  },
  expiryReminder: {
    subject: (name, days) => `Nkwado ga-agwụ n’ime ụbọchị ${days}: ${name}`,
    paragraphs: (name, validUntil) => [
      `Nkwado nke ${name} dị irè ruo ${validUntil}. Iji gaa n’ihu na-eme ule mgbe ụbọchị ahụ gachara, megharịa ya tupu mgbe ahụ: banye na Chọta Ebe Ule ma mepee Mmeghari.`,
    ],
    validUntil: 'Dị irè ruo',
    action: 'Banye na Chọta Ebe Ule',
  },
  expired: {
    subject: (name) => `Nkwado agwụla: ${name}`,
    paragraphs: (name) => [
      `Nkwado nke ${name} agwụla: oge ọ dị irè agafeela. Ebe ule ahụ agaghị eme ule ruo mgbe kansụl megharịrị ya; banye na Chọta Ebe Ule iji rịọ maka mmeghari.`,
    ],
    reason: 'Ihe kpatara ya',
    action: 'Lelee ọnọdụ',
    footer: 'Ọ bụrụ na ị chere na nke a bụ njehie, kpọtụrụ kansụl site na nọmba ndebanye aha gị.',
  },
  documentTypes: { applicationLetter: 'Akwụkwọ Ozi Arịrịọ', rcDocument: 'Akwụkwọ RC / Gọọmentị', gpsPicture: 'Foto GPS', centrePicture: 'Foto Ebe Ule' },
  registrationCompleted: {
    subject: (name) => `Emechala ndebanye aha: ${name}`,
    paragraphs: (name) => [
      `Anyị anatala ndebanye aha zuru ezu nke ${name}. Ị nweghị ike ịgbanwe nkọwa na akwụkwọ gị ugbu a.`,
      'Ihe na-esote: kansụl ga-enyocha ndebanye aha ahụ ma zitere gị email mgbe o kpebiri ma ọ bụ chọọ ozi ọzọ. Ị nwere ike ịgbaso ya mgbe ọ bụla na Lelee Ọnọdụ site na nọmba ndebanye aha gị.',
    ],
    missing: 'Ihe a ka chọrọ maka nkwado',
    nothingMissing: 'Anatala akwụkwọ anọ niile a chọrọ maka nkwado.',
    action: 'Lelee ọnọdụ',
    footer: 'Debe email a dị ka akwụkwọ nnata gị.',
  },
  renewalSubmitted: {
    subject: (name) => `Anatala mmeghari ọhụrụ: ${name}`,
    paragraphs: (name) => [
      `Anyị anatala mmeghari ọhụrụ nke nkwado ${name}.`,
      'Ihe na-esote: kansụl ga-enyocha ya dịka o nyochara nkwado gị ma zitere gị mkpebi ya na email. Ị nwere ike ịgbaso ya na Lelee Ọnọdụ site na nọmba ndebanye aha gị.',
    ],
    missing: 'Ihe a ka chọrọ maka nkwado',
    action: 'Lelee ọnọdụ',
  },
  appeal: {
    right: (until) => `Ị nwere ike ịrịọ mkpegharị ikpe n'ihe gbasara mkpebi a ruo ${until}: banye na Chọta Ebe Ule site na nọmba ndebanye aha gị, mepee "Mkpebi na mkpegharị ikpe" ma dee ihe kpatara ya. Onye na-esonyeghị na mkpebi ahụ ga-ekpebi mkpegharị ikpe ahụ.`,
    deadline: 'Rịọ mkpegharị ikpe tupu',
    action: 'Banye ka ịrịọ mkpegharị ikpe',
    footer: 'Debe email a: ị chọrọ nọmba ndebanye aha iji banye ma rịọ mkpegharị ikpe.',
  },
  standingDecision: {
    subject: (name, kind) => `${kind === 'suspended' ? 'Akwụsịtụrụ nkwado' : 'Akagburu nkwado'}: ${name}`,
    paragraph: (name, kind) =>
      kind === 'suspended'
        ? `Akwụsịtụrụ nkwado ${name}. Ebe ule ahụ agaghị eme ule ruo mgbe kansụl weghachiri ya.`
        : `Akagburu nkwado ${name}. Ebe ule ahụ enweghịzi nkwado.`,
    reason: 'Ihe kpatara ya',
  },
  suspensionEnded: {
    subject: (name) => `Nkwụsịtụ agwụla: ${name}`,
    paragraph: (name, day) => `Nkwụsịtụ nkwado ${name} gwụrụ na ${day}, ụbọchị e kwụsịtụrụ ya ruo. Ebe ule ahụ nwetaghachiri nkwado ma nwee ike ime ule.`,
    endedOn: 'Nkwụsịtụ gwụrụ na',
  },
  appealReceived: {
    subject: (name) => `Anatala mkpegharị ikpe: ${name}`,
    paragraphs: (name, decision) => [
      `Anyị anatala mkpegharị ikpe ${name} n'ihe gbasara ${decision}.`,
      'Onye ọrụ na-esonyeghị na mkpebi ahụ ga-ekpebi ya. Anyị ga-ezitere gị nsonaazụ ya na email; ị nwere ike ịgbaso ya mgbe ọ bụla na "Mkpebi na mkpegharị ikpe" mgbe ị banyere.',
    ],
    grounds: 'Ihe kpatara gị',
    action: 'Banye na Chọta Ebe Ule',
  },
  appealDecided: {
    subject: (name, allowed) => `${allowed ? 'Anabatala mkpegharị ikpe' : 'Ajụla mkpegharị ikpe'}: ${name}`,
    paragraphs: (name, decision, allowed) => [
      allowed ? `Anabatala mkpegharị ikpe ${name} n'ihe gbasara ${decision}: a tụgharịala mkpebi ahụ.` : `Ajụla mkpegharị ikpe ${name} n'ihe gbasara ${decision}: mkpebi ahụ ka guzoro.`,
    ],
    reasons: 'Ihe kpatara ya',
  },
  decisionWords: { rejection: 'ịjụ ndebanye aha ya', suspension: 'ịkwụsịtụ nkwado ya', revocation: 'ịkagbu nkwado ya', warning: 'ịdọ aka na ntị e nyere ya', delisting: 'iwepụ ya na ndepụta' },
  sanction: {
    warningSubject: (name) => `Ịdọ aka na ntị sitere na kansụl: ${name}`,
    warningParagraph: (name) => `Kansụl enyela ${name} ịdọ aka na ntị n'ihi ihe ndị dị n'okpuru. E dekọla ya na faịlụ ụlọ ọrụ ahụ.`,
    delistingSubject: (name) => `E wepụla ụlọ ọrụ na ndepụta: ${name}`,
    delistingParagraph: (name, until) => `E wepụla ${name} na ndepụta ruo ${until}. Ruo mgbe ahụ, enweghị ike ịme ndebanye aha ọhụrụ site na nọmba Gọọmentị/RC ma ọ bụ email onye nchịkwa ya.`,
    noticeSubject: (name, kind) => `Ọkwa nke atụmatụ ${kind === 'suspension' ? 'ịkwụsịtụ' : 'ịkagbu'}: ${name}`,
    noticeParagraphs: (name, kind, until) => [
      `Kansụl na-atụ aro ${kind === 'suspension' ? 'ịkwụsịtụ' : 'ịkagbu'} nkwado ${name}, n'ihi ihe ndị dị n'okpuru. Ọ dịbeghị ihe gbanwere.`,
      `Ị nwere ike iziga nkọwa gị (azịza gị na ọkwa a) ruo ${until}: banye na Find Centre ma mepee "Ọkwa na nkọwa". Kansụl ga-agụ ha tupu o kpebie.`,
    ],
    representationsSubject: (name) => `Anatala nkọwa: ${name}`,
    representationsParagraph: (name) => `Anyị anatala nkọwa ${name}. Kansụl ga-agụ ya tupu o kpebie, ma zitere gị mkpebi ya site na email.`,
    withdrawnSubject: (name) => `E wepụla atụmatụ: ${name}`,
    withdrawnParagraph: (name) => `Kansụl ewepụla atụmatụ ya megide ${name}. Ọ dịghị ihe gbanwere.`,
    reasons: 'Ihe kpatara ya',
    until: 'Ruo',
    representations: 'Nkọwa gị',
    respondBy: 'Nkọwa ruo',
    action: 'Banye na Find Centre',
  },
  queryReminder: {
    subject: (name) => `Kansụl na-eche azịza gị: ${name}`,
    paragraphs: (name, dueDate) => [
      `Kansụl zitere ${name} ajụjụ ma na-eche azịza gị. Biko zaa tupu ${dueDate}: banye na Chọta Ebe Ule, dozie ihe ajụjụ ahụ chọrọ, ma chekwaa.`,
    ],
    answerBy: 'Zaa tupu',
    query: 'Ajụjụ ahụ',
    action: 'Banye na Chọta Ebe Ule',
  },
};
