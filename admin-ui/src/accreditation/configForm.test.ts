import { describe, expect, it } from 'vitest';
import { ApiError } from '../api';
import { addStage, moveStage, newConfigForm, removeStage, resizeStages, serverFieldErrors, stageOf, toSaveBody, updateStage, validateConfigForm, type ConfigForm } from './configForm';

const named = (form: ConfigForm): ConfigForm => ({ ...form, configName: 'Standard', description: 'Two reviews' });

describe('newConfigForm', () => {
  it('starts with three default stages named after what they check (DECISIONS §10)', () => {
    const form = newConfigForm();
    expect(form.totalStagesRequired).toBe(3);
    expect(form.approvalStages[1]).toEqual({
      stageNumber: 2,
      stageName: 'Facility assessment',
      description: "Check the centre's facilities, capacity and autotest result",
      requiredRoles: ['admin', 'superadmin'],
      autoApprove: false,
      isActive: true,
      targetDays: 5,
    });
  });

  it('starts with the default deadlines (docs/TRUST.md "Deadlines and reminders")', () => {
    expect(newConfigForm()).toMatchObject({ pendingReviewTargetDays: 10, autotestApprovalTargetDays: 10, queryAnswerTargetDays: 10, escalationMarginDays: 5 });
    expect(addStage(newConfigForm()).approvalStages[3]!.targetDays).toBe(5);
    expect(stageOf({ ...newConfigForm().approvalStages[0]!, targetDays: undefined }).targetDays).toBe(5);
    expect(stageOf({ ...newConfigForm().approvalStages[0]!, targetDays: 12 }).targetDays).toBe(12);
  });
});

describe('stage editing', () => {
  it('adds default stages up to 10 and removes down to 1, renumbering', () => {
    let form = newConfigForm();
    for (let i = 0; i < 12; i++) form = addStage(form);
    expect(form.approvalStages).toHaveLength(10);
    expect(form.totalStagesRequired).toBe(10);
    expect(form.approvalStages[9]!.stageName).toBe('Stage 10');
    form = removeStage(form, 0);
    expect(form.approvalStages[0]!.stageNumber).toBe(1);
    expect(form.approvalStages[0]!.stageName).toBe('Facility assessment');
    for (let i = 0; i < 12; i++) form = removeStage(form, 0);
    expect(form.approvalStages).toHaveLength(1);
  });

  it('resizes to the typed count within 1 to 10, keeping edited stages', () => {
    let form = updateStage(newConfigForm(), 0, { stageName: 'Paper checks' });
    form = resizeStages(form, 5);
    expect(form.approvalStages.map((s) => s.stageName)).toEqual(['Paper checks', 'Facility assessment', 'Final approval', 'Stage 4', 'Stage 5']);
    expect(resizeStages(form, 1).approvalStages.map((s) => s.stageName)).toEqual(['Paper checks']);
    expect(resizeStages(form, 0).totalStagesRequired).toBe(1);
    expect(resizeStages(form, 99).totalStagesRequired).toBe(10);
  });

  it('moves a stage up or down and renumbers; the ends stay put', () => {
    const form = updateStage(newConfigForm(), 2, { stageName: 'Final' });
    const moved = moveStage(form, 2, -1);
    expect(moved.approvalStages.map((s) => [s.stageNumber, s.stageName])).toEqual([
      [1, 'Document review'],
      [2, 'Final'],
      [3, 'Facility assessment'],
    ]);
    expect(moveStage(form, 0, -1)).toBe(form);
    expect(moveStage(form, 2, 1)).toBe(form);
  });
});

