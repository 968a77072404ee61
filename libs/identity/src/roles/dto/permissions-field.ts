import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsOptional } from 'class-validator';
import { AUDIT_MSG, PERMISSIONS } from '#contracts';

/**
 * A role's optional permission list (DECISIONS §8): capability names, duplicates dropped. Absent
 * leaves the role as it is; null clears the list, so the role means what its holders' level gives.
 */
export function PermissionsField(): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ type: [String], enum: PERMISSIONS, nullable: true }),
    Transform(({ value }) => (Array.isArray(value) ? [...new Set(value)] : value)),
    IsOptional(),
    IsArray({ message: AUDIT_MSG.permissionsInvalid }),
    ArrayMaxSize(PERMISSIONS.length, { message: AUDIT_MSG.permissionsInvalid }),
    IsIn(PERMISSIONS, { each: true, message: AUDIT_MSG.permissionsInvalid }),
  );
}
