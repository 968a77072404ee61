import { PRIVACY_MSG, type PrivacyRequestKind } from '@cbt/contracts';
import type { Language } from '@cbt/contracts/public-site';

/**
 * The words of the request form for people without an account (DECISIONS §10, Personal data), per
 * language, with the server's messages about the form in each language.
 */
export interface RequestWords {
  title: string;
  intro: string;
  kind: string;
  kinds: Record<PrivacyRequestKind, string>;
  name: string;
  email: string;
  emailHint: string;
  centre: string;
  centreHint: string;
  details: string;
  detailsHint: string;
  submit: string;
  sending: string;
  sentTitle: string;
  sentText: (email: string) => string;
  reference: string;
  confirmTitle: string;
  confirming: string;
  confirmedTitle: string;
  confirmedText: (dueDate: string) => string;
  invalidTitle: string;
  again: string;
  backToNotice: string;
  /** The server's English message -> this language's. */
  messages: Record<string, string>;
}

const en: RequestWords = {
  title: 'Ask about your personal data',
  intro:
    'If you have no account on the portal, ask the data protection officer here. We email you a link to confirm the request is yours; once you confirm it, we answer within the time the law sets.',
  kind: 'What are you asking for?',
  kinds: {
    access: 'A copy of the data you hold about me (access)',
    rectification: 'Correct data about me (rectification)',
    erasure: 'Erase data about me (erasure)',
    objection: 'Stop using data about me (objection)',
  },
  name: 'Full name',
  email: 'Email address',
  emailHint: 'We send the confirmation link and the answer here.',
  centre: 'Centre',
  centreHint: "The centre's reference number, or its name and state, and your part in it (for example: coordinator).",
  details: 'Your request',
  detailsHint: 'Say what data and what you would like done.',
  submit: 'Send request',
  sending: 'Sending…',
  sentTitle: 'Check your email',
  sentText: (email) => `We sent a link to ${email}. Open it to confirm your request; it works once and expires in 72 hours.`,
  reference: 'Request number',
  confirmTitle: 'Confirm your request',
  confirming: 'Confirming your request…',
  confirmedTitle: 'Request confirmed',
  confirmedText: (due) => `The data protection officer will answer you by email by ${due}.`,
  invalidTitle: 'This link does not work',
  again: 'Send the request again',
  backToNotice: 'How we handle personal data',
  messages: {},
};

const ha: RequestWords = {
  title: 'Tambaya game da bayananka na sirri',
  intro:
    'Idan ba ka da asusu a tashar, tambayi jami’in kare bayanai a nan. Za mu aiko maka da mahaɗi ta imel don tabbatar da cewa buƙatar taka ce; da zarar ka tabbatar, za mu amsa cikin lokacin da doka ta tanada.',
  kind: 'Me kake nema?',
  kinds: {
    access: 'Kwafin bayanan da kuke riƙe da su game da ni (samun bayanai)',
    rectification: 'Gyara bayanai game da ni (gyara)',
    erasure: 'Goge bayanai game da ni (gogewa)',
    objection: 'Daina amfani da bayanai game da ni (ƙin amincewa)',
  },
  name: 'Cikakken suna',
  email: 'Adireshin imel',
  emailHint: 'A nan muke aika mahaɗin tabbatarwa da amsar.',
  centre: 'Cibiya',
  centreHint: 'Lambar rajistar cibiyar, ko sunanta da jiharta, da matsayinka a cikinta (misali: mai kula).',
  details: 'Buƙatarka',
  detailsHint: 'Faɗi wane bayani da abin da kake so a yi.',
  submit: 'Aika buƙata',
  sending: 'Ana aikawa…',
  sentTitle: 'Duba imel ɗinka',
  sentText: (email) => `Mun aika mahaɗi zuwa ${email}. Buɗe shi don tabbatar da buƙatarka; yana aiki sau ɗaya kuma zai ƙare cikin awa 72.`,
  reference: 'Lambar buƙata',
  confirmTitle: 'Tabbatar da buƙatarka',
  confirming: 'Ana tabbatar da buƙatarka…',
  confirmedTitle: 'An tabbatar da buƙata',
  confirmedText: (due) => `Jami’in kare bayanai zai amsa maka ta imel kafin ${due}.`,
  invalidTitle: 'Wannan mahaɗin ba ya aiki',
  again: 'Sake aika buƙatar',
  backToNotice: 'Yadda muke kula da bayanan mutum',
  messages: {
    [PRIVACY_MSG.kindInvalid]: 'Zaɓi abin da kake nema',
    [PRIVACY_MSG.nameRequired]: 'Shigar da cikakken sunanka',
    [PRIVACY_MSG.nameTooLong]: 'Suna ya yi tsawo da yawa',
    [PRIVACY_MSG.emailInvalid]: 'Shigar da adireshin imel a tsari daidai, kamar suna@misali.com',
    [PRIVACY_MSG.centreRequired]: 'Shigar da lambar rajistar cibiyar, ko sunanta da jiharta',
    [PRIVACY_MSG.centreTooLong]: 'Bayanin cibiya ya yi tsawo da yawa',
    [PRIVACY_MSG.detailsRequired]: 'Faɗi abin da kake nema',
    [PRIVACY_MSG.detailsTooLong]: 'Buƙata ta yi tsawo da yawa',
    [PRIVACY_MSG.invalidLink]: 'Wannan mahaɗin ba shi da inganci ko ya ƙare. Don Allah sake aika buƙatarka.',
    [PRIVACY_MSG.tooMany]: 'Buƙatu sun yi yawa daga gare ka. Don Allah sake gwadawa daga baya.',
  },
};

