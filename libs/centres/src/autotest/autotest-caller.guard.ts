import { createHash, timingSafeEqual } from 'node:crypto';
import { applyDecorators, createParamDecorator, Inject, Injectable, SetMetadata, UseGuards, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiBearerAuth, ApiHeader } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { MSG, type Permission } from '#contracts';
import {
  APP_CONFIG,
  AppError,
  authorizeAdmin,
  bearerToken,
  CENTRE_SESSION_ENDED,
  CentreSessions,
  normaliseReference,
  PERMISSIONS_KEY,
  PRINCIPAL_LOADER,
  routeOf,
  TokenService,
  type AdminPrincipal,
  type AppConfig,
  type CentrePrincipal,
  type PrincipalLoader,
} from '#platform';

/** Who calls an autotest route: the autotest system (by API key), an admin, or a centre. */
export type AutotestCaller = { kind: 'system' } | AdminPrincipal | CentrePrincipal;

export interface AutotestAccessRule {
  /** The permission an admin token must carry. */
  admin: Permission;
  /** Whether a centre token may call (its own centre only, by the :reference in the path). */
  centre: boolean;
}

type AutotestRequest = FastifyRequest & { autotestCaller?: AutotestCaller; admin?: AdminPrincipal; centre?: CentrePrincipal };

const RULE_KEY = 'autotest-access';

function sameSecret(given: string, expected: string): boolean {
  // Hashing first gives equal lengths, so the comparison time says nothing about the key.
  return timingSafeEqual(createHash('sha256').update(given).digest(), createHash('sha256').update(expected).digest());
}

/**
 * DECISIONS §4 for the autotest calls: the X-Api-Key header (AUTOTEST_API_KEY; a key sent when
 * none is configured, or a wrong one, is 401), or an admin token holding the route's permission,
 * or, where the route allows it, a centre token bound to the reference in the path.
 */
@Injectable()
export class AutotestCallerGuard implements CanActivate {
  constructor(
    private readonly tokens: TokenService,
    private readonly reflector: Reflector,
    @Inject(PRINCIPAL_LOADER) private readonly loader: PrincipalLoader,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly sessions: CentreSessions,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<AutotestRequest>();
    const rule = this.reflector.get<AutotestAccessRule>(RULE_KEY, context.getHandler());
    const header = request.headers['x-api-key'];
    const apiKey = Array.isArray(header) ? header[0] : header;
    if (apiKey !== undefined) {
      if (!this.config.autotestApiKey || !sameSecret(apiKey, this.config.autotestApiKey)) throw AppError.unauthenticated(MSG.invalidApiKey);
      request.autotestCaller = { kind: 'system' };
      return true;
    }

    const token = bearerToken(request.headers.authorization);
    const adminClaims = token ? this.tokens.verify(token, 'admin') : null;
    if (adminClaims) {
      const admin = await this.loader.loadAdmin(adminClaims.sub, adminClaims.ver ?? 0);
      if (!admin) throw AppError.unauthenticated(MSG.sessionEnded);
      // The route table's permission, with the scope of the entries carrying it (DECISIONS §9).
      const routeRule = routeOf(request);
      if (!routeRule || routeRule.auth !== 'autotest') throw AppError.forbidden();
      const acting = authorizeAdmin(admin, routeRule);
      request.admin = acting;
      request.autotestCaller = acting;
      return true;
    }

    const centreClaims = token ? this.tokens.verify(token, 'centre') : null;
    if (centreClaims?.ref) {
      if (!rule.centre) throw AppError.forbidden(MSG.centreTokenCannotWriteAutotest);
      const routeRef = (request.params as Record<string, string> | undefined)?.reference;
      if (routeRef === undefined || normaliseReference(routeRef) !== centreClaims.ref) throw AppError.forbidden('This session is for another centre.');
      if (!(await this.sessions.isCurrent(centreClaims.sub, centreClaims.ver))) throw AppError.unauthenticated(CENTRE_SESSION_ENDED);
      const centre: CentrePrincipal = { kind: 'centre', centreId: centreClaims.sub, reference: centreClaims.ref };
      request.centre = centre;
      request.autotestCaller = centre;
      return true;
    }
    throw AppError.unauthenticated(MSG.invalidApiKey);
  }
}

export function AutotestAccess(rule: AutotestAccessRule): MethodDecorator {
  return applyDecorators(
    SetMetadata(RULE_KEY, rule),
    // Compared with the route table at start, like AdminOnly's.
    SetMetadata(PERMISSIONS_KEY, [rule.admin]),
    UseGuards(AutotestCallerGuard),
    ApiBearerAuth('admin'),
    ...(rule.centre ? [ApiBearerAuth('centre')] : []),
    ApiHeader({ name: 'X-Api-Key', required: false, description: 'The autotest system: AUTOTEST_API_KEY' }),
  );
}

export const CurrentAutotestCaller = createParamDecorator((_: unknown, ctx: ExecutionContext) => ctx.switchToHttp().getRequest<AutotestRequest>().autotestCaller);
