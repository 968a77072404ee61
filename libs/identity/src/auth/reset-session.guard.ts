import { createParamDecorator, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { MSG } from '#contracts';
import { AppError, bearerToken, TokenService, type TokenClaims } from '#platform';

type ResetRequest = FastifyRequest & { resetClaims?: TokenClaims };

/**
 * The restricted token a login hands out when the password must be replaced. It opens only
 * reset-password-login; AdminAuthGuard accepts only full admin tokens, so it opens nothing else.
 */
@Injectable()
export class ResetSessionGuard implements CanActivate {
  constructor(private readonly tokens: TokenService) {}

  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<ResetRequest>();
    const token = bearerToken(request.headers.authorization);
    const claims = token ? this.tokens.verify(token, 'admin-reset') : null;
    if (!claims) throw AppError.unauthenticated(MSG.resetSessionRequired);
    request.resetClaims = claims;
    return true;
  }
}

export const ResetClaims = createParamDecorator((_: unknown, ctx: ExecutionContext) => ctx.switchToHttp().getRequest<ResetRequest>().resetClaims);
