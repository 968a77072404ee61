import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Expose, Transform } from 'class-transformer';
import { IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { CENTRE_EMAIL_PATTERN, CENTRE_LIMITS, MSG } from '#contracts';
import { cleanLine } from '#platform';

const EMAIL_MAX = 254;

/**
 * Takes the value of the main field, else of its older alias (SPEC §3). Expose makes
 * class-transformer visit the main name even when only the alias was sent, since the global
 * whitelist would otherwise drop the alias unread.
 */
function MainOrAlias(alias: string, normalise: (value: string) => string): PropertyDecorator {
  return applyDecorators(
    Expose(),
    Transform(({ value, obj }) => {
      const picked = value ?? (obj as Record<string, unknown>)[alias];
      return typeof picked === 'string' ? normalise(picked) : picked;
    }),
  );
}

const trim = (v: string) => cleanLine(v) as string;

function RequiredCentreText(alias: string, required: string, label: string): PropertyDecorator {
  return applyDecorators(
    ApiProperty({ type: String, maxLength: CENTRE_LIMITS.shortText, description: `alias: ${alias}` }),
    MainOrAlias(alias, trim),
    IsString({ message: required }),
    IsNotEmpty({ message: required }),
    MaxLength(CENTRE_LIMITS.shortText, { message: MSG.tooLong(label, CENTRE_LIMITS.shortText) }),
  );
}

function OptionalText(label: string): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ type: String, maxLength: CENTRE_LIMITS.shortText }),
    Transform(({ value }) => (typeof value === 'string' ? (cleanLine(value) as string) || undefined : value)),
    IsOptional(),
    IsString({ message: MSG.fieldRequired(label) }),
    MaxLength(CENTRE_LIMITS.shortText, { message: MSG.tooLong(label, CENTRE_LIMITS.shortText) }),
  );
}

// applyDecorators registers the rules in the order listed (decorators written on a property run
// bottom-up), and the pipe stops at a field's first failure: each list reads "check this, then this".
function EmailText(): PropertyDecorator {
  return applyDecorators(
    ApiProperty({ type: String, format: 'email', description: 'alias: emailAddress' }),
    MainOrAlias('emailAddress', (v) => v.trim().toLowerCase()),
    IsString({ message: MSG.adminEmailRequired }),
    IsNotEmpty({ message: MSG.adminEmailRequired }),
    MaxLength(EMAIL_MAX, { message: MSG.invalidEmail }),
    Matches(CENTRE_EMAIL_PATTERN, { message: MSG.invalidEmail }),
  );
}

function ExamBodyText(): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ type: String, description: 'Ignored: the configured exam body is always stored' }),
    Transform(({ value }) => (typeof value === 'string' ? value.trim() : value)),
    IsOptional(),
    IsString({ message: MSG.examBodyRequired }),
    IsNotEmpty({ message: MSG.examBodyRequired }),
  );
}

/** SPEC §5 "Create centre (admin, simplified)": the /cbt-centre form. */
export class SimpleCentreDto {
  /** The exam body is fixed (DECISIONS §2): a value sent is ignored, but the form's field must not be blank. */
  @ExamBodyText()
  examBody?: string;

  @RequiredCentreText('organizationName', MSG.centreNameRequired, 'Centre name')
  CentreName: string;

  @RequiredCentreText('rcNumber', MSG.rcNumberRequired, 'RC Number')
  GovernmentId: string;

  @EmailText()
  AdminEmail: string;

  /** Not on the SPEC form: whose centre it is; required of a state admin, one of their states (DECISIONS §9). */
  @OptionalText('State')
  State?: string;

  @OptionalText('Local government')
  LocalGovernment?: string;
}
