/**
 * Inspection visits against the council's published minimums: the checklist kept in the
 * accreditation configuration, the findings an inspector records, and the readiness score worked
 * out from them. Pure, so the server, the console and the phone offline all compute the same.
 */

export const CRITERION_KINDS = ['yes_no', 'number', 'choice', 'photo'] as const;
export type CriterionKind = (typeof CRITERION_KINDS)[number];

export const CRITERION_KIND_LABELS: Record<CriterionKind, string> = {
  yes_no: 'Yes / No',
  number: 'Number with a minimum',
  choice: 'Choice',
  photo: 'Photo required',
};

/** Centre fields shown beside a criterion: what the centre declared about itself (SPEC §3 names). */
export const DECLARED_FIELDS = [
  'CentreCapacity',
  'NumberOfBackupSystems',
  'ExpectedCandidates',
  'TypeOfPowerSource',
  'TypeOfBackupPowerSource',
  'GeneratorCapacity',
  'CCTV',
  'CCTVType',
  'NetworkTopology',
  'networkingType',
  'SystemArchitecture',
  'internetConnection',
  'CoolingSystem',
] as const;
export type DeclaredField = (typeof DECLARED_FIELDS)[number];

export const DECLARED_FIELD_LABELS: Record<DeclaredField, string> = {
  CentreCapacity: 'Number of systems',
  NumberOfBackupSystems: 'Backup systems',
  ExpectedCandidates: 'Expected candidates',
  TypeOfPowerSource: 'Power source',
  TypeOfBackupPowerSource: 'Backup power',
  GeneratorCapacity: 'Generator capacity',
  CCTV: 'CCTV',
  CCTVType: 'CCTV type',
  NetworkTopology: 'Network topology',
  networkingType: 'Networking',
  SystemArchitecture: 'System architecture',
  internetConnection: 'Internet connection',
  CoolingSystem: 'Cooling',
};

/** One line of the inspection checklist. */
export interface InspectionCriterion {
  /** Stable name of the criterion within its configuration (findings are recorded against it). */
  key: string;
  label: string;
  kind: CriterionKind;
  /** A mandatory criterion not met means the centre is not ready, whatever its score. */
  mandatory: boolean;
  /** Its share of the weighted score (0 to 100). */
  weight: number;
  /** number: the least value that meets it. */
  minimum: number | null;
  /** number: it must also reach this percent of another number criterion's finding (backups: 10% of the seats). */
  minimumPercentOf: { key: string; percent: number } | null;
  /** choice: every answer the inspector may give, and the answers that meet the criterion. */
  options: string[];
  passing: string[];
  /** The centre's declared fields shown beside it, and checked against the finding where they compare. */
  declared: DeclaredField[];
}

export const CHECKLIST_LIMITS = { maxCriteria: 50, keyLength: 50, label: 200, options: 20, option: 100, declared: 3, notes: 2000, maxNumber: 1_000_000 } as const;
export const CRITERION_KEY_PATTERN = /^[a-z][a-z0-9_]{0,49}$/;

const criterion = (c: Partial<InspectionCriterion> & Pick<InspectionCriterion, 'key' | 'label' | 'kind' | 'weight'>): InspectionCriterion => ({
  mandatory: true,
  minimum: null,
  minimumPercentOf: null,
  options: [],
  passing: [],
  declared: [],
  ...c,
});

/**
 * The council's published minimums for a CBT centre: at least 250 working computers plus a 10%
 * backup, a wired network only, a server able to carry every seat at once, five technical staff and a
 * network engineer, a 40 kVA generator, UPS for two hours, CCTV, a fenced site not shared with other
 * business. A fresh configuration starts from it; a super admin edits it with the configuration.
 */
