import { Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../http/app-error.js';
import { PRINCIPAL_LOADER, type AdminPrincipal, type PrincipalLoader } from './principal.js';
import { authorizeAdmin, routeOf } from './route-access.js';
import { bearerToken, TokenService } from './token.service.js';

export const PERMISSIONS_KEY = 'permissions';
/** The 403 text for a route whose missing permission has a message of its own (see DeniedWith). */
export const DENIED_MESSAGE_KEY = 'deniedMessage';

export type AdminRequest = FastifyRequest & { admin?: AdminPrincipal };

/**
 * Authentication, then permissions, in one place: a valid admin token of a live user (401
 * otherwise), one of whose role entries carries the permission the route table names for the route
 * (403 otherwise; libs/contracts api-routes.ts). The request's admin is then the one that route
 * sees: its scope is that of the entries carrying the permission (DECISIONS §9).
 */
@Injectable()
export class AdminAuthGuard implements CanActivate {
  constructor(
    private readonly tokens: TokenService,
    private readonly reflector: Reflector,
    @Inject(PRINCIPAL_LOADER) private readonly loader: PrincipalLoader,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<AdminRequest>();
    const token = bearerToken(request.headers.authorization);
    const claims = token ? this.tokens.verify(token, 'admin') : null;
    if (!claims) throw AppError.unauthenticated('Unauthorized access - you might need to login again');
    const admin = await this.loader.loadAdmin(claims.sub, claims.ver ?? 0);
    if (!admin) throw AppError.unauthenticated('Unauthorized access - you might need to login again');
    // A route missing from the table opens to nobody (the server does not start with one: route-table-check.ts).
    const rule = routeOf(request);
    if (!rule || (rule.auth !== 'admin' && rule.auth !== 'autotest')) throw AppError.forbidden();
    const message = this.reflector.getAllAndOverride<string | undefined>(DENIED_MESSAGE_KEY, [context.getHandler(), context.getClass()]);
    request.admin = authorizeAdmin(admin, rule, message);
    return true;
  }
}
