import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { IDENTITY_LIMITS, MSG, ROLE_NAME_PATTERN } from '#contracts';
import { cleanLine } from '#platform';

// Field rules shared by the identity DTOs. applyDecorators registers them in the order listed, and
// the global pipe stops at a field's first failure, so each list reads as "check this, then this".

// Names and titles are one line: control characters (CR/LF, NUL, bidi overrides) become a space.
const trim = Transform(({ value }) => cleanLine(value));
const trimLower = Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value));

/** A required text field: missing, blank or not text all read as the SPEC's "... is required". */
export function RequiredText(required: string, label: string, max: number = IDENTITY_LIMITS.name): PropertyDecorator {
  return applyDecorators(
    ApiProperty({ type: String, maxLength: max }),
    trim,
    IsString({ message: required }),
    IsNotEmpty({ message: required }),
    MaxLength(max, { message: MSG.tooLong(label, max) }),
  );
}

/** An email, stored lower-case. */
export function EmailField(required: string, pattern: RegExp): PropertyDecorator {
  return applyDecorators(
    ApiProperty({ type: String, format: 'email' }),
    trimLower,
    IsString({ message: required }),
    IsNotEmpty({ message: required }),
    MaxLength(IDENTITY_LIMITS.email, { message: MSG.invalidEmail }),
    Matches(pattern, { message: MSG.invalidEmail }),
  );
}

/** A password: required, a minimum length, optionally a pattern. Never trimmed: spaces count. */
export function PasswordField(opts: { required: string; min: number; minMessage: string; pattern?: RegExp; patternMessage?: string }): PropertyDecorator {
  const rules = [
    ApiProperty({ type: String, format: 'password', minLength: opts.min }),
    IsString({ message: opts.required }),
    IsNotEmpty({ message: opts.required }),
    MinLength(opts.min, { message: opts.minMessage }),
    MaxLength(IDENTITY_LIMITS.password, { message: MSG.tooLong('Password', IDENTITY_LIMITS.password) }),
  ];
  if (opts.pattern) rules.push(Matches(opts.pattern, { message: opts.patternMessage }));
  return applyDecorators(...rules);
}

/** A value from a fixed list; `required` says what a missing value reads as. */
export function OneOf(values: readonly string[], message: string, required?: string): PropertyDecorator {
  const rules = required
    ? [ApiProperty({ enum: values }), IsNotEmpty({ message: required }), IsIn(values, { message })]
    : [ApiPropertyOptional({ enum: values }), IsOptional(), IsIn(values, { message })];
  return applyDecorators(...rules);
}

/** A role name: trimmed and forced to lower case, as the role form does, then checked. */
export function RoleNameField(): PropertyDecorator {
  return applyDecorators(
    ApiProperty({ type: String, pattern: '^[a-z0-9_-]+$' }),
    trimLower,
    IsString({ message: MSG.roleNameRequired }),
    IsNotEmpty({ message: MSG.roleNameRequired }),
    MaxLength(IDENTITY_LIMITS.roleName, { message: MSG.tooLong('Role name', IDENTITY_LIMITS.roleName) }),
    Matches(ROLE_NAME_PATTERN, { message: MSG.roleNameInvalid }),
  );
}
