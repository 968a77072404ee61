import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { CENTRE_LIMITS, MSG } from '#contracts';

const trim = Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

/** SPEC §5: the reason or details must be non-blank; anything else (missing, blank, not text) reads "... is required". */
function RequiredReason(label: string): PropertyDecorator {
  return applyDecorators(
    ApiProperty({ type: String, maxLength: CENTRE_LIMITS.reason }),
    trim,
    IsString({ message: MSG.reasonRequired(label) }),
    IsNotEmpty({ message: MSG.reasonRequired(label) }),
    MaxLength(CENTRE_LIMITS.reason, { message: MSG.tooLong(label, CENTRE_LIMITS.reason) }),
  );
}

/** Optional autotest instructions: blank is the same as none. */
function OptionalInstructions(): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ type: String, maxLength: CENTRE_LIMITS.reason }),
    Transform(({ value }) => (typeof value === 'string' ? value.trim() || null : value)),
    IsOptional(),
    IsString({ message: MSG.textExpected('Autotest instructions') }),
    MaxLength(CENTRE_LIMITS.reason, { message: MSG.tooLong('Autotest instructions', CENTRE_LIMITS.reason) }),
  );
}

export class ApproveDto {
  @OptionalInstructions()
  autotestInstructions?: string | null;
}

export class RejectDto {
  @RequiredReason('Rejection reason')
  rejectionReason: string;
}

export class QueryDto {
  @RequiredReason('Query details')
  queryDetails: string;
}

export class ResetDto {
  @RequiredReason('Reset reason')
  resetReason: string;
}
