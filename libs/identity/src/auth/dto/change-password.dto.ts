import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { IDENTITY_LIMITS, MSG, PASSWORD_RULES } from '#contracts';
import { PasswordField } from '../../validation/fields.js';

const CurrentPassword = () =>
  applyDecorators(
    ApiProperty({ type: String, format: 'password' }),
    IsString({ message: MSG.currentPasswordRequired }),
    IsNotEmpty({ message: MSG.currentPasswordRequired }),
    // Longer than any password we accept, so it cannot be the current one.
    MaxLength(IDENTITY_LIMITS.password, { message: MSG.currentPasswordIncorrect }),
  );

export class ChangePasswordDto {
  @CurrentPassword()
  oldPassword: string;

  @PasswordField({ required: MSG.newPasswordRequired, min: PASSWORD_RULES.minLength, minMessage: MSG.newPasswordMin6Long })
  newPassword: string;
}
