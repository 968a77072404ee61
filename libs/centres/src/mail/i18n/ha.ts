import type { CentreMailTexts } from './mail-texts.js';

/** Hausa. "Nemo Cibiya" is the Find Centre page as the Hausa site names it. */
export const ha: CentreMailTexts = {
  hello: 'Sannu,',
  registrationNumber: 'Lambar rajista',
  preRegistered: {
    subject: (name) => `An karɓi rajista: ${name}`,
    paragraphs: (name) => [
      `Mun karɓi rajistar farko ta ${name} a matsayin cibiyar CBT.`,
      'Hukumar za ta duba ta. Kuna iya bibiyar ci gabanta a kowane lokaci da lambar rajistarku.',
    ],
    action: 'Duba matsayi',
    footer: 'Ku adana wannan imel ɗin: kuna buƙatar lambar rajista don duba matsayinku da kuma shiga daga baya.',
  },
  registrationApproved: {
    subject: (name) => `An amince da rajista: ${name}`,
    paragraphs: (name) => [
      `An amince da ${name} don rajista.`,
      'Don kammala rajista: buɗe Nemo Cibiya, shigar da lambar shaidarku, sannan ku shigar da lamba mai lambobi 6 da muka aiko muku ta imel. Bayan haka ku cika bayanan cibiyar, ku kuma loda takardunku.',
    ],
    instructionsIntro: 'Umarni daga hukumar:',
    instructions: 'Umarni',
    action: 'Shiga a Nemo Cibiya',
  },
  autotestApproved: {
    subject: (name) => `An amince da gwajin autotest: ${name}`,
    paragraphs: (name, has) => [`An amince da ${name} don gwajin autotest.`, has ? 'Ku bi umarnin da ke ƙasa don shiga.' : 'Hukumar za ta tuntuɓe ku da jadawalin gwajin autotest.'],
    instructions: 'Umarnin autotest',
    action: 'Buɗe Nemo Cibiya',
  },
  query: {
    subject: (name) => `Ana buƙatar ƙarin bayani: ${name}`,
    paragraphs: (name) => [`Hukumar tana buƙatar ƙarin bayani game da ${name} kafin ta ci gaba da dubawa.`, 'Ku shiga a Nemo Cibiya da lambar shaidarku don sabunta rajistarku.'],
    details: 'Bayanin tambaya',
    action: 'Sabunta rajista',
  },
  rejection: {
    subject: (name) => `Ba a amince da rajista ba: ${name}`,
    paragraphs: (name) => [`Hukumar ba ta amince da rajistar ${name} ba.`],
    reason: 'Dalili',
    action: 'Duba matsayi',
    footer: 'Idan kuna ganin an yi kuskure, ku tuntuɓi hukumar da lambar rajistarku.',
  },
  otp: {
    subject: 'Lambar shigarku',
    paragraphs: (name, minutes) => [
      `Yi amfani da wannan lambar don shiga a matsayin ${name}. Za ta ƙare cikin minti ${minutes}, kuma sau ɗaya kawai take aiki.`,
      'Idan ba ku nemi lamba ba, ku yi watsi da wannan imel ɗin; babu wanda zai iya shiga ba tare da ita ba.',
    ],
    code: 'Lambar shiga',
  },
  expiryReminder: {
    subject: (name, days) => `Amincewa za ta ƙare cikin kwanaki ${days}: ${name}`,
    paragraphs: (name, validUntil) => [
      `Amincewar ${name} tana aiki har zuwa ${validUntil}. Don ci gaba da gudanar da jarrabawa bayan wannan rana, ku sabunta ta kafin lokacin: ku shiga a Nemo Cibiya ku buɗe Sabuntawa.`,
    ],
    validUntil: 'Tana aiki har zuwa',
    action: 'Shiga a Nemo Cibiya',
  },
  expired: {
    subject: (name) => `Amincewa ta ƙare: ${name}`,
    paragraphs: (name) => [
      `Amincewar ${name} ta ƙare: lokacin aikinta ya cika. Cibiyar ba za ta gudanar da jarrabawa ba sai hukumar ta sabunta ta; ku shiga a Nemo Cibiya don neman sabuntawa.`,
    ],
    reason: 'Dalili',
    action: 'Duba matsayi',
    footer: 'Idan kuna ganin an yi kuskure, ku tuntuɓi hukumar da lambar rajistarku.',
  },
  documentTypes: { applicationLetter: 'Wasiƙar Neman Izini', rcDocument: 'Takardar RC / Gwamnati', gpsPicture: 'Hoton GPS', centrePicture: 'Hoton Cibiya' },
  registrationCompleted: {
    subject: (name) => `An kammala rajista: ${name}`,
    paragraphs: (name) => [
      `Mun karɓi cikakkiyar rajistar ${name}. Yanzu ba za a iya canza bayananku da takardunku ba.`,
      'Abin da zai biyo baya: majalisa za ta duba rajistar kuma ta aiko muku da imel idan ta yanke shawara ko tana buƙatar ƙarin bayani. Kuna iya bibiyar ta a kowane lokaci a Duba Matsayi da lambar rajistarku.',
    ],
    missing: 'Abin da ake buƙata har yanzu don amincewa',
    nothingMissing: 'An karɓi dukkan takardu huɗu da ake buƙata don amincewa.',
    action: 'Duba matsayi',
    footer: 'Ku ajiye wannan imel a matsayin rasit ɗinku.',
  },
  renewalSubmitted: {
    subject: (name) => `An karɓi sabuntawa: ${name}`,
    paragraphs: (name) => [
      `Mun karɓi sabunta amincewar ${name}.`,
      'Abin da zai biyo baya: majalisa za ta duba ta kamar yadda ta duba amincewarku kuma ta aiko muku da hukuncinta ta imel. Kuna iya bibiyar ta a Duba Matsayi da lambar rajistarku.',
    ],
    missing: 'Abin da ake buƙata har yanzu don amincewa',
    action: 'Duba matsayi',
  },
  appeal: {
    right: (until) => `Kuna iya ɗaukaka ƙara kan wannan shawara har zuwa ${until}: ku shiga a Nemo Cibiya da lambar rajistarku, ku buɗe "Shawarwari da ƙararraki" ku rubuta dalilanku. Wanda bai shiga cikin shawarar ba ne zai yanke hukunci kan ƙarar.`,
    deadline: 'Ɗaukaka ƙara kafin',
    action: 'Shiga don ɗaukaka ƙara',
    footer: 'Ku ajiye wannan imel: kuna buƙatar lambar rajista don shiga da ɗaukaka ƙara.',
  },
  standingDecision: {
    subject: (name, kind) => `${kind === 'suspended' ? 'An dakatar da amincewa' : 'An soke amincewa'}: ${name}`,
    paragraph: (name, kind) =>
      kind === 'suspended'
        ? `An dakatar da amincewar ${name}. Cibiyar ba za ta gudanar da jarrabawa ba har sai hukumar ta maido da ita.`
        : `An soke amincewar ${name}. Cibiyar ba ta da amincewa kuma.`,
    reason: 'Dalilai',
  },
  suspensionEnded: {
    subject: (name) => `Dakatarwa ta ƙare: ${name}`,
    paragraph: (name, day) => `Dakatar da amincewar ${name} ta ƙare a ranar ${day}, ranar da aka ƙayyade mata. Cibiyar ta sake samun amincewa kuma tana iya gudanar da jarrabawa.`,
    endedOn: 'Dakatarwa ta ƙare a ranar',
  },
  appealReceived: {
    subject: (name) => `An karɓi ƙara: ${name}`,
    paragraphs: (name, decision) => [
      `Mun karɓi ƙarar ${name} kan ${decision}.`,
      'Ma\'aikacin da bai shiga cikin shawarar ba ne zai yanke hukunci. Za mu aiko muku da sakamakon ta imel; kuna iya bibiyar ta a kowane lokaci a "Shawarwari da ƙararraki" idan kun shiga.',
    ],
    grounds: 'Dalilanku',
    action: 'Shiga a Nemo Cibiya',
  },
  appealDecided: {
    subject: (name, allowed) => `${allowed ? 'An karɓi ƙara' : 'An yi watsi da ƙara'}: ${name}`,
    paragraphs: (name, decision, allowed) => [
      allowed ? `An karɓi ƙarar ${name} kan ${decision}: an soke shawarar.` : `An yi watsi da ƙarar ${name} kan ${decision}: shawarar tana nan.`,
    ],
    reasons: 'Dalilai',
  },
  decisionWords: { rejection: 'ƙin amincewa da rajistarta', suspension: 'dakatar da amincewarta', revocation: 'soke amincewarta', warning: 'gargaɗin da aka yi mata', delisting: 'cire ta daga jerin' },
  sanction: {
    warningSubject: (name) => `Gargaɗi daga hukuma: ${name}`,
    warningParagraph: (name) => `Hukumar ta yi wa ${name} gargaɗi na hukuma saboda dalilan da ke ƙasa. An rubuta shi a cikin fayil ɗin cibiyar.`,
    delistingSubject: (name) => `An cire cibiya daga jerin: ${name}`,
    delistingParagraph: (name, until) => `An cire ${name} daga jerin har zuwa ${until}. Kafin nan ba za a iya sabon rajista da lambar Gwamnati/RC ko imel na mai gudanarwa ba.`,
    noticeSubject: (name, kind) => `Sanarwar shirin ${kind === 'suspension' ? 'dakatarwa' : 'sokewa'}: ${name}`,
    noticeParagraphs: (name, kind, until) => [
      `Hukumar tana shirin ${kind === 'suspension' ? 'dakatar da' : 'soke'} amincewar ${name}, saboda dalilan da ke ƙasa. Babu abin da ya canza tukuna.`,
      `Kuna iya gabatar da bayaninku (amsarku ga wannan sanarwa) har zuwa ${until}: ku shiga a Find Centre ku buɗe "Sanarwa da bayanai". Hukumar za ta karanta su kafin ta yanke shawara.`,
    ],
    representationsSubject: (name) => `An karɓi bayani: ${name}`,
    representationsParagraph: (name) => `Mun karɓi bayanin ${name}. Hukumar za ta karanta shi kafin ta yanke shawara, kuma za ta aiko muku da shawararta ta imel.`,
    withdrawnSubject: (name) => `An janye shiri: ${name}`,
    withdrawnParagraph: (name) => `Hukumar ta janye shirinta kan ${name}. Babu abin da ya canza.`,
    reasons: 'Dalilai',
    until: 'Har zuwa',
    representations: 'Bayaninku',
    respondBy: 'Bayani har zuwa',
    action: 'Shiga a Find Centre',
  },
  queryReminder: {
    subject: (name) => `Hukumar tana jiran amsarku: ${name}`,
    paragraphs: (name, dueDate) => [
      `Hukumar ta aika wa ${name} tambaya kuma tana jiran amsarku. Don Allah ku amsa kafin ${dueDate}: ku shiga a Nemo Cibiya, ku gyara abin da tambayar ta nema, sannan ku ajiye.`,
    ],
    answerBy: 'Ku amsa kafin',
    query: 'Tambayar',
    action: 'Shiga a Nemo Cibiya',
  },
};