const yo: RequestWords = {
  title: 'Béèrè nípa data ara ẹni rẹ',
  intro:
    'Bí o kò bá ní àkáǹtì lórí ojú-ọ̀nà náà, béèrè lọ́wọ́ òṣìṣẹ́ ààbò data níbí. A ó fi ìjápọ̀ ránṣẹ́ sí ímeèlì rẹ láti jẹ́rìísí pé ìbéèrè náà jẹ́ tìrẹ; nígbà tí o bá jẹ́rìísí i, a ó dáhùn láàárín àkókò tí òfin là sílẹ̀.',
  kind: 'Kí ni o ń béèrè fún?',
  kinds: {
    access: 'Ẹ̀dà data tí ẹ ní nípa mi (àyẹ̀wò)',
    rectification: 'Àtúnṣe data nípa mi (àtúnṣe)',
    erasure: 'Pípa data nípa mi rẹ́ (píparẹ́)',
    objection: 'Dídúró lílo data nípa mi (àtakò)',
  },
  name: 'Orúkọ kíkún',
  email: 'Àdírẹ́sì ímeèlì',
  emailHint: 'Ibí ni a ó fi ìjápọ̀ ìjẹ́rìísí àti ìdáhùn ránṣẹ́ sí.',
  centre: 'Ibùdó',
  centreHint: 'Nọ́mbà ìforúkọsílẹ̀ ibùdó náà, tàbí orúkọ àti ìpínlẹ̀ rẹ̀, àti ipa rẹ nínú rẹ̀ (fún àpẹẹrẹ: olùṣètò).',
  details: 'Ìbéèrè rẹ',
  detailsHint: 'Sọ data wo àti ohun tí o fẹ́ kí a ṣe.',
  submit: 'Fi ìbéèrè ránṣẹ́',
  sending: 'A ń fi ránṣẹ́…',
  sentTitle: 'Ṣàyẹ̀wò ímeèlì rẹ',
  sentText: (email) => `A fi ìjápọ̀ ránṣẹ́ sí ${email}. Ṣí i láti jẹ́rìísí ìbéèrè rẹ; ó ń ṣiṣẹ́ lẹ́ẹ̀kan ṣoṣo, yóò sì dópin ní wákàtí 72.`,
  reference: 'Nọ́mbà ìbéèrè',
  confirmTitle: 'Jẹ́rìísí ìbéèrè rẹ',
  confirming: 'A ń jẹ́rìísí ìbéèrè rẹ…',
  confirmedTitle: 'A ti jẹ́rìísí ìbéèrè náà',
  confirmedText: (due) => `Òṣìṣẹ́ ààbò data yóò dá ọ lóhùn nípasẹ̀ ímeèlì kí ó tó di ${due}.`,
  invalidTitle: 'Ìjápọ̀ yìí kò ṣiṣẹ́',
  again: 'Fi ìbéèrè náà ránṣẹ́ lẹ́ẹ̀kan sí i',
  backToNotice: 'Bí a ṣe ń bójú tó data ara ẹni',
  messages: {
    [PRIVACY_MSG.kindInvalid]: 'Yan ohun tí o ń béèrè fún',
    [PRIVACY_MSG.nameRequired]: 'Tẹ orúkọ kíkún rẹ',
    [PRIVACY_MSG.nameTooLong]: 'Orúkọ náà gùn jù',
    [PRIVACY_MSG.emailInvalid]: 'Tẹ àdírẹ́sì ímeèlì ní ọ̀nà tó tọ́, bíi oruko@apeere.com',
    [PRIVACY_MSG.centreRequired]: 'Tẹ nọ́mbà ìforúkọsílẹ̀ ibùdó náà, tàbí orúkọ àti ìpínlẹ̀ rẹ̀',
    [PRIVACY_MSG.centreTooLong]: 'Àlàyé ibùdó náà gùn jù',
    [PRIVACY_MSG.detailsRequired]: 'Sọ ohun tí o ń béèrè fún',
    [PRIVACY_MSG.detailsTooLong]: 'Ìbéèrè náà gùn jù',
    [PRIVACY_MSG.invalidLink]: 'Ìjápọ̀ yìí kò wúlò tàbí ó ti dópin. Jọ̀wọ́ fi ìbéèrè rẹ ránṣẹ́ lẹ́ẹ̀kan sí i.',
    [PRIVACY_MSG.tooMany]: 'Ìbéèrè ti pọ̀ jù láti ọ̀dọ̀ rẹ. Jọ̀wọ́ gbìyànjú lẹ́ẹ̀kan sí i ní ìgbà míràn.',
  },
};

