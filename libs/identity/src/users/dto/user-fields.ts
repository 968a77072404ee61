import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { ADMIN_LEVELS } from '#contracts';

/** Documents one item of `roles`; the items themselves are checked by normaliseRoles (SPEC messages, numbering). */
export class RoleInputDoc {
  @ApiProperty({ example: 'admin' })
  type: string;

  @ApiProperty({ enum: ADMIN_LEVELS })
  level: string;

  @ApiPropertyOptional({ type: [String], example: ['Lagos'] })
  assignedStates?: string[];
}

/** Kept through the pipe's whitelist as sent; normaliseRoles reads only the fields it knows. */
export const RolesList = () => applyDecorators(ApiPropertyOptional({ type: [RoleInputDoc], description: 'Multi-role form' }), IsOptional());

export const LegacyField = (description: string, options: { enum?: readonly string[] } = {}) =>
  applyDecorators(ApiPropertyOptional({ description: `Legacy single-role form: ${description}`, type: String, enum: options.enum }), IsOptional());
