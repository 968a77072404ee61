import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsDefined, IsIn, IsInt, IsISO8601, IsNumber, Max, Min, ValidateBy, type ValidationOptions } from 'class-validator';
import { AUTOTEST_DECISIONS, MSG, type AutotestDecision } from '#contracts';
import { currentTime } from '#platform';

const CAPACITY_MAX = 1_000_000;
/** Clocks of the autotest system and the portal may disagree a little; a result from tomorrow is not a typo. */
const FUTURE_TOLERANCE_MS = 24 * 60 * 60 * 1000;

/** Numbers sent as numeric text ("85") are read as numbers; anything else is left for the checks to refuse. */
const numeric = Transform(({ value }) => (typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value));

function NotInFuture(options: ValidationOptions): PropertyDecorator {
  return ValidateBy({ name: 'notInFuture', validator: { validate: (value) => typeof value === 'string' && Date.parse(value) <= currentTime().getTime() + FUTURE_TOLERANCE_MS } }, options);
}

function WholeNumber(label: string, min: number, invalid: string): PropertyDecorator {
  return applyDecorators(
    ApiProperty({ type: Number, minimum: min, maximum: CAPACITY_MAX }),
    numeric,
    IsDefined({ message: MSG.fieldRequired(label) }),
    IsInt({ message: invalid }),
    Min(min, { message: invalid }),
    Max(CAPACITY_MAX, { message: invalid }),
  );
}

function CompletedDate(): PropertyDecorator {
  return applyDecorators(
    ApiProperty({ type: String, format: 'date-time', example: '2026-03-14' }),
    IsDefined({ message: MSG.fieldRequired('Autotest completed date') }),
    IsISO8601({ strict: true }, { message: MSG.autotestDateInvalid }),
    NotInFuture({ message: MSG.autotestDateInFuture }),
  );
}

function Score(): PropertyDecorator {
  return applyDecorators(
    ApiProperty({ type: Number, minimum: 0, maximum: 100, description: 'Percent, up to 2 decimals' }),
    numeric,
    IsDefined({ message: MSG.fieldRequired('Autotest score') }),
    IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 }, { message: MSG.autotestScoreInvalid }),
    Min(0, { message: MSG.autotestScoreInvalid }),
    Max(100, { message: MSG.autotestScoreInvalid }),
  );
}

function Decision(): PropertyDecorator {
  return applyDecorators(
    ApiProperty({ enum: AUTOTEST_DECISIONS }),
    Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value)),
    IsDefined({ message: MSG.fieldRequired('Autotest decision') }),
    IsIn(AUTOTEST_DECISIONS, { message: MSG.autotestDecisionInvalid }),
  );
}

// Rules are listed in applyDecorators so they run in the order written; the pipe reports each
// field's first failure.

/** The autotest system's result for one centre (DECISIONS §4). */
export class AutotestResultDto {
  @CompletedDate()
  autotestCompletedDate: string;

  @WholeNumber('Expected capacity', 1, MSG.autotestExpectedInvalid)
  autotestExpectedCapacity: number;

  @WholeNumber('Realized capacity', 0, MSG.autotestRealizedInvalid)
  autotestRealizedCapacity: number;

  @Score()
  autotestScore: number;

  @Decision()
  autotestDecision: AutotestDecision;
}