export const DEFAULT_INSPECTION_CHECKLIST: readonly InspectionCriterion[] = [
  criterion({ key: 'working_computers', label: 'Working computers for candidates', kind: 'number', weight: 15, minimum: 250, declared: ['CentreCapacity'] }),
  criterion({
    key: 'backup_computers',
    label: 'Backup computers (at least 10% of the working computers)',
    kind: 'number',
    weight: 10,
    minimum: 25,
    minimumPercentOf: { key: 'working_computers', percent: 10 },
    declared: ['NumberOfBackupSystems'],
  }),
  criterion({ key: 'network', label: 'Network (wired only)', kind: 'choice', weight: 10, options: ['Wired', 'LAN', 'Wireless', 'Mixed'], passing: ['Wired', 'LAN'], declared: ['networkingType', 'NetworkTopology'] }),
  criterion({ key: 'server_capacity', label: 'A server able to carry every seat at once', kind: 'yes_no', weight: 10, declared: ['SystemArchitecture'] }),
  criterion({ key: 'technical_staff', label: 'Technical staff on site', kind: 'number', weight: 10, minimum: 5 }),
  criterion({ key: 'network_engineer', label: 'A network engineer on the staff', kind: 'yes_no', weight: 5 }),
  criterion({ key: 'generator_kva', label: 'Generator capacity (kVA)', kind: 'number', weight: 10, minimum: 40, declared: ['GeneratorCapacity', 'TypeOfPowerSource'] }),
  criterion({ key: 'ups_two_hours', label: 'UPS carrying the centre for two hours', kind: 'yes_no', weight: 10, declared: ['TypeOfBackupPowerSource'] }),
  criterion({ key: 'cctv', label: 'CCTV covering the examination halls', kind: 'yes_no', weight: 5, declared: ['CCTV', 'CCTVType'] }),
  criterion({ key: 'fenced_site', label: 'A fenced site', kind: 'yes_no', weight: 5 }),
  criterion({ key: 'not_shared', label: 'The site is not shared with other business', kind: 'yes_no', weight: 5 }),
  criterion({ key: 'hall_photo', label: 'Photo of the examination hall', kind: 'photo', weight: 5 }),
];

export const INSPECTION_STATUSES = ['scheduled', 'submitted', 'countersigned', 'cancelled'] as const;
export type InspectionStatus = (typeof INSPECTION_STATUSES)[number];

export const INSPECTION_STATUS_LABELS: Record<InspectionStatus, string> = {
  scheduled: 'Scheduled',
  submitted: 'Submitted',
  countersigned: 'Countersigned',
  cancelled: 'Cancelled',
};

/** A visit whose findings count: submitted, with or without a countersignature. */
export function isSubmittedInspection(status: InspectionStatus): boolean {
  return status === 'submitted' || status === 'countersigned';
}

/** History entries of inspection visits (spread into HISTORY_ACTIONS). */
export const INSPECTION_HISTORY_ACTIONS = [
  'inspection_scheduled',
  'inspection_finding_recorded',
  'inspection_photo_added',
  'inspection_submitted',
  'inspection_countersigned',
  'inspection_cancelled',
] as const;

/** Photos after the device has resized them: at most this many bytes, one of these types. */
export const INSPECTION_PHOTO_LIMITS = { maxBytes: 5 * 1024 * 1024, perVisit: 60, longestSidePx: 1600, totalBytesPerVisit: 30 * 1024 * 1024 } as const;

/**
 * How much scheduling one centre and one person may cause (each visit emails the centre and its
 * inspectors): open (scheduled) visits of a centre at once, and visits one person schedules an hour,
 * counted in the shared rate limiter so every instance counts the same.
 */
export const INSPECTION_SCHEDULE_LIMITS = { openVisitsPerCentre: 3, schedulesPerHour: 10 } as const;
export const INSPECTION_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export type FindingValue = boolean | number | string | null;

export type CriterionState = 'met' | 'not_met' | 'not_recorded';

