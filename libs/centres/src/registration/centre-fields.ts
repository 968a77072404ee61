import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsDefined, IsIn, IsInt, IsNotEmpty, IsNumber, IsOptional, IsString, Matches, Max, MaxLength, Min, ValidateBy, type ValidationArguments } from 'class-validator';
import { cleanLine, cleanMultiline } from '#platform';
import { canonicalLgaName, canonicalStateName, CENTRE_EMAIL_PATTERN, CENTRE_LIMITS, COORDINATE_MSG, findState, MSG, NIGERIA_BOUNDS, STATE_NAMES } from '#contracts';

// Field rules shared by the centre DTOs. The global pipe's habit holds here too: rules are listed
// in the order they are checked and a field reports only its first failure.

type Message = string | ((args: ValidationArguments) => string);

/** The most of anything a centre can count (systems, backup systems); the database holds far more. */
export const MAX_COUNT = 100_000;

/** Forms send numbers for text fields (an RC number typed as digits); they are text all the same. */
const asTrimmedText = Transform(({ value }) => (typeof value === 'number' && Number.isFinite(value) ? String(value) : cleanLine(value)));
/** Long text (an address) keeps its line breaks; other control characters go (docs/SECURITY.md, red-team pass 1, row 12b). */
const asTrimmedLongText = Transform(({ value }) => (typeof value === 'number' && Number.isFinite(value) ? String(value) : cleanMultiline(value)));

/** The option as the list spells it, whatever the case or surrounding spaces of the input. */
export function canonicalOption(values: readonly string[], value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const wanted = value.trim().toLowerCase();
  return values.find((v) => v.toLowerCase() === wanted) ?? value.trim();
}

/** '7' and 7 are the same count; '' and null are "not given". Anything else is left for the rules to refuse. */
export function toCount(value: unknown): unknown {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string') {
    const text = value.trim();
    if (text === '') return undefined;
    return /^[+-]?\d{1,12}$/.test(text) ? Number(text) : value;
  }
  return value;
}

export function RequiredText(required: Message, label: string, max: number = CENTRE_LIMITS.shortText): PropertyDecorator {
  return applyDecorators(
    ApiProperty({ type: String, maxLength: max }),
    max >= CENTRE_LIMITS.longText ? asTrimmedLongText : asTrimmedText,
    IsString({ message: required }),
    IsNotEmpty({ message: required }),
    MaxLength(max, { message: MSG.tooLong(label, max) }),
  );
}

/** Blank is the same as absent, so a cleared optional field does not fail. */
export function OptionalText(label: string, max: number = CENTRE_LIMITS.shortText): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ type: String, maxLength: max }),
    Transform(({ value }) => {
      const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : cleanLine(value);
      return text === '' || text === null ? undefined : text;
    }),
    IsOptional(),
    IsString({ message: MSG.tooLong(label, max) }),
    MaxLength(max, { message: MSG.tooLong(label, max) }),
  );
}

/** A centre email, stored lower-case (the database insists). */
export function CentreEmail(required: string, invalid: string): PropertyDecorator {
  return applyDecorators(
    ApiProperty({ type: String, format: 'email' }),
    Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value)),
    IsString({ message: required }),
    IsNotEmpty({ message: required }),
    MaxLength(CENTRE_LIMITS.shortText, { message: invalid }),
    Matches(CENTRE_EMAIL_PATTERN, { message: invalid }),
  );
}

/** One of a fixed list, matched without regard to case and stored as the list spells it. */
export function RequiredOption(values: readonly string[], required: string, label: string): PropertyDecorator {
  return applyDecorators(
    ApiProperty({ enum: values }),
    Transform(({ value }) => canonicalOption(values, value)),
    IsDefined({ message: required }),
    IsNotEmpty({ message: required }),
    IsIn(values, { message: MSG.invalidOption(label) }),
  );
}

export function OptionalOption(values: readonly string[], label: string): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ enum: values }),
    Transform(({ value }) => (value === '' || value === null ? undefined : canonicalOption(values, value))),
    IsOptional(),
    IsIn(values, { message: MSG.invalidOption(label) }),
  );
}

