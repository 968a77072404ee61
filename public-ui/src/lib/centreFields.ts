import { CENTRE_EMAIL_PATTERN, CENTRE_OPTIONS, lgasOf, MSG } from '@cbt/contracts';
import { phoneError, type FormErrors, type PhoneMessage } from './validation';

export type FieldKind = 'text' | 'textarea' | 'email' | 'tel' | 'count' | 'select' | 'state' | 'lga';

export interface CentreField {
  name: string;
  label: string;
  kind: FieldKind;
  required: string;
  options?: readonly string[];
  /** For counts: the smallest value and the message for anything below it (or not whole). */
  min?: { value: number; message: string };
  hint?: string;
}

const req = MSG.fieldRequired;
const option = (name: keyof typeof CENTRE_OPTIONS, label: string, hint?: string): CentreField => ({
  name,
  label,
  kind: 'select',
  options: CENTRE_OPTIONS[name],
  required: req(label),
  hint,
});

export const PHONE_HINT = 'Include the country code (e.g. +234); separate several numbers with commas.';

/** SPEC §5 "Detailed centre registration", Section A: centre information. */
export const SECTION_A: readonly CentreField[] = [
  { name: 'CentreName', label: 'Organization name', kind: 'text', required: MSG.organizationNameRequired },
  { name: 'CoordinatorName', label: 'Coordinator name', kind: 'text', required: req('Coordinator name') },
  { name: 'GovernmentId', label: 'RC Number', kind: 'text', required: MSG.rcNumberRequired },
  { ...option('isJambAccredited', 'Accreditation status'), label: 'Is the centre already accredited?', required: MSG.selectAccreditationStatus },
  { name: 'yearOfEstablishment', label: 'Year of establishment', kind: 'text', required: req('Year of establishment') },
  { name: 'AdminNumber', label: 'Phone number', kind: 'tel', required: MSG.phoneNumberRequired, hint: PHONE_HINT },
  { name: 'AdminEmail', label: 'Email address', kind: 'email', required: MSG.emailAddressRequired },
  { name: 'State', label: 'State', kind: 'state', required: req('State') },
  { name: 'LocalGovernment', label: 'LGA', kind: 'lga', required: req('LGA') },
  { name: 'town', label: 'Town', kind: 'text', required: req('Town') },
  { name: 'neighbourhood', label: 'Neighbourhood', kind: 'text', required: req('Neighbourhood') },
  { name: 'nearestLandmark', label: 'Nearest landmark', kind: 'text', required: req('Nearest landmark') },
  { name: 'address', label: 'Contact address', kind: 'textarea', required: req('Contact address') },
];

/**
 * Section B: centre capacity. DECISIONS §10 overrides SPEC §9's "defaults sent on centre save":
 * nothing is filled in for the centre, every declared figure is asked for.
 */
export const SECTION_B: readonly CentreField[] = [
  { name: 'systemConfiguration', label: 'System configuration', kind: 'textarea', required: req('System configuration'), hint: 'e.g. Core i5, 8 GB RAM, Windows 10' },
  { name: 'CentreCapacity', label: 'Number of systems', kind: 'count', required: req('Number of systems'), min: { value: 1, message: MSG.atLeastOneSystem } },
  {
    name: 'ExpectedCandidates',
    label: 'Expected candidates',
    kind: 'count',
    required: req('Expected candidates'),
    min: { value: 1, message: MSG.atLeastOneCandidate },
  },
  { name: 'NumberOfBackupSystems', label: 'Backup systems', kind: 'count', required: req('Backup systems'), min: { value: 0, message: MSG.zeroOrMore } },
  option('TypeOfPowerSource', 'Power source'),
  option('TypeOfBackupPowerSource', 'Backup power source'),
  option('GeneratorCapacity', 'Generator capacity'),
  option('NetworkTopology', 'Network topology'),
  option('SystemArchitecture', 'System architecture'),
  option('CoolingSystem', 'Cooling system'),
  option('CCTVType', 'CCTV type'),
  option('networkingType', 'Networking type'),
  option('CCTV', 'CCTV availability'),
  option('internetConnection', 'Internet connection'),
];

export const CENTRE_FIELDS = [...SECTION_A, ...SECTION_B];

export type CentreFormValues = Record<string, string>;

/** The form starts from the saved centre; numbers become text so an input can hold them. */
export function formValuesOf(centre: Record<string, unknown>): CentreFormValues {
  const values: CentreFormValues = {};
  for (const field of CENTRE_FIELDS) {
    const value = centre[field.name];
    values[field.name] = value === null || value === undefined ? '' : String(value);
  }
  return values;
}

const countOf = (text: string | undefined): number | null => (text && /^\d+$/.test(text.trim()) ? Number(text.trim()) : null);

/** Every SPEC §5 rule of the detailed registration, on the values as the centre entered them. */
export function validateCentre(values: CentreFormValues, phoneMessage?: PhoneMessage, fields: readonly CentreField[] = CENTRE_FIELDS): FormErrors {
  const errors: FormErrors = {};
  for (const field of fields) {
    const value = (values[field.name] ?? '').trim();
    if (field.kind === 'tel') {
      const problem = phoneError(value, field.required, phoneMessage);
      if (problem) errors[field.name] = problem;
      continue;
    }
    if (!value) {
      errors[field.name] = field.required;
      continue;
    }
    if (field.kind === 'email' && !CENTRE_EMAIL_PATTERN.test(value)) errors[field.name] = MSG.invalidEmailAddress;
    if (field.kind === 'count' && field.min) {
      const count = countOf(value);
      if (count === null || count < field.min.value) errors[field.name] = field.min.message;
    }
    if (field.kind === 'lga' && values.State && !lgasOf(values.State).includes(value)) errors[field.name] = MSG.unknownLga;
  }
  return errors;
}

/** The JSON body of POST /centre-registration: trimmed text, counts as numbers, the reference. */
export function centreBody(reference: string, values: CentreFormValues): Record<string, unknown> {
  const body: Record<string, unknown> = { ReferenceNumber: reference };
  for (const field of CENTRE_FIELDS) {
    const value = (values[field.name] ?? '').trim();
    body[field.name] = field.kind === 'count' ? countOf(value) : value;
  }
  return body;
}

/**
 * DECISIONS §9: what a renewal confirms or updates, Section B (capacity and facilities) alone; the
 * identity of Section A changes only through a change request. The server checks the same fields
 * as the detailed registration does.
 */
export const RENEWAL_FIELDS: readonly CentreField[] = SECTION_B;

/** The JSON body of POST /centre-registration/{ref}/renewal: trimmed text and counts as numbers. */
export function renewalBody(values: CentreFormValues): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of RENEWAL_FIELDS) {
    const value = (values[field.name] ?? '').trim();
    body[field.name] = field.kind === 'count' ? countOf(value) : value;
  }
  return body;
}
