import type { DataSubject, LawfulBasis, PersonalCategory, ProcessingPurpose, RetentionClass } from '@cbt/contracts';
import type { Language } from '@cbt/contracts/public-site';

/**
 * The privacy notice's words (DECISIONS §10, Personal data), per language. What the notice lists
 * comes from the data inventory; these only name its categories, purposes, bases and periods.
 */
export interface PrivacyWords {
  title: string;
  intro: string;
  controllerTitle: string;
  controller: (examBody: string) => string;
  heldTitle: string;
  subjects: Record<DataSubject, string>;
  categories: Record<PersonalCategory, string>;
  whyTitle: string;
  purpose: string;
  basis: string;
  purposes: Record<ProcessingPurpose, string>;
  bases: Record<LawfulBasis, string>;
  keptTitle: string;
  retention: Record<RetentionClass, string>;
  publicTitle: string;
  publicText: string;
  rightsTitle: string;
  rights: string[];
  breachTitle: string;
  breachText: string;
  myDataTitle: string;
  myDataText: string;
  download: string;
  downloading: string;
  downloadFailed: string;
  readNotice: string;
  /** The short notice on a form that collects personal data. */
  formNote: string;
  /** The link to the request form, for people without an account. */
  askLink: string;
  askText: string;
}

const en: PrivacyWords = {
  title: 'How we handle personal data',
  intro: 'This notice says what personal data the portal holds, why, on which lawful basis of the Nigeria Data Protection Act 2023, for how long, and the rights you have.',
  controllerTitle: 'Who is responsible',
  controller: (body) => `The data controller is the examinations council (${body}) that runs this portal to register and accredit computer-based-test centres.`,
  heldTitle: 'What we hold, and about whom',
  subjects: {
    centre_contact: "A centre's contact people (its administrator and coordinator)",
    staff: 'Council staff with a console account',
    staff_applicant: 'A person who asked for a staff account',
    requester: 'A person without an account who asked us about their data',
  },
  categories: {
    identity: 'names and account references',
    contact: 'email addresses and phone numbers',
    document: 'documents and photos',
    credential: 'passwords and sign-in codes, kept only as hashes',
    technical: 'network addresses, locations of inspection photos and sign-in times',
  },
  whyTitle: 'Why, and on which basis',
  purpose: 'Purpose',
  basis: 'Lawful basis',
  purposes: {
    centre_registration: 'registering a centre and reviewing its application',
    accreditation: 'accrediting a centre and issuing its letter',
    inspection: "inspecting a centre's premises",
    correspondence: 'emailing a centre about its application, codes and decisions',
    staff_access: 'giving council staff their accounts and access',
    accountability: 'keeping a tamper-evident record of who did what',
    data_subject_rights: "answering a person's request about their personal data",
  },
  bases: {
    consent: 'your consent',
    contract: 'a contract with you',
    legal_obligation: "the council's legal obligations",
    vital_interest: 'vital interests',
    public_task: "the council's public task and official authority",
    legitimate_interest: 'legitimate interests (keeping the service secure)',
  },
  keptTitle: 'How long we keep it',
  retention: {
    centre_application: 'A centre\'s details: 12 months after the last activity if never approved, 24 months after a rejection, 6 years after its last accreditation ended.',
    centre_documents: "A centre's documents: as long as its details.",
    staff_account: 'Staff accounts: 24 months after the account is closed.',
    staff_applicant: 'Account requests: until confirmed, or 7 days after the link expires.',
    one_time_secret: 'Sign-in codes and reset links: 7 days after they expire or are used.',
    import_upload: 'Imported rows: 90 days after the import.',
    mail_delivery: 'Records of emails sent: 12 months.',
    accountability_record: 'The audit record: kept; the personal values in it are erased with the record they are about.',
    privacy_request: 'Requests about personal data: 6 years after the answer; an unconfirmed request 7 days after its link expires.',
  },
  publicTitle: 'What is public',
  publicText: "An accredited centre's name, state, local government, address and capacity appear in the public register and on its letter. No contact person's name, email or phone number is ever public.",
  rightsTitle: 'Your rights',
  rights: [
    'Access and portability: a centre downloads everything held about it from its signed-in page (Download my data); staff from Profile Settings.',
    'Rectification: a centre corrects its details from its session; a change to approved details is a request the council decides.',
    'Erasure, restriction and objection: write to the council; we answer within the time the law sets.',
    'You may complain to the Nigeria Data Protection Commission.',
  ],
  breachTitle: 'If something goes wrong',
  breachText: 'If a breach puts your data at risk, the council notifies the Nigeria Data Protection Commission within 72 hours and tells the people affected.',
  myDataTitle: 'Your data',
  myDataText: 'Download a copy of everything the portal holds about this centre and its contact people, with links to its documents, as a JSON file.',
  download: 'Download my data',
  downloading: 'Preparing your data…',
  downloadFailed: 'Your data could not be downloaded. Please try again.',
  readNotice: 'How we handle personal data',
  formNote: 'The council uses these details to register and review your centre and to write to you about it.',
  askLink: 'Ask about your data',
  askText: 'No account? Ask the data protection officer for access, correction, erasure or objection.',
};

