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
  queryReminder: { subject: (name: string) => string; paragraphs: (name: string, dueDate: string) => string[]; answerBy: string; query: string; action: string };
}
