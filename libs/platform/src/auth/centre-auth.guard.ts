import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../http/app-error.js';
import type { CentrePrincipal } from './principal.js';
import { bearerToken, TokenService } from './token.service.js';

export type CentreRequest = FastifyRequest & { centre?: CentrePrincipal };

export function normaliseReference(value: string): string {
  return value.trim().toUpperCase();
}

/**
 * A centre token is bound to one reference: any route whose :reference (or :ref) differs is
 * refused, so a centre can reach nothing but its own calls.
 */
@Injectable()
export class CentreAuthGuard implements CanActivate {
  constructor(private readonly tokens: TokenService) {}

  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<CentreRequest>();
    const token = bearerToken(request.headers.authorization);
    const claims = token ? this.tokens.verify(token, 'centre') : null;
    if (!claims?.ref) throw AppError.unauthenticated('Centre session expired. Please verify again.');
    const params = (request.params ?? {}) as Record<string, string>;
    const routeRef = params.reference ?? params.ref;
    if (routeRef !== undefined && normaliseReference(routeRef) !== claims.ref) {
      throw AppError.forbidden('This session is for another centre.');
    }
    request.centre = { kind: 'centre', centreId: claims.sub, reference: claims.ref };
    return true;
  }
}
