import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { MSG } from '#contracts';

// applyDecorators registers the rules in the order listed, which is the order they are checked in.

const trimmedText = Transform(({ value }) => (typeof value === 'number' && Number.isFinite(value) ? String(value) : typeof value === 'string' ? value.trim() : value));

const requiredText = (required: string, tooLong: string, max: number) =>
  applyDecorators(trimmedText, IsString({ message: required }), IsNotEmpty({ message: required }), MaxLength(max, { message: tooLong }));

export class VerifyOtpDto {
  @ApiProperty({ example: '123456', description: 'The 6-digit code from the email' })
  @requiredText(MSG.enterOtp, MSG.invalidOtp, 20)
  otp: string;
}

/** DECISIONS §4: the code is required; a reference alone is refused with 401, not a 400. */
export class CentreLoginDto {
  @ApiProperty({ example: 'JAMB-2026-48213957' })
  @requiredText(MSG.enterReferenceNumber, MSG.centreNotFound, 60)
  referenceNumber: string;

  @ApiPropertyOptional({ example: '123456' })
  @applyDecorators(trimmedText, IsOptional(), IsString({ message: MSG.invalidOtp }), MaxLength(20, { message: MSG.invalidOtp }))
  otp?: string;
}