/** A state, stored under its canonical name ('lagos state' -> 'Lagos', 'Abuja' -> 'FCT'). */
export function StateField(required: string): PropertyDecorator {
  return applyDecorators(
    ApiProperty({ enum: STATE_NAMES }),
    Transform(({ value }) => (typeof value === 'string' ? (canonicalStateName(value) ?? value.trim()) : value)),
    IsString({ message: required }),
    IsNotEmpty({ message: required }),
    IsIn(STATE_NAMES, { message: MSG.unknownStateName }),
  );
}

/**
 * A local government of the body's State, stored under its canonical name. An unknown state is
 * the State field's error alone, not a second one here.
 */
export function LgaField(required: string, stateField = 'State'): PropertyDecorator {
  const stateOf = (object: object): unknown => (object as Record<string, unknown>)[stateField];
  return applyDecorators(
    ApiProperty({ type: String, description: `A local government area of ${stateField}` }),
    Transform(({ value, obj }) => {
      if (typeof value !== 'string') return value;
      const state = stateOf(obj);
      return (typeof state === 'string' ? canonicalLgaName(state, value) : undefined) ?? value.trim();
    }),
    IsString({ message: required }),
    IsNotEmpty({ message: required }),
    ValidateBy(
      {
        name: 'isLgaOfState',
        validator: {
          validate: (value: unknown, args?: ValidationArguments) => {
            const state = args ? stateOf(args.object) : undefined;
            if (typeof state !== 'string' || !findState(state)) return true;
            return typeof value === 'string' && canonicalLgaName(state, value) === value;
          },
        },
      },
      { message: MSG.unknownLga },
    ),
  );
}

/** A whole number of things (systems, candidates), with the SPEC's own text for a value below the minimum. */
export function Count(opts: { required: string; min: number; minMessage: string; label: string; max?: number; optional?: boolean }): PropertyDecorator {
  const max = opts.max ?? MAX_COUNT;
  return applyDecorators(
    (opts.optional ? ApiPropertyOptional : ApiProperty)({ type: Number, minimum: opts.min, maximum: max }),
    Transform(({ value }) => toCount(value)),
    opts.optional ? IsOptional() : IsDefined({ message: opts.required }),
    IsInt({ message: opts.minMessage }),
    Min(opts.min, { message: opts.minMessage }),
    Max(max, { message: MSG.tooLarge(opts.label, max) }),
  );
}

/** '6.52' and 6.52 are the same degree; '' and null clear the position; absent keeps it. */
export function toDegrees(value: unknown): unknown {
  if (value === '' || value === null) return null;
  if (typeof value === 'string' && /^\s*[+-]?\d{1,3}(\.\d{1,12})?\s*$/.test(value)) return Number(value);
  return value;
}

/**
 * An optional coordinate of the premises inside Nigeria (docs/REGISTER.md "Where coordinates come
 * from"), sent with its partner: a latitude without a longitude (or one cleared, the other not) is refused.
 */
export function CoordinateField(kind: 'latitude' | 'longitude'): PropertyDecorator {
  const [min, max] = kind === 'latitude' ? [NIGERIA_BOUNDS.south, NIGERIA_BOUNDS.north] : [NIGERIA_BOUNDS.west, NIGERIA_BOUNDS.east];
  const message = kind === 'latitude' ? COORDINATE_MSG.latitudeRange : COORDINATE_MSG.longitudeRange;
  const partner = kind === 'latitude' ? 'longitude' : 'latitude';
  return applyDecorators(
    ApiPropertyOptional({ type: Number, nullable: true, minimum: min, maximum: max, description: `Decimal degrees (WGS 84), with ${partner}; null clears the position` }),
    Transform(({ value }) => toDegrees(value)),
    ValidateBy(
      {
        name: 'coordinatePair',
        validator: {
          validate: (value: unknown, args?: ValidationArguments) => {
            const other = args ? toDegrees((args.object as Record<string, unknown>)[partner]) : undefined;
            return value === undefined ? other === undefined : (value === null) === (other === null) && other !== undefined;
          },
        },
      },
      { message: COORDINATE_MSG.bothOrNeither },
    ),
    IsOptional(),
    IsNumber({ allowNaN: false, allowInfinity: false }, { message }),
    Min(min, { message }),
    Max(max, { message }),
  );
}
