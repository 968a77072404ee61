import {
  ACCREDITATION_LIMITS,
  APPEAL_LIMITS,
  DUE_PROCESS_MSG,
  SANCTION_LIMITS,
  SANCTION_MSG,
  DEADLINE_LIMITS,
  DEADLINE_MSG,
  DEFAULT_INSPECTION_CHECKLIST,
  defaultStage as contractDefaultStage,
  MSG,
  readChecklist,
  VALIDITY_LIMITS,
  type ApprovalStage,
  type ConfigView,
  type DeadlineSettings,
} from '@cbt/contracts';
import { ApiError } from '../api';

/** The editor's working copy of a configuration (SPEC §3 "Accreditation config"): what a version saves. */
export type ConfigForm = Pick<
  ConfigView,
  | 'configName'
  | 'description'
  | 'totalStagesRequired'
  | 'approvalStages'
  | 'fourEyes'
  | 'inspectionChecklist'
  | 'validityMonths'
  | 'renewalWindowDays'
  | 'pendingReviewTargetDays'
  | 'autotestApprovalTargetDays'
  | 'queryAnswerTargetDays'
  | 'escalationMarginDays'
  | 'appealDays'
  | 'representationsDays'
>;

/** DECISIONS §10: the due process settings (calendar days), with the server's check of each (config-input.ts). */
export const DUE_PROCESS_FIELDS: ReadonlyArray<{ field: 'appealDays' | 'representationsDays'; limits: { min: number; max: number }; message: string }> = [
  { field: 'appealDays', limits: APPEAL_LIMITS.appealDays, message: DUE_PROCESS_MSG.appealDaysRange },
  { field: 'representationsDays', limits: SANCTION_LIMITS.representationsDays, message: SANCTION_MSG.representationsDaysRange },
];

/** The configuration-wide deadline fields, in the editor's order, with the server's check of each (config-input.ts). */
export const DEADLINE_FIELDS: ReadonlyArray<{ field: keyof DeadlineSettings; limits: { min: number; max: number }; message: string }> = [
  { field: 'pendingReviewTargetDays', limits: DEADLINE_LIMITS.targetDays, message: DEADLINE_MSG.targetRange('Pending review target') },
  { field: 'autotestApprovalTargetDays', limits: DEADLINE_LIMITS.targetDays, message: DEADLINE_MSG.targetRange('Autotest approval target') },
  { field: 'queryAnswerTargetDays', limits: DEADLINE_LIMITS.targetDays, message: DEADLINE_MSG.targetRange('Query answer target') },
  { field: 'escalationMarginDays', limits: DEADLINE_LIMITS.escalationMarginDays, message: DEADLINE_MSG.escalationRange },
];

/** SPEC §9's default stage n, with the default target a stage has when the configuration names none. */
export function defaultStage(n: number): ApprovalStage {
  return { ...contractDefaultStage(n), targetDays: DEADLINE_LIMITS.defaults.stageDays };
}

/** A saved stage as the editor holds it: an older version's stage without a target gets the default. */
export function stageOf(stage: ApprovalStage): ApprovalStage {
  return { ...stage, targetDays: stage.targetDays ?? DEADLINE_LIMITS.defaults.stageDays };
}

export interface FormError {
  /** 'configName', 'description', 'totalStagesRequired' or 'stage.{index}.{field}'. */
  field: string;
  message: string;
}

/** SPEC §9: a new configuration starts with 3 default stages. */
export function newConfigForm(): ConfigForm {
  const n = ACCREDITATION_LIMITS.defaultStages;
  return {
    configName: '',
    description: '',
    totalStagesRequired: n,
    fourEyes: true,
    validityMonths: VALIDITY_LIMITS.defaultMonths,
    renewalWindowDays: VALIDITY_LIMITS.defaultRenewalWindowDays,
    pendingReviewTargetDays: DEADLINE_LIMITS.defaults.pendingReviewDays,
    autotestApprovalTargetDays: DEADLINE_LIMITS.defaults.autotestApprovalDays,
    queryAnswerTargetDays: DEADLINE_LIMITS.defaults.queryAnswerDays,
    escalationMarginDays: DEADLINE_LIMITS.defaults.escalationMarginDays,
    appealDays: APPEAL_LIMITS.defaultAppealDays,
    representationsDays: SANCTION_LIMITS.defaultRepresentationsDays,
    inspectionChecklist: DEFAULT_INSPECTION_CHECKLIST.map((c) => ({ ...c })), approvalStages: Array.from({ length: n }, (_, i) => defaultStage(i + 1)) };
}

/** Stages are numbered by their place in the list, after every add, remove and move. */
function renumber(stages: ApprovalStage[]): ApprovalStage[] {
  return stages.map((stage, i) => ({ ...stage, stageNumber: i + 1 }));
}

function withStages(form: ConfigForm, stages: ApprovalStage[]): ConfigForm {
  const approvalStages = renumber(stages);
  return { ...form, approvalStages, totalStagesRequired: approvalStages.length };
}

export function clampStageCount(count: number): number {
  if (!Number.isFinite(count)) return ACCREDITATION_LIMITS.minStages;
  return Math.min(Math.max(Math.trunc(count), ACCREDITATION_LIMITS.minStages), ACCREDITATION_LIMITS.maxStages);
}

/** The stage-count field: extra stages get SPEC §9's defaults, surplus ones go from the end. */
export function resizeStages(form: ConfigForm, count: number): ConfigForm {
  const n = clampStageCount(count);
  const kept = form.approvalStages.slice(0, n);
  const added = Array.from({ length: n - kept.length }, (_, i) => defaultStage(kept.length + i + 1));
  return withStages(form, [...kept, ...added]);
}

