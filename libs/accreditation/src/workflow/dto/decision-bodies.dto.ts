import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { MSG } from '#contracts';

const TEXT_MAX = 2000;

// applyDecorators registers the rules in the order listed; the global pipe stops at the first failure.

export class ApproveStageDto {
  /** Blank comments are the same as none. */
  @applyDecorators(
    ApiPropertyOptional({ type: String, maxLength: TEXT_MAX }),
    Transform(({ value }) => (typeof value === 'string' ? value.trim() || null : value)),
    IsOptional(),
    IsString({ message: MSG.textExpected('comments') }),
    MaxLength(TEXT_MAX, { message: MSG.tooLong('Comments', TEXT_MAX) }),
  )
  comments?: string | null;
}

export class RejectAccreditationDto {
  /** Missing, blank or not text all read as "Rejection reason is required". */
  @applyDecorators(
    ApiProperty({ type: String, maxLength: TEXT_MAX }),
    Transform(({ value }) => (typeof value === 'string' ? value.trim() : value)),
    IsString({ message: MSG.rejectionReasonRequired }),
    IsNotEmpty({ message: MSG.rejectionReasonRequired }),
    MaxLength(TEXT_MAX, { message: MSG.tooLong('Rejection reason', TEXT_MAX) }),
  )
  rejectionReason: string;
}
