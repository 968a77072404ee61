import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { ADMIN_LEVELS, IDENTITY_LIMITS, MSG } from '#contracts';
import { RequiredText } from '../../validation/fields.js';

/** Adds one role type. Level and states default to those of the user's first role. */
export class AddRoleDto {
  @RequiredText(MSG.roleRequired, 'Role', IDENTITY_LIMITS.roleName)
  role: string;

  @ApiPropertyOptional({ enum: ADMIN_LEVELS })
  @IsOptional()
  level?: unknown;

  @ApiPropertyOptional({ type: [String] })
  @IsOptional()
  assignedStates?: unknown;

  @ApiPropertyOptional({ type: String })
  @IsOptional()
  assignedState?: unknown;
}
