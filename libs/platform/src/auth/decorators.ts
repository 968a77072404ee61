import { applyDecorators, createParamDecorator, SetMetadata, UseGuards, type ExecutionContext } from '@nestjs/common';
import { ApiBearerAuth } from '@nestjs/swagger';
import type { Permission } from '#contracts';
import { AdminAuthGuard, DENIED_MESSAGE_KEY, PERMISSIONS_KEY, type AdminRequest } from './admin-auth.guard.js';
import { CentreAuthGuard, type CentreRequest } from './centre-auth.guard.js';

/**
 * An admin route: a signed-in admin one of whose role entries carries the route's permission. The
 * guard reads the permission from the route table (libs/contracts api-routes.ts); the one named here
 * keeps the controller readable, and the API does not start when the two differ.
 */
export function AdminOnly(...permissions: Permission[]): MethodDecorator & ClassDecorator {
  return applyDecorators(SetMetadata(PERMISSIONS_KEY, permissions), UseGuards(AdminAuthGuard), ApiBearerAuth('admin'));
}

/** The message of the 403 an admin without the route's permission gets, where the product has one. */
export function DeniedWith(message: string): MethodDecorator & ClassDecorator {
  return SetMetadata(DENIED_MESSAGE_KEY, message);
}

/** A centre route: a centre session bound to the reference in the path. */
export function CentreOnly(): MethodDecorator & ClassDecorator {
  return applyDecorators(UseGuards(CentreAuthGuard), ApiBearerAuth('centre'));
}

export const CurrentAdmin = createParamDecorator((_: unknown, ctx: ExecutionContext) => ctx.switchToHttp().getRequest<AdminRequest>().admin);

export const CurrentCentre = createParamDecorator((_: unknown, ctx: ExecutionContext) => ctx.switchToHttp().getRequest<CentreRequest>().centre);