export interface CriterionResult {
  key: string;
  label: string;
  kind: CriterionKind;
  mandatory: boolean;
  weight: number;
  state: CriterionState;
  /** The finding in words ("180", "Yes", "Wired", "2 photos"); null while not recorded. */
  found: string | null;
  /** What meets the criterion, in words. */
  required: string;
  declared: Array<{ field: DeclaredField; label: string; value: string | null }>;
  /** The declared figure the finding contradicts, in words; null when none does. */
  contradiction: string | null;
  photos: number;
}

export interface Readiness {
  /** Weighted score: the weight of the criteria met over the whole weight, 0 to 100, one decimal. */
  score: number;
  /** Every mandatory criterion met. */
  mandatoryMet: boolean;
  met: number;
  recorded: number;
  total: number;
  /** Every criterion not met, in words (mandatory ones say so). */
  gaps: string[];
  /** Declared figures the visit contradicts, in words. */
  contradictions: string[];
  criteria: CriterionResult[];
}

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** A declared value as the number it states ("50KVA" -> 50); null when it states none. */
export function declaredNumber(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value !== 'string') return null;
  const match = /^\s*(\d+(?:\.\d+)?)/.exec(value);
  return match ? Number(match[1]) : null;
}

function declaredYesNo(value: unknown): boolean | null {
  if (typeof value === 'boolean') return value;
  if (typeof value !== 'string') return null;
  const text = value.trim().toLowerCase();
  return text === 'yes' ? true : text === 'no' ? false : null;
}

function shown(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  return String(value);
}

/** The least value a number criterion needs, given the other findings (a percent of another one). */
export function effectiveMinimum(c: InspectionCriterion, values: Record<string, FindingValue | undefined>): number {
  const base = c.minimum ?? 0;
  const ref = c.minimumPercentOf;
  if (!ref) return base;
  const other = values[ref.key];
  return typeof other === 'number' ? Math.max(base, Math.ceil((other * ref.percent) / 100)) : base;
}

function requirement(c: InspectionCriterion, values: Record<string, FindingValue | undefined>): string {
  switch (c.kind) {
    case 'yes_no':
      return 'Yes';
    case 'number':
      return `at least ${effectiveMinimum(c, values)}`;
    case 'choice':
      return c.passing.join(' or ');
    case 'photo':
      return 'a photo';
  }
}

function stateOf(c: InspectionCriterion, value: FindingValue | undefined, recorded: boolean, photos: number, values: Record<string, FindingValue | undefined>): CriterionState {
  if (c.kind === 'photo') return photos > 0 ? 'met' : recorded ? 'not_met' : 'not_recorded';
  if (value === null || value === undefined) return 'not_recorded';
  if (c.kind === 'yes_no') return value === true ? 'met' : 'not_met';
  if (c.kind === 'number') return typeof value === 'number' && value >= effectiveMinimum(c, values) ? 'met' : 'not_met';
  return typeof value === 'string' && c.passing.includes(value) ? 'met' : 'not_met';
}

function foundText(c: InspectionCriterion, value: FindingValue | undefined, photos: number): string | null {
  if (c.kind === 'photo') return photos > 0 ? `${photos} photo${photos === 1 ? '' : 's'}` : null;
  if (value === null || value === undefined) return null;
  return typeof value === 'boolean' ? yesNo(value) : String(value);
}

/**
 * The declared figure the finding contradicts: the visit found less than (or other than) the centre
 * said. A number below the declared number (250 declared, 180 found); "No" where "Yes" was declared;
 * another answer where the declared one was among the choices. A declaration in the centre's
 * disfavour (fewer backups declared than found) is no contradiction.
 */