describe('validateConfigForm', () => {
  it('gives SPEC’s messages in SPEC’s order', () => {
    const form = updateStage(updateStage(newConfigForm(), 1, { stageName: ' ', description: '' }), 2, { requiredRoles: [] });
    expect(validateConfigForm(form).map((e) => e.message)).toEqual([
      'Configuration name is required',
      'Description is required',
      'Stage 2: Stage name is required',
      'Stage 2: Description is required',
      'Stage 3: at least one required role is needed',
    ]);
  });

  it('refuses a stage count that does not match the stages', () => {
    const form = { ...named(newConfigForm()), totalStagesRequired: 2 };
    expect(validateConfigForm(form)).toEqual([{ field: 'totalStagesRequired', message: 'Number of stages does not match total stages required' }]);
  });

  it("checks the deadlines with the server's words, each on its field", () => {
    const form = updateStage({ ...named(newConfigForm()), pendingReviewTargetDays: 0, autotestApprovalTargetDays: 121, queryAnswerTargetDays: 2.5, escalationMarginDays: 61 }, 1, { targetDays: 0 });
    expect(validateConfigForm(form)).toEqual([
      { field: 'stage.1.targetDays', message: 'Stage 2: Target must be a whole number of working days from 1 to 120' },
      { field: 'pendingReviewTargetDays', message: 'Pending review target must be a whole number of working days from 1 to 120' },
      { field: 'autotestApprovalTargetDays', message: 'Autotest approval target must be a whole number of working days from 1 to 120' },
      { field: 'queryAnswerTargetDays', message: 'Query answer target must be a whole number of working days from 1 to 120' },
      { field: 'escalationMarginDays', message: 'Escalation margin must be a whole number of working days from 1 to 60' },
    ]);
    expect(validateConfigForm({ ...named(newConfigForm()), pendingReviewTargetDays: 120, escalationMarginDays: 1 })).toEqual([]);
  });

  it('accepts a complete configuration', () => {
    expect(validateConfigForm(named(newConfigForm()))).toEqual([]);
  });
});

describe('toSaveBody', () => {
  it('trims texts and drops empty or repeated roles', () => {
    const form = updateStage(named({ ...newConfigForm(), configName: '  Standard ' }), 0, { stageName: ' Review ', requiredRoles: ['reviewer', ' reviewer', ''] });
    const body = toSaveBody(form);
    expect(body.configName).toBe('Standard');
    expect(body.approvalStages[0]).toMatchObject({ stageNumber: 1, stageName: 'Review', requiredRoles: ['reviewer'] });
  });

  it('sends the four-eyes setting, on by default and off when the super admin turns it off', () => {
    expect(newConfigForm().fourEyes).toBe(true);
    expect(toSaveBody(named(newConfigForm())).fourEyes).toBe(true);
    expect(toSaveBody(named({ ...newConfigForm(), fourEyes: false })).fourEyes).toBe(false);
  });
});

describe('the deadlines in the save body and the server\u2019s field errors', () => {
  it('sends every target and the margin', () => {
    const body = toSaveBody(updateStage({ ...named(newConfigForm()), pendingReviewTargetDays: 7, escalationMarginDays: 3 }, 0, { targetDays: 2 }));
    expect(body).toMatchObject({ pendingReviewTargetDays: 7, autotestApprovalTargetDays: 10, queryAnswerTargetDays: 10, escalationMarginDays: 3 });
    expect(body.approvalStages.map((s) => s.targetDays)).toEqual([2, 5, 5]);
  });

  it("puts each of the server's messages on the editor's field", () => {
    const refused = new ApiError('Validation failed', 400, {
      success: false,
      errors: [
        { path: 'escalationMarginDays', msg: 'Escalation margin must be a whole number of working days from 1 to 60' },
        { path: 'approvalStages.2.targetDays', msg: 'Stage 3: Target must be a whole number of working days from 1 to 120' },
        { path: 'configName' },
      ],
    });
    expect(serverFieldErrors(refused)).toEqual([
      { field: 'escalationMarginDays', message: 'Escalation margin must be a whole number of working days from 1 to 60' },
      { field: 'stage.2.targetDays', message: 'Stage 3: Target must be a whole number of working days from 1 to 120' },
    ]);
    expect(serverFieldErrors(new Error('offline'))).toEqual([]);
    expect(serverFieldErrors(new ApiError('Conflict', 409, { success: false, message: 'Conflict' }))).toEqual([]);
  });
});
