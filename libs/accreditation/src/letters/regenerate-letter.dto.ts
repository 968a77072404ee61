import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { MSG } from '#contracts';

const TEXT_MAX = 2000;

export class RegenerateLetterDto {
  /** Why the letter is made again (kept in the centre's history); blank is none. */
  @applyDecorators(
    ApiPropertyOptional({ type: String, maxLength: TEXT_MAX }),
    Transform(({ value }) => (typeof value === 'string' ? value.trim() || null : value)),
    IsOptional(),
    IsString({ message: MSG.textExpected('reason') }),
    MaxLength(TEXT_MAX, { message: MSG.tooLong('Reason', TEXT_MAX) }),
  )
  reason?: string | null;
}
