import 'reflect-metadata';
import { describe, expect, it } from '@jest/globals';
import { MSG } from '#contracts';
import { AppError, createValidationPipe, type FieldError } from '#platform';
import { AutotestResultDto } from '../dto/autotest-result.dto.js';

const pipe = createValidationPipe();

async function check(body: unknown): Promise<{ value?: any; errors?: FieldError[] }> {
  try {
    return { value: await pipe.transform(body, { type: 'body', metatype: AutotestResultDto, data: '' }) };
  } catch (error) {
    if (error instanceof AppError) return { errors: error.errors };
    throw error;
  }
}

const good = { autotestCompletedDate: '2026-01-15', autotestExpectedCapacity: 250, autotestRealizedCapacity: 210, autotestScore: 84.5, autotestDecision: 'approved' };
const msgs = (errors?: FieldError[]) => Object.fromEntries((errors ?? []).map((e) => [e.path, e.msg]));

describe('AutotestResultDto', () => {
  it('accepts a result and reads numeric text as numbers', async () => {
    expect((await check(good)).value).toEqual(good);
    const { value } = await check({ ...good, autotestScore: '90', autotestExpectedCapacity: '100', autotestDecision: ' Rejected ' });
    expect(value).toMatchObject({ autotestScore: 90, autotestExpectedCapacity: 100, autotestDecision: 'rejected' });
  });

  it('names every missing field', async () => {
    expect(msgs((await check({})).errors)).toEqual({
      autotestCompletedDate: MSG.fieldRequired('Autotest completed date'),
      autotestExpectedCapacity: MSG.fieldRequired('Expected capacity'),
      autotestRealizedCapacity: MSG.fieldRequired('Realized capacity'),
      autotestScore: MSG.fieldRequired('Autotest score'),
      autotestDecision: MSG.fieldRequired('Autotest decision'),
    });
  });

  it('refuses out-of-range and malformed values', async () => {
    const tomorrowPlus = new Date(Date.now() + 3 * 24 * 3600 * 1000).toISOString();
    expect(
      msgs(
        (
          await check({
            autotestCompletedDate: tomorrowPlus,
            autotestExpectedCapacity: 0,
            autotestRealizedCapacity: -1,
            autotestScore: 100.5,
            autotestDecision: 'maybe',
          })
        ).errors,
      ),
    ).toEqual({
      autotestCompletedDate: MSG.autotestDateInFuture,
      autotestExpectedCapacity: MSG.autotestExpectedInvalid,
      autotestRealizedCapacity: MSG.autotestRealizedInvalid,
      autotestScore: MSG.autotestScoreInvalid,
      autotestDecision: MSG.autotestDecisionInvalid,
    });
    expect(
      msgs((await check({ ...good, autotestCompletedDate: '15/01/2026', autotestExpectedCapacity: 2.5, autotestScore: 'high', autotestRealizedCapacity: true })).errors),
    ).toEqual({
      autotestCompletedDate: MSG.autotestDateInvalid,
      autotestExpectedCapacity: MSG.autotestExpectedInvalid,
      autotestRealizedCapacity: MSG.autotestRealizedInvalid,
      autotestScore: MSG.autotestScoreInvalid,
    });
  });

  it('tolerates a clock a few hours ahead', async () => {
    const soon = new Date(Date.now() + 6 * 3600 * 1000).toISOString();
    expect((await check({ ...good, autotestCompletedDate: soon })).errors).toBeUndefined();
  });
});