export function addStage(form: ConfigForm): ConfigForm {
  if (form.approvalStages.length >= ACCREDITATION_LIMITS.maxStages) return form;
  return withStages(form, [...form.approvalStages, defaultStage(form.approvalStages.length + 1)]);
}

export function removeStage(form: ConfigForm, index: number): ConfigForm {
  if (form.approvalStages.length <= ACCREDITATION_LIMITS.minStages) return form;
  return withStages(form, form.approvalStages.filter((_, i) => i !== index));
}

/** Moves a stage one place up (-1) or down (+1); the order is the order of approval. */
export function moveStage(form: ConfigForm, index: number, direction: -1 | 1): ConfigForm {
  const target = index + direction;
  if (target < 0 || target >= form.approvalStages.length) return form;
  const stages = [...form.approvalStages];
  [stages[index], stages[target]] = [stages[target]!, stages[index]!];
  return withStages(form, stages);
}

export function updateStage(form: ConfigForm, index: number, changes: Partial<ApprovalStage>): ConfigForm {
  return { ...form, approvalStages: form.approvalStages.map((stage, i) => (i === index ? { ...stage, ...changes } : stage)) };
}

/**
 * SPEC §5 "Accreditation config", in SPEC's order. A stage without any required role could never
 * be approved, so that is refused here too, with the server's wording.
 */
export function validateConfigForm(form: ConfigForm): FormError[] {
  const errors: FormError[] = [];
  const within = (n: number, limits: { min: number; max: number }) => Number.isInteger(n) && n >= limits.min && n <= limits.max;
  if (!form.configName.trim()) errors.push({ field: 'configName', message: MSG.configNameRequired });
  if (!form.description.trim()) errors.push({ field: 'description', message: MSG.configDescriptionRequired });
  const total = form.totalStagesRequired;
  if (!Number.isInteger(total) || total < ACCREDITATION_LIMITS.minStages || total > ACCREDITATION_LIMITS.maxStages) {
    errors.push({ field: 'totalStagesRequired', message: MSG.totalStagesRange });
  } else if (form.approvalStages.length !== total) {
    errors.push({ field: 'totalStagesRequired', message: MSG.stagesCountMismatch });
  }
  form.approvalStages.forEach((stage, i) => {
    const n = i + 1;
    if (!stage.stageName.trim()) errors.push({ field: `stage.${i}.stageName`, message: MSG.stageNameRequired(n) });
    if (!stage.description.trim()) errors.push({ field: `stage.${i}.description`, message: MSG.stageDescriptionRequired(n) });
    if (stage.requiredRoles.length === 0) errors.push({ field: `stage.${i}.requiredRoles`, message: MSG.stageNeedsRole(n) });
    if (!within(stage.targetDays ?? DEADLINE_LIMITS.defaults.stageDays, DEADLINE_LIMITS.targetDays)) errors.push({ field: `stage.${i}.targetDays`, message: DEADLINE_MSG.stageTargetRange(n) });
  });
  if (!within(form.validityMonths, VALIDITY_LIMITS.months)) errors.push({ field: 'validityMonths', message: MSG.validityMonthsRange });
  if (!within(form.renewalWindowDays, VALIDITY_LIMITS.renewalWindowDays)) errors.push({ field: 'renewalWindowDays', message: MSG.renewalWindowRange });
  for (const { field, limits, message } of DEADLINE_FIELDS) if (!within(form[field], limits)) errors.push({ field, message });
  for (const { field, limits, message } of DUE_PROCESS_FIELDS) if (!within(form[field], limits)) errors.push({ field, message });
  // The server's own checks of the checklist, with its words (one copy in libs/contracts).
  for (const e of readChecklist(form.inspectionChecklist).errors) errors.push({ field: e.path, message: e.msg });
  return errors;
}

/** The body of POST /accreditation/config: trimmed texts, stages numbered 1..n. */
export function toSaveBody(form: ConfigForm): ConfigForm {
  return {
    configName: form.configName.trim(),
    description: form.description.trim(),
    totalStagesRequired: form.totalStagesRequired,
    fourEyes: form.fourEyes,
    validityMonths: form.validityMonths,
    renewalWindowDays: form.renewalWindowDays,
    pendingReviewTargetDays: form.pendingReviewTargetDays,
    autotestApprovalTargetDays: form.autotestApprovalTargetDays,
    queryAnswerTargetDays: form.queryAnswerTargetDays,
    escalationMarginDays: form.escalationMarginDays,
    appealDays: form.appealDays,
    representationsDays: form.representationsDays,
    inspectionChecklist: form.inspectionChecklist,
    approvalStages: renumber(form.approvalStages).map((stage) => ({
      ...stage,
      stageName: stage.stageName.trim(),
      description: stage.description.trim(),
      requiredRoles: [...new Set(stage.requiredRoles.map((r) => r.trim()).filter(Boolean))],
    })),
  };
}

/**
 * The field errors of a refused save (the envelope's `errors`, each with the server's path and
 * words), keyed as the editor keys its fields: `approvalStages.{i}.{field}` is the editor's
 * `stage.{i}.{field}`. None for any other failure.
 */
export function serverFieldErrors(error: unknown): FormError[] {
  if (!(error instanceof ApiError) || !error.body || typeof error.body !== 'object') return [];
  const list = (error.body as { errors?: unknown }).errors;
  if (!Array.isArray(list)) return [];
  return list.flatMap((e: unknown) => {
    const { path, msg } = (e && typeof e === 'object' ? e : {}) as { path?: unknown; msg?: unknown };
    if (typeof path !== 'string' || typeof msg !== 'string' || !msg) return [];
    return [{ field: path.replace(/^approvalStages[.[](\d+)\]?\./, 'stage.$1.'), message: msg }];
  });
}
