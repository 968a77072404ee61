import type { FastifyRequest } from 'fastify';
import { mayUse, routeRule, type RouteRule } from '#contracts';
import { AppError } from '../http/app-error.js';
import { narrowTo, type AdminPrincipal } from './principal.js';

/** The table row of the route a request reached (libs/contracts api-routes.ts); null for none. */
export function routeOf(request: FastifyRequest): RouteRule | null {
  const url = request.routeOptions?.url;
  return url ? routeRule(request.method, url) : null;
}

/**
 * The admin a route lets through, as that route sees them (DECISIONS §9): 403 unless one of their
 * role entries carries the route's permission (reaching every state where the row says national);
 * the scope is then that of the entries carrying it, so a read-only role reaching every state adds
 * nothing to where another role may write.
 */
export function authorizeAdmin(admin: AdminPrincipal, rule: RouteRule, deniedMessage?: string): AdminPrincipal {
  if (!mayUse(admin.power, rule)) throw AppError.forbidden(deniedMessage);
  return rule.permission ? narrowTo(admin, rule.permission, rule.national === true) : admin;
}
