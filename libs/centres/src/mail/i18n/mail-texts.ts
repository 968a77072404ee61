/** The words of the centre's emails in one language; one file per language beside this one. */
export interface CentreMailTexts {
  hello: string;
  registrationNumber: string;
  preRegistered: { subject: (name: string) => string; paragraphs: (name: string) => string[]; action: string; footer: string };
  registrationApproved: { subject: (name: string) => string; paragraphs: (name: string) => string[]; instructionsIntro: string; instructions: string; action: string };
  autotestApproved: { subject: (name: string) => string; paragraphs: (name: string, hasInstructions: boolean) => string[]; instructions: string; action: string };
  query: { subject: (name: string) => string; paragraphs: (name: string) => string[]; details: string; action: string };
  rejection: { subject: (name: string) => string; paragraphs: (name: string) => string[]; reason: string; action: string; footer: string };
  otp: { subject: string; paragraphs: (name: string, minutes: number) => string[]; code: string };
  /** The reminders the deadline sweep sends the centre (docs/TRUST.md "Deadlines and reminders"). */
  expiryReminder: { subject: (name: string, days: string) => string; paragraphs: (name: string, validUntil: string) => string[]; validUntil: string; action: string };
  /** The end of validity (the standing email's `expired`, sent by the expiry sweep). */
  expired: { subject: (name: string) => string; paragraphs: (name: string) => string[]; reason: string; action: string; footer: string };
  /** The names of the four documents, for the receipts' list of what is still missing (DECISIONS §8). */
  documentTypes: Record<'applicationLetter' | 'rcDocument' | 'gpsPicture' | 'centrePicture', string>;
  /** The receipt of a completed registration (DECISIONS §10: check answers, confirmation, receipt email). */
  registrationCompleted: { subject: (name: string) => string; paragraphs: (name: string) => string[]; missing: string; nothingMissing: string; action: string; footer: string };
  /** The receipt of a submitted renewal (DECISIONS §10). */
  renewalSubmitted: { subject: (name: string) => string; paragraphs: (name: string) => string[]; missing: string; action: string };
  /** DECISIONS §10: the right of appeal a decision against the centre carries. */
  appeal: { right: (until: string) => string; deadline: string; action: string; footer: string };
  /** A suspension or revocation by the council (the standing email), in the centre's language. */
  standingDecision: { subject: (name: string, kind: 'suspended' | 'revoked') => string; paragraph: (name: string, kind: 'suspended' | 'revoked') => string; reason: string };
  /** DECISIONS §10: the clock lifted a suspension on the day it was imposed until (not a reinstatement by the council). */
  suspensionEnded: { subject: (name: string) => string; paragraph: (name: string, day: string) => string; endedOn: string };
  /** The receipt of an appeal, and its outcome. */
  appealReceived: { subject: (name: string) => string; paragraphs: (name: string, decision: string) => string[]; grounds: string; action: string };
  appealDecided: { subject: (name: string, allowed: boolean) => string; paragraphs: (name: string, decision: string, allowed: boolean) => string[]; reasons: string };
  /** "the rejection of the registration" etc., as the appeal emails name the decision. */
  decisionWords: { rejection: string; suspension: string; revocation: string; warning: string; delisting: string };
  /** DECISIONS §10 sanctions: a warning, a delisting, a notice of proposal, the receipt of representations, a withdrawn notice, a suspension's last day. */
  sanction: {
    warningSubject: (name: string) => string;
    warningParagraph: (name: string) => string;
    delistingSubject: (name: string) => string;
    delistingParagraph: (name: string, until: string) => string;
    noticeSubject: (name: string, kind: 'suspension' | 'revocation') => string;
    noticeParagraphs: (name: string, kind: 'suspension' | 'revocation', until: string) => string[];
    representationsSubject: (name: string) => string;
    representationsParagraph: (name: string) => string;
    withdrawnSubject: (name: string) => string;
    withdrawnParagraph: (name: string) => string;
    reasons: string;
    until: string;
    representations: string;
    respondBy: string;
    action: string;
  };
  queryReminder: { subject: (name: string) => string; paragraphs: (name: string, dueDate: string) => string[]; answerBy: string; query: string; action: string };
}
