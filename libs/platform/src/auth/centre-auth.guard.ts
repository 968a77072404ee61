import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../http/app-error.js';
import { CentreSessions } from './centre-sessions.js';
import type { CentrePrincipal } from './principal.js';
import { bearerToken, TokenService } from './token.service.js';

export type CentreRequest = FastifyRequest & { centre?: CentrePrincipal };

export function normaliseReference(value: string): string {
  return value.trim().toUpperCase();
}

export const CENTRE_SESSION_ENDED = 'Centre session expired. Please verify again.';

/**
 * A centre token is bound to one reference: any route whose :reference (or :ref) differs is
 * refused, so a centre can reach nothing but its own calls. A token older than its centre's
 * token version (a sign-out, an admin email change) is refused like an expired one.
 */
@Injectable()
export class CentreAuthGuard implements CanActivate {
  constructor(
    private readonly tokens: TokenService,
    private readonly sessions: CentreSessions,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<CentreRequest>();
    const token = bearerToken(request.headers.authorization);
    const claims = token ? this.tokens.verify(token, 'centre') : null;
    if (!claims?.ref || !(await this.sessions.isCurrent(claims.sub, claims.ver))) throw AppError.unauthenticated(CENTRE_SESSION_ENDED);
    const params = (request.params ?? {}) as Record<string, string>;
    const routeRef = params.reference ?? params.ref;
    if (routeRef !== undefined && normaliseReference(routeRef) !== claims.ref) {
      throw AppError.forbidden('This session is for another centre.');
    }
    request.centre = { kind: 'centre', centreId: claims.sub, reference: claims.ref };
    return true;
  }
}
