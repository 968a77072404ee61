import type { BreachDataCategory, Language, PrivacyRequestKind } from '#contracts';

/**
 * What the portal writes to a requester and to the centres a breach touched, in the reader's
 * language (DECISIONS §10: a person reads the portal in their own language). The officer's own words
 * (the answer, the reasons, what happened) are sent as written.
 */
export interface PrivacyMailTexts {
  hello: (name: string) => string;
  kinds: Record<PrivacyRequestKind, string>;
  categories: Record<BreachDataCategory, string>;
  reference: string;
  confirm: { subject: string; paragraphs: (kind: string, hours: number) => string[]; action: string; footer: string };
  answered: { subject: (reference: string) => string; paragraphs: (kind: string) => string[]; answer: string; complaint: string };
  rejected: { subject: (reference: string) => string; paragraphs: (kind: string) => string[]; reasons: string; complaint: string };
  breach: { subject: (centre: string) => string; paragraphs: (centre: string) => string[]; discovered: string; what: string; measures: string; data: string };
}

const en: PrivacyMailTexts = {
  hello: (name) => `Hello ${name},`,
  kinds: { access: 'access to your data', rectification: 'correction of your data', erasure: 'erasure of your data', objection: 'objection to the processing of your data' },
  categories: { identity: 'names and account references', contact: 'email addresses and phone numbers', document: 'documents and photos', credential: 'password and code hashes', technical: 'network addresses and sign-in times' },
  reference: 'Request number',
  confirm: {
    subject: 'Confirm your request about your personal data',
    paragraphs: (kind, hours) => [
      `We received a request for ${kind} sent with this email address to the CBT Centre Accreditation Portal.`,
      `Open the link below to confirm it is yours; it works once and expires in ${hours} hours. We start work on the request only once it is confirmed.`,
    ],
    action: 'Confirm my request',
    footer: 'If you did not send this request, ignore this email: nothing will be done.',
  },
  answered: {
    subject: (ref) => `Answer to your request ${ref}`,
    paragraphs: (kind) => [`The Data Protection Officer has answered your request for ${kind}.`],
    answer: 'Answer',
    complaint: 'If you are not satisfied, you may complain to the Nigeria Data Protection Commission.',
  },
  rejected: {
    subject: (ref) => `Your request ${ref} was not granted`,
    paragraphs: (kind) => [`The Data Protection Officer could not grant your request for ${kind}.`],
    reasons: 'Reasons',
    complaint: 'You may complain to the Nigeria Data Protection Commission.',
  },
  breach: {
    subject: (centre) => `A personal data breach concerning ${centre}`,
    paragraphs: (centre) => [
      `We must tell you about a personal data breach that concerns the personal data of the contact people of ${centre} held by the CBT Centre Accreditation Portal.`,
      'Please tell the people concerned, and contact the council if you have questions.',
    ],
    discovered: 'Discovered at',
    what: 'What happened',
    measures: 'What we have done',
    data: 'Data concerned',
  },
};

