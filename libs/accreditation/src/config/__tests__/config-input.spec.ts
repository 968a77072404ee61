import { describe, expect, it } from '@jest/globals';
import { MSG } from '#contracts';
import { readConfigInput, readRequiredRoles } from '../config-input.js';

const stage = (n: number, extra: Record<string, unknown> = {}) => ({ stageNumber: n, stageName: `Stage ${n}`, description: `Approval stage ${n}`, requiredRoles: ['admin'], ...extra });
const body = (extra: Record<string, unknown> = {}) => ({ configName: 'Main', description: 'The workflow', totalStagesRequired: 2, approvalStages: [stage(1), stage(2)], ...extra });
const messages = (input: unknown) => readConfigInput(input).errors.map((e) => e.msg);

describe('readConfigInput', () => {
  it('accepts a valid body and renumbers the stages in the order given', () => {
    const { input, errors } = readConfigInput(body({ approvalStages: [stage(7), stage(3, { autoApprove: true, isActive: false })] }));
    expect(errors).toEqual([]);
    expect(input.approvalStages.map((s) => [s.stageNumber, s.stageName, s.autoApprove, s.isActive])).toEqual([
      [1, 'Stage 7', false, true],
      [2, 'Stage 3', true, false],
    ]);
  });

  it("lists SPEC §5's messages in SPEC's order", () => {
    expect(messages({ configName: ' ', description: '', totalStagesRequired: 2, approvalStages: [stage(1, { stageName: '', description: ' ', requiredRoles: ' , ' }), stage(2)] })).toEqual([
      MSG.configNameRequired,
      MSG.configDescriptionRequired,
      MSG.stageNameRequired(1),
      MSG.stageDescriptionRequired(1),
      MSG.stageNeedsRole(1),
    ]);
  });

  it.each([0, 11, 2.5, 'x', null])('refuses %p total stages', (total) => {
    expect(messages(body({ totalStagesRequired: total }))).toEqual([MSG.totalStagesRange]);
  });

  it('refuses a stage count that does not match the total', () => {
    expect(messages(body({ totalStagesRequired: 3 }))).toEqual([MSG.stagesCountMismatch]);
    expect(messages(body({ approvalStages: 'two' }))).toEqual([MSG.stagesCountMismatch]);
  });

  it('reads any JSON as input without throwing', () => {
    for (const input of [null, 'text', 42, [], { approvalStages: [null, 5] , totalStagesRequired: 2 }]) expect(() => readConfigInput(input)).not.toThrow();
    expect(messages({ configName: 'A', description: 'B', totalStagesRequired: '2', approvalStages: [null, 5] })).toEqual([
      MSG.stageNameRequired(1),
      MSG.stageDescriptionRequired(1),
      MSG.stageNeedsRole(1),
      MSG.stageNameRequired(2),
      MSG.stageDescriptionRequired(2),
      MSG.stageNeedsRole(2),
    ]);
  });

  it('refuses flags that are not booleans', () => {
    expect(messages(body({ approvalStages: [stage(1, { autoApprove: 'yes' }), stage(2)] }))).toEqual([MSG.stageFlagBoolean(1, 'autoApprove')]);
  });
});

describe('readRequiredRoles', () => {
  it('splits comma-separated text, trims, drops empties and repeats', () => {
    expect(readRequiredRoles(' admin, ,superadmin,admin ')).toEqual(['admin', 'superadmin']);
    expect(readRequiredRoles(['admin', ' reviewer ', ''])).toEqual(['admin', 'reviewer']);
  });

  it('refuses lists of non-text', () => {
    expect(readRequiredRoles([1, 2])).toBeNull();
    expect(readRequiredRoles({})).toBeNull();
  });
});