const ig: RequestWords = {
  title: 'Jụọ gbasara data nkeonwe gị',
  intro:
    'Ọ bụrụ na ị nweghị akaụntụ na ọnụ ụzọ a, jụọ onye ọrụ nchekwa data ebe a. Anyị ga-ezitere gị njikọ n’email iji kwado na arịrịọ ahụ bụ nke gị; ozugbo i kwadoro ya, anyị ga-aza n’ime oge iwu kwuru.',
  kind: 'Gịnị ka ị na-arịọ?',
  kinds: {
    access: 'Otu mbipụta data unu nwere gbasara m (ịhụ)',
    rectification: 'Mezie data gbasara m (mmezi)',
    erasure: 'Hichapụ data gbasara m (ihichapụ)',
    objection: 'Kwụsị iji data gbasara m (mgbochi)',
  },
  name: 'Aha zuru ezu',
  email: 'Adreesị email',
  emailHint: 'Anyị na-ezite njikọ nkwado na azịza ebe a.',
  centre: 'Ebe ule',
  centreHint: 'Nọmba ndebanye aha nke ebe ule ahụ, ma ọ bụ aha ya na steeti ya, na ọrụ gị n’ime ya (dịka ọmụmaatụ: onye nhazi).',
  details: 'Arịrịọ gị',
  detailsHint: 'Kwuo data ole na ihe ị chọrọ ka e mee.',
  submit: 'Zipu arịrịọ',
  sending: 'A na-ezipu…',
  sentTitle: 'Lelee email gị',
  sentText: (email) => `Anyị zigara njikọ na ${email}. Mepee ya iji kwado arịrịọ gị; ọ na-arụ ọrụ otu ugboro ma ọ ga-agwụ n’ime awa 72.`,
  reference: 'Nọmba arịrịọ',
  confirmTitle: 'Kwado arịrịọ gị',
  confirming: 'A na-akwado arịrịọ gị…',
  confirmedTitle: 'E kwadoro arịrịọ ahụ',
  confirmedText: (due) => `Onye ọrụ nchekwa data ga-aza gị n’email tupu ${due}.`,
  invalidTitle: 'Njikọ a anaghị arụ ọrụ',
  again: 'Zipu arịrịọ ahụ ọzọ',
  backToNotice: 'Otú anyị si elekọta data nkeonwe',
  messages: {
    [PRIVACY_MSG.kindInvalid]: 'Họrọ ihe ị na-arịọ',
    [PRIVACY_MSG.nameRequired]: 'Tinye aha gị zuru ezu',
    [PRIVACY_MSG.nameTooLong]: 'Aha ahụ dị ogologo karịa',
    [PRIVACY_MSG.emailInvalid]: 'Tinye adreesị email n’ụdị ziri ezi, dịka aha@ihe.com',
    [PRIVACY_MSG.centreRequired]: 'Tinye nọmba ndebanye aha nke ebe ule ahụ, ma ọ bụ aha ya na steeti ya',
    [PRIVACY_MSG.centreTooLong]: 'Nkọwa ebe ule ahụ dị ogologo karịa',
    [PRIVACY_MSG.detailsRequired]: 'Kwuo ihe ị na-arịọ',
    [PRIVACY_MSG.detailsTooLong]: 'Arịrịọ ahụ dị ogologo karịa',
    [PRIVACY_MSG.invalidLink]: 'Njikọ a adịghị mma ma ọ bụ ọ gwụla. Biko zipu arịrịọ gị ọzọ.',
    [PRIVACY_MSG.tooMany]: 'Arịrịọ sitere n’aka gị dị ọtụtụ. Biko nwaa ọzọ ma emechaa.',
  },
};

export const REQUEST_WORDS: Record<Language, RequestWords> = { en, ha, yo, ig };

/** A message of the server about the form, in the reader's language (English as the server wrote it). */
export function requestMessage(w: RequestWords, message: string): string {
  return w.messages[message] ?? message;
}
