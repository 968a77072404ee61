import { CENTRE_EMAIL_PATTERN, MSG } from '@cbt/contracts';

export interface NewCentre {
  examBody: string;
  CentreName: string;
  GovernmentId: string;
  AdminEmail: string;
  State: string;
}

export type NewCentreErrors = Partial<Record<keyof NewCentre, string>>;

/** SPEC §5 "Create centre (admin, simplified)". State is checked by the server (it depends on scope). */
export function validateNewCentre(values: NewCentre): NewCentreErrors {
  const errors: NewCentreErrors = {};
  if (!values.examBody.trim()) errors.examBody = MSG.examBodyRequired;
  if (!values.CentreName.trim()) errors.CentreName = MSG.centreNameRequired;
  if (!values.GovernmentId.trim()) errors.GovernmentId = MSG.rcNumberRequired;
  if (!values.AdminEmail.trim()) errors.AdminEmail = MSG.adminEmailRequired;
  else if (!CENTRE_EMAIL_PATTERN.test(values.AdminEmail.trim())) errors.AdminEmail = MSG.invalidEmail;
  return errors;
}
