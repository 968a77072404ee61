import { CENTRE_EMAIL_PATTERN, governmentIdLabel, lgasOf, MSG, PASSWORD_RULES, PUBLIC_SITE_MSG } from '@cbt/contracts';
import { phoneRule } from './phoneRule';

/** Field name -> the message shown under it; empty when the form may be sent. */
export type FormErrors = Record<string, string>;

export const blank = (value: unknown): boolean => value === undefined || value === null || String(value).trim() === '';

export interface PreRegistrationValues {
  CentreName: string;
  ownershipType: string;
  GovernmentId: string;
  AdminName: string;
  AdminEmail: string;
  AdminNumber: string;
  State: string;
  LocalGovernment: string;
  address: string;
  examBody: string;
}

export const emptyPreRegistration = (examBody = ''): PreRegistrationValues => ({
  CentreName: '',
  ownershipType: '',
  GovernmentId: '',
  AdminName: '',
  AdminEmail: '',
  AdminNumber: '',
  State: '',
  LocalGovernment: '',
  address: '',
  examBody,
});

/** The message for phone numbers that are not valid international numbers (the page passes its language's). */
export type PhoneMessage = (invalid: string[]) => string;

/** SPEC's phone rule as the server applies it: '' when every comma-separated number is valid. */
export function phoneError(value: string, required: string, invalid: PhoneMessage = PUBLIC_SITE_MSG.invalidPhone): string {
  if (blank(value)) return required;
  const parse = phoneRule();
  if (!parse) return '';
  const parsed = parse(value);
  return parsed.ok ? '' : invalid(parsed.invalid);
}

/** SPEC §5 "Pre-registration": every field required, with the server's own texts for each. */
export function validatePreRegistration(v: PreRegistrationValues, phoneMessage?: PhoneMessage): FormErrors {
  const errors: FormErrors = {};
  if (blank(v.CentreName)) errors.CentreName = MSG.centreNameRequired;
  if (blank(v.ownershipType)) errors.ownershipType = MSG.fieldRequired('Ownership type');
  if (blank(v.GovernmentId)) errors.GovernmentId = MSG.fieldRequired(governmentIdLabel(v.ownershipType));
  if (blank(v.AdminName)) errors.AdminName = MSG.fieldRequired('Admin name');
  if (blank(v.AdminEmail)) errors.AdminEmail = MSG.adminEmailRequired;
  else if (!CENTRE_EMAIL_PATTERN.test(v.AdminEmail.trim())) errors.AdminEmail = MSG.invalidEmail;
  const phone = phoneError(v.AdminNumber, MSG.phoneNumberRequired, phoneMessage);
  if (phone) errors.AdminNumber = phone;
  if (blank(v.State)) errors.State = MSG.fieldRequired('State');
  if (blank(v.LocalGovernment)) errors.LocalGovernment = MSG.fieldRequired('Local government');
  else if (!blank(v.State) && !lgasOf(v.State).includes(v.LocalGovernment)) errors.LocalGovernment = MSG.unknownLga;
  if (blank(v.address)) errors.address = MSG.fieldRequired('Address');
  if (blank(v.examBody)) errors.examBody = MSG.examBodyRequired;
  return errors;
}

/** The body DECISIONS §1 gives for pre-registration, trimmed. */
export function preRegistrationBody(v: PreRegistrationValues): Record<string, string> {
  const { examBody: _fixed, ...fields } = v;
  return Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, value.trim()]));
}

/** SPEC §5 "Reset via token page". */
export function validateNewPassword(password: string, confirmation: string): FormErrors {
  const errors: FormErrors = {};
  if (!password) errors.newPassword = MSG.newPasswordRequired;
  else if (password.length < PASSWORD_RULES.minLength) errors.newPassword = MSG.passwordMin6Long;
  if (!confirmation) errors.confirmPassword = MSG.confirmPassword;
  else if (password && confirmation !== password) errors.confirmPassword = MSG.passwordsDoNotMatch;
  return errors;
}

/** Trims and collapses what a person typed for a reference; '' when nothing was typed. */
export const cleanReference = (value: string): string => value.trim().toUpperCase();