const ha: PrivacyWords = {
  title: 'Yadda muke kula da bayanan mutum',
  intro: 'Wannan sanarwa ta faɗi irin bayanan mutum da tashar ke riƙewa, dalili, bisa wane tushe na doka na Dokar Kare Bayanai ta Najeriya ta 2023, har tsawon yaushe, da haƙƙoƙinka.',
  controllerTitle: 'Wanda ke da alhaki',
  controller: (body) => `Mai kula da bayanan ita ce hukumar jarrabawa (${body}) da ke gudanar da wannan tasha don yin rajista da amincewa da cibiyoyin jarrabawa ta kwamfuta.`,
  heldTitle: 'Abin da muke riƙewa, kuma game da su wa',
  subjects: {
    centre_contact: 'Mutanen tuntuɓar cibiya (mai gudanarwa da mai kula da ita)',
    staff: 'Ma’aikatan hukuma masu asusun na’urar gudanarwa',
    staff_applicant: 'Mutumin da ya nemi asusun ma’aikaci',
    requester: 'Mutumin da ba shi da asusu wanda ya tambaye mu game da bayanansa',
  },
  categories: {
    identity: 'sunaye da lambobin asusu',
    contact: 'adiresoshin imel da lambobin waya',
    document: 'takardu da hotuna',
    credential: 'kalmomin sirri da lambobin shiga, ana riƙe su ne kawai a ɓoye (hash)',
    technical: 'adiresoshin hanyar sadarwa, wuraren hotunan duba da lokutan shiga',
  },
  whyTitle: 'Dalili, kuma bisa wane tushe',
  purpose: 'Manufa',
  basis: 'Tushen doka',
  purposes: {
    centre_registration: 'yin rajistar cibiya da duba buƙatarta',
    accreditation: 'amincewa da cibiya da ba ta wasiƙarta',
    inspection: 'duba harabar cibiya',
    correspondence: 'aika wa cibiya imel game da buƙatarta, lambobi da shawarwari',
    staff_access: 'ba ma’aikatan hukuma asusunsu da damar shiga',
    accountability: 'adana rikodin da ba a iya canzawa ba na wanda ya yi me',
    data_subject_rights: 'amsa buƙatar mutum game da bayanansa na sirri',
  },
  bases: {
    consent: 'izininka',
    contract: 'kwangila da kai',
    legal_obligation: 'wajibcin doka na hukumar',
    vital_interest: 'muhimman buƙatun rayuwa',
    public_task: 'aikin jama’a da ikon hukuma na hukumar',
    legitimate_interest: 'halaltattun buƙatu (kiyaye tsaron sabis)',
  },
  keptTitle: 'Tsawon lokacin da muke riƙewa',
  retention: {
    centre_application: 'Bayanan cibiya: watanni 12 bayan aiki na ƙarshe idan ba a taɓa amincewa ba, watanni 24 bayan ƙi, shekaru 6 bayan amincewarta ta ƙarshe ta ƙare.',
    centre_documents: 'Takardun cibiya: kamar bayananta.',
    staff_account: 'Asusun ma’aikata: watanni 24 bayan an rufe asusun.',
    staff_applicant: 'Buƙatun asusu: har sai an tabbatar, ko kwanaki 7 bayan mahaɗin ya ƙare.',
    one_time_secret: 'Lambobin shiga da mahaɗan sake saiti: kwanaki 7 bayan sun ƙare ko an yi amfani da su.',
    import_upload: 'Layukan da aka shigo da su: kwanaki 90 bayan shigowa.',
    mail_delivery: 'Bayanan imel da aka aika: watanni 12.',
    accountability_record: 'Rikodin bincike: ana adana shi; bayanan mutum da ke ciki ana share su tare da bayanin da suka shafa.',
    privacy_request: 'Buƙatu game da bayanan mutum: shekaru 6 bayan amsa; buƙatar da ba a tabbatar ba kwanaki 7 bayan mahaɗinta ya ƙare.',
  },
  publicTitle: 'Abin da ke a bayyane',
  publicText: 'Sunan cibiyar da aka amince da ita, jiha, ƙaramar hukuma, adireshi da ƙarfinta suna bayyana a jerin jama’a da kuma a wasiƙarta. Ba a taɓa bayyana suna, imel ko lambar wayar wani mai tuntuɓa ba.',
  rightsTitle: 'Haƙƙoƙinka',
  rights: [
    'Samun dama da ɗauka: cibiya tana sauke duk abin da aka riƙe game da ita daga shafinta bayan shiga (Sauke bayanana); ma’aikata daga Saitunan Bayanan Kai.',
    'Gyara: cibiya tana gyara bayananta daga zamanta; canji ga bayanan da aka amince da su buƙata ce da hukuma ke yanke hukunci a kai.',
    'Sharewa, taƙaitawa da ƙin yarda: ka rubuta wa hukumar; muna amsa cikin lokacin da doka ta tanada.',
    'Kana iya kai ƙara ga Hukumar Kare Bayanai ta Najeriya.',
  ],
  breachTitle: 'Idan wani abu ya faru',
  breachText: 'Idan keta tsaro ya jefa bayananka cikin haɗari, hukumar tana sanar da Hukumar Kare Bayanai ta Najeriya cikin awanni 72 kuma tana sanar da waɗanda abin ya shafa.',
  myDataTitle: 'Bayananka',
  myDataText: 'Sauke kwafin duk abin da tashar ke riƙe da shi game da wannan cibiya da mutanen tuntuɓarta, tare da mahaɗan takardunta, a matsayin fayil ɗin JSON.',
  download: 'Sauke bayanana',
  downloading: 'Ana shirya bayananka…',
  downloadFailed: 'Ba a iya sauke bayananka ba. Da fatan za a sake gwadawa.',
  readNotice: 'Yadda muke kula da bayanan mutum',
  formNote: 'Hukumar tana amfani da waɗannan bayanai don yin rajista da duba cibiyarka kuma ta rubuta maka game da ita.',
  askLink: 'Tambaya game da bayananka',
  askText: 'Ba ka da asusu? Nemi jami’in kare bayanai don samun, gyara, gogewa ko ƙin amincewa.',
};