function contradictionOf(c: InspectionCriterion, value: FindingValue | undefined, declared: Partial<Record<DeclaredField, unknown>>): string | null {
  if (value === null || value === undefined || c.kind === 'photo') return null;
  for (const field of c.declared) {
    const raw = declared[field];
    const label = DECLARED_FIELD_LABELS[field];
    if (c.kind === 'number' && typeof value === 'number') {
      const said = declaredNumber(raw);
      if (said !== null && value < said) return `${c.label}: declared ${shown(raw)} (${label}), found ${value}`;
    } else if (c.kind === 'yes_no' && typeof value === 'boolean') {
      if (declaredYesNo(raw) === true && value === false) return `${c.label}: declared ${shown(raw)} (${label}), found No`;
    } else if (c.kind === 'choice' && typeof value === 'string' && typeof raw === 'string') {
      const said = c.options.find((o) => o.toLowerCase() === raw.trim().toLowerCase());
      if (said && said !== value) return `${c.label}: declared ${said} (${label}), found ${value}`;
    }
  }
  return null;
}

function gapText(r: CriterionResult): string {
  const tail = r.mandatory ? ' (mandatory)' : '';
  if (r.state === 'not_recorded') return `${r.label}: not recorded${tail}`;
  switch (r.kind) {
    case 'yes_no':
      return `${r.label}: not in place${tail}`;
    case 'number':
      return `${r.label}: ${r.found} found, ${r.required} required${tail}`;
    case 'choice':
      return `${r.label}: ${r.found} found, ${r.required} required${tail}`;
    case 'photo':
      return `${r.label}: no photo taken${tail}`;
  }
}

/** A finding as the readiness needs it. */
export interface FindingFact {
  value: FindingValue;
}

/**
 * The readiness of a centre from a visit's findings: which criteria are met, whether every mandatory
 * one is, the weighted score, the gaps and the contradicted declarations, in words.
 */
export function computeReadiness(
  checklist: readonly InspectionCriterion[],
  findings: Readonly<Record<string, FindingFact | undefined>>,
  photoCounts: Readonly<Record<string, number | undefined>>,
  declared: Partial<Record<DeclaredField, unknown>>,
): Readiness {
  const values: Record<string, FindingValue | undefined> = Object.fromEntries(checklist.map((c) => [c.key, findings[c.key]?.value]));
  const criteria: CriterionResult[] = checklist.map((c) => {
    const value = values[c.key];
    const photos = photoCounts[c.key] ?? 0;
    return {
      key: c.key,
      label: c.label,
      kind: c.kind,
      mandatory: c.mandatory,
      weight: c.weight,
      state: stateOf(c, value, findings[c.key] !== undefined, photos, values),
      found: foundText(c, value, photos),
      required: requirement(c, values),
      declared: c.declared.map((field) => ({ field, label: DECLARED_FIELD_LABELS[field], value: shown(declared[field]) })),
      contradiction: contradictionOf(c, value, declared),
      photos,
    };
  });
  const totalWeight = criteria.reduce((n, c) => n + c.weight, 0);
  const met = criteria.filter((c) => c.state === 'met');
  const share = totalWeight > 0 ? met.reduce((n, c) => n + c.weight, 0) / totalWeight : criteria.length > 0 ? met.length / criteria.length : 0;
  return {
    score: Math.round(share * 1000) / 10,
    mandatoryMet: criteria.every((c) => !c.mandatory || c.state === 'met'),
    met: met.length,
    recorded: criteria.filter((c) => c.state !== 'not_recorded').length,
    total: criteria.length,
    gaps: criteria.filter((c) => c.state !== 'met').map(gapText),
    contradictions: criteria.flatMap((c) => (c.contradiction ? [c.contradiction] : [])),
    criteria,
  };
}

