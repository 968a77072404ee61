import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { SESSION_MSG } from '#contracts';

/** The token of the emailed confirmation link: 43 base64url characters; anything else is simply not found. */
export class ConfirmRegistrationDto {
  @ApiProperty({ type: String })
  @IsString({ message: SESSION_MSG.invalidConfirmationLink })
  @IsNotEmpty({ message: SESSION_MSG.invalidConfirmationLink })
  @MaxLength(200, { message: SESSION_MSG.invalidConfirmationLink })
  token: string;
}