const yo: PrivacyWords = {
  title: 'Bí a ṣe ń bójútó ìwífún ti ara ẹni',
  intro: 'Àkíyèsí yìí sọ irú ìwífún ti ara ẹni tí ibùdó yìí ń tọ́jú, ìdí rẹ̀, lórí ìpìlẹ̀ òfin wo nínú Òfin Ìdáàbòbò Ìwífún Nàìjíríà ti 2023, fún ìgbà mélòó, àti àwọn ẹ̀tọ́ rẹ.',
  controllerTitle: 'Ẹni tí ó ní ojúṣe',
  controller: (body) => `Olùṣàkóso ìwífún ni àjọ ìdánwò (${body}) tí ó ń ṣiṣẹ́ ibùdó yìí láti forúkọ sílẹ̀ àti láti fọwọ́ sí àwọn ibùdó ìdánwò orí kọ̀mpútà.`,
  heldTitle: 'Ohun tí a ń tọ́jú, àti nípa ta ni',
  subjects: {
    centre_contact: 'Àwọn aṣojú ibùdó (alábòójútó àti olùṣètò rẹ̀)',
    staff: 'Òṣìṣẹ́ àjọ tí wọ́n ní àkáǹtì',
    staff_applicant: 'Ẹni tí ó béèrè fún àkáǹtì òṣìṣẹ́',
    requester: 'Ẹni tí kò ní àkáǹtì tí ó béèrè lọ́wọ́ wa nípa data rẹ̀',
  },
  categories: {
    identity: 'orúkọ àti nọ́mbà àkáǹtì',
    contact: 'àdírẹ́sì ímeèlì àti nọ́mbà fóònù',
    document: 'ìwé àti àwòrán',
    credential: 'ọ̀rọ̀ aṣínà àti kóòdù ìwọlé, tí a ń tọ́jú ní ọ̀nà àṣírí (hash) nìkan',
    technical: 'àdírẹ́sì nẹ́tíwọ̀ọ̀kì, ibi tí a ti ya àwòrán àyẹ̀wò àti àkókò ìwọlé',
  },
  whyTitle: 'Ìdí, àti lórí ìpìlẹ̀ wo',
  purpose: 'Èrò',
  basis: 'Ìpìlẹ̀ òfin',
  purposes: {
    centre_registration: 'fífi orúkọ ibùdó sílẹ̀ àti ṣíṣàyẹ̀wò ìbéèrè rẹ̀',
    accreditation: 'fífọwọ́ sí ibùdó àti fífún un ní lẹ́tà rẹ̀',
    inspection: 'ṣíṣàyẹ̀wò ilé ibùdó',
    correspondence: 'fífi ímeèlì ránṣẹ́ sí ibùdó nípa ìbéèrè rẹ̀, kóòdù àti ìpinnu',
    staff_access: 'fífún òṣìṣẹ́ àjọ ní àkáǹtì àti àyè wọn',
    accountability: 'títọ́jú àkọsílẹ̀ tí a kò lè yí padà ti ẹni tí ó ṣe kínni',
    data_subject_rights: 'dídáhùn ìbéèrè ẹnìkan nípa data ara ẹni rẹ̀',
  },
  bases: {
    consent: 'ìfọwọ́sí rẹ',
    contract: 'àdéhùn pẹ̀lú rẹ',
    legal_obligation: 'ojúṣe òfin àjọ náà',
    vital_interest: 'àǹfààní pàtàkì ẹ̀mí',
    public_task: 'iṣẹ́ ìlú àti àṣẹ ìjọba àjọ náà',
    legitimate_interest: 'àǹfààní tó tọ́ (pípa iṣẹ́ náà mọ́ láìséwu)',
  },
  keptTitle: 'Bí a ṣe ń tọ́jú rẹ̀ pẹ́ tó',
  retention: {
    centre_application: 'Ìwífún ibùdó: oṣù 12 lẹ́yìn ìgbésẹ̀ tó kẹ́yìn bí a kò bá fọwọ́ sí i rí, oṣù 24 lẹ́yìn kíkọ̀, ọdún 6 lẹ́yìn tí ìfọwọ́sí rẹ̀ tó kẹ́yìn parí.',
    centre_documents: 'Ìwé ibùdó: bí ìwífún rẹ̀.',
    staff_account: 'Àkáǹtì òṣìṣẹ́: oṣù 24 lẹ́yìn tí a ti àkáǹtì náà pa.',
    staff_applicant: 'Ìbéèrè àkáǹtì: títí a ó fi jẹ́rìísí i, tàbí ọjọ́ 7 lẹ́yìn tí ìjápọ̀ náà dópin.',
    one_time_secret: 'Kóòdù ìwọlé àti ìjápọ̀ àtúntò: ọjọ́ 7 lẹ́yìn tí wọ́n dópin tàbí tí a lò wọ́n.',
    import_upload: 'Àwọn ìlà tí a kó wọlé: ọjọ́ 90 lẹ́yìn ìkówọlé.',
    mail_delivery: 'Àkọsílẹ̀ ímeèlì tí a fi ránṣẹ́: oṣù 12.',
    accountability_record: 'Àkọsílẹ̀ àyẹ̀wò: a ń tọ́jú rẹ̀; a ń pa ìwífún ti ara ẹni inú rẹ̀ rẹ́ pẹ̀lú àkọsílẹ̀ tí ó kàn.',
    privacy_request: 'Ìbéèrè nípa data ara ẹni: ọdún 6 lẹ́yìn ìdáhùn; ìbéèrè tí a kò jẹ́rìísí ọjọ́ 7 lẹ́yìn tí ìjápọ̀ rẹ̀ dópin.',
  },
  publicTitle: 'Ohun tí ó hàn sí gbogbo ènìyàn',
  publicText: 'Orúkọ ibùdó tí a fọwọ́ sí, ìpínlẹ̀, ìjọba ìbílẹ̀, àdírẹ́sì àti agbára rẹ̀ ń hàn nínú àkọsílẹ̀ gbogbo ènìyàn àti lórí lẹ́tà rẹ̀. Orúkọ, ímeèlì tàbí nọ́mbà fóònù aṣojú kankan kì í hàn sí gbogbo ènìyàn.',
  rightsTitle: 'Àwọn ẹ̀tọ́ rẹ',
  rights: [
    'Àyè àti gbígbé: ibùdó ń ṣe ìgbàsílẹ̀ gbogbo ohun tí a tọ́jú nípa rẹ̀ láti ojú-ìwé rẹ̀ lẹ́yìn ìwọlé (Ṣe ìgbàsílẹ̀ ìwífún mi); òṣìṣẹ́ láti Ètò Profaili.',
    'Àtúnṣe: ibùdó ń ṣàtúnṣe ìwífún rẹ̀ láti inú ìgbà rẹ̀; ìyípadà sí ìwífún tí a ti fọwọ́ sí jẹ́ ìbéèrè tí àjọ ń pinnu.',
    'Píparẹ́, ìdíwọ̀n àti àtakò: kọ̀wé sí àjọ náà; a ó dáhùn láàárín àkókò tí òfin fi lélẹ̀.',
    'O lè fi ẹ̀sùn sùn Àjọ Ìdáàbòbò Ìwífún Nàìjíríà.',
  ],
  breachTitle: 'Bí nǹkan kan bá ṣẹlẹ̀',
  breachText: 'Bí ìrúfin ààbò bá fi ìwífún rẹ sínú ewu, àjọ náà ń sọ fún Àjọ Ìdáàbòbò Ìwífún Nàìjíríà láàárín wákàtí 72, ó sì ń sọ fún àwọn tí ó kàn.',
  myDataTitle: 'Ìwífún rẹ',
  myDataText: 'Ṣe ìgbàsílẹ̀ ẹ̀dà gbogbo ohun tí ibùdó yìí ń tọ́jú nípa ibùdó ìdánwò yìí àti àwọn aṣojú rẹ̀, pẹ̀lú ìjápọ̀ sí àwọn ìwé rẹ̀, gẹ́gẹ́ bí fáìlì JSON.',
  download: 'Ṣe ìgbàsílẹ̀ ìwífún mi',
  downloading: 'À ń ṣètò ìwífún rẹ…',
  downloadFailed: 'A kò lè ṣe ìgbàsílẹ̀ ìwífún rẹ. Jọ̀wọ́ gbìyànjú lẹ́ẹ̀kan sí i.',
  readNotice: 'Bí a ṣe ń bójútó ìwífún ti ara ẹni',
  formNote: 'Àjọ náà ń lo àwọn àlàyé wọ̀nyí láti forúkọ ibùdó rẹ sílẹ̀, láti ṣàyẹ̀wò rẹ̀ àti láti kọ̀wé sí ọ nípa rẹ̀.',
  askLink: 'Béèrè nípa data rẹ',
  askText: 'Kò sí àkáǹtì? Béèrè lọ́wọ́ òṣìṣẹ́ ààbò data fún àyẹ̀wò, àtúnṣe, píparẹ́ tàbí àtakò.',
};

