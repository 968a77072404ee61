import { ACCOUNT_EMAIL_PATTERN, LANGUAGES, PRIVACY_MSG, PRIVACY_REQUEST_KINDS, PRIVACY_REQUEST_LIMITS, type Language, type PrivacyRequestKind } from '#contracts';
import { AppError } from '#platform';

export interface PrivacyRequestInput {
  kind: PrivacyRequestKind;
  name: string;
  email: string;
  centre: string;
  details: string;
  language: Language;
}

const str = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The public form's fields, every problem at once (the form's error summary lists them all). */
export function readPrivacyRequest(body: Record<string, unknown>): PrivacyRequestInput {
  const errors: Array<{ path: string; msg: string }> = [];
  const L = PRIVACY_REQUEST_LIMITS;
  const kind = str(body.kind) as PrivacyRequestKind;
  if (!PRIVACY_REQUEST_KINDS.includes(kind)) errors.push({ path: 'kind', msg: PRIVACY_MSG.kindInvalid });
  const name = str(body.name);
  if (!name) errors.push({ path: 'name', msg: PRIVACY_MSG.nameRequired });
  else if (name.length > L.name) errors.push({ path: 'name', msg: PRIVACY_MSG.nameTooLong });
  const email = str(body.email).toLowerCase();
  if (!email || email.length > L.email || !ACCOUNT_EMAIL_PATTERN.test(email)) errors.push({ path: 'email', msg: PRIVACY_MSG.emailInvalid });
  const centre = str(body.centre);
  if (!centre) errors.push({ path: 'centre', msg: PRIVACY_MSG.centreRequired });
  else if (centre.length > L.centre) errors.push({ path: 'centre', msg: PRIVACY_MSG.centreTooLong });
  const details = str(body.details);
  if (!details) errors.push({ path: 'details', msg: PRIVACY_MSG.detailsRequired });
  else if (details.length > L.details) errors.push({ path: 'details', msg: PRIVACY_MSG.detailsTooLong });
  const language = (body.language === undefined ? 'en' : str(body.language)) as Language;
  if (!LANGUAGES.includes(language)) errors.push({ path: 'language', msg: PRIVACY_MSG.languageInvalid });
  if (errors.length) throw AppError.validation(errors);
  return { kind, name, email, centre, details, language };
}

/** The officer's text (the answer or the reasons): required, within its limit. */
export function readOfficerText(value: unknown, path: 'answer' | 'reasons'): string {
  const text = str(value);
  if (!text) throw AppError.validation([{ path, msg: path === 'answer' ? PRIVACY_MSG.answerRequired : PRIVACY_MSG.reasonsRequired }]);
  if (text.length > PRIVACY_REQUEST_LIMITS.answer) throw AppError.validation([{ path, msg: PRIVACY_MSG.answerTooLong }]);
  return text;
}
