import type { ReadKind } from '@cbt/contracts';
import type { Language } from '@cbt/contracts/public-site';

/** The words of the centre's "who opened your record" panel (DECISIONS §10, Personal data), per language. */
export interface ReadsWords {
  title: string;
  text: string;
  when: string;
  office: string;
  what: string;
  kinds: Record<ReadKind, string>;
  /** A role entry reaching every state. */
  national: string;
  /** The office: a role and the state it reached the centre by. */
  officeIn: (role: string, state: string) => string;
  /** The seeded roles by their names; a role the council made itself is shown by its own name. */
  roles: Record<string, string>;
  empty: string;
  showing: (shown: number, total: number) => string;
  loadFailed: string;
  loading: string;
}

const en: ReadsWords = {
  title: 'Who opened your record',
  text: "Each time a council office opens this centre's record, one of its documents or its evidence pack, or exports it in a list, it is written down. You see the office and when; the person's name is kept for the council's data protection officer.",
  when: 'When',
  office: 'Office',
  what: 'What was opened',
  kinds: { detail: 'The centre record', document: 'A document', export: 'An export of centres', evidence: 'The evidence pack' },
  national: 'national office',
  officeIn: (role, state) => `${role}, ${state} office`,
  roles: { superadmin: 'Super Administrator', admin: 'Administrator', auditor: 'Auditor', dpo: 'Data Protection Officer' },
  empty: 'No council office has opened your record yet.',
  showing: (shown, total) => `The newest ${shown} of ${total}.`,
  loadFailed: 'The list could not be loaded. Please try again later.',
  loading: 'Loading…',
};

const ha: ReadsWords = {
  title: 'Waɗanda suka buɗe bayananku',
  text: 'Duk lokacin da wani ofishin hukuma ya buɗe bayanan wannan cibiya, ɗaya daga cikin takardunta ko kundin shaidarta, ko ya fitar da ita cikin jeri, ana rubutawa. Kuna ganin ofishin da lokacin; sunan mutumin yana wurin jami’in kare bayanan sirri na hukuma.',
  when: 'Lokaci',
  office: 'Ofis',
  what: 'Abin da aka buɗe',
  kinds: { detail: 'Bayanan cibiyar', document: 'Wata takarda', export: 'Fitar da jerin cibiyoyi', evidence: 'Kundin shaida' },
  national: 'ofishin ƙasa',
  officeIn: (role, state) => `${role}, ofishin ${state}`,
  roles: { superadmin: 'Babban Mai Gudanarwa', admin: 'Mai Gudanarwa', auditor: 'Mai Binciken Ayyuka', dpo: 'Jami’in Kare Bayanan Sirri' },
  empty: 'Babu ofishin hukuma da ya buɗe bayananku tukuna.',
  showing: (shown, total) => `Sabbi ${shown} daga cikin ${total}.`,
  loadFailed: 'Ba a iya loda jerin ba. Da fatan za a sake gwadawa daga baya.',
  loading: 'Ana lodawa…',
};

const yo: ReadsWords = {
  title: 'Àwọn tó ṣí àkọsílẹ̀ yín',
  text: 'Nígbàkúùgbà tí ọ́fíìsì àjọ bá ṣí àkọsílẹ̀ ibùdó yìí, ọ̀kan nínú àwọn ìwé rẹ̀ tàbí àpò ẹ̀rí rẹ̀, tàbí tí ó bá gbé e jáde nínú àkójọ, a máa kọ ọ́ sílẹ̀. Ẹ ń rí ọ́fíìsì náà àti ìgbà náà; orúkọ ẹni náà wà lọ́dọ̀ òṣìṣẹ́ ààbò ìsọfúnni àjọ.',
  when: 'Ìgbà',
  office: 'Ọ́fíìsì',
  what: 'Ohun tí wọ́n ṣí',
  kinds: { detail: 'Àkọsílẹ̀ ibùdó', document: 'Ìwé kan', export: 'Àkójọ ibùdó tí a gbé jáde', evidence: 'Àpò ẹ̀rí' },
  national: 'ọ́fíìsì orílẹ̀-èdè',
  officeIn: (role, state) => `${role}, ọ́fíìsì ${state}`,
  roles: { superadmin: 'Alábòójútó Àgbà', admin: 'Alábòójútó', auditor: 'Olùṣàyẹ̀wò', dpo: 'Òṣìṣẹ́ Ààbò Ìsọfúnni' },
  empty: 'Kò sí ọ́fíìsì àjọ kankan tó tíì ṣí àkọsílẹ̀ yín.',
  showing: (shown, total) => `Àwọn ${shown} tuntun jùlọ nínú ${total}.`,
  loadFailed: 'A kò lè gbé àkójọ náà wá. Ẹ jọ̀ọ́ ẹ tún gbìyànjú lẹ́yìn náà.',
  loading: 'Ó ń gbé e wá…',
};

const ig: ReadsWords = {
  title: 'Ndị meghere ndekọ unu',
  text: 'Oge ọ bụla otu ụlọ ọrụ kansụl mepere ndekọ ebe a, otu n’ime akwụkwọ ya ma ọ bụ ngwugwu ihe akaebe ya, ma ọ bụ wepụta ya n’ime ndepụta, a na-edeba ya. Unu na-ahụ ụlọ ọrụ ahụ na oge ahụ; aha onye ahụ dị n’aka onye ọrụ nchekwa data nke kansụl.',
  when: 'Oge',
  office: 'Ụlọ ọrụ',
  what: 'Ihe e mepere',
  kinds: { detail: 'Ndekọ ebe ahụ', document: 'Otu akwụkwọ', export: 'Ndepụta ebe e wepụtara', evidence: 'Ngwugwu ihe akaebe' },
  national: 'ụlọ ọrụ mba',
  officeIn: (role, state) => `${role}, ụlọ ọrụ ${state}`,
  roles: { superadmin: 'Onye Nlekọta Kachasị', admin: 'Onye Nlekọta', auditor: 'Onye Nyocha', dpo: 'Onye Ọrụ Nchekwa Data' },
  empty: 'Ọ dịbeghị ụlọ ọrụ kansụl meghere ndekọ unu.',
  showing: (shown, total) => `Ndị ọhụrụ ${shown} n’ime ${total}.`,
  loadFailed: 'Enweghị ike ibunye ndepụta ahụ. Biko nwaa ọzọ ma emechaa.',
  loading: 'Ọ na-ebunye…',
};

export const READS_WORDS: Record<Language, ReadsWords> = { en, ha, yo, ig };