const ig: PrivacyWords = {
  title: 'Otú anyị si elekọta data nkeonwe',
  intro: 'Ọkwa a na-ekwu data nkeonwe ọnụ ụzọ a na-edebe, ihe kpatara ya, n’ụkpụrụ iwu nke Iwu Nchekwa Data Naịjirịa nke 2023, ruo ogologo oge ole, na ikike gị.',
  controllerTitle: 'Onye na-ahụ maka ya',
  controller: (body) => `Onye na-achịkwa data bụ kansụl ule (${body}) na-arụ ọnụ ụzọ a iji debanye aha ma kwado ebe ule kọmputa.`,
  heldTitle: 'Ihe anyị na-edebe, na banyere onye',
  subjects: {
    centre_contact: 'Ndị a na-akpọtụrụ n’ebe ule (onye nchịkwa ya na onye nhazi ya)',
    staff: 'Ndị ọrụ kansụl nwere akaụntụ',
    staff_applicant: 'Onye rịọrọ akaụntụ onye ọrụ',
    requester: 'Onye na-enweghị akaụntụ jụrụ anyị gbasara data ya',
  },
  categories: {
    identity: 'aha na nọmba akaụntụ',
    contact: 'adreesị email na nọmba ekwentị',
    document: 'akwụkwọ na foto',
    credential: 'okwuntughe na koodu nbanye, a na-edebe naanị dịka hash',
    technical: 'adreesị netwọk, ebe e sere foto nyocha na oge nbanye',
  },
  whyTitle: 'Ihe kpatara ya, na n’ụkpụrụ gịnị',
  purpose: 'Ebumnuche',
  basis: 'Ụkpụrụ iwu',
  purposes: {
    centre_registration: 'idebanye aha ebe ule na inyocha arịrịọ ya',
    accreditation: 'ikwado ebe ule na inye ya akwụkwọ ozi ya',
    inspection: 'inyocha ogige ebe ule',
    correspondence: 'iziga email n’ebe ule banyere arịrịọ ya, koodu na mkpebi',
    staff_access: 'inye ndị ọrụ kansụl akaụntụ ha na ohere',
    accountability: 'idebe ndekọ a na-apụghị ịgbanwe nke onye mere gịnị',
    data_subject_rights: 'ịza arịrịọ mmadụ gbasara data nkeonwe ya',
  },
  bases: {
    consent: 'nkwenye gị',
    contract: 'nkwekọrịta gị na anyị',
    legal_obligation: 'ọrụ iwu nke kansụl',
    vital_interest: 'mmasị dị mkpa nke ndụ',
    public_task: 'ọrụ ọha na ikike gọọmentị nke kansụl',
    legitimate_interest: 'mmasị ziri ezi (idebe ọrụ ahụ n’enweghị nsogbu)',
  },
  keptTitle: 'Ogologo oge anyị na-edebe ya',
  retention: {
    centre_application: 'Nkọwa ebe ule: ọnwa 12 mgbe ihe ikpeazụ mere ma ọ bụrụ na a kwadoghị ya, ọnwa 24 mgbe a jụrụ ya, afọ 6 mgbe nkwado ya ikpeazụ kwụsịrị.',
    centre_documents: 'Akwụkwọ ebe ule: dịka nkọwa ya.',
    staff_account: 'Akaụntụ ndị ọrụ: ọnwa 24 mgbe e mechiri akaụntụ ahụ.',
    staff_applicant: 'Arịrịọ akaụntụ: ruo mgbe e kwenyere ya, ma ọ bụ ụbọchị 7 mgbe njikọ ahụ gwụsịrị.',
    one_time_secret: 'Koodu nbanye na njikọ ntọgharị: ụbọchị 7 mgbe ha gwụsịrị ma ọ bụ e jiri ha.',
    import_upload: 'Ahịrị ndị e webatara: ụbọchị 90 mgbe mbubata ahụ gasịrị.',
    mail_delivery: 'Ndekọ email e zigara: ọnwa 12.',
    accountability_record: 'Ndekọ nyocha: a na-edebe ya; a na-ehichapụ data nkeonwe dị n’ime ya ya na ndekọ o metụtara.',
    privacy_request: 'Arịrịọ gbasara data nkeonwe: afọ 6 mgbe azịza gasịrị; arịrịọ a na-akwadoghị ụbọchị 7 mgbe njikọ ya gwụsịrị.',
  },
  publicTitle: 'Ihe ọha na-ahụ',
  publicText: 'Aha ebe ule akwadoro, steeti, ọchịchị obodo, adreesị na ike ya na-apụta na ndepụta ọha na n’akwụkwọ ozi ya. Aha, email ma ọ bụ nọmba ekwentị onye a na-akpọtụrụ anaghị apụta n’ihu ọha.',
  rightsTitle: 'Ikike gị',
  rights: [
    'Ohere na ibufe: ebe ule na-ebudata ihe niile e debere banyere ya site na peeji ya mgbe ọ banyere (Budata data m); ndị ọrụ site na Ntọala Profaịlụ.',
    'Mmezi: ebe ule na-edozi nkọwa ya site na nnọkọ ya; mgbanwe na nkọwa akwadoro bụ arịrịọ kansụl na-ekpebi.',
    'Ihichapụ, mmachi na mmegide: dee kansụl akwụkwọ; anyị ga-aza n’ime oge iwu kwuru.',
    'Ị nwere ike ime mkpesa na Kọmịshọn Nchekwa Data Naịjirịa.',
  ],
  breachTitle: 'Ọ bụrụ na ihe adịghị mma emee',
  breachText: 'Ọ bụrụ na mmebi nchekwa etinye data gị n’ihe ize ndụ, kansụl na-agwa Kọmịshọn Nchekwa Data Naịjirịa n’ime awa 72 ma gwa ndị ọ metụtara.',
  myDataTitle: 'Data gị',
  myDataText: 'Budata mbipụta nke ihe niile ọnụ ụzọ a na-edebe banyere ebe ule a na ndị a na-akpọtụrụ na ya, ya na njikọ na akwụkwọ ya, dịka faịlụ JSON.',
  download: 'Budata data m',
  downloading: 'A na-akwadebe data gị…',
  downloadFailed: 'Enweghị ike ibudata data gị. Biko nwaa ọzọ.',
  readNotice: 'Otú anyị si elekọta data nkeonwe',
  formNote: 'Kansụl na-eji nkọwa ndị a edebanye aha ebe ule gị, nyochaa ya ma degara gị ozi banyere ya.',
  askLink: 'Jụọ gbasara data gị',
  askText: 'Enweghị akaụntụ? Rịọ onye ọrụ nchekwa data maka ịhụ, mmezi, ihichapụ ma ọ bụ mgbochi.',
};

export const PRIVACY_WORDS: Record<Language, PrivacyWords> = { en, ha, yo, ig };
