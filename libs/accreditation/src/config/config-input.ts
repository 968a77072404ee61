import { ACCREDITATION_LIMITS, APPEAL_LIMITS, DUE_PROCESS_MSG, SANCTION_LIMITS, SANCTION_MSG, DEADLINE_LIMITS, DEADLINE_MSG, INSPECTION_MSG, MSG, VALIDITY_LIMITS, parseRequiredRoles, type ApprovalStage } from '#contracts';
import type { FieldError } from '#platform';
import type { InspectionCriterion } from '#contracts';
import { readInspectionSettings } from './inspection-settings.js';

/** Longest accepted texts: nobody types more, and the configuration is shown on every screen. */
export const CONFIG_TEXT_LIMITS = { configName: 200, description: 1000, stageName: 200, stageDescription: 1000, roleName: 50, rolesPerStage: 20 } as const;

export interface ConfigInput {
  configName: string;
  description: string;
  totalStagesRequired: number;
  approvalStages: ApprovalStage[];
  /** A different person approves each stage (DECISIONS §8); absent: on only when enough approvers exist (four-eyes-default.ts). */
  fourEyes?: boolean;
  /** How long a granted accreditation is valid (DECISIONS §9); absent: the active version's. */
  validityMonths?: number;
  /** From how many days before the end of validity a centre may renew; absent: the active version's. */
  renewalWindowDays?: number;
  /** Deadline targets (working days) and the escalation margin; each absent: the active version's. */
  pendingReviewTargetDays?: number;
  autotestApprovalTargetDays?: number;
  queryAnswerTargetDays?: number;
  escalationMarginDays?: number;
  /** DECISIONS §10: the right of appeal (calendar days) and the target for deciding an appeal (working days); absent: the active version's. */
  appealDays?: number;
  appealDecisionTargetDays?: number;
  /** DECISIONS §10: the representations window of a notice of proposal (calendar days); absent: the active version's. */
  representationsDays?: number;
  /** null when the body has none: the active version's carries over. */
  inspectionChecklist: InspectionCriterion[] | null;
}

type Raw = Record<string, unknown>;

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

function isRecord(value: unknown): value is Raw {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A whole number, also when typed into a form field as text. */
function wholeNumber(value: unknown): number | null {
  if (typeof value === 'number' && Number.isInteger(value)) return value;
  if (typeof value === 'string' && /^\s*-?\d{1,3}\s*$/.test(value)) return Number.parseInt(value, 10);
  return null;
}

function flag(value: unknown, fallback: boolean, n: number, field: string, errors: FieldError[]): boolean {
  if (value === undefined || value === null) return fallback;
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === 'false') return value === 'true';
  errors.push({ path: `approvalStages.${n - 1}.${field}`, msg: MSG.stageFlagBoolean(n, field) });
  return fallback;
}

/** An optional whole number within its limits; absent (or blank) is undefined. */
function boundedWhole(value: unknown, limits: { min: number; max: number }, path: string, message: string, errors: FieldError[]): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const n = wholeNumber(value);
  if (n === null || n < limits.min || n > limits.max) {
    errors.push({ path, msg: message });
    return undefined;
  }
  return n;
}

/** SPEC §5: roles come as a list or as the editor's comma-separated text; trimmed, empties and repeats dropped. */
export function readRequiredRoles(value: unknown): string[] | null {
  if (typeof value === 'string') return [...new Set(parseRequiredRoles(value))];
  if (!Array.isArray(value) || !value.every((r) => typeof r === 'string')) return null;
  return [...new Set(value.flatMap((r: string) => parseRequiredRoles(r)))];
}

function readStage(raw: unknown, n: number, errors: FieldError[]): ApprovalStage {
  const stage = isRecord(raw) ? raw : {};
  const path = (field: string) => `approvalStages.${n - 1}.${field}`;
  const stageName = text(stage.stageName);
  const description = text(stage.description);
  if (!stageName) errors.push({ path: path('stageName'), msg: MSG.stageNameRequired(n) });
  else if (stageName.length > CONFIG_TEXT_LIMITS.stageName) errors.push({ path: path('stageName'), msg: MSG.tooLong(`Stage ${n}: Stage name`, CONFIG_TEXT_LIMITS.stageName) });
  if (!description) errors.push({ path: path('description'), msg: MSG.stageDescriptionRequired(n) });
  else if (description.length > CONFIG_TEXT_LIMITS.stageDescription) errors.push({ path: path('description'), msg: MSG.tooLong(`Stage ${n}: Description`, CONFIG_TEXT_LIMITS.stageDescription) });
  const roles = readRequiredRoles(stage.requiredRoles) ?? [];
  if (roles.length === 0) errors.push({ path: path('requiredRoles'), msg: MSG.stageNeedsRole(n) });
  else if (roles.length > CONFIG_TEXT_LIMITS.rolesPerStage) errors.push({ path: path('requiredRoles'), msg: MSG.tooManyStageRoles(n, CONFIG_TEXT_LIMITS.rolesPerStage) });
  else {
    const long = roles.find((r) => r.length > CONFIG_TEXT_LIMITS.roleName);
    if (long) errors.push({ path: path('requiredRoles'), msg: MSG.unknownRequiredRole(n, long.slice(0, CONFIG_TEXT_LIMITS.roleName)) });
  }
  const requiresInspection = flag(stage.requiresInspection, false, n, 'requiresInspection', errors);
  const countersigned = flag(stage.requiresCountersignedVisit, true, n, 'requiresCountersignedVisit', errors);
  if (stage.requiresCountersignedVisit === true && !requiresInspection) errors.push({ path: path('requiresCountersignedVisit'), msg: INSPECTION_MSG.stageCountersignWithoutInspection(n) });
  const targetDays = boundedWhole(stage.targetDays, DEADLINE_LIMITS.targetDays, path('targetDays'), DEADLINE_MSG.stageTargetRange(n), errors) ?? DEADLINE_LIMITS.defaults.stageDays;
  return {
    // Stages are numbered by their place in the list, whatever numbers the editor sent.
    stageNumber: n,
    stageName,
    description,
    requiredRoles: roles,
    autoApprove: flag(stage.autoApprove, false, n, 'autoApprove', errors),
    isActive: flag(stage.isActive, true, n, 'isActive', errors),
    requiresInspection,
    // A gated stage needs a countersigned visit unless it says otherwise (docs/INSPECTIONS.md).
    requiresCountersignedVisit: requiresInspection && countersigned,
    targetDays,
  };
}

