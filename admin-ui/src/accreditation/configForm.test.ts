import { describe, expect, it } from 'vitest';
import { addStage, moveStage, newConfigForm, removeStage, resizeStages, toSaveBody, updateStage, validateConfigForm, type ConfigForm } from './configForm';

const named = (form: ConfigForm): ConfigForm => ({ ...form, configName: 'Standard', description: 'Two reviews' });

describe('newConfigForm', () => {
  it('starts with SPEC §9’s three default stages', () => {
    const form = newConfigForm();
    expect(form.totalStagesRequired).toBe(3);
    expect(form.approvalStages[1]).toEqual({
      stageNumber: 2,
      stageName: 'Stage 2',
      description: 'Approval stage 2',
      requiredRoles: ['admin', 'superadmin'],
      autoApprove: false,
      isActive: true,
    });
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
    expect(form.approvalStages[0]!.stageName).toBe('Stage 2');
    for (let i = 0; i < 12; i++) form = removeStage(form, 0);
    expect(form.approvalStages).toHaveLength(1);
  });

  it('resizes to the typed count within 1 to 10, keeping edited stages', () => {
    let form = updateStage(newConfigForm(), 0, { stageName: 'Document review' });
    form = resizeStages(form, 5);
    expect(form.approvalStages.map((s) => s.stageName)).toEqual(['Document review', 'Stage 2', 'Stage 3', 'Stage 4', 'Stage 5']);
    expect(resizeStages(form, 1).approvalStages.map((s) => s.stageName)).toEqual(['Document review']);
    expect(resizeStages(form, 0).totalStagesRequired).toBe(1);
    expect(resizeStages(form, 99).totalStagesRequired).toBe(10);
  });

  it('moves a stage up or down and renumbers; the ends stay put', () => {
    const form = updateStage(newConfigForm(), 2, { stageName: 'Final' });
    const moved = moveStage(form, 2, -1);
    expect(moved.approvalStages.map((s) => [s.stageNumber, s.stageName])).toEqual([
      [1, 'Stage 1'],
      [2, 'Final'],
      [3, 'Stage 2'],
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
