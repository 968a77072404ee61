import { ACCOUNT_EMAIL_PATTERN, GENDERS, MSG, PASSWORD_RULES, type Gender } from '@cbt/contracts';
import type { FieldErrors } from '../validation';

export interface RegistrationValues {
  firstName: string;
  lastName: string;
  email: string;
  gender: Gender | '';
  password: string;
}

export const EMPTY_REGISTRATION: RegistrationValues = { firstName: '', lastName: '', email: '', gender: '', password: '' };

/** SPEC §5 "Admin account registration": the first problem of each field, in SPEC's words. */
export function validateRegistration(values: RegistrationValues): FieldErrors<RegistrationValues> {
  const errors: FieldErrors<RegistrationValues> = {};
  if (!values.firstName.trim()) errors.firstName = MSG.firstNameRequired;
  if (!values.lastName.trim()) errors.lastName = MSG.lastNameRequired;
  // A new account needs a real domain (the server's pattern), unlike sign-in which accepts admin@localhost.
  if (!values.email.trim()) errors.email = MSG.emailRequired;
  else if (!ACCOUNT_EMAIL_PATTERN.test(values.email.trim())) errors.email = MSG.invalidEmail;
  if (!(GENDERS as readonly string[]).includes(values.gender)) errors.gender = MSG.genderRequired;
  if (!values.password) errors.password = MSG.passwordRequired;
  else if (values.password.length < PASSWORD_RULES.registrationMinLength) errors.password = MSG.passwordMin8;
  else if (!PASSWORD_RULES.registration.test(values.password)) errors.password = MSG.passwordRegistration;
  return errors;
}
