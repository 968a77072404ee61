import { describe, expect, it } from '@jest/globals';
import { everyStageHasItsOwnApprover } from '../four-eyes-default.js';

describe('four-eyes by default: a different approver for every stage', () => {
  it('needs as many distinct people as stages', () => {
    expect(everyStageHasItsOwnApprover([['a'], ['a']])).toBe(false);
    expect(everyStageHasItsOwnApprover([['a', 'b'], ['a', 'b']])).toBe(true);
    expect(everyStageHasItsOwnApprover([['a', 'b'], ['a', 'b'], ['a', 'b']])).toBe(false);
  });

  it('moves an earlier choice to make room (stage 1 may take b so that stage 2 has a)', () => {
    expect(everyStageHasItsOwnApprover([['a', 'b'], ['a']])).toBe(true);
    expect(everyStageHasItsOwnApprover([['a'], ['a', 'b'], ['b', 'c']])).toBe(true);
  });

  it('fails a stage nobody may approve', () => {
    expect(everyStageHasItsOwnApprover([['a'], []])).toBe(false);
    expect(everyStageHasItsOwnApprover([])).toBe(true);
  });
});