const ha: PrivacyMailTexts = {
  hello: (name) => `Sannu ${name},`,
  kinds: { access: 'samun bayananka', rectification: 'gyaran bayananka', erasure: 'goge bayananka', objection: 'ƙin amincewa da sarrafa bayananka' },
  categories: { identity: 'sunaye da lambobin asusu', contact: 'adireshin imel da lambobin waya', document: 'takardu da hotuna', credential: 'ɓoyayyun kalmomin sirri da lambobi', technical: 'adireshin hanyar sadarwa da lokutan shiga' },
  reference: 'Lambar buƙata',
  confirm: {
    subject: 'Tabbatar da buƙatarka game da bayananka na sirri',
    paragraphs: (kind, hours) => [
      `Mun karɓi buƙatar ${kind} da aka aiko da wannan adireshin imel zuwa Tashar Amincewa da Cibiyoyin CBT.`,
      `Buɗe mahaɗin da ke ƙasa don tabbatar da cewa taka ce; yana aiki sau ɗaya kuma zai ƙare cikin awa ${hours}. Ba za mu fara aiki a kan buƙatar ba sai an tabbatar da ita.`,
    ],
    action: 'Tabbatar da buƙatata',
    footer: 'Idan ba kai ka aiko da wannan buƙata ba, ka yi watsi da wannan imel: ba za a yi komai ba.',
  },
  answered: {
    subject: (ref) => `Amsar buƙatarka ${ref}`,
    paragraphs: (kind) => [`Jami’in Kare Bayanai ya amsa buƙatarka ta ${kind}.`],
    answer: 'Amsa',
    complaint: 'Idan ba ka gamsu ba, za ka iya kai ƙara ga Hukumar Kare Bayanai ta Najeriya.',
  },
  rejected: {
    subject: (ref) => `Ba a amince da buƙatarka ${ref} ba`,
    paragraphs: (kind) => [`Jami’in Kare Bayanai bai iya amincewa da buƙatarka ta ${kind} ba.`],
    reasons: 'Dalilai',
    complaint: 'Za ka iya kai ƙara ga Hukumar Kare Bayanai ta Najeriya.',
  },
  breach: {
    subject: (centre) => `Keta bayanan sirri da ya shafi ${centre}`,
    paragraphs: (centre) => [
      `Dole mu sanar da ku game da keta bayanan sirri da ya shafi bayanan mutanen hulɗa na ${centre} da Tashar Amincewa da Cibiyoyin CBT ke riƙe da su.`,
      'Don Allah ku sanar da mutanen da abin ya shafa, kuma ku tuntuɓi hukumar idan kuna da tambayoyi.',
    ],
    discovered: 'An gano a',
    what: 'Abin da ya faru',
    measures: 'Abin da muka yi',
    data: 'Bayanan da abin ya shafa',
  },
};

const yo: PrivacyMailTexts = {
  hello: (name) => `Ẹ n lẹ ${name},`,
  kinds: { access: 'àyẹ̀wò data rẹ', rectification: 'àtúnṣe data rẹ', erasure: 'píparẹ́ data rẹ', objection: 'àtakò sí lílo data rẹ' },
  categories: { identity: 'orúkọ àti nọ́mbà àkáǹtì', contact: 'àdírẹ́sì ímeèlì àti nọ́mbà fóònù', document: 'ìwé àti fọ́tò', credential: 'ọ̀rọ̀ aṣínà àti kóòdù tí a fi pamọ́', technical: 'àdírẹ́sì nẹ́tíwọ̀ọ̀kì àti àkókò ìwọlé' },
  reference: 'Nọ́mbà ìbéèrè',
  confirm: {
    subject: 'Jẹ́rìísí ìbéèrè rẹ nípa data ara ẹni rẹ',
    paragraphs: (kind, hours) => [
      `A gba ìbéèrè fún ${kind} tí a fi àdírẹ́sì ímeèlì yìí fi ránṣẹ́ sí Ojú-ọ̀nà Ìfọwọ́sí Àwọn Ibùdó CBT.`,
      `Ṣí ìjápọ̀ tó wà nísàlẹ̀ láti jẹ́rìísí pé tìrẹ ni; ó ń ṣiṣẹ́ lẹ́ẹ̀kan ṣoṣo, yóò sì dópin ní wákàtí ${hours}. A ó bẹ̀rẹ̀ iṣẹ́ lórí ìbéèrè náà nígbà tí a bá jẹ́rìísí i nìkan.`,
    ],
    action: 'Jẹ́rìísí ìbéèrè mi',
    footer: 'Bí kì í bá ṣe ìwọ ló fi ìbéèrè yìí ránṣẹ́, má ṣe kọbi ara sí ímeèlì yìí: a kò ní ṣe nǹkan kan.',
  },
  answered: {
    subject: (ref) => `Ìdáhùn sí ìbéèrè rẹ ${ref}`,
    paragraphs: (kind) => [`Òṣìṣẹ́ Ààbò Data ti dáhùn ìbéèrè rẹ fún ${kind}.`],
    answer: 'Ìdáhùn',
    complaint: 'Bí inú rẹ kò bá dùn sí i, o lè fi ẹ̀sùn sùn Àjọ Ààbò Data Nàìjíríà.',
  },
  rejected: {
    subject: (ref) => `A kò fọwọ́ sí ìbéèrè rẹ ${ref}`,
    paragraphs: (kind) => [`Òṣìṣẹ́ Ààbò Data kò lè fọwọ́ sí ìbéèrè rẹ fún ${kind}.`],
    reasons: 'Àwọn ìdí',
    complaint: 'O lè fi ẹ̀sùn sùn Àjọ Ààbò Data Nàìjíríà.',
  },
  breach: {
    subject: (centre) => `Ìjìnlẹ̀ data ara ẹni tó kan ${centre}`,
    paragraphs: (centre) => [
      `A gbọ́dọ̀ sọ fún yín nípa ìjìnlẹ̀ data ara ẹni tó kan data àwọn aṣojú ${centre} tí Ojú-ọ̀nà Ìfọwọ́sí Àwọn Ibùdó CBT ń tọ́jú.`,
      'Ẹ jọ̀wọ́ ẹ sọ fún àwọn tí ọ̀rọ̀ kàn, kí ẹ sì kàn sí ìgbìmọ̀ bí ẹ bá ní ìbéèrè.',
    ],
    discovered: 'Ìgbà tí a ṣàwárí rẹ̀',
    what: 'Ohun tó ṣẹlẹ̀',
    measures: 'Ohun tí a ti ṣe',
    data: 'Data tí ọ̀rọ̀ kàn',
  },
};

