import type { CentreMailTexts } from './mail-texts.js';

export const en: CentreMailTexts = {
  hello: 'Hello,',
  registrationNumber: 'Registration number',
  preRegistered: {
    subject: (name) => `Registration received: ${name}`,
    paragraphs: (name) => [
      `We have received the pre-registration of ${name} as a CBT centre.`,
      'The council will review it. You can follow its progress at any time with your registration number.',
    ],
    action: 'Check status',
    footer: 'Keep this email: you need the registration number to check your status and to sign in later.',
  },
  registrationApproved: {
    subject: (name) => `Approved for registration: ${name}`,
    paragraphs: (name) => [
      `${name} has been approved for registration.`,
      'To complete the registration: open Find Centre, enter your reference number, and enter the 6-digit code we email you. Then fill in the centre details and upload your documents.',
    ],
    instructionsIntro: 'Instructions from the council:',
    instructions: 'Instructions',
    action: 'Sign in at Find Centre',
  },
  autotestApproved: {
    subject: (name) => `Approved for autotest: ${name}`,
    paragraphs: (name, has) => [`${name} has been approved for the autotest.`, has ? 'Follow the instructions below to take part.' : 'The council will contact you with the autotest schedule.'],
    instructions: 'Autotest instructions',
    action: 'Open Find Centre',
  },
  query: {
    subject: (name) => `Additional information required: ${name}`,
    paragraphs: (name) => [`The council needs more information about ${name} before it can continue the review.`, 'Sign in at Find Centre with your reference number to update your registration.'],
    details: 'Query details',
    action: 'Update registration',
  },
  rejection: {
    subject: (name) => `Registration not approved: ${name}`,
    paragraphs: (name) => [`The council has not approved the registration of ${name}.`],
    reason: 'Reason',
    action: 'Check status',
    footer: 'If you think this is a mistake, contact the council with your registration number.',
  },
  otp: {
    subject: 'Your sign-in code',
    paragraphs: (name, minutes) => [
      `Use this code to sign in as ${name}. It expires in ${minutes} minutes and works once.`,
      'If you did not ask for a code, ignore this email; nobody can sign in without it.',
    ],
    code: 'Sign-in code',
  },
  expiryReminder: {
    subject: (name, days) => `Accreditation ends in ${days} days: ${name}`,
    paragraphs: (name, validUntil) => [
      `The accreditation of ${name} is valid until ${validUntil}. To keep holding examinations after that day, renew it before then: sign in at Find Centre and open Renewal.`,
    ],
    validUntil: 'Valid until',
    action: 'Sign in at Find Centre',
  },
  expired: {
    subject: (name) => `Accreditation expired: ${name}`,
    paragraphs: (name) => [
      `The accreditation of ${name} has expired: its validity ended. The centre may not hold examinations until the council renews it; sign in at Find Centre to apply for renewal.`,
    ],
    reason: 'Reason',
    action: 'Check status',
    footer: 'If you think this is a mistake, contact the council with your registration number.',
  },
  documentTypes: { applicationLetter: 'Application Letter', rcDocument: 'RC / Government Document', gpsPicture: 'GPS Picture', centrePicture: 'Centre Picture' },
  registrationCompleted: {
    subject: (name) => `Registration completed: ${name}`,
    paragraphs: (name) => [
      `We have received the completed registration of ${name}. Your details and documents are now read-only.`,
      'What happens next: the council reviews the registration and emails you when it decides or needs more information. You can follow it at any time on Check Status with your registration number.',
    ],
    missing: 'Still needed for accreditation',
    nothingMissing: 'All four documents needed for accreditation were received.',
    action: 'Check status',
    footer: 'Keep this email as your receipt.',
  },
  renewalSubmitted: {
    subject: (name) => `Renewal received: ${name}`,
    paragraphs: (name) => [
      `We have received the renewal of the accreditation of ${name}.`,
      'What happens next: the council reviews it as it reviewed your accreditation and emails you its decision. You can follow it on Check Status with your registration number.',
    ],
    missing: 'Still needed for accreditation',
    action: 'Check status',
  },
  appeal: {
    right: (until) => `You may appeal this decision until ${until}: sign in at Find Centre with your registration number, open "Decisions and appeals" and give your grounds. Someone who took no part in the decision will decide the appeal.`,
    deadline: 'Appeal by',
    action: 'Sign in to appeal',
    footer: 'Keep this email: you need the registration number to sign in and appeal.',
  },
  standingDecision: {
    subject: (name, kind) => `Accreditation ${kind === 'suspended' ? 'suspended' : 'revoked'}: ${name}`,
    paragraph: (name, kind) =>
      kind === 'suspended'
        ? `The accreditation of ${name} has been suspended. The centre may not hold examinations until the council reinstates it.`
        : `The accreditation of ${name} has been revoked. The centre is no longer accredited.`,
    reason: 'Reasons',
  },
  suspensionEnded: {
    subject: (name) => `Suspension ended: ${name}`,
    paragraph: (name, day) => `The suspension of the accreditation of ${name} ended on ${day}, the day it was imposed until. The centre is accredited again and may hold examinations.`,
    endedOn: 'Suspension ended on',
  },
  appealReceived: {
    subject: (name) => `Appeal received: ${name}`,
    paragraphs: (name, decision) => [
      `We have received the appeal of ${name} against ${decision}.`,
      'A member of staff who took no part in the decision will decide it. We will email you the outcome; you can follow it at any time under "Decisions and appeals" when you sign in.',
    ],
    grounds: 'Your grounds',
    action: 'Sign in at Find Centre',
  },
  appealDecided: {
    subject: (name, allowed) => `Appeal ${allowed ? 'allowed' : 'dismissed'}: ${name}`,
    paragraphs: (name, decision, allowed) => [
      allowed
        ? `The appeal of ${name} against ${decision} has been allowed: the decision is reversed.`
        : `The appeal of ${name} against ${decision} has been dismissed: the decision stands.`,
    ],
    reasons: 'Reasons',
  },
  decisionWords: { rejection: 'the rejection of its registration', suspension: 'the suspension of its accreditation', revocation: 'the revocation of its accreditation', warning: 'the warning given to it', delisting: 'its delisting' },
  sanction: {
    warningSubject: (name) => `Warning from the council: ${name}`,
    warningParagraph: (name) => `The council has given ${name} a formal warning for the reasons below. It is recorded on the centre's file.`,
    delistingSubject: (name) => `Centre delisted: ${name}`,
    delistingParagraph: (name, until) => `${name} has been delisted until ${until}. Until then no new pre-registration can be made with its Government/RC number or admin email.`,
    noticeSubject: (name, kind) => `Notice of proposed ${kind}: ${name}`,
    noticeParagraphs: (name, kind, until) => [
      `The council proposes the ${kind} of the accreditation of ${name}, for the reasons below. Nothing has changed yet.`,
      `You may make representations (your answer to this notice) until ${until}: sign in at Find Centre and open "Notices and representations". The council will read them before it decides.`,
    ],
    representationsSubject: (name) => `Representations received: ${name}`,
    representationsParagraph: (name) => `We have received the representations of ${name}. The council will read them before it decides, and will email you its decision.`,
    withdrawnSubject: (name) => `Proposal withdrawn: ${name}`,
    withdrawnParagraph: (name) => `The council has withdrawn its proposal against ${name}. Nothing changes.`,
    reasons: 'Reasons',
    until: 'Until',
    representations: 'Your representations',
    respondBy: 'Representations until',
    action: 'Sign in at Find Centre',
  },
  queryReminder: {
    subject: (name) => `The council is waiting for your answer: ${name}`,
    paragraphs: (name, dueDate) => [
      `The council sent ${name} a query and is waiting for your answer. Please answer by ${dueDate}: sign in at Find Centre, correct what the query asks for, and save.`,
    ],
    answerBy: 'Answer by',
    query: 'The query',
    action: 'Sign in at Find Centre',
  },
};
