import { AsyncLocalStorage } from 'node:async_hooks';
import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { Observable } from 'rxjs';
import type { AdminPrincipal } from '#platform';

/** Who is asking, from where, under which request id: read by every append made while serving it. */
export interface AuditRequestContext {
  requestId: string | null;
  ip: string | null;
  admin?: AdminPrincipal;
}

const storage = new AsyncLocalStorage<AuditRequestContext>();

export function currentAuditContext(): AuditRequestContext | undefined {
  return storage.getStore();
}

export function runWithAuditContext<T>(context: AuditRequestContext, work: () => T): T {
  return storage.run(context, work);
}

/**
 * Global interceptor: the handler (and everything it awaits) runs inside the request's context, so
 * services need not pass the request id and address down to the log. Guards have run by now, so
 * the signed-in admin is known.
 */
@Injectable()
export class AuditContextInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const request = context.switchToHttp().getRequest<FastifyRequest & { admin?: AdminPrincipal }>();
    const store: AuditRequestContext = { requestId: String(request.id ?? '') || null, ip: request.ip ?? null, admin: request.admin };
    return new Observable((subscriber) => storage.run(store, () => next.handle().subscribe(subscriber)));
  }
}