const ig: PrivacyMailTexts = {
  hello: (name) => `Ndewo ${name},`,
  kinds: { access: 'ịhụ data gị', rectification: 'mmezi data gị', erasure: 'ihichapụ data gị', objection: 'mgbochi n’iji data gị' },
  categories: { identity: 'aha na nọmba akaụntụ', contact: 'adreesị email na nọmba ekwentị', document: 'akwụkwọ na foto', credential: 'okwuntụghe na koodu ezoro ezo', technical: 'adreesị netwọk na oge nbanye' },
  reference: 'Nọmba arịrịọ',
  confirm: {
    subject: 'Kwado arịrịọ gị gbasara data nkeonwe gị',
    paragraphs: (kind, hours) => [
      `Anyị natara arịrịọ maka ${kind} e ji adreesị email a zite na Ọnụ Ụzọ Nkwado Ebe Ule CBT.`,
      `Mepee njikọ dị n’okpuru iji kwado na ọ bụ nke gị; ọ na-arụ ọrụ otu ugboro ma ọ ga-agwụ n’ime awa ${hours}. Anyị ga-amalite ọrụ n’arịrịọ ahụ naanị mgbe e kwadoro ya.`,
    ],
    action: 'Kwado arịrịọ m',
    footer: 'Ọ bụrụ na ọ bụghị gị zitere arịrịọ a, leghara email a anya: a gaghị eme ihe ọ bụla.',
  },
  answered: {
    subject: (ref) => `Azịza nye arịrịọ gị ${ref}`,
    paragraphs: (kind) => [`Onye Ọrụ Nchekwa Data azaala arịrịọ gị maka ${kind}.`],
    answer: 'Azịza',
    complaint: 'Ọ bụrụ na afọ ejughị gị, ị nwere ike ime mkpesa nye Ọchịchị Nchekwa Data Naịjirịa.',
  },
  rejected: {
    subject: (ref) => `Enyeghị gị arịrịọ gị ${ref}`,
    paragraphs: (kind) => [`Onye Ọrụ Nchekwa Data enweghị ike inye gị arịrịọ gị maka ${kind}.`],
    reasons: 'Ihe kpatara ya',
    complaint: 'Ị nwere ike ime mkpesa nye Ọchịchị Nchekwa Data Naịjirịa.',
  },
  breach: {
    subject: (centre) => `Mmebi data nkeonwe metụtara ${centre}`,
    paragraphs: (centre) => [
      `Anyị ga-agwa unu maka mmebi data nkeonwe metụtara data ndị nkwukọrịta nke ${centre} nke Ọnụ Ụzọ Nkwado Ebe Ule CBT na-edebe.`,
      'Biko gwa ndị ọ metụtara, ma kpọtụrụ kansụl ma ọ bụrụ na ị nwere ajụjụ.',
    ],
    discovered: 'Oge a chọpụtara ya',
    what: 'Ihe mere',
    measures: 'Ihe anyị mere',
    data: 'Data ọ metụtara',
  },
};

const TEXTS: Record<Language, PrivacyMailTexts> = { en, ha, yo, ig };

export function privacyMailTexts(language: unknown): PrivacyMailTexts {
  return TEXTS[language as Language] ?? en;
}
