import { OTP_RULES, type Language } from '#contracts';
import { renderMail, type RenderedMail } from '#platform';
import { mailTexts } from './i18n/index.js';

export interface CentreMailData {
  centreName: string;
  reference: string;
  text?: string | null;
  publicUrl: string;
  /** The centre's language; English when absent. */
  language?: Language;
  /** The receipts: the document types still missing for accreditation (DECISIONS §8). */
  missing?: readonly string[];
  /** DECISIONS §10: the last day the centre may appeal the decision the email announces. */
  appealUntil?: string | null;
}

type Detail = [string, string];

const refLine = (d: CentreMailData): Detail => [mailTexts(d.language).registrationNumber, d.reference];

export function preRegisteredMail(d: CentreMailData): RenderedMail {
  const t = mailTexts(d.language);
  return renderMail({
    subject: t.preRegistered.subject(d.centreName),
    greeting: t.hello,
    paragraphs: t.preRegistered.paragraphs(d.centreName),
    details: [refLine(d)],
    action: { label: t.preRegistered.action, url: `${d.publicUrl}/check-status` },
    footer: t.preRegistered.footer,
  });
}

export function registrationApprovedMail(d: CentreMailData): RenderedMail {
  const t = mailTexts(d.language);
  return renderMail({
    subject: t.registrationApproved.subject(d.centreName),
    greeting: t.hello,
    paragraphs: [...t.registrationApproved.paragraphs(d.centreName), ...(d.text ? [t.registrationApproved.instructionsIntro] : [])],
    details: [refLine(d), ...(d.text ? ([[t.registrationApproved.instructions, d.text]] as Detail[]) : [])],
    action: { label: t.registrationApproved.action, url: `${d.publicUrl}/find-centre` },
  });
}

export function autotestApprovedMail(d: CentreMailData): RenderedMail {
  const t = mailTexts(d.language);
  return renderMail({
    subject: t.autotestApproved.subject(d.centreName),
    greeting: t.hello,
    paragraphs: t.autotestApproved.paragraphs(d.centreName, Boolean(d.text)),
    details: [refLine(d), ...(d.text ? ([[t.autotestApproved.instructions, d.text]] as Detail[]) : [])],
    action: { label: t.autotestApproved.action, url: `${d.publicUrl}/find-centre` },
  });
}

export function queryMail(d: CentreMailData): RenderedMail {
  const t = mailTexts(d.language);
  return renderMail({
    subject: t.query.subject(d.centreName),
    greeting: t.hello,
    paragraphs: t.query.paragraphs(d.centreName),
    details: [refLine(d), [t.query.details, d.text ?? '']],
    action: { label: t.query.action, url: `${d.publicUrl}/find-centre` },
  });
}

export function rejectionMail(d: CentreMailData): RenderedMail {
  const t = mailTexts(d.language);
  return renderMail({
    subject: t.rejection.subject(d.centreName),
    greeting: t.hello,
    paragraphs: [...t.rejection.paragraphs(d.centreName), ...(d.appealUntil ? [t.appeal.right(d.appealUntil)] : [])],
    details: [refLine(d), [t.rejection.reason, d.text ?? ''], ...(d.appealUntil ? ([[t.appeal.deadline, d.appealUntil]] as Detail[]) : [])],
    action: d.appealUntil ? { label: t.appeal.action, url: `${d.publicUrl}/find-centre` } : { label: t.rejection.action, url: `${d.publicUrl}/check-status` },
    footer: d.appealUntil ? t.appeal.footer : t.rejection.footer,
  });
}

export function otpMail(d: CentreMailData & { code: string }): RenderedMail {
  const t = mailTexts(d.language);
  return renderMail({
    // The code stays out of the subject, which a locked phone shows to anyone holding it.
    subject: t.otp.subject,
    greeting: t.hello,
    paragraphs: t.otp.paragraphs(d.centreName, OTP_RULES.validMinutes),
    details: [refLine(d), [t.otp.code, d.code]],
  });
}

/** The document types a receipt names as still missing, in the centre's words; unknown ones as sent. */
function missingLine(d: CentreMailData, label: string): Detail[] {
  const t = mailTexts(d.language);
  const names = (d.missing ?? []).map((type) => t.documentTypes[type as keyof typeof t.documentTypes] ?? type);
  return names.length > 0 ? [[label, names.join(', ')]] : [];
}

/** DECISIONS §10: the receipt of a completed registration, with what accreditation still needs. */
export function registrationCompletedMail(d: CentreMailData): RenderedMail {
  const t = mailTexts(d.language).registrationCompleted;
  const missing = missingLine(d, t.missing);
  return renderMail({
    subject: t.subject(d.centreName),
    greeting: mailTexts(d.language).hello,
    paragraphs: [...t.paragraphs(d.centreName), ...(missing.length === 0 ? [t.nothingMissing] : [])],
    details: [refLine(d), ...missing],
    action: { label: t.action, url: `${d.publicUrl}/check-status` },
    footer: t.footer,
  });
}

/** DECISIONS §10: the receipt of a submitted renewal. */
export function renewalSubmittedMail(d: CentreMailData): RenderedMail {
  const t = mailTexts(d.language).renewalSubmitted;
  return renderMail({
    subject: t.subject(d.centreName),
    greeting: mailTexts(d.language).hello,
    paragraphs: t.paragraphs(d.centreName),
    details: [refLine(d), ...missingLine(d, t.missing)],
    action: { label: t.action, url: `${d.publicUrl}/check-status` },
  });
}
