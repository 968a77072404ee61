import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { MSG, PASSWORD_RULES } from '#contracts';
import { PasswordField } from '../../validation/fields.js';

/** The emailed token: 43 base64url characters; anything else is simply not found. */
const ResetToken = () =>
  applyDecorators(
    ApiProperty({ type: String }),
    IsString({ message: MSG.invalidOrMissingResetToken }),
    IsNotEmpty({ message: MSG.invalidOrMissingResetToken }),
    MaxLength(200, { message: MSG.invalidOrExpiredResetToken }),
  );

export class ValidateResetTokenDto {
  @ResetToken()
  token: string;
}

export class ResetPasswordDto {
  @ResetToken()
  token: string;

  @PasswordField({ required: MSG.newPasswordRequired, min: PASSWORD_RULES.minLength, minMessage: MSG.passwordMin6Long })
  newPassword: string;
}
