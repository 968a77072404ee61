import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { INVITATION_MSG, MSG, PASSWORD_RULES } from '#contracts';
import { PasswordField } from '../../validation/fields.js';

/** The token of the emailed invitation link: 43 base64url characters; anything else is simply not found. */
export class InvitationTokenDto {
  @ApiProperty({ type: String })
  @IsString({ message: INVITATION_MSG.linkUnknown })
  @IsNotEmpty({ message: INVITATION_MSG.linkUnknown })
  @MaxLength(200, { message: INVITATION_MSG.linkUnknown })
  token: string;
}

/** The invited person's first password: the rules of the first-sign-in password (SPEC §5). */
export class AcceptInvitationDto extends InvitationTokenDto {
  @PasswordField({
    required: MSG.newPasswordRequired,
    min: PASSWORD_RULES.minLength,
    minMessage: MSG.passwordMin6,
    pattern: PASSWORD_RULES.strong,
    patternMessage: MSG.passwordStrong,
  })
  newPassword: string;
}