/**
 * A configuration body checked in SPEC §5's order (name, description, stage count, then each
 * stage's name, description and roles), every message collected. Any JSON shape is accepted as
 * input: wrong types read as missing rather than failing. Whether the roles exist is the
 * service's question (it needs the database).
 */
export function readConfigInput(body: unknown): { input: ConfigInput; errors: FieldError[] } {
  const raw = isRecord(body) ? body : {};
  const errors: FieldError[] = [];
  const configName = text(raw.configName);
  const description = text(raw.description);
  if (!configName) errors.push({ path: 'configName', msg: MSG.configNameRequired });
  else if (configName.length > CONFIG_TEXT_LIMITS.configName) errors.push({ path: 'configName', msg: MSG.tooLong('Configuration name', CONFIG_TEXT_LIMITS.configName) });
  if (!description) errors.push({ path: 'description', msg: MSG.configDescriptionRequired });
  else if (description.length > CONFIG_TEXT_LIMITS.description) errors.push({ path: 'description', msg: MSG.tooLong('Description', CONFIG_TEXT_LIMITS.description) });

  const total = wholeNumber(raw.totalStagesRequired);
  const inRange = total !== null && total >= ACCREDITATION_LIMITS.minStages && total <= ACCREDITATION_LIMITS.maxStages;
  if (!inRange) errors.push({ path: 'totalStagesRequired', msg: MSG.totalStagesRange });
  const list = Array.isArray(raw.approvalStages) ? raw.approvalStages : [];
  let approvalStages: ApprovalStage[] = [];
  if (inRange && list.length !== total) errors.push({ path: 'approvalStages', msg: MSG.stagesCountMismatch });
  else if (inRange) approvalStages = list.map((stage, i) => readStage(stage, i + 1, errors));
  let fourEyes: boolean | undefined;
  if (typeof raw.fourEyes === 'boolean') fourEyes = raw.fourEyes;
  else if (raw.fourEyes === 'true' || raw.fourEyes === 'false') fourEyes = raw.fourEyes === 'true';
  else if (raw.fourEyes !== undefined && raw.fourEyes !== null) errors.push({ path: 'fourEyes', msg: 'fourEyes must be true or false' });
  const inspectionChecklist = readInspectionSettings(raw, approvalStages, errors);
  const validityMonths = boundedWhole(raw.validityMonths, VALIDITY_LIMITS.months, 'validityMonths', MSG.validityMonthsRange, errors);
  const renewalWindowDays = boundedWhole(raw.renewalWindowDays, VALIDITY_LIMITS.renewalWindowDays, 'renewalWindowDays', MSG.renewalWindowRange, errors);
  const target = (field: string, label: string) => boundedWhole(raw[field], DEADLINE_LIMITS.targetDays, field, DEADLINE_MSG.targetRange(label), errors);
  const pendingReviewTargetDays = target('pendingReviewTargetDays', 'Pending review target');
  const autotestApprovalTargetDays = target('autotestApprovalTargetDays', 'Autotest approval target');
  const queryAnswerTargetDays = target('queryAnswerTargetDays', 'Query answer target');
  const escalationMarginDays = boundedWhole(raw.escalationMarginDays, DEADLINE_LIMITS.escalationMarginDays, 'escalationMarginDays', DEADLINE_MSG.escalationRange, errors);
  const appealDays = boundedWhole(raw.appealDays, APPEAL_LIMITS.appealDays, 'appealDays', DUE_PROCESS_MSG.appealDaysRange, errors);
  const appealDecisionTargetDays = target('appealDecisionTargetDays', 'Appeal decision target');
  const representationsDays = boundedWhole(raw.representationsDays, SANCTION_LIMITS.representationsDays, 'representationsDays', SANCTION_MSG.representationsDaysRange, errors);
  return {
    input: {
      configName,
      description,
      totalStagesRequired: total ?? 0,
      approvalStages,
      fourEyes,
      validityMonths,
      renewalWindowDays,
      pendingReviewTargetDays,
      autotestApprovalTargetDays,
      queryAnswerTargetDays,
      escalationMarginDays,
      appealDays,
      appealDecisionTargetDays,
      representationsDays,
      inspectionChecklist,
    },
    errors,
  };
}
