import type { CentreMailTexts } from './mail-texts.js';

/** Yoruba. "Wá Ibùdó" is the Find Centre page as the Yoruba site names it. */
export const yo: CentreMailTexts = {
  hello: 'Ẹ n lẹ́,',
  registrationNumber: 'Nọ́mbà ìforúkọsílẹ̀',
  preRegistered: {
    subject: (name) => `A ti gba ìforúkọsílẹ̀: ${name}`,
    paragraphs: (name) => [
      `A ti gba ìforúkọsílẹ̀ àkọ́kọ́ ti ${name} gẹ́gẹ́ bí ibùdó CBT.`,
      'Àjọ náà yóò ṣàyẹ̀wò rẹ̀. Ẹ lè tẹ̀lé ìlọsíwájú rẹ̀ nígbàkígbà pẹ̀lú nọ́mbà ìforúkọsílẹ̀ yín.',
    ],
    action: 'Ṣàyẹ̀wò ipò',
    footer: 'Ẹ tọ́jú í-meèlì yìí: ẹ nílò nọ́mbà ìforúkọsílẹ̀ láti ṣàyẹ̀wò ipò yín àti láti wọlé lẹ́yìn náà.',
  },
  registrationApproved: {
    subject: (name) => `A ti fọwọ́ sí ìforúkọsílẹ̀: ${name}`,
    paragraphs: (name) => [
      `A ti fọwọ́ sí ${name} fún ìforúkọsílẹ̀.`,
      'Láti parí ìforúkọsílẹ̀: ẹ ṣí Wá Ibùdó, ẹ tẹ nọ́mbà ìtọ́kasí yín, kí ẹ sì tẹ kóòdù oní-nọ́mbà 6 tí a fi ránṣẹ́ sí yín ní í-meèlì. Lẹ́yìn náà, ẹ kún àwọn àlàyé ibùdó náà, kí ẹ sì gbé àwọn ìwé yín sókè.',
    ],
    instructionsIntro: 'Ìtọ́sọ́nà láti ọ̀dọ̀ àjọ náà:',
    instructions: 'Ìtọ́sọ́nà',
    action: 'Wọlé ní Wá Ibùdó',
  },
  autotestApproved: {
    subject: (name) => `A ti fọwọ́ sí fún autotest: ${name}`,
    paragraphs: (name, has) => [`A ti fọwọ́ sí ${name} fún ìdánwò autotest.`, has ? 'Ẹ tẹ̀lé ìtọ́sọ́nà ìsàlẹ̀ yìí láti kópa.' : 'Àjọ náà yóò kàn sí yín pẹ̀lú ètò àkókò autotest.'],
    instructions: 'Ìtọ́sọ́nà autotest',
    action: 'Ṣí Wá Ibùdó',
  },
  query: {
    subject: (name) => `A nílò àlàyé síwájú sí i: ${name}`,
    paragraphs: (name) => [`Àjọ náà nílò àlàyé síwájú sí i nípa ${name} kí ó tó lè tẹ̀síwájú nínú àyẹ̀wò.`, 'Ẹ wọlé ní Wá Ibùdó pẹ̀lú nọ́mbà ìtọ́kasí yín láti ṣe àtúnṣe ìforúkọsílẹ̀ yín.'],
    details: 'Àlàyé ìbéèrè',
    action: 'Ṣe àtúnṣe ìforúkọsílẹ̀',
  },
  rejection: {
    subject: (name) => `A kò fọwọ́ sí ìforúkọsílẹ̀: ${name}`,
    paragraphs: (name) => [`Àjọ náà kò fọwọ́ sí ìforúkọsílẹ̀ ${name}.`],
    reason: 'Ìdí',
    action: 'Ṣàyẹ̀wò ipò',
    footer: 'Tí ẹ bá rò pé àṣìṣe ni èyí, ẹ kàn sí àjọ náà pẹ̀lú nọ́mbà ìforúkọsílẹ̀ yín.',
  },
  otp: {
    subject: 'Kóòdù ìwọlé yín',
    paragraphs: (name, minutes) => [
      `Ẹ lo kóòdù yìí láti wọlé gẹ́gẹ́ bí ${name}. Yóò dópin ní ìṣẹ́jú ${minutes}, ó sì ń ṣiṣẹ́ lẹ́ẹ̀kan ṣoṣo.`,
      'Tí ẹ kò bá béèrè fún kóòdù, ẹ má ṣe kọbiara sí í-meèlì yìí; kò sí ẹni tí ó lè wọlé láìsí i.',
    ],
    code: 'Kóòdù ìwọlé',
  },
  expiryReminder: {
    subject: (name, days) => `Ìfọwọ́sí yóò parí ní ọjọ́ ${days}: ${name}`,
    paragraphs: (name, validUntil) => [
      `Ìfọwọ́sí ${name} wà ní ìpa títí di ${validUntil}. Láti máa ṣe ìdánwò lẹ́yìn ọjọ́ náà, ẹ ṣe àtúnṣe rẹ̀ ṣáájú ìgbà yẹn: ẹ wọlé ní Wá Ibùdó kí ẹ sì ṣí Ìsọdọ̀tun.`,
    ],
    validUntil: 'Wà ní ìpa títí di',
    action: 'Wọlé ní Wá Ibùdó',
  },
  expired: {
    subject: (name) => `Ìfọwọ́sí ti dópin: ${name}`,
    paragraphs: (name) => [
      `Ìfọwọ́sí ${name} ti dópin: àkókò rẹ̀ ti parí. Ibùdó náà kò lè ṣe ìdánwò títí àjọ náà yóò fi sọ ọ́ dọ̀tun; ẹ wọlé ní Wá Ibùdó láti béèrè fún ìsọdọ̀tun.`,
    ],
    reason: 'Ìdí',
    action: 'Ṣàyẹ̀wò ipò',
    footer: 'Tí ẹ bá rò pé àṣìṣe ni èyí, ẹ kàn sí àjọ náà pẹ̀lú nọ́mbà ìforúkọsílẹ̀ yín.',
  },
  documentTypes: { applicationLetter: 'Lẹ́tà Ìbéèrè', rcDocument: 'Ìwé RC / Ìjọba', gpsPicture: 'Àwòrán GPS', centrePicture: 'Àwòrán Ibùdó' },
  registrationCompleted: {
    subject: (name) => `Ìforúkọsílẹ̀ ti parí: ${name}`,
    paragraphs: (name) => [
      `A ti gba ìforúkọsílẹ̀ tí ó ti parí ti ${name}. Ẹ kò lè yí àwọn àlàyé àti ìwé yín padà mọ́.`,
      'Ohun tí ó kàn: àjọ náà yóò ṣàyẹ̀wò ìforúkọsílẹ̀ náà, yóò sì fi ímeèlì ránṣẹ́ sí yín nígbà tí ó bá pinnu tàbí tí ó bá nílò àlàyé sí i. Ẹ lè tẹ̀lé e nígbàkúgbà ní Ṣàyẹ̀wò Ipò pẹ̀lú nọ́mbà ìforúkọsílẹ̀ yín.',
    ],
    missing: 'Ohun tí a ṣì nílò fún ìfọwọ́sí',
    nothingMissing: 'A ti gba gbogbo ìwé mẹ́rẹ̀rin tí a nílò fún ìfọwọ́sí.',
    action: 'Ṣàyẹ̀wò ipò',
    footer: 'Ẹ tọ́jú ímeèlì yìí gẹ́gẹ́ bí ìwé-ẹ̀rí ìgbàwọlé yín.',
  },
  renewalSubmitted: {
    subject: (name) => `A ti gba ìsọdọ̀tun: ${name}`,
    paragraphs: (name) => [
      `A ti gba ìsọdọ̀tun ìfọwọ́sí ${name}.`,
      'Ohun tí ó kàn: àjọ náà yóò ṣàyẹ̀wò rẹ̀ bí ó ti ṣàyẹ̀wò ìfọwọ́sí yín, yóò sì fi ìpinnu rẹ̀ ránṣẹ́ sí yín ní ímeèlì. Ẹ lè tẹ̀lé e ní Ṣàyẹ̀wò Ipò pẹ̀lú nọ́mbà ìforúkọsílẹ̀ yín.',
    ],
    missing: 'Ohun tí a ṣì nílò fún ìfọwọ́sí',
    action: 'Ṣàyẹ̀wò ipò',
  },
  appeal: {
    right: (until) => `Ẹ lè pe ẹjọ́ kòtẹ́milọ́rùn lórí ìpinnu yìí títí di ${until}: ẹ wọlé sí Wá Ibùdó pẹ̀lú nọ́ńbà ìforúkọsílẹ̀ yín, ẹ ṣí "Àwọn ìpinnu àti ẹjọ́ kòtẹ́milọ́rùn" kí ẹ sì kọ ìdí yín. Ẹni tí kò kópa nínú ìpinnu náà ni yóò pinnu ẹjọ́ náà.`,
    deadline: 'Pe ẹjọ́ kí ó tó di',
    action: 'Wọlé láti pe ẹjọ́',
    footer: 'Ẹ tọ́jú ímeèlì yìí: ẹ nílò nọ́ńbà ìforúkọsílẹ̀ láti wọlé àti láti pe ẹjọ́.',
  },
  standingDecision: {
    subject: (name, kind) => `${kind === 'suspended' ? 'A ti dá ìfọwọ́sí dúró' : 'A ti fagilé ìfọwọ́sí'}: ${name}`,
    paragraph: (name, kind) =>
      kind === 'suspended'
        ? `A ti dá ìfọwọ́sí ${name} dúró. Ibùdó náà kò gbọdọ̀ ṣe ìdánwò títí ìgbìmọ̀ yóò fi dá a padà.`
        : `A ti fagilé ìfọwọ́sí ${name}. Ibùdó náà kò ní ìfọwọ́sí mọ́.`,
    reason: 'Àwọn ìdí',
  },
  suspensionEnded: {
    subject: (name) => `Ìdádúró ti parí: ${name}`,
    paragraph: (name, day) => `Ìdádúró ìfọwọ́sí ${name} parí ní ${day}, ọjọ́ tí a dá a dúró títí dé. Ibùdó náà tún ní ìfọwọ́sí, ó sì lè ṣe ìdánwò.`,
    endedOn: 'Ìdádúró parí ní',
  },
  appealReceived: {
    subject: (name) => `A ti gba ẹjọ́ kòtẹ́milọ́rùn: ${name}`,
    paragraphs: (name, decision) => [
      `A ti gba ẹjọ́ kòtẹ́milọ́rùn ${name} lórí ${decision}.`,
      'Òṣìṣẹ́ tí kò kópa nínú ìpinnu náà ni yóò pinnu rẹ̀. A ó fi àbájáde rẹ̀ ránṣẹ́ sí yín ní ímeèlì; ẹ lè tẹ̀lé e nígbàkúùgbà ní "Àwọn ìpinnu àti ẹjọ́ kòtẹ́milọ́rùn" nígbà tí ẹ bá wọlé.',
    ],
    grounds: 'Àwọn ìdí yín',
    action: 'Wọlé sí Wá Ibùdó',
  },
  appealDecided: {
    subject: (name, allowed) => `${allowed ? 'A ti gba ẹjọ́ kòtẹ́milọ́rùn wọlé' : 'A ti kọ ẹjọ́ kòtẹ́milọ́rùn sílẹ̀'}: ${name}`,
    paragraphs: (name, decision, allowed) => [
      allowed ? `A ti gba ẹjọ́ kòtẹ́milọ́rùn ${name} lórí ${decision} wọlé: a ti yí ìpinnu náà padà.` : `A ti kọ ẹjọ́ kòtẹ́milọ́rùn ${name} lórí ${decision} sílẹ̀: ìpinnu náà dúró.`,
    ],
    reasons: 'Àwọn ìdí',
  },
  decisionWords: { rejection: 'kíkọ ìforúkọsílẹ̀ rẹ̀', suspension: 'dídá ìfọwọ́sí rẹ̀ dúró', revocation: 'fífagilé ìfọwọ́sí rẹ̀', warning: 'ìkìlọ̀ tí a fún un', delisting: 'yíyọ ọ́ kúrò nínú àkọsílẹ̀' },
  sanction: {
    warningSubject: (name) => `Ìkìlọ̀ láti ọ̀dọ̀ àjọ náà: ${name}`,
    warningParagraph: (name) => `Àjọ náà ti fún ${name} ní ìkìlọ̀ lábẹ́ òfin fún àwọn ìdí tí ó wà nísàlẹ̀. A ti kọ ọ́ sínú fáìlì ibùdó náà.`,
    delistingSubject: (name) => `A ti yọ ibùdó kúrò nínú àkọsílẹ̀: ${name}`,
    delistingParagraph: (name, until) => `A ti yọ ${name} kúrò nínú àkọsílẹ̀ títí di ${until}. Títí di ìgbà náà, a kò lè ṣe ìforúkọsílẹ̀ tuntun pẹ̀lú nọ́mbà Ìjọba/RC tàbí ímeèlì alábòójútó rẹ̀.`,
    noticeSubject: (name, kind) => `Àkíyèsí ìgbésẹ̀ tí a dábàá (${kind === 'suspension' ? 'ìdádúró' : 'ìfagilé'}): ${name}`,
    noticeParagraphs: (name, kind, until) => [
      `Àjọ náà dábàá ${kind === 'suspension' ? 'dídá ìfọwọ́sí' : 'fífagilé ìfọwọ́sí'} ${name} dúró, fún àwọn ìdí tí ó wà nísàlẹ̀. Kò sí ohun tí ó yí padà síbẹ̀.`,
      `Ẹ lè fi àlàyé yín ránṣẹ́ (ìdáhùn yín sí àkíyèsí yìí) títí di ${until}: ẹ wọlé ní Find Centre kí ẹ ṣí "Àwọn àkíyèsí àti àlàyé". Àjọ náà yóò kà wọ́n kí ó tó pinnu.`,
    ],
    representationsSubject: (name) => `A ti gba àlàyé: ${name}`,
    representationsParagraph: (name) => `A ti gba àlàyé ${name}. Àjọ náà yóò kà á kí ó tó pinnu, yóò sì fi ìpinnu rẹ̀ ránṣẹ́ sí yín nípasẹ̀ ímeèlì.`,
    withdrawnSubject: (name) => `A ti fa àbá náà sẹ́yìn: ${name}`,
    withdrawnParagraph: (name) => `Àjọ náà ti fa àbá rẹ̀ lórí ${name} sẹ́yìn. Kò sí ohun tí ó yí padà.`,
    reasons: 'Àwọn ìdí',
    until: 'Títí di',
    representations: 'Àlàyé yín',
    respondBy: 'Àlàyé títí di',
    action: 'Wọlé ní Find Centre',
  },
  queryReminder: {
    subject: (name) => `Àjọ náà ń dúró de ìdáhùn yín: ${name}`,
    paragraphs: (name, dueDate) => [
      `Àjọ náà fi ìbéèrè ránṣẹ́ sí ${name}, ó sì ń dúró de ìdáhùn yín. Ẹ jọ̀wọ́ ẹ dáhùn ṣáájú ${dueDate}: ẹ wọlé ní Wá Ibùdó, ẹ ṣe àtúnṣe ohun tí ìbéèrè náà béèrè fún, kí ẹ sì fi pamọ́.`,
    ],
    answerBy: 'Ẹ dáhùn ṣáájú',
    query: 'Ìbéèrè náà',
    action: 'Wọlé ní Wá Ibùdó',
  },
};