/** A finding's value checked against its criterion; the error text when it does not fit. */
export function checkFindingValue(c: InspectionCriterion, value: unknown): { value: FindingValue; error: string | null } {
  if (value === null || value === undefined || value === '') return { value: null, error: null };
  switch (c.kind) {
    case 'yes_no':
      if (typeof value === 'boolean') return { value, error: null };
      if (value === 'true' || value === 'false') return { value: value === 'true', error: null };
      return { value: null, error: INSPECTION_MSG.findingYesNo(c.label) };
    case 'number': {
      const n = typeof value === 'number' ? value : typeof value === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(value) ? Number(value) : NaN;
      if (Number.isFinite(n) && n >= 0 && n <= CHECKLIST_LIMITS.maxNumber) return { value: n, error: null };
      return { value: null, error: INSPECTION_MSG.findingNumber(c.label, CHECKLIST_LIMITS.maxNumber) };
    }
    case 'choice':
      if (typeof value === 'string' && c.options.includes(value)) return { value, error: null };
      return { value: null, error: INSPECTION_MSG.findingChoice(c.label, c.options) };
    case 'photo':
      return { value: null, error: INSPECTION_MSG.findingPhotoValue(c.label) };
  }
}

/** Reads a checklist typed into the configuration editor or sent by a client; every problem collected. */
export function readChecklist(raw: unknown): { checklist: InspectionCriterion[]; errors: Array<{ path: string; msg: string }> } {
  const errors: Array<{ path: string; msg: string }> = [];
  if (!Array.isArray(raw)) return { checklist: [], errors: [{ path: 'inspectionChecklist', msg: INSPECTION_MSG.checklistList }] };
  if (raw.length === 0) errors.push({ path: 'inspectionChecklist', msg: INSPECTION_MSG.checklistEmpty });
  if (raw.length > CHECKLIST_LIMITS.maxCriteria) errors.push({ path: 'inspectionChecklist', msg: INSPECTION_MSG.checklistTooLong(CHECKLIST_LIMITS.maxCriteria) });
  const checklist = raw.slice(0, CHECKLIST_LIMITS.maxCriteria).map((item, i) => readCriterion(item, i, errors));
  const seen = new Set<string>();
  checklist.forEach((c, i) => {
    if (c.key && seen.has(c.key)) errors.push({ path: `inspectionChecklist.${i}.key`, msg: INSPECTION_MSG.criterionKeyTwice(i + 1, c.key) });
    seen.add(c.key);
  });
  checklist.forEach((c, i) => {
    if (!c.minimumPercentOf) return;
    const ref = checklist.find((o) => o.key === c.minimumPercentOf!.key);
    if (!ref || ref.kind !== 'number' || ref.key === c.key) errors.push({ path: `inspectionChecklist.${i}.minimumPercentOf`, msg: INSPECTION_MSG.criterionPercentOf(i + 1) });
  });
  return { checklist, errors };
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

function wholeNumberIn(v: unknown, min: number, max: number): number | null {
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\s*\d{1,7}\s*$/.test(v) ? Number(v) : NaN;
  return Number.isInteger(n) && n >= min && n <= max ? n : null;
}

function flagOf(v: unknown, fallback: boolean): boolean | null {
  if (v === undefined || v === null) return fallback;
  if (typeof v === 'boolean') return v;
  if (v === 'true' || v === 'false') return v === 'true';
  return null;
}

function readCriterion(raw: unknown, i: number, errors: Array<{ path: string; msg: string }>): InspectionCriterion {
  const n = i + 1;
  const item = isRecord(raw) ? raw : {};
  const path = (field: string) => `inspectionChecklist.${i}.${field}`;
  const key = text(item.key);
  if (!CRITERION_KEY_PATTERN.test(key)) errors.push({ path: path('key'), msg: INSPECTION_MSG.criterionKey(n) });
  const label = text(item.label);
  if (!label) errors.push({ path: path('label'), msg: INSPECTION_MSG.criterionLabel(n) });
  else if (label.length > CHECKLIST_LIMITS.label) errors.push({ path: path('label'), msg: INSPECTION_MSG.criterionLabelLong(n, CHECKLIST_LIMITS.label) });
  const kind = (CRITERION_KINDS as readonly string[]).includes(String(item.kind)) ? (item.kind as CriterionKind) : null;
  if (!kind) errors.push({ path: path('kind'), msg: INSPECTION_MSG.criterionKind(n) });
  const weight = wholeNumberIn(item.weight, 0, 100);
  if (weight === null) errors.push({ path: path('weight'), msg: INSPECTION_MSG.criterionWeight(n) });
  const mandatory = flagOf(item.mandatory, true);
  if (mandatory === null) errors.push({ path: path('mandatory'), msg: INSPECTION_MSG.criterionMandatory(n) });

  let minimum: number | null = null;
  let minimumPercentOf: InspectionCriterion['minimumPercentOf'] = null;
  let options: string[] = [];
  let passing: string[] = [];
  if (kind === 'number') {
    minimum = wholeNumberIn(item.minimum, 0, CHECKLIST_LIMITS.maxNumber);
    if (minimum === null) errors.push({ path: path('minimum'), msg: INSPECTION_MSG.criterionMinimum(n) });
    if (item.minimumPercentOf !== undefined && item.minimumPercentOf !== null) {
      const ref = isRecord(item.minimumPercentOf) ? item.minimumPercentOf : {};
      const percent = wholeNumberIn(ref.percent, 1, 100);
      if (percent === null || !text(ref.key)) errors.push({ path: path('minimumPercentOf'), msg: INSPECTION_MSG.criterionPercentOf(n) });
      else minimumPercentOf = { key: text(ref.key), percent };
    }
  }
  if (kind === 'choice') {
    const list = Array.isArray(item.options) ? item.options.map(text).filter(Boolean) : [];
    options = [...new Set(list)];
    if (options.length < 2 || options.length > CHECKLIST_LIMITS.options || options.some((o) => o.length > CHECKLIST_LIMITS.option)) {
      errors.push({ path: path('options'), msg: INSPECTION_MSG.criterionOptions(n, CHECKLIST_LIMITS.options) });
    }
    passing = [...new Set(Array.isArray(item.passing) ? item.passing.map(text).filter(Boolean) : [])];
    if (passing.length === 0) errors.push({ path: path('passing'), msg: INSPECTION_MSG.criterionPassingEmpty(n) });
    else if (passing.some((p) => !options.includes(p))) errors.push({ path: path('passing'), msg: INSPECTION_MSG.criterionPassingOutside(n) });
  }
  const declaredRaw = item.declared === undefined || item.declared === null ? [] : item.declared;
  const declaredList = Array.isArray(declaredRaw) ? declaredRaw.map((d) => String(d)) : [String(declaredRaw)];
  const unknown = declaredList.find((d) => !(DECLARED_FIELDS as readonly string[]).includes(d));
  if (unknown !== undefined) errors.push({ path: path('declared'), msg: INSPECTION_MSG.criterionDeclared(n, unknown.slice(0, 50)) });
  else if (declaredList.length > CHECKLIST_LIMITS.declared) errors.push({ path: path('declared'), msg: INSPECTION_MSG.criterionDeclaredMany(n, CHECKLIST_LIMITS.declared) });
  return {
    key,
    label,
    kind: kind ?? 'yes_no',
    mandatory: mandatory ?? true,
    weight: weight ?? 0,
    minimum,
    minimumPercentOf,
    options,
    passing,
    declared: [...new Set(declaredList.filter((d): d is DeclaredField => (DECLARED_FIELDS as readonly string[]).includes(d)))],
  };
}

/** Texts of inspection visits the server answers with (the console shows them as they are). */
export const INSPECTION_MSG = {
  checklistList: 'The inspection checklist must be a list of criteria',
  checklistEmpty: 'The inspection checklist needs at least one criterion',
  checklistTooLong: (max: number) => `The inspection checklist can hold at most ${max} criteria`,
  criterionKey: (n: number) => `Criterion ${n}: the key must start with a letter and use only lower-case letters, digits and underscores (at most 50)`,
  criterionKeyTwice: (n: number, key: string) => `Criterion ${n}: the key "${key}" is used by another criterion`,
  criterionLabel: (n: number) => `Criterion ${n}: the label is required`,
  criterionLabelLong: (n: number, max: number) => `Criterion ${n}: the label must be at most ${max} characters`,
  criterionKind: (n: number) => `Criterion ${n}: the kind must be yes/no, number, choice or photo`,
  criterionWeight: (n: number) => `Criterion ${n}: the weight must be a whole number from 0 to 100`,
  criterionMandatory: (n: number) => `Criterion ${n}: mandatory must be true or false`,
  criterionMinimum: (n: number) => `Criterion ${n}: a number criterion needs a minimum (a whole number, 0 or more)`,
  criterionPercentOf: (n: number) => `Criterion ${n}: the percent minimum must name another number criterion and a percent from 1 to 100`,
  criterionOptions: (n: number, max: number) => `Criterion ${n}: a choice needs 2 to ${max} different options of at most 100 characters`,
  criterionPassingEmpty: (n: number) => `Criterion ${n}: name at least one passing answer`,
  criterionPassingOutside: (n: number) => `Criterion ${n}: passing answers must be among the options`,
  criterionDeclared: (n: number, field: string) => `Criterion ${n}: "${field}" is not a centre field that can be shown beside it`,
  criterionDeclaredMany: (n: number, max: number) => `Criterion ${n}: at most ${max} declared fields can be shown beside it`,
  stageInspectionAutoApprove: (n: number) => `Stage ${n}: a stage approved by the system cannot wait for an inspection visit`,
  stageNeedsInspection: (stage: string) =>
    `${stage} cannot be approved yet: it needs an inspection visit submitted since this accreditation began. Schedule a visit and submit its findings first.`,
  visitNotFound: 'Inspection visit not found',
  centreRequired: 'Choose the centre to inspect',
  visitDateInvalid: 'The visit date must be a date (YYYY-MM-DD) within the last 30 days or up to a year ahead',
  photoMultipart: 'Send the photo as multipart/form-data in the field "file", with its id in the field "id"',
  inspectorsRequired: 'Choose one to five inspectors',
  inspectorUnavailable: (who: string) => `${who} cannot inspect this centre: choose active users who may manage inspections in its state`,
  notesTooLong: (max: number) => `Notes must be at most ${max} characters`,
  visitScheduled: 'Inspection visit scheduled. The centre has been emailed.',
  notAnInspector: 'Only the inspectors chosen for this visit can record, submit or countersign it.',
  visitNotOpen: (status: string) => `This visit is ${status.toLowerCase()}: its findings can no longer change.`,
  visitNotSubmitted: 'Only a submitted visit can be countersigned.',
  countersignSelf: 'The visit must be countersigned by an inspector other than the one who submitted it.',
  cancelReasonRequired: 'A reason is required to cancel a visit',
  unknownCriterion: (key: string) => `This visit's checklist has no criterion "${key}"`,
  findingYesNo: (label: string) => `${label}: answer yes or no`,
  findingNumber: (label: string, max: number) => `${label}: enter a number from 0 to ${max}`,
  findingChoice: (label: string, options: string[]) => `${label}: choose one of ${options.join(', ')}`,
  findingPhotoValue: (label: string) => `${label}: this criterion is met by a photo; add a note or a photo instead`,
  opIdRequired: 'Each change needs its own id (a UUID made on the device), so a retry never records it twice',
  capturedAtInvalid: 'The capture time must be an ISO date and time',
  findingConflict: (label: string, by: string) => `${label} was changed by ${by} since this device last read it. Choose which answer to keep.`,
  findingSaved: 'Finding saved',
  photoSaved: 'Photo saved',
  photoTooLarge: (mb: number) => `The photo is larger than ${mb} MB after resizing`,
  photoType: 'The photo must be a JPEG, PNG or WebP image',
  photoIdTaken: 'This photo id belongs to another visit',
  photoLimit: (max: number) => `A visit holds at most ${max} photos`,
  photoPosition: 'The position must be a latitude from -90 to 90 and a longitude from -180 to 180',
  photoNotFound: 'Photo not found',
  mandatoryMissing: (labels: string[]) => `Record every mandatory criterion before submitting: ${labels.join(', ')}`,
  visitChanged: 'This visit was changed by someone else since you opened it. Reload it and try again.',
  visitSubmitted: 'Inspection visit submitted',
  visitCountersigned: 'Inspection visit countersigned',
  visitCancelled: 'Inspection visit cancelled',
  tooManyOpenVisits: (max: number) => `This centre already has ${max} scheduled visits. Submit or cancel one of them before scheduling another.`,
  tooManySchedules: (max: number) => `You have scheduled ${max} visits in the last hour. Please wait before scheduling another.`,
  photoBytesLimit: (mb: number) => `The photos of a visit may total at most ${mb} MB. Remove the need for more photos or take smaller ones.`,
  inspectorsForSchedulers: 'Only staff who may schedule inspection visits of this centre can see who may inspect it.',
  visitNotYet: (date: string) => `The findings cannot be submitted before the visit date (${date}).`,
  stageNeedsCountersignedVisit: (stage: string) =>
    `${stage} cannot be approved yet: it needs an inspection visit submitted since this accreditation began and countersigned by a second inspector.`,
  stageCountersignWithoutInspection: (n: number) => `Stage ${n}: a countersigned visit can only be required of a stage that waits for an inspection visit`,
} as const;

/**
 * DECISIONS §10: nothing is pre-filled as a centre's declaration; each declared figure is checked
 * as it is entered against the council's minimums, the number criteria of the active checklist, and
 * a figure below one is a warning naming the minimum, never a refusal (the visit decides).
 */
export interface DeclaredMinimum {
  field: DeclaredField;
  minimum: number;
  /** Also at least this percent of another declared figure (backups: 10% of the systems). */
  percentOf: { field: DeclaredField; percent: number } | null;
}

/** The declared figures a form can compare with a number (a generator size reads '40KVA'). */
const NUMERIC_DECLARED: readonly DeclaredField[] = ['CentreCapacity', 'NumberOfBackupSystems', 'ExpectedCandidates', 'GeneratorCapacity'];

/** The minimums of the checklist's number criteria, each on the declared figure it is compared with. */
export function declaredMinimums(checklist: readonly InspectionCriterion[]): DeclaredMinimum[] {
  const fieldOf = (criterion: InspectionCriterion | undefined): DeclaredField | undefined => criterion?.declared.find((field) => NUMERIC_DECLARED.includes(field));
  const out: DeclaredMinimum[] = [];
  for (const criterion of checklist) {
    const field = fieldOf(criterion);
    if (criterion.kind !== 'number' || criterion.minimum === null || !field) continue;
    const other = criterion.minimumPercentOf ? fieldOf(checklist.find((c) => c.key === criterion.minimumPercentOf!.key)) : undefined;
    out.push({ field, minimum: criterion.minimum, percentOf: other && criterion.minimumPercentOf ? { field: other, percent: criterion.minimumPercentOf.percent } : null });
  }
  return out;
}

/**
 * The minimum each entered figure falls short of, by field (an empty field is not compared: it is
 * asked for, not warned about). With a percent of another figure, the higher of the two applies.
 */
export function declaredShortfalls(minimums: readonly DeclaredMinimum[], values: Record<string, unknown>): Partial<Record<DeclaredField, number>> {
  const out: Partial<Record<DeclaredField, number>> = {};
  for (const rule of minimums) {
    const entered = declaredNumber(values[rule.field]);
    if (entered === null) continue;
    const base = rule.percentOf ? declaredNumber(values[rule.percentOf.field]) : null;
    const least = Math.max(rule.minimum, base === null || !rule.percentOf ? 0 : Math.ceil((base * rule.percentOf.percent) / 100));
    if (entered < least) out[rule.field] = least;
  }
  return out;
}
