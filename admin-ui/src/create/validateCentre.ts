import { CENTRE_EMAIL_PATTERN, entriesCarrying, MSG, reachOf, STATE_NAMES, type PowerEntry } from '@cbt/contracts';

export interface NewCentre {
  examBody: string;
  CentreName: string;
  GovernmentId: string;
  AdminEmail: string;
  State: string;
}

export type NewCentreErrors = Partial<Record<keyof NewCentre, string>>;

/**
 * The states a new centre may be put in: those of the role entries carrying `centres.create`
 * (DECISIONS §9). A state admin must choose one, or the centre would be invisible to its creator
 * and missing from their state's figures; a national admin may leave it for the centre to fill in.
 */
export function stateChoicesForCreate(power: readonly PowerEntry[]): { states: string[]; required: boolean } {
  const reach = reachOf(entriesCarrying(power, 'centres.create'));
  return reach === 'all' ? { states: [...STATE_NAMES], required: false } : { states: [...reach], required: true };
}

/** SPEC §5 "Create centre (admin, simplified)", and the State where the creator's scope needs one. */
export function validateNewCentre(values: NewCentre, { stateRequired = false }: { stateRequired?: boolean } = {}): NewCentreErrors {
  const errors: NewCentreErrors = {};
  if (!values.examBody.trim()) errors.examBody = MSG.examBodyRequired;
  if (!values.CentreName.trim()) errors.CentreName = MSG.centreNameRequired;
  if (!values.GovernmentId.trim()) errors.GovernmentId = MSG.rcNumberRequired;
  if (!values.AdminEmail.trim()) errors.AdminEmail = MSG.adminEmailRequired;
  else if (!CENTRE_EMAIL_PATTERN.test(values.AdminEmail.trim())) errors.AdminEmail = MSG.invalidEmail;
  if (stateRequired && !values.State.trim()) errors.State = MSG.centreStateRequired;
  return errors;
}
